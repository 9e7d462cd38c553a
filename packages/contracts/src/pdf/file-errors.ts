import { z } from 'zod';
import type { TErrorCode } from '../error-codes';
import { LIMITS } from '../limits';
import { ZExistingMarkRef } from './existing-marks';
import { ZBBox } from './geometry';

/** Why one file of a request could not be processed; the other files still are. */
export const PDF_FILE_ERRORS = {
  NOT_PDF:
    'The file is not a PDF or another kind of file this workbench opens. It opens PDF; PNG, JPEG, TIFF, BMP and GIF images; Word, Excel and PowerPoint files (.docx, .doc, .xlsx, .xls, .pptx, .ppt); OpenDocument files (.odt, .ods, .odp); RTF and CSV; and e-mails (.eml, .msg)',
  CORRUPT:
    'The PDF is damaged or truncated and cannot be read. Ask the sender for a new copy, or open it in a PDF reader and save it again.',
  ENCRYPTED:
    'The PDF is password-protected: give its password (the redacted copy is saved without one), or remove the password and upload it again',
  WRONG_PASSWORD: 'The password does not open this PDF; check it and try again',
  TOO_LARGE: `File is too large. Maximum size is ${LIMITS.files.maxBytes / 1024 / 1024} MB.`,
  NO_PAGES: 'The PDF has no pages',
  PAGE_OUT_OF_RANGE: 'The page does not exist in this file',
  VERIFICATION_FAILED:
    'Redaction could not be verified, so the file was not released. Redact the places listed too and try again.',
  PROCESSING_FAILED:
    'The PDF could not be processed: the PDF engine stopped on something in it that it cannot handle. Save it again as a new PDF (for example with "Print to PDF") and try again.',
  LIMIT_EXCEEDED: 'The PDF needs more memory or time than this server allows for one file',
  CONVERSION_FAILED:
    'The file could not be converted to PDF: it is damaged or truncated. Ask the sender for a new copy, or open it and save it again.',
  CONVERTER_MISSING:
    'Office and OpenDocument files are converted to PDF with LibreOffice, which is not installed on this server. Convert the file to PDF yourself, or ask the administrator to install LibreOffice (see the server status page).',
  EXISTING_MARKS:
    'This file holds redaction marks made in another program that are not applied yet. Choose whether to apply, import or discard them.',
  UNREADABLE_PART:
    'The PDF holds a part this workbench cannot read and write anew, so a redacted copy cannot be released. Save it again as a new PDF (for example with "Print to PDF") and try again.',
  XFA_FORM:
    'The PDF is a dynamic XFA form: its pages hold only a placeholder ("Please wait…") and the form is drawn by Adobe Reader alone, so nothing of it could be searched or redacted here. Open it in Adobe Acrobat or Reader, print it to a PDF, and open that copy.',
} as const;
export type TPdfFileErrorCode = keyof typeof PDF_FILE_ERRORS;

/**
 * Where a redacted string was still found when a redaction could not be verified. The string is
 * masked (its first character, then one dot per other character), so the answer never repeats
 * the redacted text.
 */
export const ZResidue = z.object({
  masked: z.string(),
  length: z.number().int(),
  /** The 1-based page, when the place belongs to one. */
  page: z.number().int().nullable(),
  /** Where: page text under a box, page content, annotation, form field, outline, link, … */
  place: z.string(),
  /** Where on the page, when the place is a spot of it (text under a box, a scanned image). */
  bbox: ZBBox.optional(),
});
export type TResidue = z.infer<typeof ZResidue>;

/** A word without the punctuation a sentence puts around it: "(because," → "because". */
export function trimPunctuation(text: string): string {
  return text.trim().replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
}

/** A string as a residue shows it: its first character, then a dot for each other one. */
export function maskString(text: string): Pick<TResidue, 'masked' | 'length'> {
  const chars = Array.from(text.replace(/\s+/gu, ' ').trim());
  return {
    masked: (chars[0] ?? '') + '·'.repeat(Math.max(0, chars.length - 1)),
    length: chars.length,
  };
}

export const ZPdfFileError = z.object({
  code: z.enum(Object.keys(PDF_FILE_ERRORS) as [TPdfFileErrorCode, ...TPdfFileErrorCode[]]),
  message: z.string(),
  /** For VERIFICATION_FAILED: each redacted string still found, and where. */
  residues: z.array(ZResidue).optional(),
  /** For EXISTING_MARKS: the marks the file arrived with, which the caller must choose about. */
  existing_marks: z.array(ZExistingMarkRef).optional(),
});
export type TPdfFileError = z.infer<typeof ZPdfFileError>;

export function isPdfFileErrorCode(code: string): code is TPdfFileErrorCode {
  return code in PDF_FILE_ERRORS;
}

/**
 * An engine task's failure (the server's worker threads or on-device mode's Web Workers) as the
 * file error the API and the workspace report; anything unexpected is PROCESSING_FAILED.
 */
export function pdfFileErrorOf(error: { code: string; message: string }): TPdfFileError {
  if (!isPdfFileErrorCode(error.code) || error.code === 'PROCESSING_FAILED') {
    return { code: 'PROCESSING_FAILED', message: PDF_FILE_ERRORS.PROCESSING_FAILED };
  }
  return { code: error.code, message: error.message || PDF_FILE_ERRORS[error.code] };
}

/**
 * The answer's error when the only file of a request fails: the file's own condition is a 4xx the
 * user can act on (decision 0022). The server answers with it, and on-device mode's calls throw
 * the same, so the workspace reads both alike.
 */
export const PDF_FILE_ERROR_STATUS: Record<TPdfFileErrorCode, TErrorCode> = {
  NOT_PDF: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  CORRUPT: 'UNPROCESSABLE',
  ENCRYPTED: 'UNPROCESSABLE',
  WRONG_PASSWORD: 'UNPROCESSABLE',
  NO_PAGES: 'UNPROCESSABLE',
  PAGE_OUT_OF_RANGE: 'VALIDATION_ERROR',
  VERIFICATION_FAILED: 'UNPROCESSABLE',
  PROCESSING_FAILED: 'UNPROCESSABLE',
  LIMIT_EXCEEDED: 'UNPROCESSABLE',
  CONVERSION_FAILED: 'UNPROCESSABLE',
  // The server lacks LibreOffice: the file is fine, another server (or a PDF) would do.
  CONVERTER_MISSING: 'UNPROCESSABLE',
  // The caller must choose about marks made elsewhere (decision 0043).
  EXISTING_MARKS: 'UNPROCESSABLE',
  // A part the rebuild cannot read as the kind its use says (decision 0061).
  UNREADABLE_PART: 'UNPROCESSABLE',
  // Its pages are a placeholder: releasing them as the document would lose the form (issue 63).
  XFA_FORM: 'UNPROCESSABLE',
};
