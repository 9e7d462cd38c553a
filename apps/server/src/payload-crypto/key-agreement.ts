import { PAYLOAD_LIMITS, PAYLOAD_MESSAGES, hkdfInfo } from '@workbench/contracts';
import {
  createECDH,
  createSecretKey,
  hkdfSync,
  randomBytes,
  type ECDH,
  type KeyObject,
} from 'node:crypto';
import { AppError } from '../errors/app-error';

const CURVE = 'prime256v1';
const KEY_ID_BYTES = 16;
const AES_KEY_BYTES = 32;

export type AgreedKey = {
  keyId: string;
  key: KeyObject;
  /** Raw uncompressed (0x04 ‖ X ‖ Y), as Web Crypto imports it. */
  serverPublicKey: Buffer;
  salt: Buffer;
};

/**
 * HKDF-SHA-256 over the ECDH secret, with the session and key id in its info: the same secret
 * under another session gives another key, so a key cannot be carried to another session.
 */
export function deriveKey(
  secret: Uint8Array,
  salt: Uint8Array,
  sessionId: string,
  keyId: string,
): KeyObject {
  const bytes = hkdfSync('sha256', secret, salt, hkdfInfo(sessionId, keyId), AES_KEY_BYTES);
  return createSecretKey(Buffer.from(bytes));
}

/**
 * One key exchange: a fresh server key pair (never reused, so a leaked key exposes one key),
 * the shared secret with the browser's public key, and the AES key derived from it.
 */
export function agreeKey(clientPublicKey: Uint8Array, sessionId: string): AgreedKey {
  const ecdh = createECDH(CURVE);
  const serverPublicKey = ecdh.generateKeys();
  const secret = sharedSecret(ecdh, clientPublicKey);
  const keyId = randomBytes(KEY_ID_BYTES).toString('base64url');
  const salt = randomBytes(PAYLOAD_LIMITS.saltBytes);
  return { keyId, key: deriveKey(secret, salt, sessionId, keyId), serverPublicKey, salt };
}

/** Only a raw uncompressed point on the curve; Node would also take a compressed one. */
function sharedSecret(ecdh: ECDH, clientPublicKey: Uint8Array): Buffer {
  const invalid = new AppError('VALIDATION_ERROR', PAYLOAD_MESSAGES.invalidPublicKey);
  const isUncompressed =
    clientPublicKey.length === PAYLOAD_LIMITS.publicKeyBytes && clientPublicKey[0] === 0x04;
  if (!isUncompressed) throw invalid;
  try {
    return ecdh.computeSecret(clientPublicKey);
  } catch {
    throw invalid;
  }
}
