import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZLanguage } from '../rules/account';
import { ZHexColor } from '../rules/ranges';
import { ZPatternType } from '../rules/search';

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

/** The detection models: fast ML, advanced AI, standard AI. */
export const ENTITY_METHODS = { fast: 1, advanced: 2, standard: 3 } as const;
export const ENTITY_METHOD_IDS = [1, 2, 3] as const;
export type TEntityMethodId = (typeof ENTITY_METHOD_IDS)[number];

/** The method id of a path segment, or null; the caller answers 400 'Invalid method ID: {id}'. */
export function parseMethodId(raw: string): TEntityMethodId | null {
  if (!/^[1-3]$/.test(raw)) return null;
  return Number(raw) as TEntityMethodId;
}

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

export const ZAddEntitiesRequest = z.object({
  method_id: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'method_id must be 1, 2 or 3',
  }),
  entity_texts: z.array(ZEntityText).max(500, { error: 'At most 500 entities at once' }),
});
export type TAddEntitiesRequest = z.infer<typeof ZAddEntitiesRequest>;

/** Replaces a model's custom entities with the selected names (predefined ones stay pinned). */
export const ZReplaceEntitiesRequest = z.object({
  entity_texts: z.array(ZEntityText).max(500, { error: 'At most 500 entities at once' }),
});

export const ZEntityListResponse = successEnvelope(z.array(ZEntityDefinition));

export const ZSearchPattern = z.object({
  id: z.int(),
  pattern_text: z.string(),
  pattern_type: ZPatternType,
  setting_id: z.int(),
});
export type TSearchPattern = z.infer<typeof ZSearchPattern>;

export const ZTheme = z.enum(['light', 'dark', 'system'], { error: 'Invalid theme value' });
export const ZEditMode = z.enum(['text', 'box'], { error: 'Edit mode must be text or box' });

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
  detection_threshold: z.number(),
  use_banlist_for_detection: z.boolean(),
  edit_mode: ZEditMode,
  save_redaction_history: z.boolean(),
  save_files_in_browser: z.boolean(),
  remove_images: z.boolean(),
  color_method_manual: ZHexColor,
  color_method_search: ZHexColor,
  color_method_ml: ZHexColor,
  color_method_ai: ZHexColor,
  color_method_advanced: ZHexColor,
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export const DEFAULT_GENERAL_SETTINGS: Omit<TGeneralSettings, 'language'> = {
  theme: 'system',
  auto_processing: true,
  detection_threshold: DEFAULT_DETECTION_THRESHOLD,
  use_banlist_for_detection: false,
  edit_mode: 'box',
  save_redaction_history: true,
  save_files_in_browser: false,
  remove_images: false,
  ...DEFAULT_COLORS,
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
