import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { loggableError } from '../errors/loggable-error';
import { createKeyStore, type KeyStore } from '../payload-crypto/key-store';
import { payloadEncryption } from '../plugins/payload-encryption';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { sessionKeyRoutes } from '../routes/session-key.routes';
import { createSessionKeysService } from '../services/session-keys.service';
import type { AccountHooks } from '../services/users.service';

const SWEEP_INTERVAL_MS = 60_000;

type Dependencies = {
  db: Database;
  config: Pick<Config, 'requirePayloadEncryption'>;
  hooks: AccountHooks;
};

/**
 * Payload encryption between browser and server (decision 0021): the key exchange route, the
 * hooks that open encrypted requests and seal their answers, and the in-memory keys, dropped
 * when their session ends. Registered before the processing routes it applies to.
 */
export async function registerPayloadEncryption(app: FastifyInstance, deps: Dependencies) {
  const requireEncryption = deps.config.requirePayloadEncryption;
  const keys = createPayloadKeys({ ...deps, requireEncryption });
  scheduleSweep(app, () => keys.sweep());
  await app.register(payloadEncryption, { keys, requireEncryption });
  await app.register(sessionKeyRoutes, { service: keys });
}

/** The keys service, told of every session that ends (logout, revocation) to drop its keys. */
export function createPayloadKeys(deps: {
  db: Database;
  hooks: Pick<AccountHooks, 'onSessionEnded'>;
  requireEncryption: boolean;
  store?: KeyStore;
}) {
  const keys = createSessionKeysService({
    store: deps.store ?? createKeyStore(),
    sessions: createSessionsRepository(deps.db),
    requireEncryption: deps.requireEncryption,
  });
  deps.hooks.onSessionEnded.push((sessionId) => keys.endSession(sessionId));
  return keys;
}

function scheduleSweep(app: FastifyInstance, sweep: () => Promise<void>) {
  const run = () =>
    sweep().catch((error: unknown) =>
      app.log.error({ err: loggableError(error) }, 'payload key sweep failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
