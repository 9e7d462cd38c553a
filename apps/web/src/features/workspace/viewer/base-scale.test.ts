import { describe, expect, it } from 'vitest';
import { baseScale } from './base-scale';

describe('baseScale', () => {
  it('fits the page width within the padding of the window size class', () => {
    expect(baseScale(676, 1280, 612)).toBeCloseTo((676 - 64) / 612);
    expect(baseScale(900, 900, 612)).toBeCloseTo(1.3);
  });

  it('keeps to each size class bounds', () => {
    expect(baseScale(2000, 1600, 612)).toBe(1.5);
    expect(baseScale(150, 390, 612)).toBe(0.4);
    expect(baseScale(300, 800, 612)).toBe(0.5);
  });
});
