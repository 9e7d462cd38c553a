import {
  associatedData,
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  PAYLOAD_SCHEME,
  type TUploadEncryption,
} from '@workbench/contracts';
import { assertEncryptionAvailable } from './availability';
import { toBase64, toBase64Url } from './base64';
import type { PayloadKey } from './key-agreement';
import { newNonce, sealBytes } from './payload-cipher';
import type { SessionKeys } from './session-key';

/** Random bytes of a request id: fresh per attempt, named by the answer's associated data. */
const REQUEST_ID_BYTES = 16;

interface FormParts {
  files: { field: string; file: File }[];
  fields: Record<string, string[]>;
}

function partsOf(form: FormData): FormParts {
  const parts: FormParts = { files: [], fields: {} };
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') (parts.fields[field] ??= []).push(value);
    else parts.files.push({ field, file: value });
  }
  return parts;
}

/**
 * The file name as the server's multipart parser will read it: browsers escape `"`, CR and LF in
 * the part header, and the parser keeps only what follows the last slash or backslash. The name
 * is bound in the associated data, so both sides must see the same one.
 */
export function wireName(name: string): string {
  return name.replace(/[\\/"\r\n]/g, '_');
}

/** The request nonces a form takes: one per file, one for the other fields (sent always). */
function noncesOf({ files }: FormParts): number {
  return files.length + 1;
}

/** A fresh request id: 16 random bytes, base64url. */
export function newRequestId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(REQUEST_ID_BYTES)));
}

/** The path a request is sent to as the server sees it: without the query or fragment. */
export function requestPath(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** Where an encrypted request goes and what binds its answer to it. */
export interface RequestBinding {
  /** The key the request is sealed with, which opens its answer too. */
  key: PayloadKey;
  /** Fresh per attempt; the answer's associated data names it. */
  requestId: string;
}

/**
 * The encrypted form of an upload (decision 0021): `encryption` first, then `encrypted_fields`
 * (every string field as one JSON object, `{}` when there are none), then each file's ciphertext
 * under its field and real name. All nonces are chosen first, so the exact text of `encryption`
 * (key id, request id, path, every nonce and size) is in the associated data of every part: a
 * part cannot be left out, added, changed or moved to another request or route.
 */
export async function encryptForm(
  form: FormData,
  key: PayloadKey,
  path: string,
  requestId: string = newRequestId(),
): Promise<FormData> {
  const { files, fields } = partsOf(form);
  const plainFiles = await Promise.all(
    files.map(async ({ field, file }) => ({
      field,
      name: wireName(file.name),
      bytes: new Uint8Array(await file.arrayBuffer()),
      nonce: newNonce(),
    })),
  );
  const fieldsNonce = newNonce();
  const encryption: TUploadEncryption = {
    scheme: PAYLOAD_SCHEME,
    key_id: key.id,
    request_id: requestId,
    path: requestPath(path),
    fields_nonce: toBase64(fieldsNonce),
    files: plainFiles.map(({ bytes, nonce }) => ({
      nonce: toBase64(nonce),
      size: bytes.byteLength,
    })),
  };
  const description = JSON.stringify(encryption);
  const fieldsText = new TextEncoder().encode(JSON.stringify(fields));
  const sealedFields = await sealBytes(
    key.key,
    fieldsText,
    associatedData.requestFields(description),
    fieldsNonce,
  );
  const encrypted = new FormData();
  encrypted.append(ENCRYPTION_FIELD, description);
  encrypted.append(ENCRYPTED_FIELDS_FIELD, toBase64(sealedFields.ciphertext));
  for (const [index, { field, name, bytes, nonce }] of plainFiles.entries()) {
    const slot = associatedData.requestFile(description, index, name, bytes.byteLength);
    const { ciphertext } = await sealBytes(key.key, bytes, slot, nonce);
    encrypted.append(
      field,
      new File([ciphertext], name, { type: 'application/octet-stream' }),
      name,
    );
  }
  return encrypted;
}

/**
 * One attempt's body: the form encrypted for `path` with the key to use now under a fresh
 * request id, and what binds the answer to it. Fails with ENCRYPTION_UNAVAILABLE, before any key
 * is agreed, when the page cannot encrypt.
 */
export async function sealRequest(
  form: FormData,
  keys: Pick<SessionKeys, 'use'>,
  path: string,
): Promise<{ body: FormData } & RequestBinding> {
  assertEncryptionAvailable();
  const key = await keys.use(noncesOf(partsOf(form)));
  const requestId = newRequestId();
  return { body: await encryptForm(form, key, path, requestId), key, requestId };
}

/** The `X-Payload-Key` header value: `<key id>:<request id>`. */
export function payloadKeyHeader({ key, requestId }: RequestBinding): string {
  return `${key.id}:${requestId}`;
}
