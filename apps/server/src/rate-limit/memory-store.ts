import type { RateLimitStore } from './rate-limiter';

/**
 * Fixed-window counters in this process. Enough for one server; replicas behind a load
 * balancer need a shared store (Redis), which implements the same two calls.
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number; lastAt: number | null }>();
  let writesSinceSweep = 0;

  function sweep() {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async increment(key, windowMs, by = 1, lastAt) {
      if (++writesSinceSweep >= 1_000) {
        writesSinceSweep = 0;
        sweep();
      }
      const time = now();
      const current = windows.get(key);
      const isNew = current === undefined || current.resetAt <= time;
      const previousAt = isNew ? null : current.lastAt;
      const window = {
        count: Math.max(0, (isNew ? 0 : current.count) + by),
        resetAt: isNew ? time + windowMs : current.resetAt,
        lastAt: lastAt !== undefined ? lastAt : by > 0 ? time : previousAt,
      };
      windows.set(key, window);
      return { count: window.count, resetAt: window.resetAt, previousAt };
    },

    async reset(key) {
      windows.delete(key);
    },
  };
}
