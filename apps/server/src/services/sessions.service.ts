import { AUTH_MESSAGES, type TSession } from '@workbench/contracts';
import { AUTH_TTL_MS, LAST_USED_RESOLUTION_MS } from '../auth/auth-timings';
import { createToken, hashToken } from '../auth/tokens';
import type { SessionRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { SessionsRepository } from '../repositories/sessions.repository';

export type ClientInfo = { ip: string | null; userAgent: string | null };

/** What the browser is given: the raw tokens, which the server never stores. */
export type IssuedTokens = {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  sessionExpiresAt: Date;
};

export type Authenticated = { user: UserRow; session: SessionRow };

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const earliest = (a: Date, b: Date) => (a < b ? a : b);

function present(session: SessionRow, currentSessionId: string | undefined): TSession {
  return {
    session_id: session.id,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastUsedAt.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    user_agent: session.userAgent,
    ip: session.ip,
    is_current: session.id === currentSessionId,
  };
}

type Options = {
  now?: () => Date;
  /** Told of every session ended here (logout, revocation, a replayed refresh token). */
  onEnded?: readonly ((sessionId: string) => void | Promise<void>)[];
};

export function createSessionsService(repository: SessionsRepository, options: Options = {}) {
  const { now = () => new Date(), onEnded = [] } = options;

  async function revokeSession(
    userId: string,
    sessionId: string,
    reason: string,
  ): Promise<boolean> {
    const isRevoked = await repository.revoke(userId, sessionId, reason);
    if (isRevoked) for (const listener of onEnded) await listener(sessionId);
    return isRevoked;
  }

  async function issueRefreshToken(session: SessionRow, time: Date) {
    const refreshToken = createToken();
    const expiresAt = earliest(later(time, AUTH_TTL_MS.refreshIdle), session.expiresAt);
    await repository.insertRefreshToken({
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      expiresAt,
    });
    return { refreshToken, refreshExpiresAt: expiresAt };
  }

  async function revokeForReuse(sessionId: string, userId: string): Promise<never> {
    await revokeSession(userId, sessionId, 'refresh-token-reuse');
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
  }

  return {
    /** Starts a session for a user whose password was just checked against `user.passwordHash`. */
    async start(user: Pick<UserRow, 'id' | 'passwordHash'>, client: ClientInfo) {
      const time = now();
      const accessToken = createToken();
      const session = await repository.insertIfPasswordUnchanged(
        {
          userId: user.id,
          accessTokenHash: hashToken(accessToken),
          accessExpiresAt: later(time, AUTH_TTL_MS.access),
          expiresAt: later(time, AUTH_TTL_MS.session),
          userAgent: client.userAgent,
          ip: client.ip,
        },
        user.passwordHash,
      );
      // The password changed between the check and now: the checked one is no longer valid.
      if (session === undefined)
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      const refresh = await issueRefreshToken(session, time);
      return {
        session,
        accessToken,
        ...refresh,
        sessionExpiresAt: session.expiresAt,
      } satisfies IssuedTokens & { session: SessionRow };
    },

    /** The session and user behind an access token, or undefined when it is not live. */
    async authenticate(accessToken: string): Promise<Authenticated | undefined> {
      const time = now();
      const found = await repository.findByAccessHash(hashToken(accessToken), time);
      if (found === undefined) return undefined;
      if (time.getTime() - found.session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
        await repository.touch(found.session.id, time);
      }
      return found;
    },

    /**
     * Swaps a refresh token for a new access and refresh token. A token that was already
     * swapped is a replayed copy: the whole session ends.
     */
    async refresh(presented: string, client: ClientInfo) {
      const time = now();
      const stored = await repository.findRefreshToken(hashToken(presented));
      if (stored === undefined) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
      const found = await repository.findWithUser(stored.sessionId);
      if (found === undefined) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
      const { session, user } = found;
      if (stored.rotatedAt !== null) return revokeForReuse(session.id, session.userId);
      const isLive = session.revokedAt === null && session.expiresAt > time;
      if (!isLive || stored.expiresAt <= time) {
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.sessionExpired);
      }
      const accessToken = createToken();
      const refreshToken = createToken();
      const refreshExpiresAt = earliest(later(time, AUTH_TTL_MS.refreshIdle), session.expiresAt);
      const isFirstUse = await repository.rotate({
        oldTokenHash: stored.tokenHash,
        sessionId: session.id,
        now: time,
        accessHash: hashToken(accessToken),
        accessExpiresAt: earliest(later(time, AUTH_TTL_MS.access), session.expiresAt),
        ip: client.ip,
        newRefresh: { tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt },
      });
      if (!isFirstUse) return revokeForReuse(session.id, session.userId);
      return {
        user,
        accessToken,
        refreshToken,
        refreshExpiresAt,
        sessionExpiresAt: session.expiresAt,
      };
    },

    /** Ends the session behind a refresh token (logout after the access token lapsed). */
    async endByRefreshToken(refreshToken: string): Promise<void> {
      const stored = await repository.findRefreshToken(hashToken(refreshToken));
      if (stored === undefined) return;
      const found = await repository.findWithUser(stored.sessionId);
      if (found !== undefined) await revokeSession(found.user.id, found.session.id, 'logout');
    },

    async end(session: SessionRow, reason = 'logout'): Promise<void> {
      await revokeSession(session.userId, session.id, reason);
    },

    async list(userId: string, currentSessionId?: string): Promise<TSession[]> {
      const time = now();
      const idleSince = later(time, -AUTH_TTL_MS.refreshIdle);
      const rows = await repository.listActive(userId, time, idleSince);
      return rows.map((row) => present(row, currentSessionId));
    },

    /** Another user's session id answers the same as a missing one. */
    async revoke(userId: string, sessionId: string): Promise<void> {
      const isRevoked = await revokeSession(userId, sessionId, 'revoked-by-user');
      if (!isRevoked) throw new AppError('NOT_FOUND', 'Session not found');
    },

    /** Removes ended sessions, and revoked ones after 30 days (kept that long for review). */
    async purge(): Promise<void> {
      const time = now();
      await repository.purge(time, later(time, -30 * 24 * 60 * 60_000));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
