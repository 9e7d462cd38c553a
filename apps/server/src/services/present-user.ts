import type { TLanguage, TOnDeviceRequirement, TUser } from '@workbench/contracts';
import type { UserRow } from '../db/schema';
import type { OnDevicePolicy } from './on-device-policy';
import type { Premium } from './premium';

/** What the user's row does not say: read from subscriptions and organizations. */
export type UserStanding = {
  isPremium: boolean;
  onDeviceRequiredBy: TOnDeviceRequirement | null;
};

/** A user with no subscription and no organization yet (just signed up). */
export const NEW_USER_STANDING: UserStanding = { isPremium: false, onDeviceRequiredBy: null };

export function presentUser(row: UserRow, standing: UserStanding): TUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    pending_email: row.pendingEmail,
    department_id: row.departmentId,
    tutorial_finished: row.tutorialFinished,
    language: row.language as TLanguage,
    is_premium: standing.isPremium,
    on_device_required_by: standing.onDeviceRequiredBy,
  };
}

/** The signed-in user as the web app reads them: premium and the on-device requirement. */
export function createUserPresenter({
  premium,
  onDevicePolicy,
}: {
  premium: Premium;
  onDevicePolicy: OnDevicePolicy;
}) {
  return async (user: UserRow): Promise<TUser> => {
    const [isPremium, onDeviceRequiredBy] = await Promise.all([
      premium.isPremium(user),
      onDevicePolicy.requiredBy(user.id),
    ]);
    return presentUser(user, { isPremium, onDeviceRequiredBy });
  };
}

export type PresentUser = ReturnType<typeof createUserPresenter>;
