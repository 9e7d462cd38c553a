import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { banWords, userSettings, type UserSettingsRow } from '../db/schema';

export type SettingsPatch = Partial<
  Omit<UserSettingsRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>
>;

/** A user's general settings row and the ignore list hanging off it. */
export function createSettingsRepository(db: Database) {
  return {
    async find(userId: string): Promise<UserSettingsRow | undefined> {
      const rows = await db
        .select()
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .limit(1);
      return rows[0];
    },

    /** Creates the row with the defaults; undefined when it already existed. */
    async insertDefaults(userId: string): Promise<UserSettingsRow | undefined> {
      const rows = await db
        .insert(userSettings)
        .values({ userId })
        .onConflictDoNothing({ target: userSettings.userId })
        .returning();
      return rows[0];
    },

    async update(userId: string, patch: SettingsPatch): Promise<UserSettingsRow | undefined> {
      const rows = await db
        .update(userSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(userSettings.userId, userId))
        .returning();
      return rows[0];
    },

    async listWords(settingId: number): Promise<string[]> {
      const rows = await db
        .select({ word: banWords.word })
        .from(banWords)
        .where(eq(banWords.settingId, settingId))
        .orderBy(asc(banWords.id));
      return rows.map((row) => row.word);
    },

    /** Adds the words not yet listed and answers which ones those were. */
    async addWords(settingId: number, words: readonly string[]): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await db
        .insert(banWords)
        .values(words.map((word) => ({ settingId, word })))
        .onConflictDoNothing({ target: [banWords.settingId, banWords.word] })
        .returning({ word: banWords.word });
      return rows.map((row) => row.word);
    },

    async removeWords(settingId: number, words: readonly string[]): Promise<void> {
      if (words.length === 0) return;
      await db
        .delete(banWords)
        .where(and(eq(banWords.settingId, settingId), inArray(banWords.word, [...words])));
    },

    async clearWords(settingId: number): Promise<void> {
      await db.delete(banWords).where(eq(banWords.settingId, settingId));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
