import { AUTH_MESSAGES, type TLoginRequest } from '@workbench/contracts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { AppError } from '../errors/app-error';
import { AUTH_LIMITS } from '../rate-limit/auth-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepository } from '../repositories/users.repository';
import type { ClientInfo, SessionsService } from './sessions.service';

type Dependencies = { users: UsersRepository; sessions: SessionsService; limiter: RateLimiter };

export function createLoginService({ users, sessions, limiter }: Dependencies) {
  /** Failures count per account (by id when it exists) and per client IP. */
  async function refuse(accountKey: string, ip: string | null): Promise<never> {
    await limiter.recordFailure(AUTH_LIMITS.loginFailuresPerAccount, accountKey);
    if (ip !== null) await limiter.recordFailure(AUTH_LIMITS.loginFailuresPerIp, ip);
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
  }

  return {
    /**
     * Checks the password before anything else is said about the account, so an unverified
     * address is only revealed to someone who knows the password.
     */
    async login({ identifier, password }: TLoginRequest, client: ClientInfo) {
      const user = await users.findByIdentifier(identifier);
      const accountKey = user?.id ?? identifier.trim();
      await limiter.check(AUTH_LIMITS.loginFailuresPerAccount, accountKey);
      if (client.ip !== null) await limiter.check(AUTH_LIMITS.loginFailuresPerIp, client.ip);
      if (user === undefined) {
        await verifyAgainstDummy(password);
        return refuse(accountKey, client.ip);
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        return refuse(accountKey, client.ip);
      if (user.emailVerifiedAt === null) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.unverifiedLogin);
      }
      await limiter.reset(AUTH_LIMITS.loginFailuresPerAccount, accountKey);
      const started = await sessions.start(user.id, client);
      return { user, ...started };
    },

    /** Re-checks the password of a signed-in user before a sensitive change. */
    async confirmPassword(userId: string, passwordHash: string, password: string): Promise<void> {
      await limiter.check(AUTH_LIMITS.loginFailuresPerAccount, userId);
      if (await verifyPassword(passwordHash, password)) return;
      await limiter.recordFailure(AUTH_LIMITS.loginFailuresPerAccount, userId);
      throw new AppError('BAD_REQUEST', 'Current password is incorrect');
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
