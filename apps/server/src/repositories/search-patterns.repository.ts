import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { searchPatterns, type SearchPatternRow } from '../db/schema';

export type NewPattern = Pick<SearchPatternRow, 'patternText' | 'patternType'>;

/** Saved search terms, always looked up through the owner's settings id. */
export function createSearchPatternsRepository(db: Database) {
  const own = (settingId: number, id: number) =>
    and(eq(searchPatterns.id, id), eq(searchPatterns.settingId, settingId));

  return {
    async list(settingId: number): Promise<SearchPatternRow[]> {
      return db
        .select()
        .from(searchPatterns)
        .where(eq(searchPatterns.settingId, settingId))
        .orderBy(asc(searchPatterns.id));
    },

    async findById(settingId: number, id: number): Promise<SearchPatternRow | undefined> {
      const rows = await db.select().from(searchPatterns).where(own(settingId, id)).limit(1);
      return rows[0];
    },

    /** Undefined when the text is already saved. */
    async insert(settingId: number, pattern: NewPattern): Promise<SearchPatternRow | undefined> {
      const rows = await db
        .insert(searchPatterns)
        .values({ settingId, ...pattern })
        .onConflictDoNothing({ target: [searchPatterns.settingId, searchPatterns.patternText] })
        .returning();
      return rows[0];
    },

    async update(
      settingId: number,
      id: number,
      patch: Partial<NewPattern>,
    ): Promise<SearchPatternRow | undefined> {
      const rows = await db.update(searchPatterns).set(patch).where(own(settingId, id)).returning();
      return rows[0];
    },

    /** Answers whether a row was deleted. */
    async delete(settingId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(searchPatterns)
        .where(own(settingId, id))
        .returning({ id: searchPatterns.id });
      return rows.length > 0;
    },

    async clear(settingId: number): Promise<void> {
      await db.delete(searchPatterns).where(eq(searchPatterns.settingId, settingId));
    },
  };
}

export type SearchPatternsRepository = ReturnType<typeof createSearchPatternsRepository>;
