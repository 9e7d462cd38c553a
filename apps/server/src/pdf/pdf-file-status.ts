import {
  isPdfFileErrorCode,
  PDF_FILE_ERROR_STATUS,
  PDF_FILE_ERRORS,
  pdfFileErrorOf,
  type TPdfFileError,
  type TPdfFileErrorCode,
} from '@workbench/contracts';
import { ConversionError } from '@workbench/convert';
import type { TaskError } from '@workbench/pdf';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';

export function fileErrorAsAppError(file: string, error: TPdfFileError): AppError {
  return new AppError(PDF_FILE_ERROR_STATUS[error.code], `${file}: ${error.message}`, {
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
