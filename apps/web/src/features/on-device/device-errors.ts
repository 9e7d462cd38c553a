import {
  ERROR_STATUS,
  PDF_FILE_ERROR_STATUS,
  pdfFileErrorOf,
  type TExistingMarkRef,
  type TPdfFileError,
  type TResidue,
} from '@workbench/contracts';
import i18next from 'i18next';
import { ApiError } from '../../lib/api-error';

/** An engine task's failure as the file error the server reports, with what the check found. */
export function taskFileError(error: {
  code: string;
  message: string;
  residues?: TResidue[];
  existing_marks?: TExistingMarkRef[];
}): TPdfFileError {
  const { residues, existing_marks } = error;
  return {
    ...pdfFileErrorOf(error),
    ...(residues && { residues }),
    ...(existing_marks && { existing_marks }),
  };
}

/**
 * A file's error as the server's refusal of a one-file request: the same code, status, message
 * ("a.pdf: …") and details, so the workspace reads it as it reads the server's 422.
 */
export function fileErrorAsApiError(file: string, error: TPdfFileError): ApiError {
  const code = PDF_FILE_ERROR_STATUS[error.code];
  return new ApiError(code, `${file}: ${error.message}`, ERROR_STATUS[code], {
    file,
    file_error: error.code,
    ...(error.residues && { residues: error.residues }),
    ...(error.existing_marks && { existing_marks: error.existing_marks }),
  });
}

/** A work's failure to get an engine at all: shown as the call's error, in the reader's words. */
export const DEVICE_ENGINE_FAILED = 'DEVICE_ENGINE_FAILED';

export function engineFailure(reason: string): ApiError {
  return new ApiError(
    DEVICE_ENGINE_FAILED,
    i18next.t('workspace.onDevice.engine.failed', { reason }),
    0,
  );
}

/** Work that needs the server, refused in on-device mode with a message that says so. */
export const ON_DEVICE_UNAVAILABLE = 'ON_DEVICE_UNAVAILABLE';

export function unavailableOnDevice(message: string): ApiError {
  return new ApiError(ON_DEVICE_UNAVAILABLE, message, 0);
}

/**
 * Any failure of on-device work as an ApiError the workspace shows: its own errors as they are,
 * the engine's (a worker that could not start, say) with the reason, an abort untouched.
 */
export function asDeviceError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (
    error instanceof DOMException &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  )
    return error;
  return engineFailure(error instanceof Error ? error.message : String(error));
}
