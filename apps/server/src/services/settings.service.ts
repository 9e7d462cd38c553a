import {
  BAN_LIST_MESSAGES,
  DEFAULT_EXEMPTION_SETTINGS,
  ZExemptionSettings,
  type TExemptionSettings,
  type TBanList,
  type TGeneralSettingsRecord,
  type TGeneralSettingsUpdate,
  type TLanguage,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { UserRow, UserSettingsRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createSettingsRepository, type SettingsPatch } from '../repositories/settings.repository';
import { createUsersRepository } from '../repositories/users.repository';
import type { Premium } from './premium';
import { userSettings } from './user-settings';

export function presentSettings(row: UserSettingsRow, user: UserRow): TGeneralSettingsRecord {
  return {
    id: row.id,
    user_id: row.userId,
    theme: row.theme as TGeneralSettingsRecord['theme'],
    language: user.language as TLanguage,
    auto_processing: row.autoProcessing,
    ask_before_spending: row.askBeforeSpending,
    detection_threshold: row.detectionThreshold,
    use_banlist_for_detection: row.useBanlistForDetection,
    edit_mode: row.editMode as TGeneralSettingsRecord['edit_mode'],
    save_redaction_history: row.saveRedactionHistory,
    save_files_in_browser: row.saveFilesInBrowser,
    remove_images: row.removeImages,
    processing_location: row.processingLocation as TGeneralSettingsRecord['processing_location'],
    color_method_manual: row.colorMethodManual,
    color_method_search: row.colorMethodSearch,
    color_method_ml: row.colorMethodMl,
    color_method_ai: row.colorMethodAi,
    color_method_advanced: row.colorMethodAdvanced,
    exemption_codes: storedCodes(row.exemptionCodes),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The stored codes, or the defaults should the column ever hold something else. */
function storedCodes(value: unknown): TExemptionSettings {
  const parsed = ZExemptionSettings.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_EXEMPTION_SETTINGS;
}

/** The API's field names to the row's; language is not here, it lives on the user. */
export function settingsPatch(update: Omit<TGeneralSettingsUpdate, 'language'>): SettingsPatch {
  const patch: SettingsPatch = {
    theme: update.theme,
    autoProcessing: update.auto_processing,
    askBeforeSpending: update.ask_before_spending,
    detectionThreshold: update.detection_threshold,
    useBanlistForDetection: update.use_banlist_for_detection,
    editMode: update.edit_mode,
    saveRedactionHistory: update.save_redaction_history,
    saveFilesInBrowser: update.save_files_in_browser,
    removeImages: update.remove_images,
    processingLocation: update.processing_location,
    colorMethodManual: update.color_method_manual,
    colorMethodSearch: update.color_method_search,
    colorMethodMl: update.color_method_ml,
    colorMethodAi: update.color_method_ai,
    colorMethodAdvanced: update.color_method_advanced,
    exemptionCodes: update.exemption_codes,
  };
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/** The model colours are premium (spec §6); manual and search colours are for everyone. */
const PREMIUM_COLORS = ['colorMethodMl', 'colorMethodAi', 'colorMethodAdvanced'] as const;

/** A premium setting may be sent unchanged (a whole form), but not changed, by a non-subscriber. */
function changesPremiumSetting(row: UserSettingsRow, patch: SettingsPatch): boolean {
  const changes =
    (patch.detectionThreshold !== undefined &&
      patch.detectionThreshold !== row.detectionThreshold) ||
    (patch.useBanlistForDetection !== undefined &&
      patch.useBanlistForDetection !== row.useBanlistForDetection) ||
    (patch.editMode === 'text' && row.editMode !== 'text') ||
    PREMIUM_COLORS.some(
      (key) => patch[key] !== undefined && patch[key].toUpperCase() !== row[key].toUpperCase(),
    );
  return changes;
}

/** General settings and the ignore list (ban list). */
export function createSettingsService({ db, premium }: { db: Database; premium: Premium }) {
  return {
    async get(user: UserRow): Promise<TGeneralSettingsRecord> {
      return presentSettings(await userSettings(db, user), user);
    },

    async update(
      user: UserRow,
      update: TGeneralSettingsUpdate,
    ): Promise<{ settings: TGeneralSettingsRecord; user: UserRow }> {
      const current = await userSettings(db, user);
      const { language, ...rest } = update;
      const patch = settingsPatch(rest);
      if (changesPremiumSetting(current, patch)) await premium.require(user);
      return db.transaction(async (tx) => {
        const row = (await createSettingsRepository(tx).update(user.id, patch)) ?? current;
        const next =
          language === undefined || language === user.language
            ? user
            : ((await createUsersRepository(tx).update(user.id, { language })) ?? user);
        return { settings: presentSettings(row, next), user: next };
      });
    },

    async banList(user: UserRow): Promise<TBanList> {
      const settings = await userSettings(db, user);
      return { id: settings.id, words: await createSettingsRepository(db).listWords(settings.id) };
    },

    /** Adds the new words; if some were listed already, answers 409 after adding the rest. */
    async addBanWords(user: UserRow, words: string[]): Promise<TBanList> {
      await premium.require(user);
      const settings = await userSettings(db, user);
      const repository = createSettingsRepository(db);
      const added = new Set(await repository.addWords(settings.id, words));
      const existing = words.filter((word) => !added.has(word));
      const list = { id: settings.id, words: await repository.listWords(settings.id) };
      if (existing.length > 0) {
        throw new AppError('CONFLICT', BAN_LIST_MESSAGES.someExist, {
          added: [...added],
          existing,
          ban_list: list,
        });
      }
      return list;
    },

    async removeBanWords(user: UserRow, words: string[]): Promise<TBanList> {
      await premium.require(user);
      const settings = await userSettings(db, user);
      const repository = createSettingsRepository(db);
      await repository.removeWords(settings.id, words);
      return { id: settings.id, words: await repository.listWords(settings.id) };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
