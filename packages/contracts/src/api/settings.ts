import { z } from 'zod';
import type { TEntityMethodId } from '../entities/entity-methods';
import { successEnvelope } from '../envelope';
import { ZLanguage } from '../rules/account';
import { DEFAULT_EXEMPTION_SETTINGS, ZExemptionSettings } from '../rules/exemption-codes';
import { ZHexColor } from '../rules/ranges';
import { ZBanWord, ZPatternText, ZPatternType, ZSearchPatternInput } from '../rules/search';

/**
 * Paths of the settings calls (accounts §7). The spec gives the entity and pattern paths; the
 * ban list, general settings, export, import and the replacement of a model's entity list are
 * chosen here (`/api/settings` and `/api/settings/ban-list` are the paths the spec's client
 * clears from its cache).
 */
export const SETTINGS_PATHS = {
  general: '/api/settings',
  entities: '/api/settings/entities',
  entitiesOfMethod: '/api/settings/entities/:methodId',
  entity: '/api/settings/entities/:id',
  entitiesDeleteByMethod: '/api/settings/entities/delete_entities_by_method_id/:methodId',
  patterns: '/api/settings/patterns',
  pattern: '/api/settings/patterns/:id',
  banList: '/api/settings/ban-list',
  banListWords: '/api/settings/ban-list/words',
  export: '/api/settings/export',
  import: '/api/settings/import',
} as const;

export {
  ENTITY_METHOD_IDS,
  ENTITY_METHODS,
  type TEntityMethodId,
} from '../entities/entity-methods';

/** The method id of a path segment, or null; the caller answers 400 'Invalid method ID: {id}'. */
export function parseMethodId(raw: string): TEntityMethodId | null {
  if (!/^[1-3]$/.test(raw)) return null;
  return Number(raw) as TEntityMethodId;
}

const ROW_ID_MESSAGE = 'The id must be a positive whole number';

/** A row id in a path: a positive whole number within PostgreSQL's integer range. */
export const ZRowIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: ROW_ID_MESSAGE })
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, { error: ROW_ID_MESSAGE }),
});

export const invalidMethodIdMessage = (raw: string) => `Invalid method ID: ${raw}`;

/** Select-all entries of the entity lists; never stored. */
export const isSelectAllEntity = (text: string) => text.startsWith('ALL_');

export const ENTITY_TEXT_MAX = 100;

export const ZEntityText = z
  .string({ error: 'Entity name is required' })
  .trim()
  .min(1, { error: 'Entity name cannot be empty', abort: true })
  .max(ENTITY_TEXT_MAX, { error: `Entity name must be at most ${ENTITY_TEXT_MAX} characters` });

export const ZEntityDefinition = z.object({
  id: z.int(),
  entity_text: z.string(),
  method_id: z.int(),
  is_predefined: z.boolean(),
});
export type TEntityDefinition = z.infer<typeof ZEntityDefinition>;

const ZEntityTexts = z
  .array(ZEntityText, { error: 'entity_texts must be a list of entity names' })
  .max(500, { error: 'At most 500 entities at once' });

export const ZAddEntitiesRequest = z.object({
  method_id: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'method_id must be 1, 2 or 3',
  }),
  entity_texts: ZEntityTexts.min(1, { error: 'Choose at least one entity' }),
});
export type TAddEntitiesRequest = z.infer<typeof ZAddEntitiesRequest>;

/** Replaces a model's custom entities with the selected names (predefined ones stay pinned). */
export const ZReplaceEntitiesRequest = z.object({ entity_texts: ZEntityTexts });
export type TReplaceEntitiesRequest = z.infer<typeof ZReplaceEntitiesRequest>;

export const ZEntityListResponse = successEnvelope(z.array(ZEntityDefinition));
export const ZDeletedResponse = successEnvelope(z.object({ deleted: z.int() }));

export const ENTITY_MESSAGES = {
  someExist: 'Some entities already exist and were not added again',
  notFound: 'Entity definition not found',
  predefined: 'Predefined entities belong to your department and cannot be removed',
  unknown: (methodId: number, text: string) => `Unknown entity type for model ${methodId}: ${text}`,
} as const;

export const ZSearchPattern = z.object({
  id: z.int(),
  pattern_text: z.string(),
  pattern_type: ZPatternType,
  setting_id: z.int(),
});
export type TSearchPattern = z.infer<typeof ZSearchPattern>;

export const ZCreatePatternRequest = ZSearchPatternInput;
export type TCreatePatternRequest = z.infer<typeof ZCreatePatternRequest>;

/** A changed text, type or both; the result is checked like a new pattern. */
export const ZUpdatePatternRequest = z
  .object({ pattern_text: ZPatternText, pattern_type: ZPatternType })
  .partial()
  .refine((value) => value.pattern_text !== undefined || value.pattern_type !== undefined, {
    error: 'Nothing to update',
  });
export type TUpdatePatternRequest = z.infer<typeof ZUpdatePatternRequest>;

export const ZPatternResponse = successEnvelope(ZSearchPattern);
export const ZPatternListResponse = successEnvelope(z.array(ZSearchPattern));

export const PATTERN_MESSAGES = {
  duplicate: 'This search term is already saved',
  notFound: 'Search pattern not found',
} as const;

export const ZBanList = z.object({ id: z.int(), words: z.array(z.string()) });
export type TBanList = z.infer<typeof ZBanList>;
export const ZBanListResponse = successEnvelope(ZBanList);

/** Words to add or remove; each trimmed and lowercased, repeats within a request merged. */
export const ZBanWordsRequest = z.object({
  words: z
    .array(ZBanWord, { error: 'words must be a list of words' })
    .min(1, { error: 'Give at least one word' })
    .max(500, { error: 'At most 500 words at once' })
    .transform((words) => [...new Set(words)]),
});
export type TBanWordsRequest = z.infer<typeof ZBanWordsRequest>;

export const BAN_LIST_MESSAGES = {
  someExist: 'Some words are already in the ignore list and were not added again',
} as const;

export const ZTheme = z.enum(['light', 'dark', 'system'], { error: 'Invalid theme value' });
export const ZEditMode = z.enum(['text', 'box'], { error: 'Edit mode must be text or box' });

/**
 * Where documents are processed (issue 54): on the server, or in the user's own browser
 * ('device'), where documents and the text found in them never leave it. An organization may
 * require 'device' of its members (`on_device_required_by` on the user).
 */
export const PROCESSING_LOCATIONS = ['server', 'device'] as const;
export const PROCESSING_LOCATION_MESSAGE = 'Processing location must be server or device';
export const ZProcessingLocation = z.enum(PROCESSING_LOCATIONS, {
  error: PROCESSING_LOCATION_MESSAGE,
});
export type TProcessingLocation = z.infer<typeof ZProcessingLocation>;

/** Highlight colours per source; the spec's defaults. */
export const DEFAULT_COLORS = {
  color_method_manual: '#FF5733',
  color_method_search: '#33A8FF',
  color_method_ml: '#33FF57',
  color_method_ai: '#FFFF33',
  color_method_advanced: '#9D4EDD',
} as const;

export const DEFAULT_DETECTION_THRESHOLD = 0.5;

/** The threshold is clamped, not refused: a slider or an old export may overshoot. */
export const clampThreshold = (value: number) => Math.min(1, Math.max(0, value));

export const ZGeneralSettings = z.object({
  theme: ZTheme,
  language: ZLanguage,
  auto_processing: z.boolean(),
  /**
   * Whether opening files asks before auto-processing or the active search terms spend pages on
   * them, at any count (issue 64); off only when the user says so, in the question or the settings.
   */
  ask_before_spending: z.boolean(),
  detection_threshold: z.number(),
  use_banlist_for_detection: z.boolean(),
  edit_mode: ZEditMode,
  save_redaction_history: z.boolean(),
  save_files_in_browser: z.boolean(),
  remove_images: z.boolean(),
  processing_location: ZProcessingLocation,
  color_method_manual: ZHexColor,
  color_method_search: ZHexColor,
  color_method_ml: ZHexColor,
  color_method_ai: ZHexColor,
  color_method_advanced: ZHexColor,
  exemption_codes: ZExemptionSettings,
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export const DEFAULT_GENERAL_SETTINGS: Omit<TGeneralSettings, 'language'> = {
  theme: 'system',
  auto_processing: true,
  ask_before_spending: true,
  detection_threshold: DEFAULT_DETECTION_THRESHOLD,
  use_banlist_for_detection: false,
  edit_mode: 'box',
  save_redaction_history: true,
  save_files_in_browser: true,
  remove_images: false,
  processing_location: 'server',
  ...DEFAULT_COLORS,
  exemption_codes: DEFAULT_EXEMPTION_SETTINGS,
};

/** An update: any subset; the threshold must be a number and is clamped to 0..1. */
export const ZGeneralSettingsUpdate = ZGeneralSettings.extend({
  detection_threshold: z
    .number({ error: 'Detection threshold must be a number' })
    .refine(Number.isFinite, { error: 'Detection threshold must be a number' })
    .transform(clampThreshold),
})
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'Nothing to update' });
export type TGeneralSettingsUpdate = z.infer<typeof ZGeneralSettingsUpdate>;

/** The stored settings as the API shows them: the general settings plus their record fields. */
export const ZGeneralSettingsRecord = ZGeneralSettings.extend({
  id: z.int(),
  user_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TGeneralSettingsRecord = z.infer<typeof ZGeneralSettingsRecord>;
export const ZGeneralSettingsResponse = successEnvelope(ZGeneralSettingsRecord);

/** The settings export file (accounts §3). */
export const ZSettingsExport = z.object({
  user_id: z.string(),
  export_date: z.string(),
  general_settings: ZGeneralSettingsRecord,
  ban_list: z.object({ id: z.int(), words: z.array(z.string()).nullable() }),
  search_patterns: z.array(ZSearchPattern).nullable(),
  model_entities: z.array(ZEntityDefinition).nullable(),
});
export type TSettingsExport = z.infer<typeof ZSettingsExport>;
export const ZSettingsExportResponse = successEnvelope(ZSettingsExport);

/** What an import stored, and how many entries of the file were left out as unusable. */
export const ZSettingsImportResult = z.object({
  ban_words: z.int(),
  search_patterns: z.int(),
  model_entities: z.int(),
  skipped: z.int(),
});
export type TSettingsImportResult = z.infer<typeof ZSettingsImportResult>;
export const ZSettingsImportResponse = successEnvelope(ZSettingsImportResult);

export const PREMIUM_MESSAGE =
  'This is a premium feature: it needs an active or trialing subscription';
