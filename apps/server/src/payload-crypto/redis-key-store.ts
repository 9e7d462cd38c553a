import { PAYLOAD_LIMITS } from '@workbench/contracts';
import type { Redis } from 'ioredis';
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';
import { sharedStateCall } from '../redis-client';
import type { KeyStore, KeyStoreOptions, NonceOutcome } from './key-store';

/*
 * The agreed keys in Redis, shared by every server behind a load balancer (decision 0037).
 * Per key: a hash {material, expiresAt} and a set of the nonces it accepted, both expiring with
 * the key; per session a sorted set of its key ids (oldest first); and the set of sessions that
 * hold keys, for the sweep. The key material is stored wrapped (AES-256-GCM) with a secret the
 * servers share through the database, bound to its session and key id, so a copy of Redis alone
 * opens nothing. Every change is one script, so two servers cannot interleave.
 */

const ADD = `
local prefix, sessionId, keyId = ARGV[1], ARGV[2], ARGV[3]
local expiresAt, limit = tonumber(ARGV[5]), tonumber(ARGV[6])
local keyOf = function(id) return prefix .. 'key:' .. sessionId .. ':' .. id end
local noncesOf = function(id) return prefix .. 'nonces:' .. sessionId .. ':' .. id end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('HSET', keyOf(keyId), 'material', ARGV[4], 'expiresAt', expiresAt)
redis.call('PEXPIREAT', keyOf(keyId), expiresAt)
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  if redis.call('EXISTS', keyOf(id)) == 0 then redis.call('ZREM', KEYS[1], id) end
end
redis.call('ZADD', KEYS[1], tonumber(time[1]) * 1000000 + tonumber(time[2]), keyId)
local count = redis.call('ZCARD', KEYS[1])
if count > limit then
  for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, count - limit - 1)) do
    redis.call('DEL', keyOf(id), noncesOf(id))
    redis.call('ZREM', KEYS[1], id)
  end
end
local left = redis.call('PTTL', KEYS[1])
if left < 0 or now + left < expiresAt then redis.call('PEXPIREAT', KEYS[1], expiresAt) end
redis.call('SADD', KEYS[2], sessionId)
return count
`;

const ACCEPT_NONCES = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 'unknown' end
local seen = {}
for i = 3, #ARGV do
  local nonce = ARGV[i]
  if seen[nonce] or redis.call('SISMEMBER', KEYS[2], nonce) == 1 then return 'replayed' end
  seen[nonce] = true
end
local fresh = #ARGV - 2
if redis.call('SCARD', KEYS[2]) + fresh > tonumber(ARGV[1]) then
  redis.call('DEL', KEYS[1], KEYS[2])
  redis.call('ZREM', KEYS[3], ARGV[2])
  return 'unknown'
end
for i = 3, #ARGV do redis.call('SADD', KEYS[2], ARGV[i]) end
redis.call('PEXPIREAT', KEYS[2], redis.call('HGET', KEYS[1], 'expiresAt'))
return 'accepted'
`;

const EXPIRE_BY = `
local expiresAt = tonumber(redis.call('HGET', KEYS[1], 'expiresAt'))
local at = tonumber(ARGV[1])
if expiresAt == nil or at >= expiresAt then return 0 end
redis.call('HSET', KEYS[1], 'expiresAt', at)
redis.call('PEXPIREAT', KEYS[1], at)
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('PEXPIREAT', KEYS[2], at) end
return 1
`;

const DROP_SESSION = `
local prefix, sessionId = ARGV[1], ARGV[2]
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  redis.call('DEL', prefix .. 'key:' .. sessionId .. ':' .. id, prefix .. 'nonces:' .. sessionId .. ':' .. id)
end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], sessionId)
return 1
`;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The material wrapped for Redis: iv, ciphertext and tag, bound to its session and key id. */
function wrap(secret: Buffer, material: Buffer, boundTo: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(material), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64');
}

/** The material, or undefined when it was not wrapped for this session and key id. */
function unwrap(secret: Buffer, wrapped: string, boundTo: string): Buffer | undefined {
  const bytes = Buffer.from(wrapped, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
}

const UNAVAILABLE = 'Encrypted uploads cannot be checked right now. Please try again in a minute.';
const call = <T>(request: Promise<T>) => sharedStateCall(request, UNAVAILABLE);

export function createRedisKeyStore(
  redis: Redis,
  wrapSecret: Buffer,
  options: KeyStoreOptions & { prefix?: string } = {},
): KeyStore {
  const prefix = options.prefix ?? 'workbench:payload:';
  const keysPerSession = options.keysPerSession ?? PAYLOAD_LIMITS.keysPerSession;
  const noncesPerKey = options.noncesPerKey ?? PAYLOAD_LIMITS.noncesPerKey;
  const sessionsKey = `${prefix}sessions`;
  const sessionKey = (sessionId: string) => `${prefix}session:${sessionId}`;
  const keyKey = (sessionId: string, keyId: string) => `${prefix}key:${sessionId}:${keyId}`;
  const noncesKey = (sessionId: string, keyId: string) => `${prefix}nonces:${sessionId}:${keyId}`;
  const boundTo = (sessionId: string, keyId: string) => `${sessionId}\n${keyId}`;

  async function dropSession(sessionId: string) {
    await call(redis.eval(DROP_SESSION, 2, sessionKey(sessionId), sessionsKey, prefix, sessionId));
  }

  return {
    isShared: true,

    async add({ id, sessionId, key, expiresAt }) {
      const material = wrap(wrapSecret, key.export(), boundTo(sessionId, id));
      const args = [prefix, sessionId, id, material, String(expiresAt.getTime())];
      await call(
        redis.eval(ADD, 2, sessionKey(sessionId), sessionsKey, ...args, String(keysPerSession)),
      );
    },

    async find(sessionId, keyId) {
      const saved = await call(redis.hgetall(keyKey(sessionId, keyId)));
      if (saved.material === undefined || saved.expiresAt === undefined) return undefined;
      const expiresAt = new Date(Number(saved.expiresAt));
      if (expiresAt.getTime() <= Date.now()) return undefined;
      const material = unwrap(wrapSecret, saved.material, boundTo(sessionId, keyId));
      if (material === undefined) return undefined;
      return { id: keyId, sessionId, key: createSecretKey(material), expiresAt };
    },

    async expireBy(sessionId, keyId, at) {
      const keys = [keyKey(sessionId, keyId), noncesKey(sessionId, keyId)];
      await call(redis.eval(EXPIRE_BY, 2, ...keys, String(at.getTime())));
    },

    dropSession,

    async acceptNonces(sessionId, keyId, nonces) {
      const keys = [keyKey(sessionId, keyId), noncesKey(sessionId, keyId), sessionKey(sessionId)];
      const args = [String(noncesPerKey), keyId, ...nonces];
      return (await call(redis.eval(ACCEPT_NONCES, 3, ...keys, ...args))) as NonceOutcome;
    },

    async sessionIds() {
      return call(redis.smembers(sessionsKey));
    },

    async sweep(checked, live) {
      for (const sessionId of checked) if (!live.has(sessionId)) await dropSession(sessionId);
      // Sessions whose keys all expired (their sorted set with them) leave the list too.
      for (const sessionId of await redis.smembers(sessionsKey)) {
        if ((await redis.exists(sessionKey(sessionId))) === 0)
          await redis.srem(sessionsKey, sessionId);
      }
    },
  };
}
