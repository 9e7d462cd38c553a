import { AUTH_MESSAGES, type TLoginRequest } from '@workbench/contracts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { AppError } from '../errors/app-error';
import { AUTH_LIMITS, LOGIN_BACKOFF } from '../rate-limit/auth-limits';
import type { BackoffRule, RateLimiter } from '../rate-limit/rate-limiter';
import type { UsersRepository } from '../repositories/users.repository';
import type { ClientInfo, SessionsService } from './sessions.service';

type Dependencies = { users: UsersRepository; sessions: SessionsService; limiter: RateLimiter };

/**
 * Login attempts slow down instead of locking anyone out (LOGIN_BACKOFF, decision 0022): per
 * account from one address, per account from everywhere, and per address. Attempts are counted
 * before the password is checked, so parallel guesses cannot all pass a "fewer than 5 so far"
 * test; a success gives its attempt back. An account is counted as one whichever name is typed
 * (an attacker gets no extra tries by switching from the username to the e-mail; at the same
 * address, a slowed-down e-mail tells them it is the same account, after 5 wrong passwords).
 */
export function createLoginService({ users, sessions, limiter }: Dependencies) {
  const identifierKey = (identifier: string) => identifier.trim().normalize('NFKC').toLowerCase();

  /** Counts the attempt under every rule, or under none when one of them refuses it. */
  async function countAttempt(attempts: [BackoffRule, string][]) {
    const counted: [BackoffRule, string][] = [];
    try {
      for (const [rule, subject] of attempts) {
        await limiter.consumeWithBackoff(rule, subject);
        counted.push([rule, subject]);
      }
    } catch (error) {
      for (const [rule, subject] of counted) await limiter.release(rule, subject);
      throw error;
    }
  }

  return {
    /** Checks the password first, so only someone who knows it learns the account is unverified. */
    async login({ identifier, password }: TLoginRequest, client: ClientInfo) {
      const user = await users.findByIdentifier(identifier);
      const account = user?.id ?? `name:${identifierKey(identifier)}`;
      const pair = `${account}|${client.ip ?? 'unknown'}`;
      await countAttempt([
        [LOGIN_BACKOFF.accountFromAddress, pair],
        [LOGIN_BACKOFF.account, account],
        ...(client.ip === null
          ? []
          : [[LOGIN_BACKOFF.address, client.ip] as [BackoffRule, string]]),
      ]);
      const isValid =
        user === undefined
          ? await verifyAgainstDummy(password)
          : await verifyPassword(user.passwordHash, password);
      if (user === undefined || !isValid) {
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials);
      }
      await limiter.reset(LOGIN_BACKOFF.accountFromAddress, pair);
      await limiter.release(LOGIN_BACKOFF.account, account);
      if (client.ip !== null) await limiter.release(LOGIN_BACKOFF.address, client.ip);
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
