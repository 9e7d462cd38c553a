import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits of the account calls. Per-IP limits are generous because a whole agency may
 * sit behind one address; per-account and per-address limits are tight.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAccount: { name: 'login-fail-account', limit: 5, windowMs: 15 * MINUTE },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 50, windowMs: 15 * MINUTE },
  passwordChecksPerUser: { name: 'password-check-user', limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 20, windowMs: HOUR },
  signupPerAddress: { name: 'signup-address', limit: 3, windowMs: HOUR },
  resendPerIp: { name: 'resend-ip', limit: 20, windowMs: HOUR },
  resendPerAddress: { name: 'resend-address', limit: 3, windowMs: HOUR },
  forgotPerIp: { name: 'forgot-ip', limit: 20, windowMs: HOUR },
  forgotPerAddress: { name: 'forgot-address', limit: 3, windowMs: HOUR },
  availabilityPerIp: { name: 'availability-ip', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;
