/**
 * The file names behind history records, kept in this browser only: the server stores a name's
 * hash (decision 0010), so a record shows its name where the file was redacted, and its hash
 * elsewhere.
 */
const STORAGE_KEY = 'workbench.history-names';
/** The names kept, newest last; older ones drop off. */
export const KNOWN_NAMES_LIMIT = 2000;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Remembers that `hash` is the hash of `name`. */
export function rememberName(hash: string, name: string): void {
  // Named again, it moves to the end: the newest are the ones kept.
  const others = Object.entries(read()).filter(([known]) => known !== hash);
  const entries = [...others, [hash, name]].slice(-KNOWN_NAMES_LIMIT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or blocked: the record shows its hash, as it did before.
  }
}

/** The name behind `hash`, when this browser saved or opened that file. */
export function knownName(hash: string): string | undefined {
  return read()[hash];
}

/** Forgets every name (on sign-out: the next person on this browser sees hashes). */
export function forgetNames(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
