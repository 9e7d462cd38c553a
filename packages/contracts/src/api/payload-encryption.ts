import { z } from 'zod';
import { successEnvelope } from '../envelope';

/**
 * Application-layer encryption of documents and results between the browser and the server
 * (workspace §7 and §8; decision 0021). The browser and the server agree a per-session key with
 * ECDH P-256, derive an AES-256-GCM key from it with HKDF-SHA-256 bound to the session id, and
 * encrypt every file, form field set, JSON answer, stream event and redacted file with it.
 */
export const PAYLOAD_SCHEME = 'p256-hkdf-sha256-aes256gcm-v1';

export const PAYLOAD_PATHS = {
  /** POST: a new key for this session (signed-in browsers only). */
  keyExchange: '/api/session/key-exchange',
} as const;

/**
 * The request header of an encrypted request: `<key_id>:<request_id>`, so the server knows the
 * key and the request id before it reads the body (the detection stream's first event is sealed
 * before the upload is read).
 */
export const PAYLOAD_KEY_HEADER = 'X-Payload-Key';

/** The multipart field, sent before any file, that describes an encrypted upload. */
export const ENCRYPTION_FIELD = 'encryption';
/** The multipart field holding every other form field, encrypted as one JSON object. */
export const ENCRYPTED_FIELDS_FIELD = 'encrypted_fields';

/** Content type of an encrypted file answer (a redacted PDF or ZIP). */
export const ENCRYPTED_CONTENT_TYPE = 'application/vnd.workbench.encrypted';
/** Headers of an encrypted file answer: its nonce and the content type it hides. */
export const ENCRYPTED_NONCE_HEADER = 'X-Encryption-Nonce';
export const ENCRYPTED_TYPE_HEADER = 'X-Encrypted-Content-Type';

export const PAYLOAD_LIMITS = {
  /** AES-GCM nonce, bytes (96 bits). */
  nonceBytes: 12,
  /** AES-GCM authentication tag appended to every ciphertext, bytes. */
  tagBytes: 16,
  /** HKDF salt the server chooses per exchange, bytes. */
  saltBytes: 32,
  /** An uncompressed P-256 public key (0x04 ‖ X ‖ Y), bytes. */
  publicKeyBytes: 65,
  /** Keys a session keeps at once (one per tab, roughly); the oldest goes first. */
  keysPerSession: 8,
  /** A key lives this long at most, and never longer than its session. */
  keyTtlMs: 12 * 60 * 60_000,
  /** A key replaced after a session refresh still opens requests already on their way. */
  replacedKeyGraceMs: 2 * 60_000,
  /** Request nonces one key accepts before the browser must agree a new key. */
  noncesPerKey: 10_000,
} as const;

export const PAYLOAD_MESSAGES = {
  encryptionRequired:
    'This server accepts documents only in encrypted form. Reload the page and try again.',
  keyUnknown: 'The encryption key is unknown or has expired. Please try again.',
  needsSession: 'Encrypted uploads need a signed-in browser session',
  decryptionFailed:
    'The upload could not be decrypted: it was changed on the way or encrypted with another key',
  replayed: 'This encrypted upload was already received once; it is refused as a replay',
  malformed: 'The encryption field is missing or invalid',
  invalidPublicKey: 'The public key is not a valid P-256 point',
} as const;

const base64 = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: `${what} must be base64` })
    .refine((value) => base64Length(value) === bytes, {
      error: `${what} must be ${bytes} bytes`,
    });

/** Decoded length of a base64 string, without decoding it. */
function base64Length(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0;
  return (value.length / 4) * 3 - padding;
}

export const ZPublicKey = base64(PAYLOAD_LIMITS.publicKeyBytes, 'The public key');
export const ZNonce = base64(PAYLOAD_LIMITS.nonceBytes, 'The nonce');
export const ZKeyId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Invalid key id' });
export const ZRequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Invalid request id' });

export const ZKeyExchangeRequest = z.object({
  /** The browser's ephemeral ECDH public key, raw uncompressed, base64. */
  client_public_key: ZPublicKey,
  /** The key this one replaces (after a session refresh); the server forgets it. */
  replaces_key_id: ZKeyId.optional(),
});
export type TKeyExchangeRequest = z.infer<typeof ZKeyExchangeRequest>;

export const ZKeyExchange = z.object({
  scheme: z.literal(PAYLOAD_SCHEME),
  key_id: ZKeyId,
  /** The server's ephemeral ECDH public key, raw uncompressed, base64. */
  server_public_key: ZPublicKey,
  /** HKDF salt, base64, 32 bytes. */
  salt: z.string(),
  /** The session the key is bound to (HKDF info). */
  session_id: z.string(),
  expires_at: z.string(),
  /** The server refuses plain document uploads from browser sessions. */
  required: z.boolean(),
});
export type TKeyExchange = z.infer<typeof ZKeyExchange>;
export const ZKeyExchangeResponse = successEnvelope(ZKeyExchange);

/**
 * The `encryption` field of an encrypted upload, sent first. Its exact text is part of the
 * associated data of every part, so the description cannot be changed, and a part cannot be left
 * out, added or moved to another request or route, without every part failing to open.
 */
export const ZUploadEncryption = z.object({
  scheme: z.literal(PAYLOAD_SCHEME),
  key_id: ZKeyId,
  /** Fresh per attempt; the answer's associated data names it, binding answer to request. */
  request_id: ZRequestId,
  /** The path the request is sent to (without the query); the server checks it is its own. */
  path: z.string().max(200),
  /** Nonce of the `encrypted_fields` part, sent always (an empty object when no fields). */
  fields_nonce: ZNonce,
  /** One entry per file part, in the parts' order. */
  files: z
    .array(z.object({ nonce: ZNonce, size: z.int().nonnegative() }))
    .max(100, { error: 'Too many files' }),
});
export type TUploadEncryption = z.infer<typeof ZUploadEncryption>;

/** An encrypted JSON answer or stream event (the `data:` line's JSON). */
export const ZEncryptedPayload = z.object({ encrypted_data: z.string(), nonce: ZNonce });
export type TEncryptedPayload = z.infer<typeof ZEncryptedPayload>;

/** HKDF info: the scheme, the session and the key id, so a key is bound to its session. */
export function hkdfInfo(sessionId: string, keyId: string): string {
  return `${PAYLOAD_SCHEME}|session:${sessionId}|key:${keyId}`;
}

/**
 * Associated data of every ciphertext, as a JSON array: the scheme, the direction and what it is,
 * then what binds it. A request part names the exact text of the request's `encryption` field
 * (which holds the key id, request id, path, every nonce and size), and a file its position, name
 * and size; an answer names the key and the request id, a stream event also its position in the
 * stream. So no ciphertext can be moved to another slot: a request file sent back as an answer,
 * one file's bytes under another name, the fields of one request on another's files, an old
 * answer in place of a new one, or stream events dropped or reordered.
 */
export const associatedData = {
  requestFile: (description: string, index: number, name: string, size: number) =>
    JSON.stringify([PAYLOAD_SCHEME, 'request', 'file', description, index, name, size]),
  requestFields: (description: string) =>
    JSON.stringify([PAYLOAD_SCHEME, 'request', 'fields', description]),
  responseJson: (keyId: string, requestId: string) =>
    JSON.stringify([PAYLOAD_SCHEME, 'response', 'json', keyId, requestId]),
  /** `sequence` counts the stream's `data:` lines from 0, heartbeats included. */
  responseEvent: (keyId: string, requestId: string, sequence: number) =>
    JSON.stringify([PAYLOAD_SCHEME, 'response', 'event', keyId, requestId, sequence]),
  responseFile: (keyId: string, requestId: string, contentType: string) =>
    JSON.stringify([PAYLOAD_SCHEME, 'response', 'file', keyId, requestId, contentType]),
  responseHeader: (keyId: string, requestId: string, header: string) =>
    JSON.stringify([PAYLOAD_SCHEME, 'response', 'header', keyId, requestId, header.toLowerCase()]),
} as const;
