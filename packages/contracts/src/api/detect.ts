import { z } from 'zod';
import { ZPdfFileError } from '../pdf/file-errors';

/** Streaming with `?stream=true` (Server-Sent Events), otherwise one JSON answer (workspace §7). */
export const DETECT_PATH = '/api/batch/multi_detect';

export const DETECT_MESSAGES = {
  filesRequired: 'No files provided for detection',
  noEngine: 'Choose at least one model with at least one entity type',
  cancelled: 'Processing cancelled by user',
  engineNotInstalled: 'Standard AI is not installed on this server',
  engineNotConfigured: 'Advanced AI is not configured on this server',
} as const;

export const ENGINE_NAMES = ['fast', 'standard', 'advanced'] as const;
export const ZEngineName = z.enum(ENGINE_NAMES);
export type TEngineName = z.infer<typeof ZEngineName>;

/** The suffix of each engine's entity ids in the web app (fast _F, advanced _A, standard _S). */
export const ENGINE_SUFFIX: Record<TEngineName, string> = {
  fast: '_F',
  advanced: '_A',
  standard: '_S',
};

export const ZEngineStatus = z.object({
  state: z.enum(['ready', 'not_installed', 'not_configured']),
  detail: z.string().optional(),
});
export type TEngineStatus = z.infer<typeof ZEngineStatus>;
export const ZEngineStatuses = z.object({
  fast: ZEngineStatus,
  standard: ZEngineStatus,
  advanced: ZEngineStatus,
});
export type TEngineStatuses = z.infer<typeof ZEngineStatuses>;

const ZDetectBBox = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });

/** The blocks of a page a found value may stand in (decision 0050). */
export const BLOCK_ROLES = [
  'letterhead',
  'sender',
  'recipient',
  'seller',
  'buyer',
  'footer',
  'signature',
] as const;
export type TBlockRole = (typeof BLOCK_ROLES)[number];

/**
 * What in the page's layout decided a found value's type, shown on the mark: the form field or
 * label that names the value, the block it stands in and whose that block is.
 */
export const ZDetectionBasis = z.object({
  label: z.string().optional(),
  block: z.enum(BLOCK_ROLES).optional(),
  holder: z.enum(['organisation', 'person']).optional(),
  /** `checksum`: an identity number its label names, whose check digit or date fails. */
  doubt: z.enum(['checksum']).optional(),
});
export type TDetectionBasis = z.infer<typeof ZDetectionBasis>;

/** One area found on a page: a redaction-mapping item with where it came from. */
export const ZDetectedItem = z.object({
  entity_type: z.string(),
  original_text: z.string(),
  score: z.number(),
  start: z.number().int(),
  end: z.number().int(),
  engine: ZEngineName,
  /** Every engine that found the same span. */
  engines: z.array(ZEngineName),
  bbox: ZDetectBBox,
  /** True when the span lies in a form field's value rather than the page's own text. */
  field: z.boolean().optional(),
  /** What in the page's layout decided the type (ZDetectionBasis). */
  basis: ZDetectionBasis.optional(),
});
export type TDetectedItem = z.infer<typeof ZDetectedItem>;

export const ZDetectedPage = z.object({
  page: z.number().int(),
  sensitive: z.array(ZDetectedItem),
});
export type TDetectedPage = z.infer<typeof ZDetectedPage>;

const ZCounts = z.record(z.string(), z.number().int());

/** One engine that could not run on a page or file; the others' results still count. */
export const ZEngineFailure = z.object({ engine: ZEngineName, message: z.string() });
export type TEngineFailure = z.infer<typeof ZEngineFailure>;

export const ZPageResults = z.object({
  performance: z.object({ words_count: z.number().int(), detection_time: z.number() }),
  entities_detected: z.object({ total: z.number().int(), by_type: ZCounts }),
  redaction_mapping: z.object({ pages: z.array(ZDetectedPage) }),
  engine_errors: z.array(ZEngineFailure),
});
export type TPageResults = z.infer<typeof ZPageResults>;

export const ZFilePerformance = z.object({
  file_read_time: z.number(),
  extraction_time: z.number(),
  detection_time: z.number(),
  total_time: z.number(),
  words_count: z.number().int(),
  pages_count: z.number().int(),
  entity_density: z.number(),
});

export const ZFileResults = z.object({
  entities_detected: z.object({ total: z.number().int(), by_type: ZCounts, by_page: ZCounts }),
  performance: ZFilePerformance,
  redaction_mapping: z.object({ pages: z.array(ZDetectedPage) }),
  engine_errors: z.array(ZEngineFailure),
});
export type TFileResults = z.infer<typeof ZFileResults>;

/** The non-streaming answer: every file's results at once. */
export const ZDetectResponse = z.object({
  batch_summary: z.object({
    batch_id: z.string(),
    total_files: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
    total_entities: z.number().int(),
    total_time: z.number(),
  }),
  file_results: z.array(
    z.object({
      file: z.string(),
      status: z.enum(['success', 'error']),
      error: ZPdfFileError.optional(),
      results: ZFileResults.optional(),
    }),
  ),
});
export type TDetectResponse = z.infer<typeof ZDetectResponse>;

/**
 * The stream's events, in order (workspace §7): reading_files, files_read, then per file
 * file_started, page_started/page_completed per page, file_completed; batch_completed last;
 * heartbeat every few seconds and error whenever a file or the batch fails. Each SSE `data:` line
 * holds one of these objects; `type` repeats the `event:` name.
 */
export const ZDetectEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reading_files'), batch_id: z.string() }),
  z.object({
    type: z.literal('files_read'),
    batch_id: z.string(),
    total_files: z.number(),
    file_names: z.array(z.string()),
  }),
  z.object({
    type: z.literal('file_started'),
    file_name: z.string(),
    file_index: z.number().int(),
    total_pages: z.number().int(),
  }),
  z.object({
    type: z.literal('page_started'),
    file_name: z.string(),
    page_number: z.number().int(),
    total_pages: z.number().int(),
  }),
  z.object({
    type: z.literal('page_completed'),
    file_name: z.string(),
    page_number: z.number().int(),
    total_pages: z.number().int(),
    results: ZPageResults,
  }),
  z.object({
    type: z.literal('file_completed'),
    file_name: z.string(),
    total_pages: z.number().int(),
    successful_pages: z.number().int(),
    processing_time: z.number(),
    results: ZFileResults,
  }),
  z.object({
    type: z.literal('batch_completed'),
    batch_id: z.string(),
    total_files: z.number().int(),
    successful_files: z.number().int(),
    total_pages: z.number().int(),
    total_processing_time: z.number(),
  }),
  z.object({ type: z.literal('heartbeat'), status: z.literal('alive'), timestamp: z.number() }),
  z.object({
    type: z.literal('error'),
    error_message: z.string(),
    file_name: z.string().optional(),
    engine: ZEngineName.optional(),
    code: z.string().optional(),
  }),
]);
export type TDetectEvent = z.infer<typeof ZDetectEvent>;
export type TDetectEventType = TDetectEvent['type'];
