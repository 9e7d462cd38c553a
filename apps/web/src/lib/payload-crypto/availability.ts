import { ApiError } from '../api-error';

/** What the user is told when the browser has no Web Crypto (localized in lib/messages). */
export const ENCRYPTION_UNAVAILABLE_MESSAGE =
  'Encryption needs a secure connection. Open the app over HTTPS (or on localhost).';

/** Whether Web Crypto is there: browsers offer `crypto.subtle` only on secure origins. */
export function isEncryptionAvailable(): boolean {
  const { crypto: webCrypto } = globalThis as { crypto?: Partial<Crypto> };
  return webCrypto?.subtle !== undefined && typeof webCrypto.getRandomValues === 'function';
}

/**
 * Throws ENCRYPTION_UNAVAILABLE when the page cannot encrypt (a non-secure origin): a processing
 * call then fails with a message saying why, and is never sent plain instead.
 */
export function assertEncryptionAvailable(): void {
  if (!isEncryptionAvailable()) {
    throw new ApiError('ENCRYPTION_UNAVAILABLE', ENCRYPTION_UNAVAILABLE_MESSAGE, 0);
  }
}
