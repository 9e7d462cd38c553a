// The engine as a browser's Web Worker runs it (on-device mode, decision 0056): the same tasks and
// calls as the server's worker threads, without Node. Nothing here may import Node's modules.
export {
  DEFAULT_PDF_LIMITS,
  limitMessage,
  type LimitName,
  type PdfLimits,
} from './budget/pdf-limits';
export { TaskBudget } from './budget/task-budget';
export { checkScans, type RedactedFile } from './calls/check-scans';
export { readTextWithOcr } from './calls/read-text';
export { recognisePages } from './calls/recognise-pages';
export { redactContent } from './calls/redact-file';
export type { CallOptions, PageCache, TaskRunner } from './calls/task-runner';
export type { ImageSource } from './convert/images-to-pdf';
export type { OcrProgress } from './engine/document-text';
export { capEngineMemory, engineMemory, isHeapLarge, resetRefusal } from './engine/heap-cap';
export { isEngineFault } from './engine/pdf-file-error';
export type { XfdfMark } from './marks/xfdf';
export {
  OCR_DPI,
  OCR_LANGUAGES,
  type OcrEngine,
  type OcrLine,
  type OcrWord,
} from './ocr/ocr-types';
export { createQueuedEngine } from './ocr/queued-engine';
export { TesseractJsRecognizer, type WorkerFiles } from './ocr/tesseract-js';
export {
  InvalidRegexError,
  matchInThread,
  provideRegexRunner,
  REGEX_TIME_LIMIT_MS,
  RegexTimeoutError,
} from './search/guarded-regex';
export { CLEAN_FAILURES, runTask, taskFailure, type TaskHost } from './worker/run-task';
export type * from './worker/tasks';
export { hasPdfSignature } from './signature';
