import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { refreshTokens, sessions, users, type SessionRow, type UserRow } from '../db/schema';

export type NewSession = Pick<
  SessionRow,
  'userId' | 'accessTokenHash' | 'accessExpiresAt' | 'expiresAt' | 'userAgent' | 'ip'
>;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<SessionRow> {
      const rows = await db.insert(sessions).values(session).returning();
      return rows[0]!;
    },

    /** The live session holding this access token, with its user. */
    async findByAccessHash(
      accessTokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.accessTokenHash, accessTokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.accessExpiresAt, now),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return rows[0];
    },

    async findWithUser(id: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      const rows = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, id))
        .limit(1);
      return rows[0];
    },

    /** Records use of a session; a refresh also swaps the access token and notes the IP. */
    async touch(
      id: string,
      now: Date,
      refresh?: { accessHash: string; accessExpiresAt: Date; ip: string | null },
    ) {
      await db
        .update(sessions)
        .set({
          lastUsedAt: now,
          ...(refresh && {
            accessTokenHash: refresh.accessHash,
            accessExpiresAt: refresh.accessExpiresAt,
            ...(refresh.ip !== null && { ip: refresh.ip }),
          }),
        })
        .where(eq(sessions.id, id));
    },

    async listActive(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.lastUsedAt));
    },

    /** Revokes one of the user's sessions; false when it is not theirs or already gone. */
    async revoke(userId: string, sessionId: string, reason: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(
          and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeAllForUser(userId: string, reason: string, exceptSessionId?: string) {
      const mine = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: new Date(), revokeReason: reason })
        .where(exceptSessionId === undefined ? mine : and(mine, ne(sessions.id, exceptSessionId)));
    },

    async insertRefreshToken(token: Omit<RefreshTokenRow, 'createdAt' | 'rotatedAt'>) {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** Marks a refresh token used; false if another request rotated it first. */
    async markRotated(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
        .returning({ tokenHash: refreshTokens.tokenHash });
      return rows.length > 0;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
