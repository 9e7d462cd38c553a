import { AUTH_MESSAGES } from '@workbench/contracts';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import type { EmailTokenRow, UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { createEmailTokensRepository } from '../repositories/email-tokens.repository';
import { createSessionsRepository } from '../repositories/sessions.repository';
import {
  createUsersRepository,
  isUniqueViolation,
  type UserPatch,
} from '../repositories/users.repository';

type Dependencies = { db: Database };

/** Work in the same transaction, and the refusal when the address is another account's. */
type Written = { after?: (tx: Database) => Promise<void>; taken?: string };

/**
 * An e-mail change in two steps (decision 0034). Asking for one only records `pending_email`:
 * login and resets keep working with the current address. A link to the new address makes the
 * change; a link to the old one cancels it for days, and undoes it if it was made already.
 */
export function createEmailChangeService({ db }: Dependencies) {
  const users = createUsersRepository(db);
  const emailTokens = createEmailTokensRepository(db);

  /**
   * Writes the user row and voids open confirmation links, in one transaction; when the address
   * moves, reset links sent to the one left behind go too (cancel links stay).
   */
  async function apply(
    userId: string,
    patch: UserPatch,
    { after, taken = AUTH_MESSAGES.emailTakenMeanwhile }: Written = {},
  ): Promise<UserRow> {
    const row = await db
      .transaction(async (tx) => {
        const written = await createUsersRepository(tx).update(userId, patch);
        const tokens = createEmailTokensRepository(tx);
        await tokens.voidOpen(userId, 'verify_email');
        if (patch.email !== undefined) await tokens.voidOpen(userId, 'reset_password');
        await after?.(tx);
        return written;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', taken);
        throw error;
      });
    if (row === undefined) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  return {
    /** Called for a verify link whose address is the user's pending one. */
    async confirm(user: UserRow, link: EmailTokenRow): Promise<'email_changed'> {
      if (link.usedAt !== null) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.verificationInvalid);
      }
      const now = new Date();
      if (link.expiresAt <= now) throw new AppError('GONE', AUTH_MESSAGES.verificationExpired);
      if (await users.isEmailTaken(link.email, user.id)) {
        await apply(user.id, { pendingEmail: null });
        throw new AppError('CONFLICT', AUTH_MESSAGES.emailTakenMeanwhile);
      }
      await apply(user.id, { email: link.email, pendingEmail: null, emailVerifiedAt: now });
      return 'email_changed';
    },

    /**
     * The old address's link: the pending change is dropped, a confirmed one undone, and every
     * device signed out, since whoever asked for the change may hold a session.
     */
    async cancel(token: string): Promise<{ email: string }> {
      const link = await emailTokens.find(hashToken(token), 'cancel_email_change');
      if (link === undefined || link.usedAt !== null) {
        throw new AppError('BAD_REQUEST', AUTH_MESSAGES.cancelInvalid);
      }
      const now = new Date();
      if (link.expiresAt <= now) throw new AppError('GONE', AUTH_MESSAGES.cancelExpired);
      const user = await users.findById(link.userId);
      if (user === undefined) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.cancelInvalid);
      const isUndo = user.email !== link.email;
      if (isUndo && (await users.isEmailTaken(link.email, user.id))) {
        throw new AppError('CONFLICT', AUTH_MESSAGES.oldEmailTaken);
      }
      const patch: UserPatch = isUndo
        ? { email: link.email, emailVerifiedAt: now, pendingEmail: null }
        : { pendingEmail: null };
      await apply(user.id, patch, {
        // The old address may be taken between the check above and the write.
        taken: AUTH_MESSAGES.oldEmailTaken,
        async after(tx) {
          if (!(await createEmailTokensRepository(tx).markUsed(link.tokenHash, now))) {
            throw new AppError('BAD_REQUEST', AUTH_MESSAGES.cancelInvalid);
          }
          await createSessionsRepository(tx).revokeAllForUser(user.id, 'email-change-cancelled');
        },
      });
      return { email: link.email };
    },

    /** The signed-in user takes back a change that waits for confirmation. */
    async withdraw(user: UserRow): Promise<UserRow> {
      if (user.pendingEmail === null) {
        throw new AppError('CONFLICT', AUTH_MESSAGES.noEmailChange);
      }
      return apply(user.id, { pendingEmail: null });
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
