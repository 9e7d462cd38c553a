import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { redactionTemplates, users, type RedactionTemplateRow } from '../db/schema';

export type TemplateChanges = Partial<Pick<RedactionTemplateRow, 'name' | 'pages'>>;

/** Redaction templates, always looked up through their owner's id. */
export function createTemplatesRepository(db: Database) {
  const own = (userId: string, id: number) =>
    and(eq(redactionTemplates.id, id), eq(redactionTemplates.userId, userId));

  return {
    /** By name, case aside, as a person looks for one. */
    async list(userId: string): Promise<RedactionTemplateRow[]> {
      return db
        .select()
        .from(redactionTemplates)
        .where(eq(redactionTemplates.userId, userId))
        .orderBy(asc(sql`lower(${redactionTemplates.name})`), asc(redactionTemplates.id));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(redactionTemplates)
        .where(eq(redactionTemplates.userId, userId));
      return row?.value ?? 0;
    },

    /**
     * Holds the user's row until the transaction ends, so two templates saved at once are
     * counted one after the other. Not FOR UPDATE: inserts that reference the user go on.
     */
    async lockUser(userId: string): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
    },

    async findById(userId: string, id: number): Promise<RedactionTemplateRow | undefined> {
      const rows = await db.select().from(redactionTemplates).where(own(userId, id)).limit(1);
      return rows[0];
    },

    async insert(
      userId: string,
      template: Pick<RedactionTemplateRow, 'name' | 'pages'>,
    ): Promise<RedactionTemplateRow> {
      const rows = await db
        .insert(redactionTemplates)
        .values({ userId, ...template })
        .returning();
      return rows[0]!;
    },

    async update(
      userId: string,
      id: number,
      changes: TemplateChanges,
    ): Promise<RedactionTemplateRow | undefined> {
      const rows = await db
        .update(redactionTemplates)
        .set({ ...changes, updatedAt: new Date() })
        .where(own(userId, id))
        .returning();
      return rows[0];
    },

    /** Answers whether a row was deleted. */
    async delete(userId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(redactionTemplates)
        .where(own(userId, id))
        .returning({ id: redactionTemplates.id });
      return rows.length > 0;
    },
  };
}

export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
