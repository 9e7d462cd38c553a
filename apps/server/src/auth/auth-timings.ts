import { TIMINGS_MS } from '@workbench/contracts';

/** Lifetimes of the account tokens (decision 0006). */
export const AUTH_TTL_MS = {
  /** Access cookie: short, so a copied cookie is useful for minutes only. */
  access: 15 * 60_000,
  /** A refresh token unused this long lapses; each refresh issues a new one. */
  refreshIdle: 7 * 24 * 60 * 60_000,
  /** Absolute end of a session, however often it is refreshed. */
  session: 30 * 24 * 60 * 60_000,
  verifyEmail: TIMINGS_MS.verifyLinkValidity,
  resetPassword: TIMINGS_MS.resetLinkValidity,
  cancelEmailChange: TIMINGS_MS.cancelEmailChangeValidity,
} as const;

/** last_used_at is written at most this often, so reads do not turn into writes. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Forgot-password always takes at least this long, whether or not the address exists. */
export const FORGOT_PASSWORD_MIN_MS = 400;
