import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { createMemoryStore } from './memory-store';
import { createRateLimiter } from './rate-limiter';

function setup() {
  let time = 1_000_000;
  const now = () => time;
  const limiter = createRateLimiter(createMemoryStore(now), now);
  return { limiter, advance: (ms: number) => (time += ms) };
}

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

async function refusal(promise: Promise<void>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error('expected a refusal');
  return error;
}

describe('rate limiter', () => {
  it('allows the limit, refuses the next with the seconds left, and opens after the window', async () => {
    const { limiter, advance } = setup();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'a@b.no');
    advance(15_000);
    const error = await refusal(limiter.consume(rule, 'A@B.no'));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toEqual({ retry_after_seconds: 45 });
    advance(45_000);
    await expect(limiter.consume(rule, 'a@b.no')).resolves.toBeUndefined();
  });

  it('keeps subjects and rules apart', async () => {
    const { limiter } = setup();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'one');
    await expect(limiter.consume(rule, 'two')).resolves.toBeUndefined();
    await expect(limiter.consume({ ...rule, name: 'other' }, 'one')).resolves.toBeUndefined();
  });

  it('gives back released attempts, and forgets everything on reset', async () => {
    const { limiter } = setup();
    for (let attempt = 0; attempt < 10; attempt++) {
      await limiter.consume(rule, 'kari');
      await limiter.release(rule, 'kari');
    }
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'kari');
    expect((await refusal(limiter.consume(rule, 'kari'))).code).toBe('RATE_LIMITED');
    await limiter.reset(rule, 'kari');
    await expect(limiter.consume(rule, 'kari')).resolves.toBeUndefined();
  });

  it('says whether an attempt was within the limit without refusing it, and counts each', async () => {
    const { limiter, advance } = setup();
    const answers: boolean[] = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await limiter.tryConsume(rule, 'x'));
    expect(answers).toEqual([true, true, true, false, false]);
    // A quiet answer counts like a refused one: it shares the window with `consume`.
    expect((await refusal(limiter.consume(rule, 'x'))).code).toBe('RATE_LIMITED');
    advance(60_000);
    expect(await limiter.tryConsume(rule, 'x')).toBe(true);
  });

  it('never counts below zero', async () => {
    const { limiter } = setup();
    for (let attempt = 0; attempt < 5; attempt++) await limiter.release(rule, 'ola');
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume(rule, 'ola');
    expect((await refusal(limiter.consume(rule, 'ola'))).code).toBe('RATE_LIMITED');
  });

  it('slows down past the free attempts, doubling the wait, and never counts a refused one', async () => {
    const { limiter, advance } = setup();
    const backoff = { name: 'backoff', free: 2, windowMs: 3_600_000, maxDelayMs: 8_000 };
    await limiter.consumeWithBackoff(backoff, 'kari');
    await limiter.consumeWithBackoff(backoff, 'kari');
    // The third attempt must come 1 s after the second, the fourth 2 s after the third …
    expect((await refusal(limiter.consumeWithBackoff(backoff, 'kari'))).details).toEqual({
      retry_after_seconds: 1,
    });
    advance(1_000);
    await limiter.consumeWithBackoff(backoff, 'kari');
    advance(1_500);
    expect((await refusal(limiter.consumeWithBackoff(backoff, 'kari'))).details).toEqual({
      retry_after_seconds: 1,
    });
    advance(500);
    await limiter.consumeWithBackoff(backoff, 'kari');
    for (const wait of [4_000, 8_000, 8_000]) {
      advance(wait);
      await limiter.consumeWithBackoff(backoff, 'kari');
    }
    expect((await refusal(limiter.consumeWithBackoff(backoff, 'kari'))).details).toEqual({
      retry_after_seconds: 8,
    });
    await expect(limiter.consumeWithBackoff(backoff, 'ola')).resolves.toBeUndefined();
  });
});
