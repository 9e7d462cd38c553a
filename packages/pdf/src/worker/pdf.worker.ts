// First: caps MuPDF's heap before MuPDF is loaded by the imports below.
import { engineMemory, isHeapLarge, resetRefusal } from './memory-cap';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData, type Transferable } from 'node:worker_threads';
import type { TPdfPage } from '@workbench/contracts';
import { TaskBudget } from '../budget/task-budget';
import { convertedText } from '../convert/converted-text';
import { htmlToPdf } from '../convert/html-to-pdf';
import { imagesToPdf } from '../convert/images-to-pdf';
import { joinPdfs } from '../convert/join-pdfs';
import { pagesAsImages } from '../convert/pages-as-images';
import { readDocumentText, recognisePage } from '../engine/document-text';
import { openPdf } from '../engine/open-pdf';
import { unlockPdf } from '../engine/unlock-pdf';
import type { PageText } from '../engine/page-text';
import { isEngineFault, PdfFileError, toPdfFileError } from '../engine/pdf-file-error';
import { exportMarkedCopy, exportMarksXfdf } from '../marks/export-marks';
import { placeXfdfMarks } from '../marks/import-marks';
import { createOcrEngine, type OcrEngine } from '../ocr';
import { readExistingMarks } from '../redact/annotations/existing-marks';
import { redactPdf } from '../redact/redact-pdf';
import { mergeShards, redactShard } from '../redact/shards';
import { findWordsInRect } from '../search/find-words';
import { InvalidRegexError, RegexTimeoutError } from '../search/guarded-regex';
import { searchPages } from '../search/search-pages';
import type {
  PdfTask,
  TaskOutcome,
  TextTask,
  WorkerConfig,
  WorkerMessage,
  WorkerRequest,
} from './tasks';

const config = workerData as WorkerConfig;
/**
 * Failures found by the engine's own checks, after which MuPDF is known to be sound. After any
 * other failure MuPDF may have stopped half-way through its own state (a hostile file made it
 * fail deep inside), so the worker is replaced; that costs one thread start.
 */
/** MuPDF's words for an allocation it could not make or would not try (a huge image). */
const OUT_OF_MEMORY = /\b(malloc|calloc|realloc)\b.*failed|out of memory|overly large image/i;

const CLEAN_FAILURES = new Set([
  'NOT_PDF',
  'TOO_LARGE',
  'ENCRYPTED',
  'WRONG_PASSWORD',
  'NO_PAGES',
  'PAGE_OUT_OF_RANGE',
  'VERIFICATION_FAILED',
  'EXISTING_MARKS',
  'CONVERSION_FAILED',
  'InvalidRegexError',
  'RegexTimeoutError',
]);
const port = parentPort!;
let ocr: Promise<OcrEngine> | null = null;

function ocrEngine(): Promise<OcrEngine> {
  if (config.ocrEngine === 'off') throw new Error('OCR is turned off');
  ocr ??= createOcrEngine({ engine: config.ocrEngine, tesseractPath: config.tesseractPath });
  return ocr;
}

port.on('message', (request: WorkerRequest) => void answer(request));
port.postMessage({ type: 'ready' } satisfies WorkerMessage);

/**
 * Runs one task on one file and reports a per-file error as a value, with the memory the worker
 * holds afterwards (the pool replaces a worker that grew past its budget once it is idle). A
 * worker whose engine faulted, was refused memory or grew past half its cap asks to be replaced
 * at once; redacted bytes are moved to the main thread, not copied.
 */
async function answer({ id, task }: WorkerRequest): Promise<void> {
  resetRefusal();
  const budget = new TaskBudget(config.limits, (page) =>
    port.postMessage({ type: 'step', id, page } satisfies WorkerMessage),
  );
  let isFaulted = false;
  let outcome: TaskOutcome<unknown>;
  try {
    outcome = { ok: true, value: await run(task, budget) };
  } catch (error) {
    isFaulted = isEngineFault(error);
    outcome = failure(error, budget);
  }
  const transfer: Transferable[] = [];
  const value = outcome.ok ? (outcome.value as { bytes?: unknown }) : null;
  if (value?.bytes instanceof Uint8Array) transfer.push(value.bytes.buffer as ArrayBuffer);
  const recycle =
    isFaulted ||
    engineMemory().wasRefused ||
    isHeapLarge() ||
    (!outcome.ok && !CLEAN_FAILURES.has(outcome.error.code));
  // WebAssembly memory never shrinks, and V8 keeps a grown heap committed for a while.
  const memoryBytes = engineMemory().bytes + getHeapStatistics().total_heap_size;
  port.postMessage(
    { type: 'done', id, outcome, recycle, memoryBytes } satisfies WorkerMessage,
    transfer,
  );
}

async function run(task: PdfTask, budget: TaskBudget): Promise<unknown> {
  switch (task.type) {
    case 'redact':
      return redactPdf(task.bytes, task, budget);
    case 'redact-shard':
      return redactShard(task.bytes, task, budget);
    case 'redact-merge':
      return mergeShards(task.shards, task, budget);
    case 'unlock':
      budget.step();
      return { bytes: unlockPdf(task.bytes, task.password) };
    case 'convert-images':
      return { bytes: imagesToPdf(task.images, budget) };
    case 'converted-text':
      return convertedText(task.bytes, budget);
    case 'html-to-pdf':
      return { bytes: htmlToPdf(task.html, budget) };
    case 'join-pdfs':
      return { bytes: joinPdfs(task.parts, budget) };
    case 'pages-as-images':
      return { images: pagesAsImages(task.bytes, task.format, budget) };
    case 'existing-marks': {
      budget.step();
      const document = openPdf(task.bytes);
      try {
        const marks = readExistingMarks(document, budget);
        const imported = task.xfdf && placeXfdfMarks(document, task.xfdf, budget);
        return { pages: document.countPages(), marks, ...(imported && { imported }) };
      } finally {
        document.destroy();
      }
    }
    case 'export-marks':
      return task.format === 'pdf' ? exportMarkedCopy(task, budget) : exportMarksXfdf(task, budget);
    case 'count-pages': {
      budget.step();
      const document = openPdf(task.bytes);
      try {
        return document.countPages();
      } finally {
        document.destroy();
      }
    }
    case 'ocr-page': {
      budget.step(task.page);
      const document = openPdf(task.bytes);
      try {
        // Tesseract is stopped by the worker itself just before the pool's watchdog would end
        // the thread, so no orphaned process keeps running.
        const signal = AbortSignal.timeout(config.limits.pageSeconds * 900);
        const engine = await ocrEngine();
        return { lines: await recognisePage(document, task.page, engine, { budget, signal }) };
      } finally {
        document.destroy();
      }
    }
    default:
      return readText(task, budget);
  }
}

function readText(task: TextTask, budget: TaskBudget) {
  budget.step();
  const document = openPdf(task.bytes);
  try {
    const ocrPages = config.ocrEngine === 'off' ? null : new Map(task.ocrPages);
    if (task.type === 'find-words' && task.page > document.countPages())
      throw new PdfFileError('PAGE_OUT_OF_RANGE');
    const pageIndexes = task.type === 'find-words' ? [task.page - 1] : undefined;
    const { pages, ocrNeeded } = readDocumentText(document, { ocrPages, budget, pageIndexes });
    if (ocrNeeded.length > 0) return { ocrNeeded };
    if (task.type === 'find-words') return { words: findWordsInRect(pages[0]!.words, task.bbox) };
    if (task.type === 'extract') return { pages: pages.map(toApiPage) };
    return { pages: searchPages(pages, task.terms, task) };
  } finally {
    document.destroy();
  }
}

function failure(error: unknown, budget: TaskBudget): TaskOutcome<never> {
  if (error instanceof InvalidRegexError || error instanceof RegexTimeoutError) {
    return { ok: false, error: { code: error.name, message: error.message } };
  }
  if (engineMemory().wasRefused || OUT_OF_MEMORY.test(errorMessage(error))) {
    const exceeded = budget.exceeded('memory');
    return { ok: false, error: { ...exceeded.toJSON(), detail: errorMessage(error) } };
  }
  if (error instanceof PdfFileError) {
    return { ok: false, error: { ...error.toJSON(), detail: error.detail } };
  }
  return { ok: false, error: { ...toPdfFileError(error), detail: errorMessage(error) } };
}

function toApiPage(page: PageText): TPdfPage {
  return {
    page_number: page.pageNumber,
    width: page.width,
    height: page.height,
    ocr: page.ocr,
    text: page.text,
    words: page.words,
    ...(page.fields.length > 0 ? { fields: page.fields } : {}),
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}
