import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { OcrProgress } from '../engine/document-text';
// Only the cache: importing the OCR index would load MuPDF in the main thread, which never uses it.
import { hashBytes, OcrCache, ocrCacheKey } from '../ocr/ocr-cache';
import { OCR_DPI, type OcrLine } from '../ocr/ocr-types';
import type { WorkerConfig } from '../worker/pdf.worker';
import type {
  ExtractResult,
  FindWordsResult,
  FindWordsTask,
  ProgressMessage,
  PdfTask,
  RedactTask,
  RedactTaskResult,
  SearchResult,
  SearchTask,
  TaskOutcome,
} from '../worker/tasks';

export interface PdfPoolOptions extends WorkerConfig {
  /** The worker module: the built `pdf-worker.js`, or `PDF_WORKER_SOURCE` when run from source. */
  workerFile: string | URL;
  threads?: number;
  /** OCR results kept in memory, in pages. */
  ocrCachePages?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Move the bytes to the worker instead of copying them (the caller's array is emptied). Saves
   * one copy of every file while a batch runs.
   */
  transfer?: boolean;
  onOcrProgress?: (progress: OcrProgress) => void;
}

type TextTaskFields<T> = Omit<T, 'type' | 'bytes' | 'cachedOcr' | 'progressPort'>;

/**
 * The PDF engine behind a pool of worker threads, one per core: the server's event loop stays
 * free while files are parsed, recognised and redacted. Aborting a call's signal stops its work.
 * OCR results are cached here, in the main thread, by file content hash and page.
 */
export class PdfPool {
  private readonly pool: Piscina;
  private readonly ocrCache: OcrCache;

  constructor(options: PdfPoolOptions) {
    const filename = options.workerFile.toString();
    const threads = options.threads ?? Math.max(1, availableParallelism());
    this.pool = new Piscina({
      filename,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      workerData: {
        ocrEngine: options.ocrEngine,
        tesseractPath: options.tesseractPath,
      } satisfies WorkerConfig,
    });
    this.ocrCache = new OcrCache(options.ocrCachePages);
  }

  get threads(): number {
    return this.pool.options.maxThreads;
  }

  extract(bytes: Uint8Array, options: CallOptions = {}) {
    return this.runText<ExtractResult>('extract', bytes, {}, options);
  }

  search(bytes: Uint8Array, fields: TextTaskFields<SearchTask>, options: CallOptions = {}) {
    return this.runText<SearchResult>('search', bytes, fields, options);
  }

  findWords(bytes: Uint8Array, fields: TextTaskFields<FindWordsTask>, options: CallOptions = {}) {
    return this.runText<FindWordsResult>('find-words', bytes, fields, options);
  }

  redact(bytes: Uint8Array, fields: Omit<RedactTask, 'type' | 'bytes'>, options: CallOptions = {}) {
    const owned = ownBytes(bytes, options);
    const task: RedactTask = { type: 'redact', bytes: owned, ...fields };
    return this.pool.run(task, {
      signal: options.signal,
      transferList: options.transfer ? [owned.buffer as ArrayBuffer] : [],
    }) as Promise<TaskOutcome<RedactTaskResult>>;
  }

  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }

  private async runText<T extends { newOcr: [number, OcrLine[]][] }>(
    type: 'extract' | 'search' | 'find-words',
    bytes: Uint8Array,
    fields: object,
    options: CallOptions,
  ): Promise<TaskOutcome<T>> {
    const fileHash = hashBytes(bytes);
    const cachedOcr = this.ocrCache.pagesOf(fileHash, OCR_DPI);
    const channel = options.onOcrProgress ? new MessageChannel() : null;
    const drained = channel ? progressDrained(channel.port1, options.onOcrProgress!) : null;
    const owned = ownBytes(bytes, options);
    const task = {
      type,
      bytes: owned,
      cachedOcr,
      progressPort: channel?.port2,
      ...fields,
    } as PdfTask;
    try {
      const outcome = (await this.pool.run(task, {
        signal: options.signal,
        transferList: [
          ...(channel ? [channel.port2] : []),
          ...(options.transfer ? [owned.buffer as ArrayBuffer] : []),
        ],
      })) as TaskOutcome<T>;
      // Progress travels on its own port, so it may still be in flight when the result arrives.
      await drained;
      if (outcome.ok) {
        for (const [page, lines] of outcome.value.newOcr) {
          this.ocrCache.set(ocrCacheKey(fileHash, page, OCR_DPI), lines);
        }
      }
      return outcome;
    } finally {
      channel?.port1.close();
    }
  }
}

/** Passes progress on and settles at the worker's `end`, which follows all its progress. */
function progressDrained(port: MessagePort, onProgress: (progress: OcrProgress) => void) {
  return new Promise<void>((resolve) => {
    port.on('message', (message: ProgressMessage) => {
      if (message.type === 'end') resolve();
      else onProgress({ page: message.page, done: message.done, total: message.total });
    });
  });
}

/** The bytes as a whole ArrayBuffer of their own, so they can be transferred without side effects. */
function ownBytes(bytes: Uint8Array, options: CallOptions): Uint8Array {
  if (!options.transfer) return bytes;
  const isWhole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return isWhole && bytes.buffer instanceof ArrayBuffer ? bytes : bytes.slice();
}
