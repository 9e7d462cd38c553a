/** Keys whose writes are never flagged (spec §3): the app writes them with known values. */
export const TRUSTED_STORAGE_KEYS: ReadonlySet<string> = new Set([
  'auth_state',
  'auth_state_timestamp',
  'theme',
  'language',
  'settings',
]);

/**
 * Markup and script an injected script would plant for a later page to run. `on…=` needs a
 * word start, so `session_id=` or `condition=` is not taken for an event handler.
 */
const SCRIPT_LIKE = [
  /<script\b/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /\bon[a-z]+\s*=/i,
  /\beval\s*\(/i,
  /data\s*:\s*text\/html/i,
];

export function isScriptLike(text: string): boolean {
  return SCRIPT_LIKE.some((pattern) => pattern.test(text));
}

export function isTrustedStorageKey(key: string): boolean {
  return TRUSTED_STORAGE_KEYS.has(key);
}
