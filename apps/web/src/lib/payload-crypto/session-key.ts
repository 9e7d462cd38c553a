import {
  AUTH_MESSAGES,
  PAYLOAD_LIMITS,
  type TKeyExchange,
  type TKeyExchangeRequest,
} from '@workbench/contracts';
import { ApiError } from '../api-error';
import { createKeyPair, deriveSessionKey, exportPublicKey, type PayloadKey } from './key-agreement';

/** Sends the exchange request and answers the server's half (the API client's call). */
export type KeyExchange = (request: TKeyExchangeRequest) => Promise<TKeyExchange>;

/** A call waiting for a key while the tab signed out: it fails, and no key of that session is used. */
const signedOut = () => new ApiError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn, 401);

/** A key this close to its expiry is replaced before use, so a request never outlives its key. */
export const RENEW_BEFORE_MS = 5 * 60_000;

/** The tab's one payload key: agreed when needed, replaced when stale, forgotten on sign-out. */
export interface SessionKeys {
  /** A key good for `nonces` more request nonces: the one held, or a new one agreed first. */
  use: (nonces: number) => Promise<PayloadKey>;
  /** Agrees a new key replacing the one held (after login). */
  renew: () => Promise<PayloadKey>;
  /** After a session refresh: replaces the key held, if any, in the background. */
  renewHeld: () => void;
  /** The server no longer knows `keyId`: drop it, unless it has been replaced already. */
  discard: (keyId: string) => void;
  /** Sign-out: the key goes, and an agreement under way is not kept. */
  forget: () => void;
  /** The key held, for tests and diagnostics. */
  held: () => PayloadKey | null;
}

/**
 * Keeps the key in this closure only, never in storage: a reload agrees a new one. Every
 * agreement in the tab shares one in-flight promise, so calls at once make one exchange.
 */
export function createSessionKeys(
  exchange: KeyExchange,
  now: () => number = Date.now,
): SessionKeys {
  let current: PayloadKey | null = null;
  let pending: Promise<PayloadKey> | null = null;
  /** Counts forgets, so an agreement that started before one is not kept. */
  let epoch = 0;

  async function agreeOnce(replaces: string | undefined): Promise<PayloadKey> {
    const pair = await createKeyPair();
    const request: TKeyExchangeRequest = { client_public_key: await exportPublicKey(pair) };
    if (replaces !== undefined) request.replaces_key_id = replaces;
    const answer = await exchange(request);
    let key: CryptoKey;
    try {
      key = await deriveSessionKey(pair.privateKey, answer);
    } catch {
      throw new ApiError('INVALID_RESPONSE', 'The server sent an unexpected answer', 200);
    }
    const expiresAt = Date.parse(answer.expires_at);
    return {
      id: answer.key_id,
      key,
      expiresAt: Number.isFinite(expiresAt) ? expiresAt : now() + PAYLOAD_LIMITS.keyTtlMs,
      noncesUsed: 0,
    };
  }

  function agree(): Promise<PayloadKey> {
    if (pending !== null) return pending;
    const startedIn = epoch;
    const agreement: Promise<PayloadKey> = agreeOnce(current?.id)
      .then((key) => {
        if (epoch === startedIn) current = key;
        return key;
      })
      .finally(() => {
        if (pending === agreement) pending = null;
      });
    pending = agreement;
    return agreement;
  }

  const isUsable = (key: PayloadKey, nonces: number) =>
    key.expiresAt - now() > RENEW_BEFORE_MS &&
    key.noncesUsed + nonces <= PAYLOAD_LIMITS.noncesPerKey;

  /**
   * The key for `nonces` more nonces. An agreement under way is waited for; if it fails (one
   * started in the background after login or a refresh) while the key held is still usable,
   * that key is used, as the server still knows it, rather than failing the call.
   */
  async function keyFor(nonces: number, startedIn: number): Promise<PayloadKey> {
    if (pending !== null) {
      try {
        await pending;
      } catch (error) {
        if (epoch === startedIn && (current === null || !isUsable(current, nonces))) throw error;
      }
      if (epoch !== startedIn) throw signedOut();
    }
    return current !== null && isUsable(current, nonces) ? current : agree();
  }

  return {
    async use(nonces) {
      const startedIn = epoch;
      const key = await keyFor(nonces, startedIn);
      // Signed out meanwhile: a key agreed for the session that ended is not handed out.
      if (epoch !== startedIn) throw signedOut();
      key.noncesUsed += nonces;
      return key;
    },
    renew: agree,
    renewHeld() {
      // If this fails, calls keep the key held (the server keeps it) and agree again when due.
      if (current !== null && pending === null) agree().catch(() => undefined);
    },
    discard(keyId) {
      if (current?.id === keyId) current = null;
    },
    forget() {
      current = null;
      pending = null;
      epoch += 1;
    },
    held: () => current,
  };
}
