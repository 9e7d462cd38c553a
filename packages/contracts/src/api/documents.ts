import { z } from 'zod';
import { ZExemptionCodeText } from '../rules/exemption-codes';
import { pagedEnvelope, successEnvelope } from '../envelope';
import { ZBBox } from '../pdf/geometry';
import { MAX_AREAS_PER_FILE } from '../pdf/redaction-mapping';

/**
 * Paths of the redaction history (workspace §History), under `/api` like every call here. The
 * server keeps a record of what was redacted, never the document or its name (decision 0010).
 */
export const DOCUMENT_PATHS = {
  documents: '/api/documents',
  document: '/api/documents/:id',
} as const;

export const DOCUMENT_LIMITS = {
  /** The history panel asks for 100 at once; the history hook's default page is 10. */
  pageSizeDefault: 10,
  pageSizeMax: 100,
  pageMax: 1_000_000,
  pages: 5_000,
  /** The same as one file of a redaction call. */
  areas: MAX_AREAS_PER_FILE,
  /** 50 000 areas with source, model and two-decimal boxes take about 5.5 MB of JSON. */
  bodyBytes: 8 * 1024 * 1024,
} as const;

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  historyOff: 'Redaction history is turned off in your settings',
  filename: 'filename must be the SHA-256 hex digest of the file name',
  schema: 'redaction_schema must be an object',
  version: 'redaction_schema version must be 1',
  tooManyPages: `A redaction record can hold at most ${DOCUMENT_LIMITS.pages} pages`,
  tooManyAreas: `A redaction record can hold at most ${DOCUMENT_LIMITS.areas} areas`,
  page: `page must be a whole number from 1 to ${DOCUMENT_LIMITS.pageMax}`,
  pageSize: `pageSize must be a whole number from 1 to ${DOCUMENT_LIMITS.pageSizeMax}`,
  redactedAt: 'redacted_at must be a date and time with its offset, e.g. 2026-05-04T10:30:00Z',
  redactedAtFuture: 'redacted_at lies in the future: check the clock of this device',
  redactedAtBeforeAccount:
    'redacted_at lies before this account was made: check the clock of this device',
} as const;

/** The browser hashes the file name; a plain name never reaches the server. */
export const ZHashedFileName = z
  .string({ error: DOCUMENT_MESSAGES.filename })
  .regex(/^[0-9a-f]{64}$/, { error: DOCUMENT_MESSAGES.filename });

export const ZRedactionSource = z.enum(['ENTITY', 'SEARCH', 'MANUAL'], {
  error: 'source must be ENTITY, SEARCH or MANUAL',
});
export type TRedactionSource = z.infer<typeof ZRedactionSource>;

/** One redacted area. Unknown keys (such as the text it covered) are dropped, never stored. */
export const ZRedactionSchemaArea = z.object({
  entity_type: z
    .string({ error: 'entity_type must be text' })
    .trim()
    .min(1, { error: 'entity_type cannot be empty' })
    .max(100, { error: 'entity_type must be at most 100 characters' }),
  bbox: ZBBox,
  source: ZRedactionSource.optional(),
  model: z
    .string({ error: 'model must be text' })
    .max(50, { error: 'model must be at most 50 characters' })
    .optional(),
  /** The exemption code the area was redacted with: the log's row, without the text. */
  code: ZExemptionCodeText.optional(),
});
export type TRedactionSchemaArea = z.infer<typeof ZRedactionSchemaArea>;

export const ZRedactionSchemaPage = z.object({
  page: z
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' }),
  sensitive: z
    .array(ZRedactionSchemaArea, { error: 'sensitive must be a list of areas' })
    .max(DOCUMENT_LIMITS.areas, { error: DOCUMENT_MESSAGES.tooManyAreas }),
});
export type TRedactionSchemaPage = z.infer<typeof ZRedactionSchemaPage>;

/** How many areas a redaction record holds; the server stores this as its entity count. */
export function countRedactionAreas(schema: { pages: { sensitive: unknown[] }[] }): number {
  return schema.pages.reduce((total, page) => total + page.sensitive.length, 0);
}

export const ZRedactionSchema = z
  .object(
    {
      version: z.literal(1, { error: DOCUMENT_MESSAGES.version }),
      pages: z
        .array(ZRedactionSchemaPage, { error: 'pages must be a list of pages' })
        .max(DOCUMENT_LIMITS.pages, { error: DOCUMENT_MESSAGES.tooManyPages }),
      options: z
        .object({ remove_images: z.boolean({ error: 'remove_images must be true or false' }) })
        .optional(),
    },
    { error: DOCUMENT_MESSAGES.schema },
  )
  .refine((schema) => countRedactionAreas(schema) <= DOCUMENT_LIMITS.areas, {
    error: DOCUMENT_MESSAGES.tooManyAreas,
    path: ['pages'],
  });
export type TRedactionSchema = z.infer<typeof ZRedactionSchema>;

export const ZSaveDocumentRequest = z.object({
  filename: ZHashedFileName,
  redaction_schema: ZRedactionSchema,
  /**
   * When the redaction was done, for a record saved later: on-device mode keeps the records of
   * redactions done offline and saves them when the connection returns. Absent: now.
   */
  redacted_at: z.iso.datetime({ offset: true, error: DOCUMENT_MESSAGES.redactedAt }).optional(),
});
export type TSaveDocumentRequest = z.infer<typeof ZSaveDocumentRequest>;

/** A list entry; the schema itself comes with the single item, as lists may hold 100. */
export const ZDocumentSummary = z.object({
  id: z.int(),
  hashed_name: z.string(),
  upload_timestamp: z.string(),
  entity_count: z.int(),
});
export type TDocumentSummary = z.infer<typeof ZDocumentSummary>;

export const ZDocumentHistoryItem = ZDocumentSummary.extend({ redaction_schema: ZRedactionSchema });
export type TDocumentHistoryItem = z.infer<typeof ZDocumentHistoryItem>;

function wholeNumberParam(message: string, max: number, fallback: number) {
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number)
    .pipe(z.int().min(1, { error: message }).max(max, { error: message }))
    .default(fallback);
}

export const ZDocumentListQuery = z.object({
  page: wholeNumberParam(DOCUMENT_MESSAGES.page, DOCUMENT_LIMITS.pageMax, 1),
  pageSize: wholeNumberParam(
    DOCUMENT_MESSAGES.pageSize,
    DOCUMENT_LIMITS.pageSizeMax,
    DOCUMENT_LIMITS.pageSizeDefault,
  ),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZDocumentListResponse = pagedEnvelope(ZDocumentSummary);
export type TDocumentListResponse = z.infer<typeof ZDocumentListResponse>;
export const ZDocumentResponse = successEnvelope(ZDocumentHistoryItem);
export type TDocumentResponse = z.infer<typeof ZDocumentResponse>;
