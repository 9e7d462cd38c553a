import {
  AUTH_MESSAGES,
  DELETE_CONFIRMATION_TEXT,
  LIMITS,
  PASSWORDS_DO_NOT_MATCH,
} from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

const { email, username, password, loginIdentifier } = LIMITS;

/**
 * Validation and server messages are English (contracts and the server share them); this
 * maps each one to a key under `messages.` so the interface can show it in the user's
 * language. English translations are the same text, which a test checks.
 */
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Email is required': 'emailRequired',
  [`Email must be less than ${email.max} characters`]: 'emailTooLong',
  'Invalid email format': 'emailInvalid',
  'Username is required': 'usernameRequired',
  [`Username must be at least ${username.min} characters`]: 'usernameTooShort',
  [`Username must be at most ${username.max} characters`]: 'usernameTooLong',
  'Username must start with a letter or number': 'usernameStart',
  'Username may only contain letters, numbers, dots, underscores and hyphens': 'usernameChars',
  'Password is required': 'passwordRequired',
  [`Password must be at least ${password.min} characters`]: 'passwordTooShort',
  [`Password must be at most ${password.max} characters`]: 'passwordTooLong',
  'Password must contain at least one uppercase letter': 'passwordUppercase',
  'Password must contain at least one lowercase letter': 'passwordLowercase',
  'Password must contain at least one number': 'passwordNumber',
  'Password must contain at least one special character': 'passwordSpecial',
  'Invalid token': 'invalidToken',
  'Email or username is required': 'identifierRequired',
  [`Email or username must be at most ${loginIdentifier.max} characters`]: 'identifierTooLong',
  [PASSWORDS_DO_NOT_MATCH]: 'passwordsDoNotMatch',
  'Please confirm your password': 'confirmPasswordRequired',
  'Please confirm your new password': 'confirmNewPasswordRequired',
  'Please choose a department': 'departmentRequired',
  [AUTH_MESSAGES.inactiveDepartment]: 'departmentInactive',
  'Current password is required': 'currentPasswordRequired',
  'New password must be different from current password': 'newPasswordSame',
  [`Please type ${DELETE_CONFIRMATION_TEXT} exactly to confirm account deletion`]:
    'deleteConfirmMismatch',
  [AUTH_MESSAGES.usernameTaken]: 'usernameTaken',
  [AUTH_MESSAGES.emailTaken]: 'emailTaken',
  [AUTH_MESSAGES.currentPasswordForEmail]: 'currentPasswordForEmail',
  [AUTH_MESSAGES.currentPasswordIncorrect]: 'currentPasswordIncorrect',
  [AUTH_MESSAGES.invalidCredentials]: 'invalidCredentials',
  [AUTH_MESSAGES.unverifiedLogin]: 'unverifiedLogin',
  [AUTH_MESSAGES.alreadyVerified]: 'alreadyVerified',
  [AUTH_MESSAGES.verificationExpired]: 'verificationExpired',
  [AUTH_MESSAGES.verificationInvalid]: 'verificationInvalid',
  [AUTH_MESSAGES.resetExpired]: 'resetExpired',
  [AUTH_MESSAGES.resetInvalid]: 'resetInvalid',
  [AUTH_MESSAGES.sendFailed]: 'sendFailed',
  [AUTH_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
  [AUTH_MESSAGES.notSignedIn]: 'notSignedIn',
  [AUTH_MESSAGES.sessionExpired]: 'sessionExpired',
  [AUTH_MESSAGES.csrfInvalid]: 'csrfInvalid',
};

/** The message in the interface language when it is a known one, else as the server wrote it. */
export function localizeMessage(t: TFunction, message: string): string {
  const key = MESSAGE_KEYS[message];
  return key === undefined ? message : t(`messages.${key}`);
}

/** Codes whose message says nothing useful to the user; the caller's fallback is shown. */
const OPAQUE_CODES = new Set([
  'NETWORK_ERROR',
  'HTTP_ERROR',
  'INVALID_RESPONSE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);

/** The server's message when it has one worth showing (spec §8), else the localized fallback. */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && !OPAQUE_CODES.has(error.code) && error.message !== '') {
    return localizeMessage(t, error.message);
  }
  return fallback;
}
