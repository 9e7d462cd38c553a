import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { entityDefinitions, type EntityDefinitionRow } from '../db/schema';

const ofUser = (userId: string, methodId?: number) =>
  methodId === undefined
    ? eq(entityDefinitions.userId, userId)
    : and(eq(entityDefinitions.userId, userId), eq(entityDefinitions.methodId, methodId));

/** Entity types per user and model; every query is scoped to the user who asks. */
export function createEntityDefinitionsRepository(db: Database) {
  return {
    async list(userId: string, methodId?: number): Promise<EntityDefinitionRow[]> {
      return db
        .select()
        .from(entityDefinitions)
        .where(ofUser(userId, methodId))
        .orderBy(
          asc(entityDefinitions.methodId),
          desc(entityDefinitions.isPredefined),
          asc(entityDefinitions.id),
        );
    },

    async findById(userId: string, id: number): Promise<EntityDefinitionRow | undefined> {
      const rows = await db
        .select()
        .from(entityDefinitions)
        .where(and(eq(entityDefinitions.id, id), eq(entityDefinitions.userId, userId)))
        .limit(1);
      return rows[0];
    },

    /** Adds custom entries not yet listed; answers the rows it added. */
    async addCustom(
      userId: string,
      methodId: number,
      texts: readonly string[],
    ): Promise<EntityDefinitionRow[]> {
      if (texts.length === 0) return [];
      return db
        .insert(entityDefinitions)
        .values(texts.map((entityText) => ({ userId, methodId, entityText })))
        .onConflictDoNothing({
          target: [
            entityDefinitions.userId,
            entityDefinitions.methodId,
            entityDefinitions.entityText,
          ],
        })
        .returning();
    },

    /** Pins entries; an entry the user had chosen before becomes predefined. */
    async pin(userId: string, methodId: number, texts: readonly string[]): Promise<void> {
      if (texts.length === 0) return;
      await db
        .insert(entityDefinitions)
        .values(texts.map((entityText) => ({ userId, methodId, entityText, isPredefined: true })))
        .onConflictDoUpdate({
          target: [
            entityDefinitions.userId,
            entityDefinitions.methodId,
            entityDefinitions.entityText,
          ],
          set: { isPredefined: true },
        });
    },

    async deleteById(userId: string, id: number): Promise<void> {
      await db
        .delete(entityDefinitions)
        .where(and(eq(entityDefinitions.id, id), eq(entityDefinitions.userId, userId)));
    },

    /** Removes the user's custom entries of a model, except those in `keep`; answers how many. */
    async deleteCustom(userId: string, methodId: number, keep: readonly string[] = []) {
      const custom = and(ofUser(userId, methodId), eq(entityDefinitions.isPredefined, false));
      const rows = await db
        .delete(entityDefinitions)
        .where(
          keep.length === 0
            ? custom
            : and(custom, notInArray(entityDefinitions.entityText, [...keep])),
        )
        .returning({ id: entityDefinitions.id });
      return rows.length;
    },

    async deletePredefined(userId: string): Promise<void> {
      await db
        .delete(entityDefinitions)
        .where(and(ofUser(userId), eq(entityDefinitions.isPredefined, true)));
    },

    async deleteAllCustom(userId: string): Promise<void> {
      await db
        .delete(entityDefinitions)
        .where(and(ofUser(userId), eq(entityDefinitions.isPredefined, false)));
    },

    async findTexts(userId: string, methodId: number, texts: readonly string[]) {
      if (texts.length === 0) return [];
      return db
        .select()
        .from(entityDefinitions)
        .where(and(ofUser(userId, methodId), inArray(entityDefinitions.entityText, [...texts])));
    },
  };
}

export type EntityDefinitionsRepository = ReturnType<typeof createEntityDefinitionsRepository>;
