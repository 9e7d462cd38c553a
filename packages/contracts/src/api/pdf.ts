import { z } from 'zod';
import { ZBBox } from '../pdf/geometry';
import { ZExistingMark, ZExistingMarksReport, type TExistingMark } from '../pdf/existing-marks';
import { ZPdfFileError } from '../pdf/file-errors';
import { ZFileSignature, ZSignature, type TFileSignature } from '../pdf/signatures';
import { ZPdfPage } from '../pdf/words';
import { SOURCE_FORMAT_NAMES } from '../pdf/source-formats';

/** What a file was before it was converted to the PDF the answer is about (absent: a PDF). */
export const ZConvertedFrom = z.enum(SOURCE_FORMAT_NAMES);

export const PDF_PATHS = {
  extract: '/api/pdf/extract',
  unlock: '/api/pdf/unlock',
  search: '/api/batch/search',
  findWords: '/api/batch/find_words',
  redact: '/api/batch/redact',
  marks: '/api/pdf/marks',
  convert: '/api/pdf/convert',
  images: '/api/pdf/images',
  markedCopy: '/api/batch/marked_copy',
  xfdf: '/api/batch/xfdf',
  importMarks: '/api/batch/import_marks',
} as const;

/**
 * The header a redaction answer carries its report in (JSON, ASCII-escaped; sealed when the
 * request was encrypted), read by the web app and the batch command.
 */
export const REDACTION_REPORT_HEADER = 'x-redaction-report';

/**
 * A processing call may carry a key of the caller's choosing (decision 0041): the same call (same
 * key, route, fields and files) repeated by the same user within `IDEMPOTENCY_WINDOW_HOURS` of
 * its delivery is answered again without being charged again. The batch command sends one per
 * file and step, so a run resumed after a crash never pays twice.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_WINDOW_HOURS = 24;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const PDF_MESSAGES = {
  fileRequired: 'A PDF file is required',
  passwordRequired: 'Give the password of the PDF (field "password")',
  searchInputRequired: 'Files and search term are required',
  findWordsFilesRequired: 'No files provided for word search',
  aiSearchNotConfigured: 'AI search is not configured',
  redactFilesRequired: 'No files provided for redaction',
  mappingsMismatch: 'Provide one redaction mapping per file, in the same order',
  passwordsMismatch:
    'Provide one password for every file, or one password field per file in the same order (empty for a file without)',
  unsafeRegex: 'The regular expression took too long and was stopped; simplify the pattern',
  invalidRegex: 'Invalid regular expression',
  tooManyTerms: 'At most 100 search terms at once',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters, given once`,
  idempotencyKeyReused: `This Idempotency-Key was used for a different call (other files, fields or route) in the last ${IDEMPOTENCY_WINDOW_HOURS} hours; use a new key for each call`,
  onlyImagesCombine: (name: string) =>
    `Only images can be combined into one document; ${name} is not an image. Open it on its own.`,
  tooManyPagesCombined: (pages: number) =>
    `The images make ${pages.toLocaleString('en-US')} pages together; this server converts at most 1,000 pages into one document. Combine fewer at a time.`,
  combinedTooLarge:
    'The PDF made from these images together is larger than 10 MB, the most one file may be. Combine fewer at a time, or open them as separate files.',
  combineNeedsImages: 'Send two images or more to combine them into one document',
  imageFormat: 'format must be png or jpeg',
} as const;

export const MAX_SEARCH_TERMS = 100;

const MB = 1024 * 1024;

/**
 * Byte limits of a processing request's text fields, checked while the form is read and before
 * anything is parsed (decision 0022). Redaction mappings hold up to 50 000 areas with their texts;
 * every other field (search terms, options, an appearance) is small.
 */
export const FORM_LIMITS = {
  mappingsBytes: 8 * MB,
  fieldBytes: 256 * 1024,
  totalFieldBytes: 10 * MB,
} as const;

/** The fields that may be as large as a redaction mapping. */
export const LARGE_FORM_FIELDS: Readonly<Record<string, number>> = {
  redaction_mappings: FORM_LIMITS.mappingsBytes,
  xfdf: FORM_LIMITS.mappingsBytes,
};

/** "The field redaction_mappings is larger than 8 MB" — with the limit named. */
export function fieldTooLargeMessage(name: string, bytes: number): string {
  const size = bytes >= MB ? `${bytes / MB} MB` : `${bytes / 1024} KB`;
  return `The field ${name} is larger than ${size}, the most this server accepts`;
}

export const FORM_TOO_LARGE_MESSAGE = `The form fields of this request are larger than ${
  FORM_LIMITS.totalFieldBytes / MB
} MB together, the most this server accepts`;

/** What converting the file showed, left out or could not carry, for the user to check. */
export const ZConversionNotes = z.array(z.string());

export const ZExtractResponse = z.object({
  file: z.string(),
  converted_from: ZConvertedFrom.optional(),
  conversion_notes: ZConversionNotes.optional(),
  pages: z.array(ZPdfPage),
});
export type TExtractResponse = z.infer<typeof ZExtractResponse>;

/**
 * What the workspace reads of a file on opening (`PDF_PATHS.marks`; nothing is charged): the
 * unapplied redaction marks it arrived with, and the signatures a redaction would remove.
 */
/** A value an XFA form's data holds, by the path of its element names (decision 0068). */
export const ZFormDataValue = z.object({ name: z.string(), value: z.string() });
export type TFormDataValue = z.infer<typeof ZFormDataValue>;

export const ZExistingMarksResponse = z.object({
  file: z.string(),
  pages: z.number().int(),
  existing_marks: z.array(ZExistingMark),
  /** Every signed signature field, page by page (decision 0062). */
  signatures: z.array(ZFileSignature),
  /** The values of an XFA form's data, which the released file does not carry (decision 0068). */
  form_data: z.array(ZFormDataValue),
});
export type TExistingMarksResponse = z.infer<typeof ZExistingMarksResponse>;

/**
 * The marks answer for one file from what the engine found in it; the server and on-device mode
 * give it alike.
 */
export function existingMarksAnswerOf(
  file: string,
  found: {
    pages: number;
    marks: readonly { mark: TExistingMark }[];
    signatures: readonly TFileSignature[];
    formData: readonly TFormDataValue[];
  },
): TExistingMarksResponse {
  return {
    file,
    pages: found.pages,
    existing_marks: found.marks.map(({ mark }) => mark),
    signatures: [...found.signatures],
    form_data: [...found.formData],
  };
}

const ZMatch = z.object({
  bbox: ZBBox,
  text: z.string(),
  term: z.string(),
  /** True when the match lies in a form field's value rather than the page's own text. */
  field: z.boolean().optional(),
});
const ZMatchPage = z.object({ page: z.number().int(), matches: z.array(ZMatch) });
export type TMatchPage = z.infer<typeof ZMatchPage>;

const fileResult = <T extends z.ZodType>(results: T) =>
  z.object({
    file: z.string(),
    status: z.enum(['success', 'error']),
    error: ZPdfFileError.optional(),
    results: results.optional(),
  });

export const ZBatchSearchResponse = z.object({
  batch_summary: z.object({
    total_files: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
    total_matches: z.number().int(),
    search_time: z.number(),
  }),
  file_results: z.array(
    fileResult(
      z.object({
        total_matches: z.number().int(),
        match_details: z.object({ pages: z.array(ZMatchPage) }),
      }),
    ),
  ),
});
export type TBatchSearchResponse = z.infer<typeof ZBatchSearchResponse>;

const ZWordMatch = z.object({ bbox: ZBBox, text: z.string() });

export const ZFindWordsResponse = z.object({
  file_results: z.array(
    fileResult(
      z.object({
        pages: z.array(z.object({ page: z.number().int(), matches: z.array(ZWordMatch) })),
      }),
    ),
  ),
});
export type TFindWordsResponse = z.infer<typeof ZFindWordsResponse>;

/** What redaction did to one file and what the check of the saved file found. */
export const ZRedactionReport = z.object({
  file: z.string(),
  output_name: z.string(),
  converted_from: ZConvertedFrom.optional(),
  conversion_notes: ZConversionNotes.optional(),
  /** The file's pages, all of them (not only those redacted). */
  pages: z.number().int(),
  areas: z.number().int(),
  words_removed: z.number().int(),
  images_touched: z.number().int(),
  annotations_removed: z.number().int(),
  /** The unapplied redaction marks the file arrived with, and what became of them. */
  existing_marks: ZExistingMarksReport,
  /**
   * What the released file left out of the original, by kind ("Catalog /Metadata", "unused
   * resource", "Annotation FileAttachment"…): it is rebuilt from what the engine reads, through a
   * schema of what each kind may carry (decision 0061).
   */
  dropped: z.record(z.string(), z.number().int()),
  /**
   * The signatures the file carried: a redacted file is no longer what was signed, so they are
   * removed, and what a signed field showed stays on the page as drawing (decision 0062).
   */
  signatures: z.array(ZSignature),
  verification: z.object({
    passed: z.boolean(),
    areas_checked: z.number().int(),
    text_left_in_areas: z.number().int(),
    strings_checked: z.number().int(),
    leaks: z.array(z.string()),
    /** Redacted strings that still appear, unredacted, elsewhere on the pages. */
    still_visible_elsewhere: z.array(z.string()),
    /** Redacted pages showing a scan that were read again by OCR: no redacted word was found. */
    scanned_pages_checked: z.number().int(),
  }),
});
export type TRedactionReport = z.infer<typeof ZRedactionReport>;
