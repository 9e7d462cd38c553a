import {
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  PAYLOAD_LIMITS,
  PAYLOAD_MESSAGES,
  ZUploadEncryption,
  associatedData,
  type TUploadEncryption,
} from '@workbench/contracts';
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { open } from './payload-cipher';

/** One multipart part as the upload reader sees it (file bodies read in full). */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; filename: string; bytes: Buffer; isTruncated: boolean };

/** The key an encrypted request names, with the way to spend its nonces. */
export type UploadKey = {
  id: string;
  /** The request id the X-Payload-Key header named; the description must name the same. */
  requestId: string;
  key: KeyObject;
  /** Records the request's nonces, or throws PAYLOAD_REPLAYED / ENCRYPTION_KEY_UNKNOWN. */
  acceptNonces: (nonces: readonly string[]) => Promise<void>;
};

/** A file as sent: `filename` is still the raw name from the part, not yet made safe. */
export type DecryptedFile = { filename: string; bytes: Buffer; isTooLarge: boolean };
export type DecryptedUpload = { files: DecryptedFile[]; fields: Map<string, string[]> };

type Limits = { maxFileBytes: number; maxFields: number };

/** The `encryption` field: as parsed, and its exact text, which every part's AD holds. */
type Description = { value: TUploadEncryption; text: string };

const ZFields = z.record(z.string(), z.array(z.string()));

const refused = () => new AppError('DECRYPTION_FAILED', PAYLOAD_MESSAGES.decryptionFailed);
const malformed = () => new AppError('BAD_REQUEST', PAYLOAD_MESSAGES.malformed);

/**
 * Reads an encrypted upload: the `encryption` description first (naming this key, request id and
 * `path`, the request's path without its query), then the file parts it lists, each decrypted
 * with the description's exact text, its position, name and size in the associated data, and the
 * other fields from `encrypted_fields`, which is always there. Only when every part has been
 * decrypted are the request's nonces spent, so a refused body neither counts as seen nor reaches
 * any processing.
 */
export async function decryptUpload(
  parts: AsyncIterable<UploadPart>,
  key: UploadKey,
  path: string,
  limits: Limits,
): Promise<DecryptedUpload> {
  let description: Description | undefined;
  let sealedFields: string | undefined;
  const files: DecryptedFile[] = [];
  for await (const part of parts) {
    if (part.kind === 'field') {
      if (part.name === ENCRYPTION_FIELD && description === undefined) {
        description = readDescription(part.value, key, path);
      } else if (part.name === ENCRYPTION_FIELD) {
        throw malformed();
      } else if (part.name === ENCRYPTED_FIELDS_FIELD && sealedFields === undefined) {
        sealedFields = part.value;
      } else {
        // A plain field next to encrypted ones was added on the way (or by a confused client).
        throw refused();
      }
      continue;
    }
    if (description === undefined) throw malformed();
    const entry = description.value.files[files.length];
    if (entry === undefined) throw refused();
    files.push(openFile(part, description.text, entry, files.length, key, limits.maxFileBytes));
  }
  if (description === undefined) throw malformed();
  if (files.length !== description.value.files.length) throw refused();
  const fields = openFields(description, sealedFields, key, limits.maxFields);
  await key.acceptNonces(requestNonces(description.value));
  return { files, fields };
}

function readDescription(text: string, key: UploadKey, path: string): Description {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformed();
  }
  const result = ZUploadEncryption.safeParse(parsed);
  if (!result.success) throw malformed();
  const value = result.data;
  // Sent to another route or under another header than it was sealed for.
  if (value.key_id !== key.id || value.request_id !== key.requestId || value.path !== path)
    throw refused();
  return { value, text };
}

function openFile(
  part: Extract<UploadPart, { kind: 'file' }>,
  descriptionText: string,
  entry: TUploadEncryption['files'][number],
  index: number,
  key: UploadKey,
  maxFileBytes: number,
): DecryptedFile {
  // Cut off at the size limit: it cannot be authenticated, but it is too large either way, so
  // it becomes the same marker as a plain file over the limit and is never processed.
  if (part.isTruncated) {
    if (entry.size <= maxFileBytes) throw refused();
    return { filename: part.filename, bytes: Buffer.alloc(0), isTooLarge: true };
  }
  if (part.bytes.length !== entry.size + PAYLOAD_LIMITS.tagBytes) throw refused();
  const ad = associatedData.requestFile(descriptionText, index, part.filename, entry.size);
  const bytes = open(key.key, Buffer.from(entry.nonce, 'base64'), part.bytes, ad);
  return { filename: part.filename, bytes, isTooLarge: bytes.length > maxFileBytes };
}

/** The sealed fields, required even when empty: they authenticate a request without files. */
function openFields(
  description: Description,
  sealed: string | undefined,
  key: UploadKey,
  maxFields: number,
): Map<string, string[]> {
  if (sealed === undefined) throw refused();
  const nonce = Buffer.from(description.value.fields_nonce, 'base64');
  const text = open(
    key.key,
    nonce,
    Buffer.from(sealed, 'base64'),
    associatedData.requestFields(description.text),
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.toString('utf8'));
  } catch {
    throw malformed();
  }
  const result = ZFields.safeParse(parsed);
  if (!result.success) throw malformed();
  const entries = Object.entries(result.data);
  const count = entries.reduce((sum, [, values]) => sum + values.length, 0);
  if (count > maxFields) throw new AppError('BAD_REQUEST', 'Too many form fields');
  return new Map(entries);
}

/** Every nonce of the request, as base64 of its bytes (one spelling per nonce). */
function requestNonces(description: TUploadEncryption): string[] {
  const nonces = [...description.files.map((file) => file.nonce), description.fields_nonce];
  return nonces.map((nonce) => Buffer.from(nonce, 'base64').toString('base64'));
}
