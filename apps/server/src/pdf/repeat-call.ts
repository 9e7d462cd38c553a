import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  PDF_MESSAGES,
} from '@workbench/contracts';
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { Upload } from './read-upload';

/** A processing call made under an idempotency key, and what identifies the call itself. */
export type RepeatCall = { key: string; fingerprint: string };

const VISIBLE_ASCII = new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`);
/** Fields that do not change the work, or must not be kept even hashed. */
const UNHASHED_FIELDS = new Set(['password']);

/**
 * The request's idempotency key with the call's fingerprint (decision 0041), or undefined when
 * it has none. The fingerprint hashes the URL (route and query), every field but passwords (by name, in order of
 * name) and every file (name and bytes, in order), so a key cannot be reused for other work.
 */
export function repeatCallOf(request: FastifyRequest, upload: Upload): RepeatCall | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !VISIBLE_ASCII.test(key))
    throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.idempotencyKeyInvalid);
  const hash = createHash('sha256');
  const part = (value: string | Uint8Array) => {
    const bytes = typeof value === 'string' ? Buffer.from(value) : value;
    hash.update(`${bytes.byteLength}:`).update(bytes);
  };
  part(request.url);
  const names = [...upload.fields.keys()].filter((name) => !UNHASHED_FIELDS.has(name)).sort();
  for (const name of names) {
    const values = upload.fields.get(name)!;
    part(`field ${name} ×${values.length}`);
    for (const value of values) part(value);
  }
  part(`files ×${upload.files.length}`);
  for (const file of upload.files) {
    part(file.name);
    part(file.bytes);
  }
  return { key, fingerprint: hash.digest('hex') };
}
