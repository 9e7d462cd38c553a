import {
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  FORM_LIMITS,
  FORM_TOO_LARGE_MESSAGE,
  LARGE_FORM_FIELDS,
  LIMITS,
  MAX_FILES_MESSAGE,
  PAYLOAD_LIMITS,
  PAYLOAD_MESSAGES,
  PDF_MESSAGES,
  fieldTooLargeMessage,
} from '@workbench/contracts';
import { shared } from '@workbench/pdf';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { decryptUpload, type UploadPart } from '../payload-crypto/upload-decryption';
import type { UploadedFile } from './uploaded-file';

export { uploadRefusal, type UploadedFile } from './uploaded-file';

/**
 * Gives each file its password: one `password` field for every file, or one per file in file
 * order (an empty one for a file without). Any other count is refused.
 */
function withPasswords(upload: Upload): Upload {
  const passwords = upload.fields.get('password') ?? [];
  if (passwords.length === 0) return upload;
  if (passwords.length !== 1 && passwords.length !== upload.files.length)
    throw new AppError('VALIDATION_ERROR', PDF_MESSAGES.passwordsMismatch);
  upload.files.forEach((file, index) => {
    const password = passwords.length === 1 ? passwords[0] : passwords[index];
    if (password) file.password = password;
  });
  return upload;
}

export interface Upload {
  files: UploadedFile[];
  fields: Map<string, string[]>;
}

/** The sealed fields of an encrypted request: every field, as base64 of JSON. */
const ENCRYPTED_FIELDS_BYTES = Math.ceil((FORM_LIMITS.totalFieldBytes * 4) / 3) + 64 * 1024;

/**
 * Multipart limits: 20 files of 10 MB, and text fields as `FORM_LIMITS` allows them (busboy stops
 * a field at the largest any field may be; `checkFieldSize` applies each field's own limit). A
 * file part may be 16 bytes over, for the tag of an encrypted file; a plain file over 10 MB is
 * still marked too large by its length.
 */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.files.maxBytes + PAYLOAD_LIMITS.tagBytes,
  files: LIMITS.files.maxCount,
  fields: 50,
  fieldSize: ENCRYPTED_FIELDS_BYTES,
  parts: 100,
};

/**
 * Reads a multipart request into memory (documents are never written to disk): the file parts
 * named in `fileFields` and every text field. A file over the size limit is kept as a marker so it
 * gets its own error while the other files are processed. An encrypted request (one that named
 * its key) is decrypted into exactly what the same upload sent plain would have given.
 */
export async function readUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  try {
    const parts = readParts(request, fileFields);
    if (request.payloadKey) {
      const path = request.url.split('?')[0]!;
      const upload = await decryptUpload(parts, request.payloadKey, path, {
        maxFileBytes: LIMITS.files.maxBytes,
        maxFields: MULTIPART_LIMITS.fields,
      });
      const sizes = new FieldSizes();
      for (const [name, values] of upload.fields)
        for (const value of values) sizes.add(name, value);
      const files = upload.files.map((file) => ({
        name: fileName(file.filename),
        bytes: shared(file.bytes),
        isTooLarge: file.isTooLarge,
      }));
      return withPasswords({ files, fields: upload.fields });
    }
    return withPasswords(await readPlain(parts));
  } catch (error) {
    throw toUploadError(error);
  }
}

async function readPlain(parts: AsyncIterable<UploadPart>): Promise<Upload> {
  const upload: Upload = { files: [], fields: new Map() };
  const sizes = new FieldSizes();
  for await (const part of parts) {
    if (part.kind === 'field') {
      // Encrypted parts without the key header: never read them as plain fields.
      if (part.name === ENCRYPTION_FIELD || part.name === ENCRYPTED_FIELDS_FIELD)
        throw new AppError('BAD_REQUEST', PAYLOAD_MESSAGES.malformed);
      sizes.add(part.name, part.value);
      const values = upload.fields.get(part.name) ?? [];
      values.push(part.value);
      upload.fields.set(part.name, values);
    } else {
      const isTooLarge = part.isTruncated || part.bytes.length > LIMITS.files.maxBytes;
      const bytes = isTooLarge ? new Uint8Array(0) : shared(part.bytes);
      upload.files.push({ name: fileName(part.filename), bytes, isTooLarge });
    }
  }
  return upload;
}

/**
 * The text fields and the files under `fileFields`, in order; other file parts are skipped. What
 * the parser cannot read (no boundary, a part cut off) is the client's error, not the server's.
 */
async function* readParts(
  request: FastifyRequest,
  fileFields: readonly string[],
): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          const limit = fieldLimit(part.fieldname);
          throw new AppError('PAYLOAD_TOO_LARGE', fieldTooLargeMessage(part.fieldname, limit));
        }
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        yield { kind: 'field', name: part.fieldname, value };
      } else if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
      } else {
        const bytes = await part.toBuffer();
        yield {
          kind: 'file',
          name: part.fieldname,
          filename: part.filename,
          bytes,
          isTruncated: part.file.truncated,
        };
      }
    }
  } catch (error) {
    throw parserError(error);
  }
}

/**
 * The multipart parser's own failures are plain errors with a message only (busboy); those with
 * a code are Fastify's, mapped by `toUploadError`.
 */
function parserError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  if ((error as { code?: unknown }).code !== undefined) return error;
  return new AppError('BAD_REQUEST', malformedMessage(error.message));
}

/** Says what is wrong with a multipart body in words a client's author can act on. */
function malformedMessage(parserMessage: string): string {
  if (/boundary not found/i.test(parserMessage)) {
    return 'Malformed multipart body: the Content-Type header names no boundary';
  }
  if (/unexpected end|terminated early/i.test(parserMessage)) {
    return 'Malformed multipart body: it ends before its last part does (no closing boundary)';
  }
  return `Malformed multipart body: ${parserMessage}`;
}

/**
 * Adds up the text fields of one request as they arrive: each within its own limit, all within
 * the request's, so nothing oversized is ever parsed (decision 0022).
 */
class FieldSizes {
  private total = 0;

  add(name: string, value: string): void {
    const bytes = Buffer.byteLength(value, 'utf8');
    const limit = fieldLimit(name);
    if (bytes > limit) throw new AppError('PAYLOAD_TOO_LARGE', fieldTooLargeMessage(name, limit));
    if (name === ENCRYPTED_FIELDS_FIELD) return;
    this.total += bytes;
    if (this.total > FORM_LIMITS.totalFieldBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', FORM_TOO_LARGE_MESSAGE);
  }
}

function fieldLimit(name: string): number {
  if (name === ENCRYPTED_FIELDS_FIELD) return ENCRYPTED_FIELDS_BYTES;
  return LARGE_FORM_FIELDS[name] ?? FORM_LIMITS.fieldBytes;
}

function fileName(raw: string): string {
  const name = raw.replace(/[\\/]/g, '_').trim();
  return (name || 'document.pdf').slice(0, LIMITS.files.maxNameLength);
}

function toUploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('BAD_REQUEST', MAX_FILES_MESSAGE);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('BAD_REQUEST', 'Too many form fields');
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') {
    return new AppError('BAD_REQUEST', 'Malformed multipart body');
  }
  return error;
}

const RELEASED = new Uint8Array(0);

/**
 * Lets go of a file's bytes once its work is done, so the memory of a large batch comes back
 * file by file instead of at the end of the request.
 */
export function releaseBytes(file: UploadedFile): void {
  file.bytes = RELEASED;
}

/** One text field's value, or undefined. */
export function field(upload: Upload, name: string): string | undefined {
  return upload.fields.get(name)?.[0];
}
