import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailTokens, type EmailTokenPurpose, type EmailTokenRow } from '../db/schema';

/** Voids the user's open links of one purpose: after a password or e-mail change. */
async function voidOpen(db: Database, userId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        eq(emailTokens.purpose, purpose),
      ),
    );
}

export function createEmailTokensRepository(db: Database) {
  return {
    /** Stores a new link and voids the user's earlier open links of the same purpose. */
    async replace(token: Omit<EmailTokenRow, 'createdAt' | 'usedAt'>): Promise<void> {
      await db.transaction(async (tx) => {
        await voidOpen(tx, token.userId, token.purpose as EmailTokenPurpose);
        await tx.insert(emailTokens).values(token);
      });
    },

    /**
     * Stores a link beside the user's earlier ones: cancel links of e-mail changes, which a later
     * change (perhaps by whoever took the account) must not be able to void.
     */
    async insert(token: Omit<EmailTokenRow, 'createdAt' | 'usedAt'>): Promise<void> {
      await db.insert(emailTokens).values(token);
    },

    voidOpen: (userId: string, purpose: EmailTokenPurpose) => voidOpen(db, userId, purpose),

    /** Deletes links that expired before `before`; they can never be used again. */
    async purge(before: Date): Promise<void> {
      await db.delete(emailTokens).where(lt(emailTokens.expiresAt, before));
    },

    async find(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailTokenRow | undefined> {
      const rows = await db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return rows[0];
    },

    /** Uses a link once; false if it was already used (by a concurrent request too). */
    async markUsed(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt)))
        .returning({ tokenHash: emailTokens.tokenHash });
      return rows.length > 0;
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
