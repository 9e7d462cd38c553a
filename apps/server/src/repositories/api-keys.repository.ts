import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiKeys, users, type ApiKeyRow, type UserRow } from '../db/schema';

export type NewApiKey = typeof apiKeys.$inferInsert;

export function createApiKeysRepository(db: Database) {
  return {
    async insert(row: NewApiKey): Promise<ApiKeyRow> {
      const [inserted] = await db.insert(apiKeys).values(row).returning();
      return inserted!;
    },

    async listForUser(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt));
    },

    /** Deletes the user's key; false when the id is not one of theirs. */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.userId, userId), eq(apiKeys.id, id)))
        .returning({ id: apiKeys.id });
      return rows.length === 1;
    },

    /** Deletes every key of the user (their account was recovered through a reset link). */
    async deleteAllForUser(userId: string): Promise<void> {
      await db.delete(apiKeys).where(eq(apiKeys.userId, userId));
    },

    async findByHash(keyHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
      const rows = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.keyHash, keyHash))
        .limit(1);
      return rows[0];
    },

    async touch(id: string, time: Date): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: time }).where(eq(apiKeys.id, id));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
