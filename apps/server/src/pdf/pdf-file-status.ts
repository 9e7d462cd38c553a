import {
  isPdfFileErrorCode,
  PDF_FILE_ERRORS,
  pdfFileErrorOf,
  type TErrorCode,
  type TPdfFileError,
  type TPdfFileErrorCode,
} from '@workbench/contracts';
import { ConversionError } from '@workbench/convert';
import type { TaskError } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';

/** The HTTP answer when the only file of a request fails. */
const STATUS_OF: Record<TPdfFileErrorCode, TErrorCode> = {
  NOT_PDF: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  CORRUPT: 'UNPROCESSABLE',
  ENCRYPTED: 'UNPROCESSABLE',
  WRONG_PASSWORD: 'UNPROCESSABLE',
  NO_PAGES: 'UNPROCESSABLE',
  PAGE_OUT_OF_RANGE: 'VALIDATION_ERROR',
  // The file's own condition, not the server's: a 422 the user can act on (decision 0022).
  VERIFICATION_FAILED: 'UNPROCESSABLE',
  PROCESSING_FAILED: 'UNPROCESSABLE',
  LIMIT_EXCEEDED: 'UNPROCESSABLE',
  CONVERSION_FAILED: 'UNPROCESSABLE',
  // The server lacks LibreOffice: the file is fine, another server (or a PDF) would do.
  CONVERTER_MISSING: 'UNPROCESSABLE',
  // The caller must choose about marks made elsewhere (decision 0043).
  EXISTING_MARKS: 'UNPROCESSABLE',
};

export function fileErrorAsAppError(file: string, error: TPdfFileError): AppError {
  return new AppError(STATUS_OF[error.code], `${file}: ${error.message}`, {
    file,
    file_error: error.code,
    ...(error.residues ? { residues: error.residues } : {}),
    ...(error.existing_marks ? { existing_marks: error.existing_marks } : {}),
  });
}

/** A worker's failure as a file error; anything unexpected is PROCESSING_FAILED. */
export const fileErrorOf = pdfFileErrorOf;
export { isPdfFileErrorCode };

/** A pool task's failure as a conversion's refusal. */
export function refused(error: { code: string; message: string }): ConversionError {
  const fileError = fileErrorOf(error);
  return new ConversionError(fileError.code, fileError.message);
}

/**
 * A worker's per-file failure as the API names it; the engine's own failures (anything not a
 * per-file code) become PROCESSING_FAILED, and those a server operator should see are logged.
 */
export function taskFileError(error: TaskError, log: FastifyBaseLogger): TPdfFileError {
  if (!isPdfFileErrorCode(error.code)) return fileError('PROCESSING_FAILED');
  if (['PROCESSING_FAILED', 'VERIFICATION_FAILED', 'LIMIT_EXCEEDED'].includes(error.code)) {
    log.warn({ file_error: error.code, detail: error.detail }, 'PDF processing failed');
  }
  const { residues, existing_marks } = error;
  return {
    code: error.code,
    message: error.message,
    ...(residues ? { residues } : {}),
    ...(existing_marks ? { existing_marks } : {}),
  };
}

function fileError(code: TPdfFileErrorCode): TPdfFileError {
  return { code, message: PDF_FILE_ERRORS[code] };
}
