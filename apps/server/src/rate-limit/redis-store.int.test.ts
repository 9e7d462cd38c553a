import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter';
import { createRedisStore } from './redis-store';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl !== undefined)('rate limits in Redis', () => {
  let first: Redis;
  let second: Redis;
  /** A prefix of this run's own, so runs side by side do not count each other. */
  const prefix = `test:${randomUUID()}:`;

  beforeAll(() => {
    first = new Redis(redisUrl!);
    second = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
    await first.quit();
    await second.quit();
  });

  it('counts in a window that Redis ends, remembering the attempt before', async () => {
    const store = createRedisStore(first, prefix);
    const one = await store.increment('window', 60_000);
    expect(one).toMatchObject({ count: 1, previousAt: null });
    const two = await store.increment('window', 60_000);
    expect(two.count).toBe(2);
    expect(two.resetAt).toBe(one.resetAt);
    expect(two.previousAt).toBeGreaterThan(one.resetAt - 60_000 - 1);
    const ttl = await first.pttl(`${prefix}window`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one ends', async () => {
    const store = createRedisStore(first, prefix);
    await store.increment('short', 100);
    await store.increment('short', 100);
    await sleep(150);
    expect(await store.increment('short', 100)).toMatchObject({ count: 1, previousAt: null });
  });

  it('gives attempts back, never below zero, keeps a last attempt it is told, and resets', async () => {
    const store = createRedisStore(first, prefix);
    await store.increment('back', 60_000);
    const kept = await store.increment('back', 60_000, -1, 12_345);
    expect(kept.count).toBe(0);
    expect((await store.increment('back', 60_000, -1)).count).toBe(0);
    expect((await store.increment('back', 60_000)).previousAt).toBe(12_345);
    await store.increment('back', 60_000, -1, null);
    expect((await store.increment('back', 60_000)).previousAt).toBeNull();
    await store.reset('back');
    expect(await first.exists(`${prefix}back`)).toBe(0);
  });

  it('refuses for now, with when to try again, while Redis cannot be reached', async () => {
    const gone = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    gone.on('error', () => undefined);
    const limiter = createRateLimiter(createRedisStore(gone, prefix));
    const refused = await limiter.consume({ name: 'gone', limit: 5, windowMs: 1000 }, 'x').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { retry_after_seconds: 30 },
    });
    gone.disconnect();
  });

  it('counts attempts on two servers at once as one limit', async () => {
    const rule = { name: 'login', limit: 10, windowMs: 60_000 };
    const limiters = [first, second].map((redis) =>
      createRateLimiter(createRedisStore(redis, prefix)),
    );
    const attempts = Array.from({ length: 40 }, (_, index) =>
      limiters[index % 2]!.consume(rule, 'Kari@Example.no').then(
        () => 'allowed',
        () => 'refused',
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === 'allowed')).toHaveLength(10);
    expect(await first.hget(`${prefix}login:kari@example.no`, 'count')).toBe('40');
  });
});
