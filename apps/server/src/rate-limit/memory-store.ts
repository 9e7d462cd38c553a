import type { RateLimitStore } from './rate-limiter';

/**
 * Fixed-window counters in this process. Enough for one server; replicas behind a load
 * balancer need a shared store (Redis), which implements the same two calls.
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let writesSinceSweep = 0;

  function sweep() {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async increment(key, windowMs, by = 1) {
      if (++writesSinceSweep >= 1_000) {
        writesSinceSweep = 0;
        sweep();
      }
      const time = now();
      const current = windows.get(key);
      const window =
        current === undefined || current.resetAt <= time
          ? { count: Math.max(0, by), resetAt: time + windowMs }
          : { count: Math.max(0, current.count + by), resetAt: current.resetAt };
      windows.set(key, window);
      return { ...window };
    },

    async reset(key) {
      windows.delete(key);
    },
  };
}
