/**
 * Local storage keys that belong to the signed-in user (such as the current organization)
 * start with this prefix, so signing out can drop them without touching theme or language.
 */
const USER_STORAGE_PREFIX = 'user:';

export function userStorageKey(name: string): string {
  return `${USER_STORAGE_PREFIX}${name}`;
}

/** Forgets everything kept in the browser for the user who was signed in. */
export function clearUserState() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (key?.startsWith(USER_STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
