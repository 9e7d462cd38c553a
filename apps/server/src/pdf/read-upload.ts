import {
  ENCRYPTED_FIELDS_FIELD,
  ENCRYPTION_FIELD,
  LIMITS,
  MAX_FILES_MESSAGE,
  PAYLOAD_LIMITS,
  PAYLOAD_MESSAGES,
} from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { decryptUpload, type UploadPart } from '../payload-crypto/upload-decryption';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** The file was larger than the limit; only its first part was read. */
  isTooLarge: boolean;
}

export interface Upload {
  files: UploadedFile[];
  fields: Map<string, string[]>;
}

/**
 * Multipart limits: 20 files of 10 MB, and generous room for JSON fields (redaction mappings).
 * A file part may be 16 bytes over, for the tag of an encrypted file; a plain file over 10 MB is
 * still marked too large by its length.
 */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.files.maxBytes + PAYLOAD_LIMITS.tagBytes,
  files: LIMITS.files.maxCount,
  fields: 50,
  fieldSize: 20 * 1024 * 1024,
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
      const files = upload.files.map((file) => ({
        name: fileName(file.filename),
        bytes: file.bytes,
        isTooLarge: file.isTooLarge,
      }));
      return { files, fields: upload.fields };
    }
    return await readPlain(parts);
  } catch (error) {
    throw toUploadError(error);
  }
}

async function readPlain(parts: AsyncIterable<UploadPart>): Promise<Upload> {
  const upload: Upload = { files: [], fields: new Map() };
  for await (const part of parts) {
    if (part.kind === 'field') {
      // Encrypted parts without the key header: never read them as plain fields.
      if (part.name === ENCRYPTION_FIELD || part.name === ENCRYPTED_FIELDS_FIELD)
        throw new AppError('BAD_REQUEST', PAYLOAD_MESSAGES.malformed);
      const values = upload.fields.get(part.name) ?? [];
      values.push(part.value);
      upload.fields.set(part.name, values);
    } else {
      const isTooLarge = part.isTruncated || part.bytes.length > LIMITS.files.maxBytes;
      upload.files.push({ name: fileName(part.filename), bytes: part.bytes, isTooLarge });
    }
  }
  return upload;
}

/** The text fields and the files under `fileFields`, in order; other file parts are skipped. */
async function* readParts(
  request: FastifyRequest,
  fileFields: readonly string[],
): AsyncGenerator<UploadPart> {
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.valueTruncated)
        throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too large`);
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

/** One text field's value, or undefined. */
export function field(upload: Upload, name: string): string | undefined {
  return upload.fields.get(name)?.[0];
}
