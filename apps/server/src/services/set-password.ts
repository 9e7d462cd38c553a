import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { createApiKeysRepository } from '../repositories/api-keys.repository';
import { createEmailTokensRepository } from '../repositories/email-tokens.repository';
import { createSessionsRepository } from '../repositories/sessions.repository';
import { createUsersRepository } from '../repositories/users.repository';

/**
 * Sets a new password and, in the same transaction, signs out every session (but `keepSessionId`)
 * and voids open reset links, so nothing issued under the old password outlives it. With
 * `revokeApiKeys` (a reset: whoever held the account may have made keys) the API keys go too.
 */
export async function setPassword(
  db: Database,
  change: {
    userId: string;
    password: string;
    reason: string;
    keepSessionId?: string;
    revokeApiKeys?: boolean;
    extra?: Pick<Partial<UserRow>, 'emailVerifiedAt'>;
  },
): Promise<void> {
  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await createUsersRepository(tx).update(change.userId, { passwordHash, ...change.extra });
    await createSessionsRepository(tx).revokeAllForUser(
      change.userId,
      change.reason,
      change.keepSessionId,
    );
    await createEmailTokensRepository(tx).voidOpen(change.userId, 'reset_password');
    if (change.revokeApiKeys) await createApiKeysRepository(tx).deleteAllForUser(change.userId);
  });
}
