import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { ZEmail, ZToken } from '../rules/account';
import { ZUser } from './users';

/**
 * Paths of the account calls the spec leaves open (decision 0005). Every one is a POST with
 * a JSON body, so every one carries the CSRF header.
 */
export const AUTH_PATHS = {
  csrf: '/api/auth/csrf',
  signup: '/api/auth/signup',
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  refresh: '/api/auth/refresh',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  /** From the notice to the old address: undoes an e-mail change, asked or already confirmed. */
  cancelEmailChange: '/api/auth/cancel-email-change',
} as const;

/**
 * Server messages the web app recognises by content (accounts §2): the login page shows the
 * unverified one as information with a resend link.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username/email or password',
  weakPassword:
    'This password is too easy to guess: it is a common password or follows a common pattern. Choose a longer one, for example a few unrelated words.',
  unverifiedLogin: 'Please verify your email before logging in',
  verificationExpired: 'Verification link expired. Request a new one.',
  verificationInvalid: 'Invalid verification link',
  resetExpired: 'Reset link expired. Request a new one.',
  resetInvalid: 'Invalid or already used reset link',
  sendFailed: 'Failed to send verification email. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  notSignedIn: 'Not signed in',
  sessionExpired: 'Session expired. Please log in again.',
  csrfInvalid: 'Missing or invalid CSRF token',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  inactiveDepartment: 'Please choose an active department',
  currentPasswordIncorrect: 'Current password is incorrect',
  currentPasswordForEmail: 'Current password is required to change your email',
  cancelInvalid: 'Invalid or already used cancel link',
  cancelExpired: 'This cancel link has expired. Log in and change the address in your settings.',
  /** The address was taken by another account between asking for it and confirming it. */
  emailTakenMeanwhile:
    'Another account now uses this email address, so the change cannot be completed. Your address stays as it was.',
  /** Undoing a confirmed change needs the old address, which another account took meanwhile. */
  oldEmailTaken:
    'Another account now uses your previous address, so it cannot be restored. Log in with your current address and contact support.',
  noEmailChange: 'There is no email change waiting',
} as const;

export const ZEmailOnlyRequest = z.object({ email: ZEmail });
export const ZTokenRequest = z.object({ token: ZToken });

/** Sign-up answer: the account exists but cannot log in until the e-mail is verified. */
export const ZSignupResponse = successEnvelope(
  z.object({ user: ZUser, verification_required: z.literal(true) }),
);

/** `email_changed`: the link confirmed a new address, which the account uses from now on. */
export const ZVerifyEmailResponse = successEnvelope(
  z.object({ status: z.enum(['verified', 'already_verified', 'email_changed']) }),
);

/** The account's address after the cancel; every session was signed out. */
export const ZCancelEmailChangeResponse = successEnvelope(z.object({ email: z.string() }));

export const ZCsrfResponse = successEnvelope(z.object({ csrf_token: z.string() }));
