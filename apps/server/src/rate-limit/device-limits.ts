import type { RateLimitRule } from './rate-limiter';

/**
 * On-device tickets and returns, per user (decision 0057). A ticket is a few bytes and one
 * charge, so the limit only stops a client stuck in a loop: a caseworker's workspace asks for one
 * ticket per search, detection or redaction of up to 20 files, far below two a second.
 */
export const DEVICE_LIMITS = {
  ticketsPerUser: { name: 'device-tickets-user', limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;
