import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { TPdfPage } from '@workbench/contracts';
import { readDocumentText, type TextOptions } from '../engine/document-text';
import { openPdf } from '../engine/open-pdf';
import type { PageText } from '../engine/page-text';
import { PdfFileError, toPdfFileError } from '../engine/pdf-file-error';
import { createOcrEngine, type OcrEngine, type OcrLine } from '../ocr';
import { redactPdf } from '../redact/redact-pdf';
import { mergeShards, redactShard } from '../redact/shards';
import { findWordsInRect } from '../search/find-words';
import { InvalidRegexError, RegexTimeoutError } from '../search/guarded-regex';
import { searchPages } from '../search/search-pages';
import type { PdfTask, ProgressMessage, TaskOutcome, TextTask } from './tasks';

export interface WorkerConfig {
  ocrEngine: 'auto' | 'cli' | 'js' | 'off';
  tesseractPath?: string;
}

const config = (workerData ?? { ocrEngine: 'auto' }) as WorkerConfig;
let ocr: Promise<OcrEngine> | null = null;

function ocrEngine(): Promise<OcrEngine> | null {
  if (config.ocrEngine === 'off') return null;
  ocr ??= createOcrEngine({ engine: config.ocrEngine, tesseractPath: config.tesseractPath });
  return ocr;
}

/**
 * The pool's entry point: runs one task on one file and reports a per-file error as a value.
 * A redacted file's bytes are moved to the main thread, not copied.
 */
export default async function run(task: PdfTask): Promise<TaskOutcome<unknown>> {
  try {
    switch (task.type) {
      case 'redact': {
        const result = redactPdf(task.bytes, task);
        return moving(result, [result.bytes]);
      }
      case 'redact-shard': {
        const result = redactShard(task.bytes, task);
        return moving(result, [result.bytes]);
      }
      case 'redact-merge': {
        const result = mergeShards(task.shards, task);
        return moving(result, [result.bytes]);
      }
      case 'count-pages': {
        const document = openPdf(task.bytes);
        try {
          return { ok: true, value: document.countPages() };
        } finally {
          document.destroy();
        }
      }
      default:
        return { ok: true, value: await runTask(task) };
    }
  } catch (error) {
    if (error instanceof InvalidRegexError || error instanceof RegexTimeoutError) {
      return { ok: false, error: { code: error.name, message: error.message } };
    }
    if (!(error instanceof PdfFileError)) {
      return { ok: false, error: { ...toPdfFileError(error), detail: errorMessage(error) } };
    }
    return { ok: false, error: { ...error.toJSON(), detail: error.detail } };
  } finally {
    if ('progressPort' in task && task.progressPort) {
      // Messages on one port arrive in order: `end` tells the pool every progress message is in.
      task.progressPort.postMessage({ type: 'end' } satisfies ProgressMessage);
      task.progressPort.close();
    }
  }
}

async function runTask(task: TextTask) {
  const document = openPdf(task.bytes);
  try {
    const newOcr: [number, OcrLine[]][] = [];
    const options: TextOptions = {
      ocr: await ocrEngine(),
      cachedOcr: new Map(task.cachedOcr),
      onOcrResult: (page, lines) => newOcr.push([page, lines]),
      onOcrProgress: (progress) =>
        task.progressPort?.postMessage({
          type: 'ocr-progress',
          ...progress,
        } satisfies ProgressMessage),
    };
    if (task.type === 'find-words') {
      if (task.page > document.countPages()) throw new PdfFileError('PAGE_OUT_OF_RANGE');
      const [page] = await readDocumentText(document, { ...options, pageIndexes: [task.page - 1] });
      return { newOcr, words: findWordsInRect(page!.words, task.bbox) };
    }
    const pages = await readDocumentText(document, options);
    if (task.type === 'extract') return { newOcr, pages: pages.map(toApiPage) };
    return { newOcr, pages: searchPages(pages, task.terms, task) };
  } finally {
    document.destroy();
  }
}

/**
 * The outcome with the given arrays' memory moved to the main thread instead of copied: Piscina
 * sends the surrogate `valueSymbol` value and transfers the buffers `transferableSymbol` lists.
 */
function moving<T>(value: T, arrays: Uint8Array[]): TaskOutcome<T> {
  const outcome = { ok: true as const, value };
  return move({
    get [transferableSymbol]() {
      return arrays.map((array) => array.buffer);
    },
    get [valueSymbol]() {
      return outcome;
    },
  }) as unknown as TaskOutcome<T>;
}

function toApiPage(page: PageText): TPdfPage {
  return {
    page_number: page.pageNumber,
    width: page.width,
    height: page.height,
    ocr: page.ocr,
    text: page.text,
    words: page.words,
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error);
}
