import { AUTH_MESSAGES, type TSignupRequest } from '@workbench/contracts';
import { hashPassword } from '../auth/passwords';
import { hashToken } from '../auth/tokens';
import type { UserRow } from '../db/schema';
import { assertStrongPassword } from '../auth/password-strength';
import { AppError } from '../errors/app-error';
import { AUTH_LIMITS, EMAIL_LINK_LIMITS } from '../rate-limit/auth-limits';
import { maySendLink } from '../rate-limit/email-link-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { DepartmentsRepository } from '../repositories/departments.repository';
import type { EmailTokensRepository } from '../repositories/email-tokens.repository';
import { isUniqueViolation, type UsersRepository } from '../repositories/users.repository';
import type { AccountEmails } from './account-emails.service';
import type { EmailChangeService } from './email-change.service';

type Dependencies = {
  users: UsersRepository;
  departments: DepartmentsRepository;
  emailTokens: EmailTokensRepository;
  emails: AccountEmails;
  emailChange: EmailChangeService;
  limiter: RateLimiter;
};

export function createRegistrationService(deps: Dependencies) {
  const { users, departments, emailTokens, emails, emailChange, limiter } = deps;

  async function assertAvailable(username: string, email: string, exceptUserId?: string) {
    if (await users.isUsernameTaken(username, exceptUserId)) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.usernameTaken);
    }
    if (await users.isEmailTaken(email, exceptUserId)) {
      throw new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
    }
  }

  return {
    assertAvailable,

    async signup(request: TSignupRequest, ip: string | null): Promise<UserRow> {
      if (ip !== null) await limiter.consume(AUTH_LIMITS.signupPerIp, ip);
      await limiter.consume(AUTH_LIMITS.signupPerAddress, request.email);
      const department = await departments.findById(request.department_id);
      if (department === undefined || !department.isActive) {
        throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.inactiveDepartment);
      }
      assertStrongPassword(request.password, 'password', request);
      await assertAvailable(request.username, request.email);
      let user: UserRow;
      try {
        user = await users.insert({
          username: request.username,
          email: request.email,
          passwordHash: await hashPassword(request.password),
          departmentId: department.id,
          language: request.language ?? 'en',
        });
      } catch (error) {
        // Two sign-ups raced past the availability check; the index decides.
        if (isUniqueViolation(error)) await assertAvailable(request.username, request.email);
        throw error;
      }
      // The account exists either way; a lost e-mail is recovered with "resend".
      emails.inBackground(() => emails.sendVerification(user), 'verification e-mail');
      return user;
    },

    /**
     * A link clicked twice, or for an address verified meanwhile, still reads as success. A link
     * to the user's pending address completes an e-mail change instead.
     */
    async verifyEmail(token: string): Promise<'verified' | 'already_verified' | 'email_changed'> {
      const stored = await emailTokens.find(hashToken(token), 'verify_email');
      if (stored === undefined)
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.verificationInvalid);
      const user = await users.findById(stored.userId);
      if (user !== undefined && user.pendingEmail === stored.email) {
        return emailChange.confirm(user, stored);
      }
      if (user === undefined || user.email !== stored.email) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.verificationInvalid);
      }
      if (user.emailVerifiedAt !== null) return 'already_verified';
      if (stored.usedAt !== null)
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.verificationInvalid);
      const now = new Date();
      if (stored.expiresAt <= now) throw new AppError('GONE', AUTH_MESSAGES.verificationExpired);
      if (!(await emailTokens.markUsed(stored.tokenHash, now))) return 'already_verified';
      await users.update(user.id, { emailVerifiedAt: now });
      return 'verified';
    },

    /**
     * Unknown addresses, and an address past its limit from this IP (decision 0044), get the
     * answer of a known one.
     */
    async resendVerification(email: string, ip: string | null): Promise<void> {
      if (!(await maySendLink(limiter, EMAIL_LINK_LIMITS.resend, email, ip))) return;
      // A verified address is answered like an unknown one: a different answer told anyone
      // which addresses have accounts here.
      const user = await users.findByEmail(email);
      if (user === undefined || user.emailVerifiedAt !== null) return;
      try {
        await emails.sendVerification(user);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.sendFailed);
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
