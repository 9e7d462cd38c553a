import type { Multipart, MultipartFile } from '@fastify/multipart';
import { LIMITS, MAX_FILES_MESSAGE } from '@workbench/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

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

/** Multipart limits: 20 files of 10 MB, and generous room for JSON fields (redaction mappings). */
export const MULTIPART_LIMITS = {
  fileSize: LIMITS.files.maxBytes,
  files: LIMITS.files.maxCount,
  fields: 50,
  fieldSize: 20 * 1024 * 1024,
  parts: 100,
};

/**
 * Reads a multipart request into memory (documents are never written to disk): the file parts
 * named in `fileFields` and every text field. A file over the size limit is kept as a marker so it
 * gets its own error while the other files are processed.
 */
export async function readUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const upload: Upload = { files: [], fields: new Map() };
  try {
    for await (const part of request.parts()) await readPart(part, fileFields, upload);
  } catch (error) {
    throw toUploadError(error);
  }
  return upload;
}

async function readPart(part: Multipart, fileFields: readonly string[], upload: Upload) {
  if (part.type === 'field') {
    if (part.valueTruncated)
      throw new AppError('PAYLOAD_TOO_LARGE', `The field ${part.fieldname} is too large`);
    const values = upload.fields.get(part.fieldname) ?? [];
    values.push(typeof part.value === 'string' ? part.value : String(part.value));
    upload.fields.set(part.fieldname, values);
    return;
  }
  if (!fileFields.includes(part.fieldname)) {
    part.file.resume();
    return;
  }
  const bytes = await part.toBuffer();
  upload.files.push({ name: fileName(part), bytes, isTooLarge: part.file.truncated });
}

function fileName(part: MultipartFile): string {
  const name = part.filename.replace(/[\\/]/g, '_').trim();
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
