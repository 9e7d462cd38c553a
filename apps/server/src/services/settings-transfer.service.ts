import {
  checkSettingsImport,
  ENTITY_METHOD_IDS,
  isCatalogueEntity,
  isJsonFile,
  SETTINGS_IMPORT_MESSAGES as MESSAGES,
  ZBanWord,
  ZGeneralSettings,
  ZSearchPatternInput,
  type TEntityMethodId,
  type TSettingsExport,
  type TSettingsImportResult,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createEntityDefinitionsRepository } from '../repositories/entity-definitions.repository';
import { createSearchPatternsRepository } from '../repositories/search-patterns.repository';
import { createSettingsRepository } from '../repositories/settings.repository';
import { createUsersRepository } from '../repositories/users.repository';
import { presentEntity } from './entities.service';
import { presentPattern } from './patterns.service';
import type { Premium } from './premium';
import { presentSettings, settingsPatch } from './settings.service';
import { userSettings } from './user-settings';

export type ImportFile = { name: string; mimeType: string; bytes: Buffer; isTooLarge: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('VALIDATION_ERROR', MESSAGES.unparsable);
  }
}

/** Entries of a list that pass `keep`, and how many did not. */
function usable<T>(items: unknown[], keep: (item: unknown) => T | undefined) {
  const kept = items.map(keep).filter((item): item is T => item !== undefined);
  return { kept, skipped: items.length - kept.length };
}

/** The optional general fields of a file (beyond the four the spec requires) that are valid. */
function optionalGeneral(general: Record<string, unknown>) {
  const optional = ZGeneralSettings.omit({
    theme: true,
    auto_processing: true,
    detection_threshold: true,
    use_banlist_for_detection: true,
  }).partial();
  const fields = Object.keys(optional.shape).filter((field) => field in general);
  const picked = Object.fromEntries(fields.map((field) => [field, general[field]]));
  // Stored as parsed: codes trimmed, like the same values sent one by one.
  const entries = Object.entries(picked).flatMap(([field, value]) => {
    const parsed = optional.shape[field as keyof typeof optional.shape].safeParse(value);
    return parsed.success ? [[field, parsed.data] as const] : [];
  });
  return { values: Object.fromEntries(entries), skipped: fields.length - entries.length };
}

function patternOf(item: unknown) {
  const parsed = ZSearchPatternInput.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

function entityOf(item: unknown) {
  if (!isObject(item) || typeof item.entity_text !== 'string') return undefined;
  const methodId = item.method_id as TEntityMethodId;
  if (!ENTITY_METHOD_IDS.includes(methodId)) return undefined;
  const text = item.entity_text.trim();
  return isCatalogueEntity(methodId, text) ? { methodId, text } : undefined;
}

function wordOf(item: unknown) {
  const parsed = ZBanWord.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

/** Settings management: the export file and its import (accounts §3, §5, §8). */
export function createSettingsTransferService({ db, premium }: { db: Database; premium: Premium }) {
  return {
    async exportFile(user: UserRow): Promise<TSettingsExport> {
      await premium.require(user);
      const settings = await userSettings(db, user);
      const [words, patterns, entities] = await Promise.all([
        createSettingsRepository(db).listWords(settings.id),
        createSearchPatternsRepository(db).list(settings.id),
        createEntityDefinitionsRepository(db).list(user.id),
      ]);
      return {
        user_id: user.id,
        export_date: new Date().toISOString(),
        general_settings: presentSettings(settings, user),
        ban_list: { id: settings.id, words },
        search_patterns: patterns.map(presentPattern),
        model_entities: entities.map(presentEntity),
      };
    },

    /**
     * Checks the file with the spec's rules and messages, then applies it in one transaction:
     * a refused file changes nothing. Lists present in the file replace the stored ones;
     * unusable entries are left out and counted.
     */
    async importFile(user: UserRow, file: ImportFile): Promise<TSettingsImportResult> {
      await premium.require(user);
      if (!isJsonFile(file.name, file.mimeType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.wrongFileType);
      if (file.isTooLarge) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge);
      const parsed = parseJson(file.bytes);
      const check = checkSettingsImport(parsed);
      if (!check.ok) throw new AppError('VALIDATION_ERROR', check.message);
      const { value } = check;
      const general = optionalGeneral(
        (parsed as { general_settings: Record<string, unknown> }).general_settings,
      );
      const words = usable(value.ban_words ?? [], wordOf);
      const patterns = usable(value.search_patterns ?? [], patternOf);
      const entities = usable(value.model_entities ?? [], entityOf);
      const settings = await userSettings(db, user);

      const stored = await db.transaction(async (tx) => {
        const { language, ...rest } = general.values as { language?: 'en' | 'nb' };
        const settingsRepository = createSettingsRepository(tx);
        await settingsRepository.update(
          user.id,
          settingsPatch({ ...rest, ...value.general_settings }),
        );
        if (language !== undefined) await createUsersRepository(tx).update(user.id, { language });
        let storedWords = 0;
        if (value.ban_words !== null) {
          await settingsRepository.clearWords(settings.id);
          storedWords = (await settingsRepository.addWords(settings.id, [...new Set(words.kept)]))
            .length;
        }
        let storedPatterns = 0;
        if (value.search_patterns !== null) {
          const repository = createSearchPatternsRepository(tx);
          await repository.clear(settings.id);
          for (const pattern of patterns.kept) {
            const row = await repository.insert(settings.id, {
              patternText: pattern.pattern_text,
              patternType: pattern.pattern_type,
            });
            if (row !== undefined) storedPatterns += 1;
          }
        }
        let storedEntities = 0;
        if (value.model_entities !== null) {
          const repository = createEntityDefinitionsRepository(tx);
          await repository.deleteAllCustom(user.id);
          for (const methodId of ENTITY_METHOD_IDS) {
            const names = new Set(
              entities.kept.filter((entity) => entity.methodId === methodId).map((e) => e.text),
            );
            await repository.addCustom(user.id, methodId, [...names]);
            storedEntities += names.size;
          }
        }
        return { storedWords, storedPatterns, storedEntities };
      });
      return {
        ban_words: stored.storedWords,
        search_patterns: stored.storedPatterns,
        model_entities: stored.storedEntities,
        skipped: general.skipped + words.skipped + patterns.skipped + entities.skipped,
      };
    },
  };
}

export type SettingsTransferService = ReturnType<typeof createSettingsTransferService>;
