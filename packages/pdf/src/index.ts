export { hasPdfSignature, SIGNATURE_SEARCH_BYTES } from './signature';
export { PdfPool, shared, type CallOptions, type PdfPoolOptions } from './pool/pdf-pool';
export { DEFAULT_PDF_LIMITS, type PdfLimits } from './budget/pdf-limits';
export type { OcrProgress } from './engine/document-text';
export type { TaskError } from './worker/tasks';
export type { ImageSource } from './convert/images-to-pdf';

/** The worker module's source, for running the pool from TypeScript (tests, development). */
export const PDF_WORKER_SOURCE = new URL('./worker/source-worker.mjs', import.meta.url);
export { readXfdf, XfdfError, type XfdfMark } from './marks/xfdf';
