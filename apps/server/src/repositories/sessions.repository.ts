import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { refreshTokens, sessions, users, type SessionRow, type UserRow } from '../db/schema';

export type NewSession = Pick<
  SessionRow,
  'userId' | 'accessTokenHash' | 'accessExpiresAt' | 'expiresAt' | 'userAgent' | 'ip'
>;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createSessionsRepository(db: Database) {
  return {
    /**
     * Starts a session only if the password is still the one just checked. The user row is
     * locked, so a concurrent reset either sees this session (and revokes it) or makes this
     * insert find a changed hash.
     */
    async insertIfPasswordUnchanged(
      session: NewSession,
      passwordHash: string,
    ): Promise<SessionRow | undefined> {
      return db.transaction(async (tx) => {
        const current = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, session.userId), eq(users.passwordHash, passwordHash)))
          .for('update');
        if (current.length === 0) return undefined;
        const rows = await tx.insert(sessions).values(session).returning();
        return rows[0];
      });
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

    async touch(id: string, now: Date) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    /**
     * One refresh, all or nothing: marks the old refresh token used, swaps the access token and
     * stores the new refresh token. False when another request used the old token first.
     */
    async rotate(rotation: {
      oldTokenHash: string;
      sessionId: string;
      now: Date;
      accessHash: string;
      accessExpiresAt: Date;
      ip: string | null;
      newRefresh: { tokenHash: string; expiresAt: Date };
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(refreshTokens)
          .set({ rotatedAt: rotation.now })
          .where(
            and(
              eq(refreshTokens.tokenHash, rotation.oldTokenHash),
              isNull(refreshTokens.rotatedAt),
            ),
          )
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (used.length === 0) return false;
        await tx
          .update(sessions)
          .set({
            lastUsedAt: rotation.now,
            accessTokenHash: rotation.accessHash,
            accessExpiresAt: rotation.accessExpiresAt,
            ...(rotation.ip !== null && { ip: rotation.ip }),
          })
          .where(eq(sessions.id, rotation.sessionId));
        await tx
          .insert(refreshTokens)
          .values({ ...rotation.newRefresh, sessionId: rotation.sessionId });
        return true;
      });
    },

    /** Sessions that can still be used: not revoked, not ended, refreshed recently enough. */
    async listActive(userId: string, now: Date, idleSince: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastUsedAt, idleSince),
          ),
        )
        .orderBy(desc(sessions.lastUsedAt));
    },

    /** Which of these sessions can still be used: not revoked and not ended. */
    async liveIds(ids: readonly string[], now: Date): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            inArray(sessions.id, [...ids]),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Deletes what can never be used again; refresh tokens go with their sessions. */
    async purge(now: Date, keepRevokedSince: Date): Promise<void> {
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, keepRevokedSince)));
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
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
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
