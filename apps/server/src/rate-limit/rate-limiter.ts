import { AUTH_MESSAGES } from '@workbench/contracts';
import { AppError } from '../errors/app-error';

/** A key's count in its window, when the window ends, and the attempt counted before this one. */
export type RateLimitWindow = { count: number; resetAt: number; previousAt: number | null };

export type RateLimitStore = {
  /**
   * Adds `by` (default 1, may be negative; never below 0) and returns the window. A positive `by`
   * records now as the time of the key's last attempt, unless `lastAt` says otherwise.
   */
  increment: (
    key: string,
    windowMs: number,
    by?: number,
    lastAt?: number | null,
  ) => Promise<RateLimitWindow>;
  reset: (key: string) => Promise<void>;
};

export type RateLimitRule = { name: string; limit: number; windowMs: number };

/**
 * A limit that slows down instead of locking out: `free` attempts in the window, then each one
 * must wait twice as long after the one before as the last did (1 s, 2 s, 4 s …), at most
 * `maxDelayMs`.
 */
export type BackoffRule = { name: string; free: number; windowMs: number; maxDelayMs: number };

/** The `details` of a 429; the error handler turns `retry_after_seconds` into Retry-After. */
export type RateLimitDetails = { retry_after_seconds: number };

function refuse(until: number, time: number): never {
  const details: RateLimitDetails = {
    retry_after_seconds: Math.max(1, Math.ceil((until - time) / 1000)),
  };
  throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, details);
}

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now) {
  const keyOf = (rule: { name: string }, subject: string) =>
    `${rule.name}:${subject.toLowerCase()}`;

  return {
    /** Counts one attempt and refuses it when the window is already full. */
    async consume(rule: RateLimitRule, subject: string): Promise<void> {
      const window = await store.increment(keyOf(rule, subject), rule.windowMs);
      if (window.count > rule.limit) refuse(window.resetAt, now());
    },

    /**
     * Counts one attempt and says whether it was within the limit, refusing nothing: for calls
     * that answer alike either way, so the answer tells no one the limit was reached (0044).
     */
    async tryConsume(rule: RateLimitRule, subject: string): Promise<boolean> {
      const window = await store.increment(keyOf(rule, subject), rule.windowMs);
      return window.count <= rule.limit;
    },

    /**
     * Counts one attempt, and refuses it (without counting it) when it comes sooner after the
     * last one than the rule's growing delay allows. Counted before the work, like `consume`,
     * so parallel attempts cannot all slip through.
     */
    async consumeWithBackoff(rule: BackoffRule, subject: string): Promise<void> {
      const key = keyOf(rule, subject);
      const window = await store.increment(key, rule.windowMs);
      if (window.count <= rule.free || window.previousAt === null) return;
      const delay = Math.min(1000 * 2 ** (window.count - rule.free - 1), rule.maxDelayMs);
      const allowedAt = window.previousAt + delay;
      const time = now();
      if (time >= allowedAt) return;
      await store.increment(key, rule.windowMs, -1, window.previousAt);
      refuse(allowedAt, time);
    },

    /**
     * Gives back one counted attempt, for limits that count only failures: the attempt is
     * counted before the work (so parallel requests cannot slip past) and released on success.
     */
    async release(rule: RateLimitRule | BackoffRule, subject: string): Promise<void> {
      await store.increment(keyOf(rule, subject), rule.windowMs, -1);
    },

    async reset(rule: RateLimitRule | BackoffRule, subject: string): Promise<void> {
      await store.reset(keyOf(rule, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
