export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

const listeners = new Set<() => void>();
let preference: ThemePreference = readStoredPreference();

function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return PREFERENCES.find((value) => value === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

function systemTheme(): ResolvedTheme {
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(value: ThemePreference): ResolvedTheme {
  return value === 'system' ? systemTheme() : value;
}

function applyTheme() {
  const resolved = resolveTheme(preference);
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
  for (const listener of listeners) listener();
}

export function getThemePreference(): ThemePreference {
  return preference;
}

export function setThemePreference(next: ThemePreference) {
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Storage can be full or blocked; the choice still applies for this visit.
  }
  applyTheme();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the stored theme and follows the OS colour scheme live while 'system' is chosen. */
export function startTheme(): () => void {
  preference = readStoredPreference();
  applyTheme();
  const media = window.matchMedia(DARK_QUERY);
  const handleChange = () => {
    if (preference === 'system') applyTheme();
  };
  media.addEventListener('change', handleChange);
  return () => media.removeEventListener('change', handleChange);
}
