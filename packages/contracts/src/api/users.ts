import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZEmail, ZLanguage, ZUsername } from '../rules/account';
import { ZOnDeviceRequirement } from './device';

/** Paths the spec gives for the user, session and department calls (accounts §7). */
export const USER_PATHS = {
  me: '/api/users/me',
  checkUsername: '/api/users/check/username',
  checkEmail: '/api/users/check/email',
  sessions: '/api/users/me/sessions',
  changePassword: '/api/users/me/change-password',
  department: '/api/users/me/department',
  /** DELETE withdraws an e-mail change that waits for confirmation (decision 0034). */
  emailChange: '/api/users/me/email-change',
  tutorialFinish: '/api/users/me/tutorial/finish',
  /** Chosen here (decision 0009): the tutorial shows again on the next visit to the workspace. */
  tutorialRestart: '/api/users/me/tutorial/restart',
} as const;

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  /** An address asked for and not yet confirmed; `email` stays in use until it is. */
  pending_email: z.string().nullable(),
  department_id: z.int().nullable(),
  tutorial_finished: z.boolean(),
  language: ZLanguage,
  /** May use premium features (an active or trialing subscription). */
  is_premium: z.boolean(),
  /**
   * The first of the user's organizations that requires documents to be processed on the user's
   * device, or null: the web app then processes on the device whatever the setting says, and
   * the server refuses document uploads (ON_DEVICE_REQUIRED). Absent in a user kept from before
   * it existed, which reads as null.
   */
  on_device_required_by: ZOnDeviceRequirement.nullable().default(null),
});
export type TUser = z.infer<typeof ZUser>;

export const ZMeResponse = successEnvelope(ZUser);
export const ZLoginResponse = successEnvelope(z.object({ user: ZUser }));
export const ZEmptyResponse = successEnvelope(z.null());

/**
 * Profile update. `password` is the current password, needed only when the e-mail changes;
 * a new e-mail waits in `pending_email` until a link sent to it is opened.
 */
export const ZUpdateMeRequest = z
  .object({
    username: ZUsername.optional(),
    email: ZEmail.optional(),
    password: z.string().max(128, { error: 'Password must be at most 128 characters' }).optional(),
    language: ZLanguage.optional(),
  })
  .refine(
    (value) =>
      value.username !== undefined || value.email !== undefined || value.language !== undefined,
    { error: 'Nothing to update' },
  );
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

export const ZCheckUsernameQuery = z.object({ username: ZUsername });
export const ZCheckEmailQuery = z.object({ email: ZEmail });
export const ZCheckUsernameResponse = successEnvelope(
  z.object({ available: z.boolean(), username: z.string() }),
);
export const ZCheckEmailResponse = successEnvelope(
  z.object({ available: z.boolean(), email: z.string() }),
);

export const ZDepartmentChangeRequest = z.object({
  department_id: z.int({ error: 'Please choose a department' }).positive({
    error: 'Please choose a department',
  }),
});

export const ZSession = z.object({
  session_id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  is_current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionsResponse = successEnvelope(z.array(ZSession));
export const ZRevokeSessionRequest = z.object({
  session_id: z.uuid({ error: 'Invalid session id' }),
});
