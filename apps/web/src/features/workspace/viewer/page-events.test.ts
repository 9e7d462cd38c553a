import { describe, expect, it, vi } from 'vitest';
import { markReleased, markRendered, whenRendered } from './page-events';

describe('whenRendered', () => {
  it('waits for the page to render and answers at once for a rendered page', async () => {
    let settled = false;
    const waiting = whenRendered('f', 3).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    markRendered('f', 3);
    await waiting;
    expect(settled).toBe(true);
    await expect(whenRendered('f', 3)).resolves.toBeUndefined();
    markReleased('f', 3);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const waiting = whenRendered('f', 9, 500);
    vi.advanceTimersByTime(500);
    await expect(waiting).resolves.toBeUndefined();
    vi.useRealTimers();
  });
});
