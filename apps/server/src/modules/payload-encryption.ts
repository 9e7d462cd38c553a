import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { loggableError } from '../errors/loggable-error';
import type { JobScheduler } from '../jobs/periodic-job';
import { createMemoryKeyStore, type KeyStore } from '../payload-crypto/key-store';
import { createRedisKeyStore } from '../payload-crypto/redis-key-store';
import { payloadEncryption } from '../plugins/payload-encryption';
import { createServerSecretsRepository } from '../repositories/server-secrets.repository';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { sessionKeyRoutes } from '../routes/session-key.routes';
import { createSessionKeysService } from '../services/session-keys.service';
import type { AccountHooks } from '../services/users.service';

const SWEEP_INTERVAL_MS = 60_000;

/** The name of the secret that wraps payload keys kept in Redis. */
const WRAP_SECRET = 'payload-key-wrap';

type Dependencies = {
  db: Database;
  config: Pick<Config, 'requirePayloadEncryption'>;
  hooks: AccountHooks;
  jobs: JobScheduler;
  /** Several servers share the keys in Redis; without it each keeps its own in memory. */
  redis: Redis | undefined;
};

/**
 * Payload encryption between browser and server (decision 0021): the key exchange route, the
 * hooks that open encrypted requests and seal their answers, and the keys (in memory, or in
 * Redis for several servers, decision 0037), dropped when their session ends. Registered before
 * the processing routes it applies to.
 */
export async function registerPayloadEncryption(app: FastifyInstance, deps: Dependencies) {
  const { db, redis, jobs } = deps;
  const requireEncryption = deps.config.requirePayloadEncryption;
  const store =
    redis === undefined
      ? createMemoryKeyStore()
      : createRedisKeyStore(redis, await createServerSecretsRepository(db).obtain(WRAP_SECRET));
  const keys = createPayloadKeys({ ...deps, requireEncryption, store, logger: app.log });
  // Keys in memory are each server's own, so each sweeps its own; in Redis one server sweeps.
  jobs.add({
    name: 'payload-key-sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    everyServer: !store.isShared,
    run: () => keys.sweep(),
  });
  await app.register(payloadEncryption, { keys, requireEncryption });
  await app.register(sessionKeyRoutes, { service: keys });
}

/** The keys service, told of every session that ends (logout, revocation) to drop its keys. */
export function createPayloadKeys(deps: {
  db: Database;
  hooks: Pick<AccountHooks, 'onSessionEnded'>;
  requireEncryption: boolean;
  store?: KeyStore;
  logger?: FastifyBaseLogger;
}) {
  const keys = createSessionKeysService({
    store: deps.store ?? createMemoryKeyStore(),
    sessions: createSessionsRepository(deps.db),
    requireEncryption: deps.requireEncryption,
  });
  // A session that ended cannot use its keys anyway (they are found through a live session
  // only), so a failure to drop them now is logged, and the sweep drops them later.
  deps.hooks.onSessionEnded.push((sessionId) =>
    keys
      .endSession(sessionId)
      .catch((error: unknown) =>
        deps.logger?.error({ err: loggableError(error) }, 'dropping payload keys failed'),
      ),
  );
  return keys;
}
