import { PAYLOAD_LIMITS } from '@workbench/contracts';
import type { KeyObject } from 'node:crypto';

/** An agreed key: its material, its session and when it ends. */
export type StoredKey = {
  id: string;
  sessionId: string;
  key: KeyObject;
  expiresAt: Date;
};

export type NonceOutcome = 'accepted' | 'replayed' | 'unknown';

/**
 * Where the agreed keys live, by session (decision 0021): in this process, or in Redis shared by
 * every server (decision 0037). Keys are only ever found through the caller's own session id, so
 * a key cannot be used from another session, and one that has ended cannot use its keys even
 * before they are dropped.
 */
export type KeyStore = {
  /** Whether other servers see the same keys (then one server at a time sweeps). */
  isShared: boolean;
  /** Keeps a new key; past the limit the session's oldest key goes. */
  add: (key: StoredKey) => Promise<void>;
  find: (sessionId: string, keyId: string) => Promise<StoredKey | undefined>;
  /** Brings a key's end forward to `at` at the latest (a replaced key's grace period). */
  expireBy: (sessionId: string, keyId: string, at: Date) => Promise<void>;
  dropSession: (sessionId: string) => Promise<void>;
  /**
   * Accepts a request's nonces all at once or none: a nonce seen before, or twice in the
   * request, is a replay. A key that has taken its share of nonces is dropped (then unknown),
   * so the browser agrees a new one. Atomic, so two requests cannot both pass.
   */
  acceptNonces: (
    sessionId: string,
    keyId: string,
    nonces: readonly string[],
  ) => Promise<NonceOutcome>;
  /** The sessions that hold keys, for the sweep to ask which of them are still live. */
  sessionIds: () => Promise<string[]>;
  /** Drops expired keys, and every key of the `checked` sessions not in `live`. */
  sweep: (checked: readonly string[], live: ReadonlySet<string>) => Promise<void>;
};

export type KeyStoreOptions = { keysPerSession?: number; noncesPerKey?: number };

type HeldKey = StoredKey & { nonces: Set<string> };

/** The keys in this process's memory: a restart forgets them and browsers agree new ones. */
export function createMemoryKeyStore(
  options: KeyStoreOptions & { now?: () => Date } = {},
): KeyStore {
  const now = options.now ?? (() => new Date());
  const keysPerSession = options.keysPerSession ?? PAYLOAD_LIMITS.keysPerSession;
  const noncesPerKey = options.noncesPerKey ?? PAYLOAD_LIMITS.noncesPerKey;
  /** Oldest first. */
  const bySession = new Map<string, HeldKey[]>();

  function save(sessionId: string, keys: HeldKey[]) {
    if (keys.length === 0) bySession.delete(sessionId);
    else bySession.set(sessionId, keys);
  }

  /** The session's unexpired keys; expired ones are dropped on the way. */
  function liveKeys(sessionId: string): HeldKey[] {
    const time = now();
    const keys = (bySession.get(sessionId) ?? []).filter((key) => key.expiresAt > time);
    save(sessionId, keys);
    return keys;
  }

  const held = (sessionId: string, keyId: string) =>
    liveKeys(sessionId).find((key) => key.id === keyId);

  function forget(sessionId: string, keyId: string) {
    save(
      sessionId,
      liveKeys(sessionId).filter((key) => key.id !== keyId),
    );
  }

  return {
    isShared: false,

    async add(key) {
      const keys = [...liveKeys(key.sessionId), { ...key, nonces: new Set<string>() }];
      save(key.sessionId, keys.slice(-keysPerSession));
    },

    async find(sessionId, keyId) {
      const key = held(sessionId, keyId);
      return key && { id: key.id, sessionId, key: key.key, expiresAt: key.expiresAt };
    },

    async expireBy(sessionId, keyId, at) {
      const key = held(sessionId, keyId);
      if (key !== undefined && at < key.expiresAt) key.expiresAt = at;
    },

    async dropSession(sessionId) {
      bySession.delete(sessionId);
    },

    async acceptNonces(sessionId, keyId, nonces) {
      const key = held(sessionId, keyId);
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

    async sessionIds() {
      return [...bySession.keys()];
    },

    async sweep(checked, live) {
      for (const sessionId of checked) if (!live.has(sessionId)) bySession.delete(sessionId);
      for (const sessionId of [...bySession.keys()]) liveKeys(sessionId);
    },
  };
}
