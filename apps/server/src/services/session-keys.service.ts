import {
  PAYLOAD_LIMITS,
  PAYLOAD_MESSAGES,
  PAYLOAD_SCHEME,
  type TKeyExchange,
  type TKeyExchangeRequest,
} from '@workbench/contracts';
import type { SessionRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { agreeKey } from '../payload-crypto/key-agreement';
import type { KeyStore } from '../payload-crypto/key-store';
import type { UploadKey } from '../payload-crypto/upload-decryption';
import type { SessionsRepository } from '../repositories/sessions.repository';

const SWEEP_BATCH = 1000;

type Dependencies = {
  store: KeyStore;
  sessions: Pick<SessionsRepository, 'liveIds'>;
  requireEncryption: boolean;
  now?: () => Date;
};

/**
 * The payload keys of signed-in sessions (decision 0021): agreeing one, finding the one a request
 * names in the caller's own session, and forgetting them when the session ends.
 */
export function createSessionKeysService(deps: Dependencies) {
  const { store, sessions, requireEncryption, now = () => new Date() } = deps;

  return {
    async exchange(
      session: Pick<SessionRow, 'id' | 'expiresAt'>,
      body: TKeyExchangeRequest,
    ): Promise<TKeyExchange> {
      const agreed = agreeKey(Buffer.from(body.client_public_key, 'base64'), session.id);
      // The replaced key stays a little longer, so an upload already on its way still opens;
      // logout and revocation still drop every key of the session at once.
      if (body.replaces_key_id !== undefined) {
        const graceEnd = new Date(now().getTime() + PAYLOAD_LIMITS.replacedKeyGraceMs);
        await store.expireBy(session.id, body.replaces_key_id, graceEnd);
      }
      const ttlEnd = new Date(now().getTime() + PAYLOAD_LIMITS.keyTtlMs);
      const expiresAt = ttlEnd < session.expiresAt ? ttlEnd : session.expiresAt;
      await store.add({ id: agreed.keyId, sessionId: session.id, key: agreed.key, expiresAt });
      return {
        scheme: PAYLOAD_SCHEME,
        key_id: agreed.keyId,
        server_public_key: agreed.serverPublicKey.toString('base64'),
        salt: agreed.salt.toString('base64'),
        session_id: session.id,
        expires_at: expiresAt.toISOString(),
        required: requireEncryption,
      };
    },

    /**
     * The key a request names, looked up only in the caller's session, with the request id the
     * request's description and answer must name; undefined when the key is unknown.
     */
    async requestKey(
      sessionId: string,
      keyId: string,
      requestId: string,
    ): Promise<UploadKey | undefined> {
      const stored = await store.find(sessionId, keyId);
      if (stored === undefined) return undefined;
      return {
        id: stored.id,
        requestId,
        key: stored.key,
        async acceptNonces(nonces) {
          const outcome = await store.acceptNonces(sessionId, keyId, nonces);
          if (outcome === 'replayed')
            throw new AppError('PAYLOAD_REPLAYED', PAYLOAD_MESSAGES.replayed);
          if (outcome === 'unknown')
            throw new AppError('ENCRYPTION_KEY_UNKNOWN', PAYLOAD_MESSAGES.keyUnknown);
        },
      };
    },

    async endSession(sessionId: string) {
      await store.dropSession(sessionId);
    },

    /** Drops expired keys and those of sessions that ended some other way (password change…). */
    async sweep() {
      const ids = await store.sessionIds();
      const live = new Set<string>();
      // In slices, so a busy server stays far below PostgreSQL's limit of bound parameters.
      for (let start = 0; start < ids.length; start += SWEEP_BATCH) {
        const batch = ids.slice(start, start + SWEEP_BATCH);
        for (const id of await sessions.liveIds(batch, now())) live.add(id);
      }
      await store.sweep(ids, live);
    },
  };
}

export type SessionKeysService = ReturnType<typeof createSessionKeysService>;
