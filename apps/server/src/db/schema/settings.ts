import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_EXEMPTION_SETTINGS, type TExemptionSettings } from '@workbench/contracts';
import { users } from './users';

/** One row per user, created with the spec's defaults on first read. Language lives on users. */
export const userSettings = pgTable(
  'user_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull().default('system'),
    autoProcessing: boolean('auto_processing').notNull().default(true),
    askBeforeSpending: boolean('ask_before_spending').notNull().default(true),
    detectionThreshold: doublePrecision('detection_threshold').notNull().default(0.5),
    useBanlistForDetection: boolean('use_banlist_for_detection').notNull().default(false),
    editMode: text('edit_mode').notNull().default('box'),
    saveRedactionHistory: boolean('save_redaction_history').notNull().default(true),
    saveFilesInBrowser: boolean('save_files_in_browser').notNull().default(true),
    removeImages: boolean('remove_images').notNull().default(false),
    /** 'server' or 'device' (issue 54): where the web app processes documents. */
    processingLocation: text('processing_location').notNull().default('server'),
    colorMethodManual: text('color_method_manual').notNull().default('#FF5733'),
    colorMethodSearch: text('color_method_search').notNull().default('#33A8FF'),
    colorMethodMl: text('color_method_ml').notNull().default('#33FF57'),
    colorMethodAi: text('color_method_ai').notNull().default('#FFFF33'),
    colorMethodAdvanced: text('color_method_advanced').notNull().default('#9D4EDD'),
    exemptionCodes: jsonb('exemption_codes')
      .$type<TExemptionSettings>()
      .notNull()
      .default(DEFAULT_EXEMPTION_SETTINGS),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_settings_theme_check', sql`${table.theme} in ('light', 'dark', 'system')`),
    check('user_settings_edit_mode_check', sql`${table.editMode} in ('text', 'box')`),
    check(
      'user_settings_processing_location_check',
      sql`${table.processingLocation} in ('server', 'device')`,
    ),
    check(
      'user_settings_threshold_check',
      sql`${table.detectionThreshold} >= 0 and ${table.detectionThreshold} <= 1`,
    ),
  ],
);

export type UserSettingsRow = typeof userSettings.$inferSelect;

/** Entity types a user asks each model for; predefined ones come from the department. */
export const entityDefinitions = pgTable(
  'entity_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: integer('method_id').notNull(),
    entityText: text('entity_text').notNull(),
    isPredefined: boolean('is_predefined').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('entity_definitions_user_method_text_key').on(
      table.userId,
      table.methodId,
      table.entityText,
    ),
    check('entity_definitions_method_check', sql`${table.methodId} between 1 and 3`),
    check('entity_definitions_not_select_all', sql`${table.entityText} not like 'ALL\\_%'`),
  ],
);

export type EntityDefinitionRow = typeof entityDefinitions.$inferSelect;

/** Saved search terms; `setting_id` is the owner's settings row, as in the spec's shape. */
export const searchPatterns = pgTable(
  'search_patterns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    settingId: integer('setting_id')
      .notNull()
      .references(() => userSettings.id, { onDelete: 'cascade' }),
    patternText: text('pattern_text').notNull(),
    patternType: text('pattern_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('search_patterns_setting_text_key').on(table.settingId, table.patternText),
    check(
      'search_patterns_type_check',
      sql`${table.patternType} in ('normal', 'case_sensitive', 'ai_search', 'regex')`,
    ),
  ],
);

export type SearchPatternRow = typeof searchPatterns.$inferSelect;

/** The ignore list: words that detection leaves alone; stored trimmed and lowercased. */
export const banWords = pgTable(
  'ban_words',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    settingId: integer('setting_id')
      .notNull()
      .references(() => userSettings.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('ban_words_setting_word_key').on(table.settingId, table.word)],
);
