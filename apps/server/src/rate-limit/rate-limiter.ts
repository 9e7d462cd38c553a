import { AUTH_MESSAGES } from '@workbench/contracts';
import { AppError } from '../errors/app-error';

export type RateLimitWindow = { count: number; resetAt: number };

export type RateLimitStore = {
  /** Adds `by` (default 1, may be negative; never below 0) and returns the window. */
  increment: (key: string, windowMs: number, by?: number) => Promise<RateLimitWindow>;
  reset: (key: string) => Promise<void>;
};

export type RateLimitRule = { name: string; limit: number; windowMs: number };

/** The `details` of a 429; the error handler turns `retry_after_seconds` into Retry-After. */
export type RateLimitDetails = { retry_after_seconds: number };

function refuse(window: RateLimitWindow, time: number): never {
  const details: RateLimitDetails = {
    retry_after_seconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
  };
  throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts, details);
}

export function createRateLimiter(store: RateLimitStore, now: () => number = Date.now) {
  const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

  return {
    /** Counts one attempt and refuses it when the window is already full. */
    async consume(rule: RateLimitRule, subject: string): Promise<void> {
      const window = await store.increment(keyOf(rule, subject), rule.windowMs);
      if (window.count > rule.limit) refuse(window, now());
    },

    /**
     * Gives back one counted attempt, for limits that count only failures: the attempt is
     * counted before the work (so parallel requests cannot slip past) and released on success.
     */
    async release(rule: RateLimitRule, subject: string): Promise<void> {
      await store.increment(keyOf(rule, subject), rule.windowMs, -1);
    },

    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await store.reset(keyOf(rule, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
