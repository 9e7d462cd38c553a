import type { Redis } from 'ioredis';
import { sharedStateCall } from '../redis-client';
import type { RateLimitStore } from './rate-limiter';

/**
 * The memory store's fixed windows, kept in Redis so every server behind a load balancer counts
 * the same attempts. One script per call, so concurrent attempts on different servers cannot
 * both read the old count; Redis's own clock times the windows, so servers whose clocks differ
 * a little still agree. Each window's hash expires when the window ends.
 */
const INCREMENT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local by = tonumber(ARGV[2])
local saved = redis.call('HMGET', KEYS[1], 'count', 'resetAt', 'lastAt')
local count = tonumber(saved[1])
local resetAt = tonumber(saved[2])
local previousAt = nil
if count == nil or resetAt == nil or resetAt <= now then
  count = 0
  resetAt = now + window
else
  previousAt = tonumber(saved[3])
end
count = math.max(0, count + by)
local lastAt = previousAt
if ARGV[3] == 'auto' then
  if by > 0 then lastAt = now end
elseif ARGV[3] == 'none' then
  lastAt = nil
else
  lastAt = tonumber(ARGV[3])
end
redis.call('HSET', KEYS[1], 'count', count, 'resetAt', resetAt)
if lastAt == nil then
  redis.call('HDEL', KEYS[1], 'lastAt')
else
  redis.call('HSET', KEYS[1], 'lastAt', lastAt)
end
redis.call('PEXPIREAT', KEYS[1], resetAt)
return { count, resetAt, previousAt or -1 }
`;

type IncrementReply = [count: number, resetAt: number, previousAt: number];

/** Redis cannot be reached: the call is refused for now rather than let through uncounted. */
const UNAVAILABLE = 'The server cannot check its limits right now. Please try again in a minute.';
const counted = <T>(call: Promise<T>) => sharedStateCall(call, UNAVAILABLE);

export function createRedisStore(redis: Redis, prefix = 'workbench:rate:'): RateLimitStore {
  return {
    async increment(key, windowMs, by = 1, lastAt) {
      const last = lastAt === undefined ? 'auto' : lastAt === null ? 'none' : String(lastAt);
      const reply = redis.eval(INCREMENT, 1, prefix + key, String(windowMs), String(by), last);
      const [count, resetAt, previousAt] = (await counted(reply)) as IncrementReply;
      return { count, resetAt, previousAt: previousAt < 0 ? null : previousAt };
    },

    async reset(key) {
      await counted(redis.del(prefix + key));
    },
  };
}
