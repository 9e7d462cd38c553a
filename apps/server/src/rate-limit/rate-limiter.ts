import { AUTH_MESSAGES } from '@workbench/contracts';
import { AppError } from '../errors/app-error';

export type RateLimitWindow = { count: number; resetAt: number };

export type RateLimitStore = {
  peek: (key: string) => Promise<RateLimitWindow>;
  increment: (key: string, windowMs: number) => Promise<RateLimitWindow>;
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

    /** Refuses when the window is full, without counting (for limits on failures only). */
    async check(rule: RateLimitRule, subject: string): Promise<void> {
      const window = await store.peek(keyOf(rule, subject));
      if (window.count >= rule.limit) refuse(window, now());
    },

    async recordFailure(rule: RateLimitRule, subject: string): Promise<void> {
      await store.increment(keyOf(rule, subject), rule.windowMs);
    },

    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await store.reset(keyOf(rule, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
