import { AUTH_MESSAGES, type TLoginRequest } from '@workbench/contracts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { AppError } from '../errors/app-error';
import { AUTH_LIMITS } from '../rate-limit/auth-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepository } from '../repositories/users.repository';
import type { ClientInfo, SessionsService } from './sessions.service';

type Dependencies = { users: UsersRepository; sessions: SessionsService; limiter: RateLimiter };

/**
 * Attempts are counted before the password is checked, so parallel guesses cannot all pass a
 * "fewer than 5 so far" test; a success gives its attempt back. The per-account limit is keyed
 * on the identifier as typed, so a lockout does not reveal that a username and an address
 * belong to the same account.
 */
export function createLoginService({ users, sessions, limiter }: Dependencies) {
  const identifierKey = (identifier: string) => identifier.trim().normalize('NFKC').toLowerCase();

  return {
    /** Checks the password first, so only someone who knows it learns the account is unverified. */
    async login({ identifier, password }: TLoginRequest, client: ClientInfo) {
      const accountKey = identifierKey(identifier);
      if (client.ip !== null) await limiter.consume(AUTH_LIMITS.loginFailuresPerIp, client.ip);
      await limiter.consume(AUTH_LIMITS.loginFailuresPerAccount, accountKey);
      const user = await users.findByIdentifier(identifier);
      const isValid =
        user === undefined
          ? await verifyAgainstDummy(password)
          : await verifyPassword(user.passwordHash, password);
      if (user === undefined || !isValid) {
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(AUTH_LIMITS.loginFailuresPerAccount, accountKey);
      if (client.ip !== null) await limiter.release(AUTH_LIMITS.loginFailuresPerIp, client.ip);
      if (user.emailVerifiedAt === null) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.unverifiedLogin);
      }
      const started = await sessions.start(user, client);
      return { user, ...started };
    },

    /** Re-checks the password of a signed-in user before a sensitive change. */
    async confirmPassword(userId: string, passwordHash: string, password: string): Promise<void> {
      await limiter.consume(AUTH_LIMITS.passwordChecksPerUser, userId);
      if (!(await verifyPassword(passwordHash, password))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.currentPasswordIncorrect);
      }
      await limiter.release(AUTH_LIMITS.passwordChecksPerUser, userId);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
