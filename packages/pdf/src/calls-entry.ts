// What the page of on-device mode runs around the engine's workers (packages/device's client):
// the calls written against a TaskRunner, the limits and the tasks' types. Nothing here loads
// MuPDF — the page may not compile its wasm, and does not need it; the worker imports
// `@workbench/pdf/engine`.
export {
  DEFAULT_PDF_LIMITS,
  limitMessage,
  type LimitName,
  type PdfLimits,
} from './budget/pdf-limits';
export { checkScans, type RedactedFile } from './calls/check-scans';
export { readTextWithOcr } from './calls/read-text';
export { recognisePages } from './calls/recognise-pages';
export { redactContent } from './calls/redact-file';
export type { CallOptions, PageCache, TaskRunner } from './calls/task-runner';
export type { ImageSource } from './convert/images-to-pdf';
export type { OcrProgress } from './engine/document-text';
export { readXfdf, readXfdfFile, XfdfError, type XfdfMark } from './marks/xfdf';
export type { OcrLine, OcrWord } from './ocr/ocr-types';
export { REGEX_TIME_LIMIT_MS } from './search/guarded-regex';
export type * from './worker/tasks';
