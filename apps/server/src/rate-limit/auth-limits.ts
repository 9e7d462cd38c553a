import type { EmailLinkLimits } from './email-link-limits';
import type { BackoffRule, RateLimitRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login slows guessing down instead of locking accounts (decision 0022): nobody can lock another
 * person out by typing wrong passwords for them. One account from one address gets 5 free tries
 * and then waits 1 s, 2 s, 4 s … (at most 15 min); one account from everywhere gets 20, then the
 * same at most 1 min, so a spread-out attack is slow while the owner waits a minute at worst;
 * one address gets 100 across accounts, so an office behind one address stays in.
 */
export const LOGIN_BACKOFF = {
  accountFromAddress: {
    name: 'login-account-address',
    free: 5,
    windowMs: HOUR,
    maxDelayMs: 15 * MINUTE,
  },
  account: { name: 'login-account', free: 20, windowMs: HOUR, maxDelayMs: MINUTE },
  address: { name: 'login-address', free: 100, windowMs: 15 * MINUTE, maxDelayMs: MINUTE },
} as const satisfies Record<string, BackoffRule>;

/**
 * Abuse limits of the other account calls. Per-IP limits are generous because a whole agency
 * may sit behind one address; per-account and per-address limits are tight.
 */
export const AUTH_LIMITS = {
  passwordChecksPerUser: { name: 'password-check-user', limit: 5, windowMs: 15 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 20, windowMs: HOUR },
  signupPerAddress: { name: 'signup-address', limit: 3, windowMs: HOUR },
  availabilityPerIp: { name: 'availability-ip', limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The calls that e-mail a link to an address anyone may type (decision 0044): one client IP
 * asks 20 times an hour for any addresses, then 429; one address from one IP is sent 3 links an
 * hour, then nothing is sent and the answer is the same 200. A stranger can neither lock the
 * owner out (a request from any other IP still sends) nor learn that a limit was reached.
 */
export const EMAIL_LINK_LIMITS = {
  forgot: {
    perIp: { name: 'forgot-ip', limit: 20, windowMs: HOUR },
    perAddressFromIp: { name: 'forgot-address-ip', limit: 3, windowMs: HOUR },
  },
  resend: {
    perIp: { name: 'resend-ip', limit: 20, windowMs: HOUR },
    perAddressFromIp: { name: 'resend-address-ip', limit: 3, windowMs: HOUR },
  },
} as const satisfies Record<string, EmailLinkLimits>;
