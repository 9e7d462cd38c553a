import {
  PATTERN_MESSAGES,
  ZSearchPatternInput,
  type TCreatePatternRequest,
  type TPatternType,
  type TSearchPattern,
  type TUpdatePatternRequest,
} from '@workbench/contracts';
import type { Database } from '../db/database';
import type { SearchPatternRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createSearchPatternsRepository } from '../repositories/search-patterns.repository';
import { isUniqueViolation } from '../repositories/users.repository';
import type { Premium } from './premium';
import { userSettings } from './user-settings';

/** AI and case-sensitive search terms are premium (accounts §6); plain and regex terms are not. */
const PREMIUM_TYPES = new Set<TPatternType>(['ai_search', 'case_sensitive']);

export function presentPattern(row: SearchPatternRow): TSearchPattern {
  return {
    id: row.id,
    pattern_text: row.patternText,
    pattern_type: row.patternType as TPatternType,
    setting_id: row.settingId,
  };
}

/** Saved search terms. */
export function createPatternsService({ db, premium }: { db: Database; premium: Premium }) {
  const repository = createSearchPatternsRepository(db);

  async function own(user: UserRow, id: number) {
    const settings = await userSettings(db, user);
    const row = await repository.findById(settings.id, id);
    if (row === undefined) throw new AppError('NOT_FOUND', PATTERN_MESSAGES.notFound);
    return row;
  }

  return {
    async list(user: UserRow): Promise<TSearchPattern[]> {
      const settings = await userSettings(db, user);
      return (await repository.list(settings.id)).map(presentPattern);
    },

    async create(user: UserRow, request: TCreatePatternRequest): Promise<TSearchPattern> {
      if (PREMIUM_TYPES.has(request.pattern_type)) await premium.require(user);
      const settings = await userSettings(db, user);
      const row = await repository.insert(settings.id, {
        patternText: request.pattern_text,
        patternType: request.pattern_type,
      });
      if (row === undefined) throw new AppError('CONFLICT', PATTERN_MESSAGES.duplicate);
      return presentPattern(row);
    },

    /** The changed pattern is checked as a whole, so a text can't become an invalid regex. */
    async update(user: UserRow, id: number, request: TUpdatePatternRequest) {
      const row = await own(user, id);
      const next = ZSearchPatternInput.safeParse({
        pattern_text: request.pattern_text ?? row.patternText,
        pattern_type: request.pattern_type ?? row.patternType,
      });
      if (!next.success) {
        throw new AppError('VALIDATION_ERROR', next.error.issues[0]?.message ?? 'Invalid pattern');
      }
      if (request.pattern_type !== undefined && PREMIUM_TYPES.has(request.pattern_type)) {
        await premium.require(user);
      }
      const updated = await repository
        .update(row.settingId, id, {
          patternText: next.data.pattern_text,
          patternType: next.data.pattern_type,
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError('CONFLICT', PATTERN_MESSAGES.duplicate);
          throw error;
        });
      if (updated === undefined) throw new AppError('NOT_FOUND', PATTERN_MESSAGES.notFound);
      return presentPattern(updated);
    },

    async remove(user: UserRow, id: number): Promise<void> {
      const settings = await userSettings(db, user);
      if (!(await repository.delete(settings.id, id))) {
        throw new AppError('NOT_FOUND', PATTERN_MESSAGES.notFound);
      }
    },
  };
}

export type PatternsService = ReturnType<typeof createPatternsService>;
