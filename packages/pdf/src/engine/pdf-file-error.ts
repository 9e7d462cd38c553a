import {
  PDF_FILE_ERRORS,
  type TExistingMarkRef,
  type TPdfFileError,
  type TPdfFileErrorCode,
  type TResidue,
} from '@workbench/contracts';
import { WebAssemblyApi } from './webassembly';

/** A problem with one file of a request; the request's other files still succeed. */
export class PdfFileError extends Error {
  constructor(
    readonly code: TPdfFileErrorCode,
    message: string = PDF_FILE_ERRORS[code],
    /** For the server's log, never for the client (it may quote the redacted text). */
    readonly detail?: string,
    /** What a failed verification still found, masked: safe for the client. */
    readonly residues?: TResidue[],
    /** For EXISTING_MARKS: the marks the file arrived with, without the text under them. */
    readonly existingMarks?: TExistingMarkRef[],
  ) {
    super(message);
    this.name = 'PdfFileError';
  }

  toJSON(): TPdfFileError {
    const { code, message, residues, existingMarks } = this;
    return {
      code,
      message,
      ...(residues ? { residues } : {}),
      ...(existingMarks ? { existing_marks: existingMarks } : {}),
    };
  }
}

/** Turns anything thrown while reading a file into the per-file error the API reports. */
export function toPdfFileError(error: unknown): TPdfFileError {
  if (error instanceof PdfFileError) return error.toJSON();
  return { code: 'PROCESSING_FAILED', message: PDF_FILE_ERRORS.PROCESSING_FAILED };
}

/**
 * Whether an error means the engine itself broke (a WebAssembly trap such as an out-of-bounds
 * access after a runaway recursion, or an exhausted stack) rather than that the file is bad.
 * MuPDF's state is not to be trusted after one: the worker is replaced.
 */
export function isEngineFault(error: unknown): boolean {
  return error instanceof WebAssemblyApi.RuntimeError || error instanceof RangeError;
}
