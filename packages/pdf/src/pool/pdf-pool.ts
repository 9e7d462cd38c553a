import { availableParallelism } from 'node:os';
import { PDF_FILE_ERRORS } from '@workbench/contracts';
import { DEFAULT_PDF_LIMITS, type PdfLimits } from '../budget/pdf-limits';
import type { ImageSource } from '../convert/images-to-pdf';
import type { OcrProgress } from '../engine/document-text';
// Only the cache: importing the OCR index would load MuPDF in the main thread, which never uses it.
import { hashBytes, OcrCache, ocrCacheKey } from '../ocr/ocr-cache';
import { OCR_DPI, type OcrLine } from '../ocr/ocr-types';
import { SHARD_MIN_AREAS, shardMapping } from '../redact/shard-plan';
import { resolveExistingMarks } from '../redact/resolve-marks';
import type { ShardResult } from '../redact/shards';
import { PdfFileError } from '../engine/pdf-file-error';
import type { XfdfMark } from '../marks/xfdf';
import type {
  ExistingMarksResult,
  ExportMarksTask,
  ExtractResult,
  FindWordsResult,
  FindWordsTask,
  OcrNeeded,
  OcrPageResult,
  PdfTask,
  RedactTask,
  RedactTaskResult,
  SearchResult,
  SearchTask,
  TaskOutcome,
  WorkerConfig,
} from '../worker/tasks';
import { scanFailureMessage, scanResidues } from '../verify/scan-check';
import { WorkerPool } from './worker-pool';

/** A redacted file and its report, its scanned pages checked. */
export type RedactedFile = Omit<RedactTaskResult, 'scanChecks' | 'labels'>;

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

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Whose work this is (a user id): the threads are shared fairly between owners, page by page
   * for scanned files, so one user's long OCR cannot hold up another user's short search.
   */
  owner?: string;
  onOcrProgress?: (progress: OcrProgress) => void;
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
export class PdfPool {
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
   * The unapplied redaction marks the file arrived with, its page count, and an XFDF's marks
   * placed on its pages when one is given.
   */
  existingMarks(
    bytes: Uint8Array,
    options: Omit<CallOptions, 'onOcrProgress'> & { xfdf?: XfdfMark[] } = {},
  ) {
    const { xfdf, ...callOptions } = options;
    const task = { type: 'existing-marks' as const, bytes: shared(bytes), ...(xfdf && { xfdf }) };
    return this.run<ExistingMarksResult>(task, callOptions);
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
   * `shardMapping`): each shard removes its pages' content in its own worker, then one worker
   * merges, sanitises, saves and verifies.
   */
  async redact(
    bytes: Uint8Array,
    fields: Omit<RedactTask, 'type' | 'bytes'>,
    options: Omit<CallOptions, 'onOcrProgress'> = {},
  ): Promise<TaskOutcome<RedactedFile>> {
    const file = shared(bytes);
    const outcome = await this.redactContent(file, fields, options);
    if (!outcome.ok) return outcome;
    return this.checkScans(file, outcome.value, options);
  }

  private async redactContent(
    file: Uint8Array,
    fields: Omit<RedactTask, 'type' | 'bytes'>,
    options: CallOptions,
  ): Promise<TaskOutcome<RedactTaskResult>> {
    if (shardMapping(fields.mapping, this.ownerThreads, this.shardMinAreas).length === 1)
      return this.run({ type: 'redact', bytes: file, ...fields }, options);
    // The shards are planned by the areas: the file's own marks must be among them first.
    const found = await this.run<ExistingMarksResult>(
      { type: 'existing-marks', bytes: file },
      options,
    );
    if (!found.ok) return found;
    let resolved: ReturnType<typeof resolveExistingMarks>;
    try {
      resolved = resolveExistingMarks(found.value.marks, fields.mapping, fields.existingMarks);
    } catch (error) {
      if (error instanceof PdfFileError) return { ok: false, error: error.toJSON() };
      throw error;
    }
    const { mapping: resolvedMapping, report: marksReport } = resolved;
    const plan = shardMapping(resolvedMapping, this.ownerThreads, this.shardMinAreas);
    const shards = await Promise.all(
      plan.map((mapping) =>
        this.run<ShardResult>(
          { type: 'redact-shard', bytes: file, mapping, removeImages: fields.removeImages },
          options,
        ),
      ),
    );
    const failed = shards.find((outcome) => !outcome.ok);
    if (failed && !failed.ok) return failed;
    const results = shards.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    const moved = results.map((shard) => shard.bytes.buffer as ArrayBuffer);
    const { removeImages, appearance } = fields;
    const merge = { removeImages, appearance, mapping: resolvedMapping, marksReport };
    return this.run({ type: 'redact-merge', shards: results, ...merge }, options, moved);
  }

  /**
   * Reads the redacted pages that show a scan again by OCR, beside the same pages of the
   * original: a redacted word still readable there (a box that missed the end of a word, a text
   * layer off its image) refuses the file, naming each place. Skipped when OCR is turned off.
   */
  private async checkScans(
    /** The upload, already shared with the workers. */
    original: Uint8Array,
    { scanChecks, labels, ...result }: RedactTaskResult,
    options: CallOptions,
  ): Promise<TaskOutcome<RedactedFile>> {
    if (scanChecks.length === 0 || this.ocrEngine === 'off') return { ok: true, value: result };
    const pages = scanChecks.map((check) => check.page);
    // The original's pages are usually cached: the user's marks on a bare scan came from them.
    const before = await this.recognise(original, pages, options);
    if (!before.ok) return before;
    const after = await this.recognise(shared(result.bytes), pages, options);
    if (!after.ok) return after;
    const residues = scanChecks.flatMap((check) =>
      scanResidues(
        check,
        { after: after.value.get(check.page) ?? [], before: before.value.get(check.page) ?? [] },
        labels,
      ),
    );
    if (residues.length > 0) {
      const message = scanFailureMessage(residues.length);
      return { ok: false, error: { code: 'VERIFICATION_FAILED', message, residues } };
    }
    const verification = { ...result.report.verification, scanned_pages_checked: pages.length };
    return { ok: true, value: { ...result, report: { ...result.report, verification } } };
  }

  async close(): Promise<void> {
    await this.workers.close();
  }

  private run<T>(task: PdfTask, options: CallOptions, transfer: ArrayBuffer[] = []) {
    return this.workers.run<T>(task, {
      owner: options.owner ?? ANONYMOUS,
      signal: options.signal,
      transfer,
    });
  }

  /**
   * Reads a file's text for one task. When the task finds scanned pages that are not recognised
   * yet, they are recognised page by page (from the cache, or as tasks of their own, a few at a
   * time, so other owners' work goes between them) and the task runs again with them.
   */
  private async readText<T>(
    type: TextType,
    bytes: Uint8Array,
    fields: object,
    options: CallOptions,
  ): Promise<TaskOutcome<T>> {
    const file = shared(bytes);
    const task = (ocrPages: [number, OcrLine[]][]) =>
      ({ type, bytes: file, ocrPages, ...fields }) as PdfTask;
    const first = await this.run<T | OcrNeeded>(task([]), options);
    if (!first.ok || !isOcrNeeded(first.value)) return first as TaskOutcome<T>;
    const recognised = await this.recognise(file, first.value.ocrNeeded, options);
    if (!recognised.ok) return recognised;
    const second = await this.run<T | OcrNeeded>(task([...recognised.value]), options);
    if (second.ok && isOcrNeeded(second.value)) {
      const detail = `pages ${second.value.ocrNeeded.join(', ')} still without OCR`;
      const message = PDF_FILE_ERRORS.PROCESSING_FAILED;
      return { ok: false, error: { code: 'PROCESSING_FAILED', message, detail } };
    }
    return second as TaskOutcome<T>;
  }

  private async recognise(
    file: Uint8Array,
    pages: readonly number[],
    options: CallOptions,
  ): Promise<TaskOutcome<Map<number, OcrLine[]>>> {
    const fileHash = hashBytes(file);
    const lines = new Map<number, OcrLine[]>();
    const waiting: number[] = [];
    for (const page of pages) {
      const cached = this.ocrCache.get(ocrCacheKey(fileHash, page, OCR_DPI));
      if (cached) lines.set(page, cached);
      else waiting.push(page);
    }
    const total = waiting.length;
    if (total > 0) options.onOcrProgress?.({ page: waiting[0]!, done: 0, total });
    const state: { done: number; failed: TaskOutcome<never> | null } = { done: 0, failed: null };
    const next = async (): Promise<void> => {
      for (let page = waiting.shift(); page !== undefined; page = waiting.shift()) {
        if (state.failed) return;
        const outcome = await this.run<OcrPageResult>(
          { type: 'ocr-page', bytes: file, page },
          options,
        );
        if (!outcome.ok) {
          state.failed = outcome;
          return;
        }
        lines.set(page, outcome.value.lines);
        this.ocrCache.set(ocrCacheKey(fileHash, page, OCR_DPI), outcome.value.lines);
        options.onOcrProgress?.({ page, done: ++state.done, total });
      }
    };
    // As many pages at once as the owner may run: the fair queue puts other owners' tasks
    // between them, and one file never floods the queue.
    await Promise.all(Array.from({ length: Math.min(this.ownerThreads, total) }, next));
    return state.failed ?? { ok: true, value: lines };
  }
}

function isOcrNeeded(value: unknown): value is OcrNeeded {
  return typeof value === 'object' && value !== null && 'ocrNeeded' in value;
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
