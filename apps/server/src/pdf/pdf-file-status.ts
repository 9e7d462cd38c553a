import {
  PDF_FILE_ERRORS,
  type TErrorCode,
  type TPdfFileError,
  type TPdfFileErrorCode,
} from '@workbench/contracts';
import { ConversionError } from '@workbench/convert';
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

export function isPdfFileErrorCode(code: string): code is TPdfFileErrorCode {
  return code in PDF_FILE_ERRORS;
}

/** A worker's failure as a file error; anything unexpected is PROCESSING_FAILED. */
export function fileErrorOf(error: { code: string; message: string }): TPdfFileError {
  if (!isPdfFileErrorCode(error.code) || error.code === 'PROCESSING_FAILED') {
    return { code: 'PROCESSING_FAILED', message: PDF_FILE_ERRORS.PROCESSING_FAILED };
  }
  return { code: error.code, message: error.message || PDF_FILE_ERRORS[error.code] };
}

/** A pool task's failure as a conversion's refusal. */
export function refused(error: { code: string; message: string }): ConversionError {
  const fileError = fileErrorOf(error);
  return new ConversionError(fileError.code, fileError.message);
}
