import { PAYLOAD_LIMITS } from '@workbench/contracts';
import type { KeyObject } from 'node:crypto';

export type StoredKey = {
  id: string;
  sessionId: string;
  key: KeyObject;
  expiresAt: Date;
  /** The request nonces this key has accepted (base64 of their bytes). */
  nonces: Set<string>;
};

export type NonceOutcome = 'accepted' | 'replayed' | 'unknown';

type Options = { now?: () => Date; keysPerSession?: number; noncesPerKey?: number };

/**
 * The agreed keys, in memory only (a restart forgets them and browsers agree new ones), by
 * session. Keys are only ever found through the caller's own session id, so a key cannot be used
 * from another session, and one that has ended cannot use its keys even before they are dropped.
 */
export function createKeyStore(options: Options = {}) {
  const now = options.now ?? (() => new Date());
  const keysPerSession = options.keysPerSession ?? PAYLOAD_LIMITS.keysPerSession;
  const noncesPerKey = options.noncesPerKey ?? PAYLOAD_LIMITS.noncesPerKey;
  /** Oldest first. */
  const bySession = new Map<string, StoredKey[]>();

  function save(sessionId: string, keys: StoredKey[]) {
    if (keys.length === 0) bySession.delete(sessionId);
    else bySession.set(sessionId, keys);
  }

  /** The session's unexpired keys; expired ones are dropped on the way. */
  function liveKeys(sessionId: string): StoredKey[] {
    const time = now();
    const keys = (bySession.get(sessionId) ?? []).filter((key) => key.expiresAt > time);
    save(sessionId, keys);
    return keys;
  }

  function find(sessionId: string, keyId: string): StoredKey | undefined {
    return liveKeys(sessionId).find((key) => key.id === keyId);
  }

  function forget(sessionId: string, keyId: string) {
    save(
      sessionId,
      liveKeys(sessionId).filter((key) => key.id !== keyId),
    );
  }

  return {
    /** Keeps a new key; past the limit the session's oldest key goes. */
    add(key: StoredKey) {
      const keys = [...liveKeys(key.sessionId), key];
      save(key.sessionId, keys.slice(-keysPerSession));
    },

    find,
    forget,

    /** Brings a key's end forward to `at` at the latest (a replaced key's grace period). */
    expireBy(sessionId: string, keyId: string, at: Date) {
      const key = find(sessionId, keyId);
      if (key !== undefined && at < key.expiresAt) key.expiresAt = at;
    },

    dropSession(sessionId: string) {
      bySession.delete(sessionId);
    },

    /**
     * Accepts a request's nonces all at once or none: a nonce seen before, or twice in the
     * request, is a replay. A key that has taken its share of nonces is dropped (then unknown),
     * so the browser agrees a new one. Synchronous, so two requests cannot both pass.
     */
    acceptNonces(sessionId: string, keyId: string, nonces: readonly string[]): NonceOutcome {
      const key = find(sessionId, keyId);
      if (key === undefined) return 'unknown';
      const fresh = new Set(nonces);
      const isReplayed = fresh.size !== nonces.length || nonces.some((n) => key.nonces.has(n));
      if (isReplayed) return 'replayed';
      if (key.nonces.size + fresh.size > noncesPerKey) {
        forget(sessionId, keyId);
        return 'unknown';
      }
      for (const nonce of fresh) key.nonces.add(nonce);
      return 'accepted';
    },

    /** The sessions that hold keys, for the sweep to ask which of them are still live. */
    sessionIds(): string[] {
      return [...bySession.keys()];
    },

    /** Drops expired keys, and every key of the `checked` sessions not in `live`. */
    sweep(checked: readonly string[], live: ReadonlySet<string>) {
      for (const sessionId of checked) if (!live.has(sessionId)) bySession.delete(sessionId);
      for (const sessionId of [...bySession.keys()]) liveKeys(sessionId);
    },
  };
}

export type KeyStore = ReturnType<typeof createKeyStore>;
