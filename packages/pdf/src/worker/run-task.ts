import type { TPdfPage } from '@workbench/contracts';
import type { TaskBudget } from '../budget/task-budget';
import { convertedText } from '../convert/converted-text';
import { fitImages } from '../convert/fit-images';
import { htmlToPdf } from '../convert/html-to-pdf';
import { imagesToPdf } from '../convert/images-to-pdf';
import { joinPdfs } from '../convert/join-pdfs';
import { pagesAsImages } from '../convert/pages-as-images';
import { readDocumentText, recognisePage } from '../engine/document-text';
import { openPdf } from '../engine/open-pdf';
import type { PageText } from '../engine/page-text';
import { PdfFileError, toPdfFileError } from '../engine/pdf-file-error';
import { unlockPdf } from '../engine/unlock-pdf';
import { exportMarkedCopy, exportMarksXfdf } from '../marks/export-marks';
import { placeXfdfMarks } from '../marks/import-marks';
import { readXfdfFile, XfdfError } from '../marks/xfdf';
import type { OcrEngine } from '../ocr/ocr-types';
import { readExistingMarks } from '../redact/annotations/existing-marks';
import { readSignatures } from '../redact/fields/signatures';
import { readXfaData } from '../redact/fields/xfa-data';
import { redactPdf } from '../redact/redact-pdf';
import { mergeShards, redactShard } from '../redact/shards';
import { findWordsInRect } from '../search/find-words';
import { InvalidRegexError, RegexTimeoutError } from '../search/guarded-regex';
import { searchPages } from '../search/search-pages';
import type { PdfTask, TaskOutcome, TextTask } from './tasks';

/**
 * What the thread running the engine provides: a Node worker thread of the pool, or a browser's
 * Web Worker in on-device mode. Everything else a task does is the same code in both.
 */
export interface TaskHost {
  /** The OCR engine for `ocr-page` tasks, started on first use; null when OCR is off. */
  ocrEngine: (() => Promise<OcrEngine>) | null;
  /** Seconds one page may take (the pool's or the page's watchdog ends the thread after it). */
  pageSeconds: number;
}

/** MuPDF's words for an allocation it could not make or would not try (a huge image). */
const OUT_OF_MEMORY = /\b(malloc|calloc|realloc)\b.*failed|out of memory|overly large image/i;

/**
 * Failures found by the engine's own checks, after which MuPDF is known to be sound. After any
 * other failure MuPDF may have stopped half-way through its own state (a hostile file made it
 * fail deep inside), so the thread is replaced; that costs one thread start.
 */
export const CLEAN_FAILURES = new Set([
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

/** Runs one task on one file in this thread (see the task union in tasks.ts). */
export async function runTask(task: PdfTask, budget: TaskBudget, host: TaskHost): Promise<unknown> {
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
    case 'fit-images':
      return fitImages(task.bytes, budget);
    case 'join-pdfs':
      return { bytes: joinPdfs(task.parts, budget) };
    case 'pages-as-images':
      return { images: pagesAsImages(task.bytes, task.format, budget) };
    case 'read-xfdf': {
      budget.step();
      try {
        return readXfdfFile(task.text);
      } catch (error) {
        if (error instanceof XfdfError) return { problem: error.message };
        throw error;
      }
    }
    case 'existing-marks': {
      budget.step();
      const document = openPdf(task.bytes);
      try {
        const marks = readExistingMarks(document, budget);
        const signatures = readSignatures(document, budget);
        const formData = readXfaData(document, budget);
        const imported = task.xfdf && placeXfdfMarks(document, task.xfdf, budget);
        const pages = document.countPages();
        return { pages, marks, signatures, formData, ...(imported && { imported }) };
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
      if (host.ocrEngine === null) throw new Error('OCR is turned off');
      // Tesseract is stopped by the thread itself just before the watchdog would end the
      // thread, so no orphaned process keeps running.
      const signal = AbortSignal.timeout(host.pageSeconds * 900);
      const document = openPdf(task.bytes);
      try {
        const engine = await host.ocrEngine();
        return { lines: await recognisePage(document, task.page, engine, { budget, signal }) };
      } catch (error) {
        // Stopped at the page's time: the limit, not a fault of the file.
        throw signal.aborted ? budget.exceeded('page-time') : error;
      } finally {
        document.destroy();
      }
    }
    default:
      return readText(task, budget, host);
  }
}

function readText(task: TextTask, budget: TaskBudget, host: TaskHost) {
  budget.step();
  const document = openPdf(task.bytes);
  try {
    const ocrPages = host.ocrEngine === null ? null : new Map(task.ocrPages);
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

/**
 * A failed task as the per-file error it reports: the engine's own refusals as they are, MuPDF
 * refused memory (`memoryRefused`, or its words for it) as the memory limit, anything else as
 * the file's processing failure with MuPDF's message as the log's detail.
 */
export function taskFailure(
  error: unknown,
  budget: TaskBudget,
  memoryRefused: boolean,
): TaskOutcome<never> {
  if (error instanceof InvalidRegexError || error instanceof RegexTimeoutError) {
    return { ok: false, error: { code: error.name, message: error.message } };
  }
  if (memoryRefused || OUT_OF_MEMORY.test(errorMessage(error))) {
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
