import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_MESSAGES } from '@workbench/contracts';
import { FORGOT_PASSWORD_MIN_MS } from '../auth/auth-timings';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { assertStrongPassword } from '../auth/password-strength';
import { AppError } from '../errors/app-error';
import { EMAIL_LINK_LIMITS } from '../rate-limit/auth-limits';
import { maySendLink } from '../rate-limit/email-link-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { EmailTokensRepository } from '../repositories/email-tokens.repository';
import type { UsersRepository } from '../repositories/users.repository';
import type { AccountEmails } from './account-emails.service';
import { setPassword } from './set-password';

type Dependencies = {
  db: Database;
  users: UsersRepository;
  emailTokens: EmailTokensRepository;
  emails: AccountEmails;
  limiter: RateLimiter;
};

export function createPasswordResetService(deps: Dependencies) {
  const { db, users, emailTokens, emails, limiter } = deps;

  return {
    /**
     * Answers alike, and after the same minimum time, whether or not the address has an
     * account and whether or not its limit let a link go (decision 0044); the e-mail goes out
     * in the background so SMTP latency does not show either.
     */
    async forgotPassword(email: string, ip: string | null): Promise<void> {
      const started = Date.now();
      const maySend = await maySendLink(limiter, EMAIL_LINK_LIMITS.forgot, email, ip);
      const user = maySend ? await users.findByEmail(email) : undefined;
      if (user !== undefined) {
        emails.inBackground(() => emails.sendPasswordReset(user), 'password reset e-mail');
      }
      const remaining = FORGOT_PASSWORD_MIN_MS - (Date.now() - started);
      if (remaining > 0) await sleep(remaining);
    },

    /** Sets the new password and signs the account out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const stored = await emailTokens.find(hashToken(token), 'reset_password');
      if (stored === undefined || stored.usedAt !== null) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetInvalid);
      }
      const now = new Date();
      if (stored.expiresAt <= now) throw new AppError('GONE', AUTH_MESSAGES.resetExpired);
      const user = await users.findById(stored.userId);
      // A link sent to an address the account no longer has is void.
      const isForCurrentAddress = user !== undefined && user.email === stored.email;
      if (!isForCurrentAddress) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetInvalid);
      // Refused before the link is used up, so the user can choose another with the same link.
      assertStrongPassword(newPassword, 'new_password', user);
      if (!(await emailTokens.markUsed(stored.tokenHash, now))) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.resetInvalid);
      }
      // The link reached the inbox, which proves the address as well as a verification would.
      const provesAddress = user.emailVerifiedAt === null;
      await setPassword(db, {
        userId: user.id,
        password: newPassword,
        reason: 'password-reset',
        revokeApiKeys: true,
        ...(provesAddress && { extra: { emailVerifiedAt: now } }),
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
