/** Why the signed-in state ended without the login page asking for it. */
export type AuthEvent = 'logout' | 'session-expired' | 'refresh-failed';

type AuthEventListener = (event: AuthEvent) => void;

const listeners = new Set<AuthEventListener>();

export function emitAuthEvent(event: AuthEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** Subscribes to auth events; returns the unsubscribe function. */
export function onAuthEvent(listener: AuthEventListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
