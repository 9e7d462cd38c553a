import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, base64url (43 characters), fit for cookies and e-mailed links. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as their SHA-256: they are long and random, so a slow hash adds
 * nothing, and a leaked table holds nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
