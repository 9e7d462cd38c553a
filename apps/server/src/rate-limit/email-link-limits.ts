import type { RateLimitRule, RateLimiter } from './rate-limiter';

/** The two limits of a call that e-mails a link to an address the caller names. */
export type EmailLinkLimits = { perIp: RateLimitRule; perAddressFromIp: RateLimitRule };

/**
 * Counts a request to e-mail `email` from `ip` and says whether to send (decision 0044). Past
 * the IP's own limit it is refused (429, which only the asking IP sees); past the limit of this
 * address from this IP nothing is sent, and the caller answers as if it had been: the owner
 * asking from anywhere else still gets the link, and the asker cannot tell.
 */
export async function maySendLink(
  limiter: RateLimiter,
  limits: EmailLinkLimits,
  email: string,
  ip: string | null,
): Promise<boolean> {
  if (ip !== null) await limiter.consume(limits.perIp, ip);
  return limiter.tryConsume(limits.perAddressFromIp, `${email} from ${ip ?? 'an unknown address'}`);
}
