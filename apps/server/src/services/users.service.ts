import { AUTH_MESSAGES, type TUpdateMeRequest } from '@workbench/contracts';
import { assertStrongPassword } from '../auth/password-strength';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { AUTH_LIMITS } from '../rate-limit/auth-limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { DepartmentsRepository } from '../repositories/departments.repository';
import { createEmailTokensRepository } from '../repositories/email-tokens.repository';
import {
  createUsersRepository,
  isUniqueViolation,
  type UsersRepository,
} from '../repositories/users.repository';
import type { AccountEmails } from './account-emails.service';
import type { LoginService } from './login.service';
import type { RegistrationService } from './registration.service';
import { setPassword } from './set-password';

/**
 * Work other areas do inside the same transaction: the settings area swaps predefined entity
 * lists on a department change; organizations refuse deleting an owner with members.
 */
export type AccountHooks = {
  onDepartmentChanged: Array<
    (tx: Database, change: { userId: string; from: number | null; to: number }) => Promise<void>
  >;
  beforeAccountDeleted: Array<(tx: Database, userId: string) => Promise<void>>;
  /** A session was logged out or revoked (after the fact, outside any transaction). */
  onSessionEnded: Array<(sessionId: string) => void | Promise<void>>;
};

type Dependencies = {
  db: Database;
  users: UsersRepository;
  departments: DepartmentsRepository;
  registration: RegistrationService;
  login: LoginService;
  emails: AccountEmails;
  limiter: RateLimiter;
  hooks: AccountHooks;
};

export function createUsersService(deps: Dependencies) {
  const { db, users, departments, registration, login, emails, limiter, hooks } = deps;

  async function updated(row: UserRow | undefined): Promise<UserRow> {
    if (row === undefined) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  return {
    /** Availability answers are limited per IP, since they reveal which accounts exist. */
    async isUsernameAvailable(username: string, ip: string | null) {
      if (ip !== null) await limiter.consume(AUTH_LIMITS.availabilityPerIp, ip);
      return !(await users.isUsernameTaken(username));
    },

    async isEmailAvailable(email: string, ip: string | null) {
      if (ip !== null) await limiter.consume(AUTH_LIMITS.availabilityPerIp, ip);
      return !(await users.isEmailTaken(email));
    },

    /**
     * A new e-mail address waits in `pendingEmail` until a link sent to it is opened; the old
     * address is told, with a link that cancels (decision 0034).
     */
    async updateProfile(user: UserRow, request: TUpdateMeRequest): Promise<UserRow> {
      const email = request.email?.toLowerCase();
      const isEmailChange = email !== undefined && email !== user.email;
      if (isEmailChange) {
        if (!request.password) {
          throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.currentPasswordForEmail);
        }
        await login.confirmPassword(user.id, user.passwordHash, request.password);
      }
      await registration.assertAvailable(
        request.username ?? user.username,
        email ?? user.email,
        user.id,
      );
      const next = await db
        .transaction(async (tx) => {
          // A new request replaces the one before: its confirmation link stops working.
          if (isEmailChange)
            await createEmailTokensRepository(tx).voidOpen(user.id, 'verify_email');
          return createUsersRepository(tx).update(user.id, {
            ...(request.username !== undefined && { username: request.username }),
            ...(request.language !== undefined && { language: request.language }),
            ...(isEmailChange && { pendingEmail: email }),
          });
        })
        .catch(async (error: unknown) => {
          // Two users raced for the same name or address; the index decides, and says which.
          if (isUniqueViolation(error)) {
            await registration.assertAvailable(
              request.username ?? user.username,
              email ?? user.email,
              user.id,
            );
          }
          throw error;
        })
        .then(updated);
      if (isEmailChange) {
        emails.inBackground(() => emails.sendEmailChange(next, email), 'e-mail change links');
      }
      return next;
    },

    /**
     * Other devices are signed out (this one stays) and the API keys go: whoever knew the old
     * password may have made keys, as a reset also assumes.
     */
    async changePassword(
      user: UserRow,
      sessionId: string,
      request: { current_password: string; new_password: string },
    ): Promise<void> {
      await login.confirmPassword(user.id, user.passwordHash, request.current_password);
      assertStrongPassword(request.new_password, 'new_password', user);
      await setPassword(db, {
        userId: user.id,
        password: request.new_password,
        reason: 'password-changed',
        keepSessionId: sessionId,
        revokeApiKeys: true,
      });
    },

    async changeDepartment(user: UserRow, departmentId: number): Promise<UserRow> {
      const department = await departments.findById(departmentId);
      if (department === undefined || !department.isActive) {
        throw new AppError('VALIDATION_ERROR', AUTH_MESSAGES.inactiveDepartment);
      }
      if (department.id === user.departmentId) return user;
      return db.transaction(async (tx) => {
        const row = await createUsersRepository(tx).update(user.id, {
          departmentId: department.id,
        });
        const change = { userId: user.id, from: user.departmentId, to: department.id };
        for (const hook of hooks.onDepartmentChanged) await hook(tx, change);
        return updated(row);
      });
    },

    async finishTutorial(user: UserRow): Promise<UserRow> {
      return updated(await users.update(user.id, { tutorialFinished: true }));
    },

    async restartTutorial(user: UserRow): Promise<UserRow> {
      return updated(await users.update(user.id, { tutorialFinished: false }));
    },

    /** Everything the user owns goes in one transaction, or nothing does. */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      await login.confirmPassword(user.id, user.passwordHash, password);
      await db.transaction(async (tx) => {
        for (const hook of hooks.beforeAccountDeleted) await hook(tx, user.id);
        await createUsersRepository(tx).delete(user.id);
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
