import type { RateLimitRule } from './rate-limiter';

/**
 * CSP reports come unauthenticated from any browser; a page that breaks its policy in a loop
 * must not fill the log. 30 a minute per address is far above a real page's share, and each
 * request logs at most 11 lines (LOGGED_VIOLATIONS_MAX), so one address writes at most 330.
 */
export const SECURITY_LIMITS = {
  cspReportsPerIp: { name: 'csp-reports-ip', limit: 30, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;
