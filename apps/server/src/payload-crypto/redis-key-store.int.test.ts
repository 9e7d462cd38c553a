import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeKeyStore, storedKey } from '../test/key-store-behaviour';
import { createRedisKeyStore } from './redis-key-store';

const redisUrl = process.env.TEST_REDIS_URL;
const HOUR = 60 * 60_000;

describe.runIf(redisUrl !== undefined)('payload keys in Redis', () => {
  let first: Redis;
  let second: Redis;
  const secret = randomBytes(32);
  /** Each store a prefix of its own, so the tests and runs side by side keep apart. */
  const prefixes: string[] = [];
  const newPrefix = () => {
    const prefix = `test:${randomUUID()}:`;
    prefixes.push(prefix);
    return prefix;
  };

  beforeAll(() => {
    first = new Redis(redisUrl!);
    second = new Redis(redisUrl!);
  });
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    await first.quit();
    await second.quit();
  });

  describeKeyStore('Redis', () => ({
    create: (options) => createRedisKeyStore(first, secret, { ...options, prefix: newPrefix() }),
    after: (ms) => new Date(Date.now() + ms),
    wait: (ms) => sleep(ms),
    lifetime: 300,
  }));

  it('shares keys between servers: one agrees, the other finds it, and a drop reaches both', async () => {
    const prefix = newPrefix();
    const serverA = createRedisKeyStore(first, secret, { prefix });
    const serverB = createRedisKeyStore(second, secret, { prefix });
    const added = storedKey('s1', 'k1', new Date(Date.now() + HOUR));
    await serverA.add(added);
    expect((await serverB.find('s1', 'k1'))?.key.export().equals(added.key.export())).toBe(true);
    await serverA.dropSession('s1');
    expect(await serverB.find('s1', 'k1')).toBeUndefined();
  });

  it('lets one of two servers spend a nonce sent to both at once', async () => {
    const prefix = newPrefix();
    const stores = [first, second].map((redis) => createRedisKeyStore(redis, secret, { prefix }));
    await stores[0]!.add(storedKey('s1', 'k1', new Date(Date.now() + HOUR)));
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => stores[index % 2]!.acceptNonces('s1', 'k1', ['n'])),
    );
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'replayed')).toHaveLength(19);
  });

  it('keeps the material wrapped: Redis alone, or another secret, opens nothing', async () => {
    const prefix = newPrefix();
    const store = createRedisKeyStore(first, secret, { prefix });
    const added = storedKey('s1', 'k1', new Date(Date.now() + HOUR));
    await store.add(added);
    const saved = await first.hget(`${prefix}key:s1:k1`, 'material');
    const raw = added.key.export();
    expect(Buffer.from(saved!, 'base64').includes(raw)).toBe(false);
    expect(saved).not.toContain(raw.toString('base64'));
    const otherSecret = createRedisKeyStore(first, randomBytes(32), { prefix });
    expect(await otherSecret.find('s1', 'k1')).toBeUndefined();
    // Moved to another session's name, it does not open there either.
    await first.copy(`${prefix}key:s1:k1`, `${prefix}key:s2:k1`);
    expect(await store.find('s2', 'k1')).toBeUndefined();
  });

  it('expires what it stores with the key', async () => {
    const prefix = newPrefix();
    const store = createRedisKeyStore(first, secret, { prefix });
    await store.add(storedKey('s1', 'k1', new Date(Date.now() + HOUR)));
    await store.acceptNonces('s1', 'k1', ['n1']);
    for (const name of ['key:s1:k1', 'nonces:s1:k1', 'session:s1']) {
      const ttl = await first.pttl(`${prefix}${name}`);
      expect(ttl).toBeGreaterThan(HOUR - 60_000);
      expect(ttl).toBeLessThanOrEqual(HOUR);
    }
  });
});
