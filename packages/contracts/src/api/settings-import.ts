import { LIMITS } from '../limits';
import { clampThreshold, PROCESSING_LOCATIONS } from './settings';

/** The spec's import messages (accounts §8), in the order the checks run. */
export const SETTINGS_IMPORT_MESSAGES = {
  notObject: 'Invalid settings format: expected a JSON object',
  missingRequired: 'missing required properties',
  invalidGeneral: 'missing or invalid general settings',
  missingProperty: (property: string) => `missing ${property} property`,
  typesMismatch: 'property types mismatch',
  invalidTheme: 'Invalid theme value',
  invalidThreshold: 'Invalid detection threshold: should be between 0 and 1',
  invalidProcessingLocation: 'Invalid processing location: should be server or device',
  invalidBanList: 'Invalid ban list format: words should be an array or null',
  wordsNotStrings: 'all words must be strings',
  invalidPatterns: 'Invalid search patterns format: should be an array or null',
  invalidEntities: 'Invalid model entities format: should be an array or null',
  wrongFileType: 'Invalid file type. Please upload a JSON file.',
  tooLarge: 'File is too large. Maximum size is 5MB.',
  unparsable: 'Failed to parse JSON',
  failed: 'Failed to import settings.',
} as const;

export const SETTINGS_IMPORT_MAX_BYTES = LIMITS.settingsImportBytes;

/** A settings file is JSON by its type or by its `.json` name (accounts §5). */
export const isJsonFile = (name: string, mimeType: string) =>
  mimeType === 'application/json' || name.toLowerCase().endsWith('.json');

export interface SettingsImport {
  general_settings: {
    theme: 'light' | 'dark' | 'system';
    auto_processing: boolean;
    detection_threshold: number;
    use_banlist_for_detection: boolean;
  };
  /** Null when the file holds none (the list is then left as it is). */
  ban_words: string[] | null;
  search_patterns: unknown[] | null;
  model_entities: unknown[] | null;
}

export type SettingsImportCheck =
  { ok: true; value: SettingsImport } | { ok: false; message: string };

const REQUIRED_GENERAL = {
  theme: 'string',
  auto_processing: 'boolean',
  detection_threshold: 'number',
  use_banlist_for_detection: 'boolean',
} as const;

const THEMES = new Set(['light', 'dark', 'system']);
const LOCATIONS = new Set<unknown>(PROCESSING_LOCATIONS);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isListOrNull = (value: unknown) =>
  value === undefined || value === null || Array.isArray(value);

/**
 * Checks a parsed settings export file (accounts §5 "Settings import file") and sanitises it:
 * the threshold clamped to 0..1, ban words trimmed with empty ones dropped. The first problem
 * found is the answer, with the spec's message.
 */
export function checkSettingsImport(file: unknown): SettingsImportCheck {
  const fail = (message: string): SettingsImportCheck => ({ ok: false, message });
  const messages = SETTINGS_IMPORT_MESSAGES;
  if (!isObject(file)) return fail(messages.notObject);
  if (!('user_id' in file) || !('export_date' in file)) return fail(messages.missingRequired);
  const general = file.general_settings;
  if (!isObject(general)) return fail(messages.invalidGeneral);
  for (const property of Object.keys(REQUIRED_GENERAL)) {
    if (!(property in general)) return fail(messages.missingProperty(property));
  }
  for (const [property, type] of Object.entries(REQUIRED_GENERAL)) {
    if (typeof general[property] !== type) return fail(messages.typesMismatch);
  }
  if (!THEMES.has(general.theme as string)) return fail(messages.invalidTheme);
  const threshold = general.detection_threshold as number;
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1)
    return fail(messages.invalidThreshold);
  // Optional (older files have none: the current value stays), but never silently dropped: a
  // file that says where documents go must say it in a way the server understands.
  if ('processing_location' in general && !LOCATIONS.has(general.processing_location))
    return fail(messages.invalidProcessingLocation);
  const banList = file.ban_list;
  const words = isObject(banList) ? banList.words : banList === null ? null : undefined;
  if (banList !== undefined && banList !== null && !isObject(banList))
    return fail(messages.invalidBanList);
  if (!isListOrNull(words)) return fail(messages.invalidBanList);
  if (Array.isArray(words) && words.some((word) => typeof word !== 'string'))
    return fail(messages.wordsNotStrings);
  if (!isListOrNull(file.search_patterns)) return fail(messages.invalidPatterns);
  if (!isListOrNull(file.model_entities)) return fail(messages.invalidEntities);
  return {
    ok: true,
    value: {
      general_settings: {
        theme: general.theme as SettingsImport['general_settings']['theme'],
        auto_processing: general.auto_processing as boolean,
        detection_threshold: clampThreshold(threshold),
        use_banlist_for_detection: general.use_banlist_for_detection as boolean,
      },
      ban_words: Array.isArray(words)
        ? (words as string[]).map((word) => word.trim()).filter((word) => word.length > 0)
        : null,
      search_patterns: (file.search_patterns as unknown[] | null | undefined) ?? null,
      model_entities: (file.model_entities as unknown[] | null | undefined) ?? null,
    },
  };
}
