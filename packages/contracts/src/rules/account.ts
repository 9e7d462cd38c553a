import { z } from 'zod';
import { LIMITS } from '../limits';
import { controlCharactersMessage, noControlCharacters } from './control-characters';

const { email, username, password, token, loginIdentifier } = LIMITS;

/** Languages the interface and the e-mails are written in. */
export const LANGUAGES = ['en', 'nb'] as const;
export const ZLanguage = z.enum(LANGUAGES, { error: 'Language must be en or nb' });
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(email.max, { error: `Email must be less than ${email.max} characters`, abort: true })
  .pipe(z.email({ error: 'Invalid email format' }));

/**
 * Letters of the Latin script (æ, ø, å, ł, ð… included) and ASCII digits only: look-alike
 * letters from other scripts ("аdmin" with a Cyrillic а) could impersonate another user.
 */
export const ZUsername = z
  .string({ error: 'Username is required' })
  .trim()
  .normalize('NFKC')
  .min(1, { error: 'Username is required', abort: true })
  .min(username.min, {
    error: `Username must be at least ${username.min} characters`,
    abort: true,
  })
  .max(username.max, {
    error: `Username must be at most ${username.max} characters`,
    abort: true,
  })
  .check(noControlCharacters(controlCharactersMessage('Username')))
  .regex(/^[\p{Script=Latin}0-9]/u, {
    error: 'Username must start with a letter or number',
    abort: true,
  })
  .regex(/^[\p{Script=Latin}0-9._-]+$/u, {
    error: 'Username may only contain letters, numbers, dots, underscores and hyphens',
  });

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(password.min, {
    error: `Password must be at least ${password.min} characters`,
    abort: true,
  })
  .max(password.max, {
    error: `Password must be at most ${password.max} characters`,
    abort: true,
  })
  .regex(/\p{Lu}/u, { error: 'Password must contain at least one uppercase letter', abort: true })
  .regex(/\p{Ll}/u, { error: 'Password must contain at least one lowercase letter', abort: true })
  .regex(/\p{N}/u, { error: 'Password must contain at least one number', abort: true })
  .regex(/[^\p{L}\p{N}\s]/u, { error: 'Password must contain at least one special character' });

/** Tokens in verification and reset links. Every failure reads the same on purpose. */
export const ZToken = z
  .string({ error: 'Invalid token' })
  .min(token.min, { error: 'Invalid token', abort: true })
  .max(token.max, { error: 'Invalid token', abort: true })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'Invalid token' });

export const ZLoginRequest = z.object({
  identifier: z
    .string({ error: 'Email or username is required' })
    .trim()
    .min(1, { error: 'Email or username is required', abort: true })
    .max(loginIdentifier.max, {
      error: `Email or username must be at most ${loginIdentifier.max} characters`,
    }),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const ZSignupRequest = z
  .object({
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
    department_id: z.int({ error: 'Please choose a department' }).positive({
      error: 'Please choose a department',
    }),
    /** The language of the e-mails sent to this account. */
    language: ZLanguage.optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

export const ZResetPasswordRequest = z
  .object({
    token: ZToken,
    new_password: ZPassword,
    confirm_password: z.string({ error: 'Please confirm your password' }),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  });

export const ZChangePasswordRequest = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, { error: 'Current password is required' }),
    new_password: ZPassword,
    confirm_password: z.string({ error: 'Please confirm your new password' }),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirm_password'],
  })
  .refine((value) => value.new_password !== value.current_password, {
    error: 'New password must be different from current password',
    path: ['new_password'],
  });

export const DELETE_CONFIRMATION_TEXT = 'DELETE';

export const ZDeleteAccountRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
  confirm: z.literal(DELETE_CONFIRMATION_TEXT, {
    error: 'Please type DELETE exactly to confirm account deletion',
  }),
});

/** The sign-up form's own checklist: at least 8 characters and 3 of the 4 character classes. */
export function checkPasswordStrength(value: string) {
  const criteria = {
    length: value.length >= password.min,
    uppercase: /\p{Lu}/u.test(value),
    lowercase: /\p{Ll}/u.test(value),
    number: /\p{N}/u.test(value),
    special: /[^\p{L}\p{N}\s]/u.test(value),
  };
  const classes = [criteria.uppercase, criteria.lowercase, criteria.number, criteria.special];
  const classCount = classes.filter(Boolean).length;
  return { criteria, classCount, isStrongEnough: criteria.length && classCount >= 3 };
}
