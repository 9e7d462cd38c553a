import type { TLanguage, TUser } from '@workbench/contracts';
import type { UserRow } from '../db/schema';

/** `isPremium` comes from `Premium.isPremium`, which reads the subscriptions. */
export function presentUser(row: UserRow, isPremium: boolean): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    pending_email: row.pendingEmail,
    department_id: row.departmentId,
    tutorial_finished: row.tutorialFinished,
    language: row.language as TLanguage,
    is_premium: isPremium,
  };
}
