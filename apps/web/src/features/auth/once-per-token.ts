/** Calls under way, by what they do and their token. */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs a call for a single-use link token once, sharing it with anyone asking for the same
 * meanwhile: StrictMode runs effects twice, and the second call would find the token used.
 */
export function oncePerToken<T>(what: string, token: string, call: () => Promise<T>): Promise<T> {
  const key = `${what}:${token}`;
  let outcome = running.get(key) as Promise<T> | undefined;
  if (outcome === undefined) {
    outcome = call().finally(() => running.delete(key));
    running.set(key, outcome);
  }
  return outcome;
}
