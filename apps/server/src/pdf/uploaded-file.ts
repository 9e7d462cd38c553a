import { PDF_FILE_ERRORS, type TPdfFileError, type TSourceFormat } from '@workbench/contracts';

export interface UploadedFile {
  name: string;
  /** In shared memory: the PDF workers read the file without a copy of their own. */
  bytes: Uint8Array;
  /** The file was larger than the limit; only its first part was read. */
  isTooLarge: boolean;
  /** The file's password (the `password` field): the file is opened with it before any work. */
  password?: string;
  /** The password given does not open the file. */
  isWrongPassword?: boolean;
  /** What the file was before it was converted to the PDF in `bytes` (see convert-uploads). */
  convertedFrom?: TSourceFormat;
  /** Why the file could not be converted to a PDF. */
  conversionError?: TPdfFileError;
  /** What the conversion showed, left out or could not carry, for the user to know. */
  conversionNotes?: string[];
}

/** Why a file of an upload is refused before any work, or null. */
export function uploadRefusal(file: UploadedFile): TPdfFileError | null {
  if (file.isTooLarge) return { code: 'TOO_LARGE', message: PDF_FILE_ERRORS.TOO_LARGE };
  if (file.isWrongPassword)
    return { code: 'WRONG_PASSWORD', message: PDF_FILE_ERRORS.WRONG_PASSWORD };
  return file.conversionError ?? null;
}
