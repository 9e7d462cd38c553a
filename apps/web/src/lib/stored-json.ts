/** A value kept in local storage as JSON; `fallback` when it is absent, unreadable or blocked. */
export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/**
 * Keeps `value` as JSON (an empty list removes the key). Answers false when the storage is full
 * or blocked, and the value is then not kept.
 */
export function writeJson(key: string, value: unknown): boolean {
  try {
    if (Array.isArray(value) && value.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` in one tab at a time (Web Locks); at once where the browser has no locks. */
export async function withLock(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
  if (!locks) return work();
  await locks.request(name, work);
}
