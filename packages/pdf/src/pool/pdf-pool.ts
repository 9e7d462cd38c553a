import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { OcrProgress } from '../engine/document-text';
// Only the cache: importing the OCR index would load MuPDF in the main thread, which never uses it.
import { hashBytes, OcrCache, ocrCacheKey } from '../ocr/ocr-cache';
import { OCR_DPI, type OcrLine } from '../ocr/ocr-types';
import { SHARD_MIN_AREAS, shardMapping } from '../redact/shard-plan';
import type { ShardResult } from '../redact/shards';
import type { WorkerConfig } from '../worker/pdf.worker';
import type {
  ExtractResult,
  FindWordsResult,
  FindWordsTask,
  ProgressMessage,
  PdfTask,
  RedactMergeTask,
  RedactShardTask,
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
  /** A redaction with at least this many areas is split over the threads (`SHARD_MIN_AREAS`). */
  shardMinAreas?: number;
  /**
   * A worker fault no call is waiting on (a worker dying while idle or while the pool closes).
   * Without a listener it would be an uncaught exception that ends the process.
   */
  onWorkerError?: (error: unknown) => void;
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
  private readonly shardMinAreas: number;

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
    this.pool.on('error', options.onWorkerError ?? reportWorkerError);
    this.ocrCache = new OcrCache(options.ocrCachePages);
    this.shardMinAreas = options.shardMinAreas ?? SHARD_MIN_AREAS;
  }

  get threads(): number {
    return this.pool.options.maxThreads;
  }

  /** The file's page count; the bytes are copied, so the caller keeps them for the work. */
  countPages(bytes: Uint8Array, options: Pick<CallOptions, 'signal'> = {}) {
    return this.run<number>({ type: 'count-pages', bytes }, options.signal, []);
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

  /**
   * Redacts one file. A large redaction is split over the threads by pages (see `shardMapping`):
   * each shard removes its pages' content in its own worker, then one worker merges, sanitises,
   * saves and verifies.
   */
  async redact(
    bytes: Uint8Array,
    fields: Omit<RedactTask, 'type' | 'bytes'>,
    options: CallOptions = {},
  ): Promise<TaskOutcome<RedactTaskResult>> {
    const owned = ownBytes(bytes, options);
    const plan = shardMapping(fields.mapping, this.threads, this.shardMinAreas);
    if (plan.length === 1) {
      const task: RedactTask = { type: 'redact', bytes: owned, ...fields };
      return this.run(task, options.signal, options.transfer ? [owned] : []);
    }
    // Each shard gets its own copy (`new Uint8Array` copies; a Buffer's slice would share memory);
    // the last takes the caller's bytes when they may be moved.
    const shards = await Promise.all(
      plan.map((mapping, index) => {
        const own = index === plan.length - 1 && options.transfer ? owned : new Uint8Array(owned);
        const task: RedactShardTask = {
          type: 'redact-shard',
          bytes: own,
          mapping,
          removeImages: fields.removeImages,
        };
        return this.run<ShardResult>(task, options.signal, [own]);
      }),
    );
    const failed = shards.find((outcome) => !outcome.ok);
    if (failed && !failed.ok) return failed;
    const results = shards.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    const merge: RedactMergeTask = { type: 'redact-merge', shards: results, ...fields };
    return this.run(
      merge,
      options.signal,
      results.map((shard) => shard.bytes),
    );
  }

  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }

  /** Runs one task, moving the given arrays' memory and ports to the worker. */
  private run<T>(
    task: PdfTask,
    signal: AbortSignal | undefined,
    moved: Uint8Array[],
    ports: MessagePort[] = [],
  ) {
    const transferList = [...ports, ...moved.map((array) => array.buffer as ArrayBuffer)];
    return this.pool.run(task, { signal, transferList }) as Promise<TaskOutcome<T>>;
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
      const outcome = await this.run<T>(
        task,
        options.signal,
        options.transfer ? [owned] : [],
        channel ? [channel.port2] : [],
      );
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

function reportWorkerError(error: unknown) {
  console.error('PDF worker failed outside a task:', error);
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
  return isWhole && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes);
}
