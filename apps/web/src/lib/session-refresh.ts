import { AUTH_PATHS, ZLoginResponse } from '@workbench/contracts';
import { sendWithCsrf } from './csrf';
import { parseSuccess } from './http';

const LOCK_NAME = 'workbench-auth-refresh';

/** Counts successful refreshes, so a 401 that predates one retries without refreshing again. */
let generation = 0;
let inFlight: Promise<boolean> | null = null;
const renewedListeners = new Set<() => void>();

/** Called after each successful refresh (the payload key is replaced then); answers unsubscribe. */
export function onSessionRenewed(listener: () => void): () => void {
  renewedListeners.add(listener);
  return () => renewedListeners.delete(listener);
}

export function sessionGeneration(): number {
  return generation;
}

async function requestRefresh(): Promise<boolean> {
  try {
    parseSuccess(await sendWithCsrf(AUTH_PATHS.refresh, { method: 'POST' }), ZLoginResponse);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refresh tokens rotate and a reused one revokes the session, so tabs take turns: the lock
 * makes a waiting tab send the cookie the previous tab's refresh just set.
 */
function withCrossTabLock(work: () => Promise<boolean>): Promise<boolean> {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (locks === undefined || typeof locks.request !== 'function') return work();
  return locks.request(LOCK_NAME, work);
}

/**
 * Renews the session. Callers whose 401 arrived while a refresh was under way share it; a
 * caller whose request was sent before the last successful refresh just retries.
 */
export function refreshSession(seenGeneration: number): Promise<boolean> {
  if (seenGeneration !== generation) return Promise.resolve(true);
  inFlight ??= withCrossTabLock(requestRefresh)
    .then((isRenewed) => {
      if (!isRenewed) return false;
      generation += 1;
      for (const listener of [...renewedListeners]) listener();
      return true;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
