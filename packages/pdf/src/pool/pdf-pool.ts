import { availableParallelism } from 'node:os';
import { DEFAULT_PDF_LIMITS, type PdfLimits } from '../budget/pdf-limits';
import { checkScans, type RedactedFile } from '../calls/check-scans';
import { readTextWithOcr } from '../calls/read-text';
import { recognisePages } from '../calls/recognise-pages';
import { redactContent } from '../calls/redact-file';
import type { CallOptions, PageCache, TaskRunner } from '../calls/task-runner';
import type { ImageSource } from '../convert/images-to-pdf';
// Only the cache: importing the OCR index would load MuPDF in the main thread, which never uses it.
import { hashBytes, OcrCache, ocrCacheKey } from '../ocr/ocr-cache';
import { OCR_DPI, type OcrLine } from '../ocr/ocr-types';
import { SHARD_MIN_AREAS } from '../redact/shard-plan';
import type { XfdfMark } from '../marks/xfdf';
import type {
  ExistingMarksResult,
  ReadXfdfResult,
  ExportMarksTask,
  ExtractResult,
  FindWordsResult,
  FindWordsTask,
  PdfTask,
  RedactTask,
  SearchResult,
  SearchTask,
  TaskOutcome,
  WorkerConfig,
} from '../worker/tasks';
import { WorkerPool } from './worker-pool';

export type { CallOptions } from '../calls/task-runner';
export type { RedactedFile } from '../calls/check-scans';

export interface PdfPoolOptions extends Omit<WorkerConfig, 'limits'> {
  /** The worker module: the built `pdf-worker.js`, or `PDF_WORKER_SOURCE` when run from source. */
  workerFile: string | URL;
  threads?: number;
  /** Tasks one owner (user) may have running at once; one thread fewer than `threads` when unset. */
  ownerThreads?: number;
  /**
   * A worker holding more than this (MuPDF's heap and its script heap) after a task is replaced
   * once idle, so what one large file needed is given back; `DEFAULT_RECYCLE_ABOVE_MB` when unset.
   */
  recycleAboveMb?: number;
  /** What one file may cost; the defaults of `DEFAULT_PDF_LIMITS` for what is not given. */
  limits?: Partial<PdfLimits>;
  /** OCR results kept in memory, in pages. */
  ocrCachePages?: number;
  /** A redaction with at least this many areas is split over the threads (`SHARD_MIN_AREAS`). */
  shardMinAreas?: number;
  /** A worker fault no call was waiting on (a worker dying while idle). */
  onWorkerError?: (error: unknown) => void;
}

type TextFields<T> = Omit<T, 'type' | 'bytes' | 'ocrPages'>;
type TextType = 'extract' | 'search' | 'find-words';

const ANONYMOUS = 'anonymous';

/**
 * A worker that has read ordinary files holds 50–70 MB (MuPDF's heap and its script heap; the
 * corpus, 134-page report included); one past this was grown by an unusual file (a page with
 * 100,000 annotation references leaves ~230 MB), and a fresh one is cheaper than keeping it.
 */
export const DEFAULT_RECYCLE_ABOVE_MB = 128;

/**
 * The PDF engine behind worker threads, one per core (decision 0022): the server's event loop
 * stays free while files are parsed, recognised and redacted, a hostile file costs at most the
 * limits of one worker, and aborting a call's signal stops its work. Files are shared with the
 * workers, not copied. Scanned pages are recognised as tasks of their own and cached here, in the
 * main thread, by file content hash and page.
 */
export class PdfPool implements TaskRunner {
  private readonly workers: WorkerPool;
  private readonly ocrCache: OcrCache;
  private readonly shardMinAreas: number;
  private readonly ocrEngine: WorkerConfig['ocrEngine'];
  readonly limits: Readonly<PdfLimits>;

  constructor(options: PdfPoolOptions) {
    this.limits = { ...DEFAULT_PDF_LIMITS, ...options.limits };
    const workerData: WorkerConfig = {
      ocrEngine: options.ocrEngine,
      tesseractPath: options.tesseractPath,
      limits: this.limits,
    };
    this.workers = new WorkerPool({
      file: options.workerFile,
      threads: options.threads ?? Math.max(1, availableParallelism()),
      ownerThreads: options.ownerThreads,
      recycleAboveMb: options.recycleAboveMb ?? DEFAULT_RECYCLE_ABOVE_MB,
      workerData,
      limits: this.limits,
      onWorkerError: options.onWorkerError ?? reportWorkerError,
    });
    this.ocrCache = new OcrCache(options.ocrCachePages);
    this.shardMinAreas = options.shardMinAreas ?? SHARD_MIN_AREAS;
    this.ocrEngine = options.ocrEngine;
  }

  get threads(): number {
    return this.workers.threads;
  }

  /** Tasks one owner may have running at once (the rest of the threads are left for others). */
  get ownerThreads(): number {
    return this.workers.ownerThreads;
  }

  /** Worker threads running a task now, for supervision (a test ends one to stand for a crash). */
  busyThreads() {
    return this.workers.busyThreads();
  }

  /** The file's page count (usage metering counts before the work starts). */
  countPages(bytes: Uint8Array, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    return this.run<number>({ type: 'count-pages', bytes: shared(bytes) }, options);
  }

  /** The file opened with its password and saved without encryption (see unlockPdf). */
  unlock(bytes: Uint8Array, password: string, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    return this.run<{ bytes: Uint8Array }>(
      { type: 'unlock', bytes: shared(bytes), password },
      options,
    );
  }

  /** Images (every page of a TIFF) written as the pages of one new PDF, in the order given. */
  convertImages(images: ImageSource[], options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    const task = { type: 'convert-images' as const, images: images.map(withSharedBytes) };
    return this.run<{ bytes: Uint8Array }>(task, options);
  }

  /** A converted PDF with its large pictures scaled for the page (A4 at 200 dpi), and how many. */
  fitImages(bytes: Uint8Array, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    const task = { type: 'fit-images' as const, bytes: shared(bytes) };
    return this.run<{ bytes: Uint8Array; scaled: number }>(task, options);
  }

  /** HTML laid out on A4 pages as a PDF (an e-mail message; nothing is fetched). */
  htmlToPdf(html: string, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    return this.run<{ bytes: Uint8Array }>({ type: 'html-to-pdf', html }, options);
  }

  /** Each page of a PDF as a PNG or JPEG at the pixel size of the picture it was made from. */
  pagesAsImages(
    bytes: Uint8Array,
    format: 'png' | 'jpeg',
    options: Omit<CallOptions, 'onOcrProgress'> = {},
  ) {
    const task = { type: 'pages-as-images' as const, bytes: shared(bytes), format };
    return this.run<{ images: Uint8Array[] }>(task, options);
  }

  /** The pages of several PDFs as one PDF, in order. */
  joinPdfs(parts: readonly Uint8Array[], options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    const task = { type: 'join-pdfs' as const, parts: parts.map(shared) };
    return this.run<{ bytes: Uint8Array }>(task, options);
  }

  /** The text a converted PDF holds (page text without OCR, comments) and its page count. */
  convertedText(bytes: Uint8Array, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    return this.run<{ pages: number; texts: string[] }>(
      { type: 'converted-text', bytes: shared(bytes) },
      options,
    );
  }

  /**
   * The unapplied redaction marks the file arrived with, its page count, the signatures a
   * redaction would remove, and an XFDF's marks placed on its pages when one is given.
   */
  existingMarks(
    bytes: Uint8Array,
    options: Omit<CallOptions, 'onOcrProgress'> & { xfdf?: XfdfMark[] } = {},
  ) {
    const { xfdf, ...callOptions } = options;
    const task = { type: 'existing-marks' as const, bytes: shared(bytes), ...(xfdf && { xfdf }) };
    return this.run<ExistingMarksResult>(task, callOptions);
  }

  /** An XFDF's marks and the file it names, read in a worker; `problem` says why it cannot be. */
  readXfdf(text: string, options: Omit<CallOptions, 'onOcrProgress'> = {}) {
    return this.run<ReadXfdfResult>({ type: 'read-xfdf', text }, options);
  }

  /** A copy of the file with the marks as unapplied `/Redact` annotations, for review elsewhere. */
  markedCopy(
    bytes: Uint8Array,
    fields: Omit<ExportMarksTask, 'type' | 'bytes' | 'format'>,
    options: Omit<CallOptions, 'onOcrProgress'> = {},
  ) {
    const task = { type: 'export-marks' as const, format: 'pdf' as const, bytes: shared(bytes) };
    return this.run<{ bytes: Uint8Array; pages: number }>({ ...task, ...fields }, options);
  }

  /** The marks as XFDF `<redact>` elements for the file, for Acrobat's Comments > Import. */
  marksXfdf(
    bytes: Uint8Array,
    fields: Omit<ExportMarksTask, 'type' | 'bytes' | 'format'>,
    options: Omit<CallOptions, 'onOcrProgress'> = {},
  ) {
    const task = { type: 'export-marks' as const, format: 'xfdf' as const, bytes: shared(bytes) };
    return this.run<{ xfdf: string; pages: number }>({ ...task, ...fields }, options);
  }

  extract(bytes: Uint8Array, options: CallOptions = {}) {
    return this.readText<ExtractResult>('extract', bytes, {}, options);
  }

  search(bytes: Uint8Array, fields: TextFields<SearchTask>, options: CallOptions = {}) {
    return this.readText<SearchResult>('search', bytes, fields, options);
  }

  findWords(bytes: Uint8Array, fields: TextFields<FindWordsTask>, options: CallOptions = {}) {
    return this.readText<FindWordsResult>('find-words', bytes, fields, options);
  }

  /**
   * Redacts one file. A large redaction is split by pages over the threads its owner may use (see
   * `redactContent`); redacted pages that show a scan are then recognised again (`checkScans`).
   */
  async redact(
    bytes: Uint8Array,
    fields: Omit<RedactTask, 'type' | 'bytes'>,
    options: Omit<CallOptions, 'onOcrProgress'> = {},
  ): Promise<TaskOutcome<RedactedFile>> {
    const file = shared(bytes);
    const outcome = await redactContent(this, file, fields, options, this.shardMinAreas);
    if (!outcome.ok) return outcome;
    const recognise =
      this.ocrEngine === 'off'
        ? null
        : (pdf: Uint8Array, pages: readonly number[]) => this.recognise(pdf, pages, options);
    return checkScans(file, outcome.value, recognise, shared);
  }

  async close(): Promise<void> {
    await this.workers.close();
  }

  /** Runs one task on a thread (the calls in ../calls are written against this). */
  run<T>(task: PdfTask, options: CallOptions, transfer: ArrayBuffer[] = []) {
    return this.workers.run<T>(task, {
      owner: options.owner ?? ANONYMOUS,
      signal: options.signal,
      transfer,
    });
  }

  /**
   * Reads a file's text for one task; scanned pages not recognised yet are recognised page by
   * page (from the cache, or as tasks of their own) and the task runs again with them.
   */
  private readText<T>(
    type: TextType,
    bytes: Uint8Array,
    fields: object,
    options: CallOptions,
  ): Promise<TaskOutcome<T>> {
    const file = shared(bytes);
    const task = (ocrPages: [number, OcrLine[]][]) =>
      ({ type, bytes: file, ocrPages, ...fields }) as PdfTask;
    return readTextWithOcr<T>(this, task, (pages) => this.recognise(file, pages, options), options);
  }

  /** Pages recognised by OCR, cached here by the file's content hash and page. */
  private recognise(file: Uint8Array, pages: readonly number[], options: CallOptions) {
    const fileHash = hashBytes(file);
    const cache: PageCache = {
      get: (page) => this.ocrCache.get(ocrCacheKey(fileHash, page, OCR_DPI)),
      set: (page, lines) => this.ocrCache.set(ocrCacheKey(fileHash, page, OCR_DPI), lines),
    };
    return recognisePages(this, file, pages, cache, options);
  }
}

function reportWorkerError(error: unknown) {
  console.error('PDF worker failed outside a task:', error);
}

/** The bytes in memory the workers can read without a copy: a SharedArrayBuffer. */
export function shared(bytes: Uint8Array): Uint8Array {
  if (bytes.buffer instanceof SharedArrayBuffer) return bytes;
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
  copy.set(bytes);
  return copy;
}

const withSharedBytes = (image: ImageSource): ImageSource => ({
  ...image,
  bytes: shared(image.bytes),
});
