import confetti from 'canvas-confetti';
import { describe, expect, it, vi } from 'vitest';
import { burstConfetti } from './confetti-burst';

const shoot = Object.assign(vi.fn(), { reset: vi.fn() });
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => shoot) } }));

describe('confetti burst', () => {
  it('bursts the spec defaults on the overlay canvas without a worker, and cleans up', () => {
    const canvas = document.createElement('canvas');
    const cleanUp = burstConfetti(canvas);
    expect(confetti.create).toHaveBeenCalledWith(canvas, { resize: true, useWorker: false });
    expect(shoot).toHaveBeenCalledWith({
      particleCount: 50,
      ticks: 200,
      disableForReducedMotion: true,
    });
    cleanUp();
    expect(shoot.reset).toHaveBeenCalled();
  });
});
