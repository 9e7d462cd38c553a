import type { TGeneralSettingsRecord } from '@workbench/contracts';

/** What changed, so listeners (the workspace, open tabs) reload only that. */
export type SettingsPart = 'general' | 'banList' | 'entities' | 'patterns';

type SettingsChange = { parts: readonly SettingsPart[]; general?: TGeneralSettingsRecord };

const SETTINGS_CHANGED = 'settings-changed';

/**
 * Emitted after every save, and by the import sequence (accounts §4). A save of the general
 * settings passes the stored record along, so listeners need not read it again.
 */
export function emitSettingsChanged(
  parts: readonly SettingsPart[],
  general?: TGeneralSettingsRecord,
) {
  const detail: SettingsChange = { parts, general };
  window.dispatchEvent(new CustomEvent(SETTINGS_CHANGED, { detail }));
}

export function onSettingsChanged(
  listener: (parts: readonly SettingsPart[], general?: TGeneralSettingsRecord) => void,
) {
  const handle = (event: Event) => {
    const { parts, general } = (event as CustomEvent<SettingsChange>).detail;
    listener(parts, general);
  };
  window.addEventListener(SETTINGS_CHANGED, handle);
  return () => window.removeEventListener(SETTINGS_CHANGED, handle);
}

const WORDS_IGNORED = 'words-ignored';

/**
 * Emitted when words join the ignore list away from the workspace (the settings page), so the
 * open files' suggestions of those words can go, as they do when a word is ignored from a mark.
 */
export function emitWordsIgnored(words: readonly string[]) {
  window.dispatchEvent(new CustomEvent(WORDS_IGNORED, { detail: words }));
}

export function onWordsIgnored(listener: (words: readonly string[]) => void) {
  const handle = (event: Event) => listener((event as CustomEvent<readonly string[]>).detail);
  window.addEventListener(WORDS_IGNORED, handle);
  return () => window.removeEventListener(WORDS_IGNORED, handle);
}

/** Post-import reload delays (accounts §9). */
export const IMPORT_RELOAD_DELAYS_MS = { first: 100, patterns: 300 } as const;

/**
 * After an import: settings, ban list and entity lists reload after 100 ms, then search
 * patterns after a further 300 ms. Returns a cancel function.
 */
export function reloadAfterImport(): () => void {
  const { first, patterns } = IMPORT_RELOAD_DELAYS_MS;
  const timers = [
    setTimeout(() => emitSettingsChanged(['general', 'banList', 'entities']), first),
    setTimeout(() => emitSettingsChanged(['patterns']), first + patterns),
  ];
  return () => timers.forEach(clearTimeout);
}
