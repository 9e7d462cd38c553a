import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url (43 characters), fit for cookies and e-mailed links. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The CSRF value of a signed-in browser, derived from its access token: another site, or a
 * neighbouring subdomain that can plant cookies, cannot know it, so a planted `csrf_token`
 * cookie no longer passes for the session. It changes with the access token, at every sign-in
 * and refresh.
 */
export function csrfFor(accessToken: string): string {
  return createHash('sha256').update(`csrf:${accessToken}`).digest('base64url');
}

/**
 * Tokens are stored only as their SHA-256: they are long and random, so a slow hash adds
 * nothing, and a leaked table holds nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
