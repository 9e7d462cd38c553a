import { pdfFileErrorOf, type TDetectResponse } from '@workbench/contracts';
import {
  detectBatch,
  EngineError,
  type DetectEmit,
  type DetectOptions,
  type Engine,
  type EngineName,
} from '@workbench/detect/batch';
import {
  checkScans,
  DEFAULT_PDF_LIMITS,
  readTextWithOcr,
  recognisePages,
  redactContent,
  type CallOptions,
  type ExistingMarksResult,
  type ExportMarksTask,
  type ExtractResult,
  type FindWordsResult,
  type FindWordsTask,
  type ImageSource,
  type OcrLine,
  type PdfLimits,
  type PdfTask,
  type RedactedFile,
  type RedactTask,
  type SearchResult,
  type SearchTask,
  type TaskOutcome,
  type TaskRunner,
  type XfdfMark,
} from '@workbench/pdf/calls';
import type { EngineFiles } from '../protocol';
import { startBundledWorker } from './bundled-worker';
import { EngineThreads, type StartWorker } from './engine-threads';
import { RecognisedPages } from './page-cache';

export interface DeviceEngineOptions {
  files: EngineFiles;
  /** What one file may cost; the server's defaults for what is not given. */
  limits?: Partial<PdfLimits>;
  /** Engine workers; one fewer than the cores (at least one, at most four) when unset. */
  threads?: number;
  /** Starts one engine worker; the bundled engine.worker.ts when unset. */
  startWorker?: StartWorker;
}

type Options = Omit<CallOptions, 'owner'>;
type TextFields<T> = Omit<T, 'type' | 'bytes' | 'ocrPages'>;
type TextType = 'extract' | 'search' | 'find-words';

/** A file for detection: its name as the events report it, and its bytes. */
export interface DeviceFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * The PDF engine and the fast detector in this browser (on-device mode): the calls of the
 * server's PdfPool, made by the same code (`@workbench/pdf/engine`'s calls) over Web Workers
 * instead of worker threads, and detection by the same `detectBatch` the server runs. Files never
 * leave the page.
 */
export class DeviceEngine implements TaskRunner {
  readonly limits: Readonly<PdfLimits>;
  /** Whether the workers recognise scanned pages (the build's OCR files were given). */
  private readonly hasOcr: boolean;
  private readonly threads: EngineThreads;
  private readonly recognised = new RecognisedPages();

  constructor(options: DeviceEngineOptions) {
    this.limits = { ...DEFAULT_PDF_LIMITS, ...options.limits };
    this.hasOcr = options.files.ocr !== undefined;
    this.threads = new EngineThreads({
      startWorker: options.startWorker ?? startBundledWorker,
      files: options.files,
      limits: this.limits,
      threads: options.threads ?? defaultThreads(),
    });
  }

  /** Tasks run side by side (pages recognised at once, shards of a large redaction). */
  get ownerThreads(): number {
    return this.threads.threads;
  }

  /** Starts the workers; resolves once MuPDF is loaded in one (the mode's cold start). */
  start(): Promise<void> {
    return this.threads.start();
  }

  /** Runs one task on a worker (the calls of @workbench/pdf/engine are written against this). */
  run<T>(task: PdfTask, options: CallOptions, transfer: ArrayBuffer[] = []) {
    return this.threads.run<T>(task, options.signal, transfer);
  }

  countPages(bytes: Uint8Array, options: Options = {}) {
    return this.run<number>({ type: 'count-pages', bytes }, options);
  }

  unlock(bytes: Uint8Array, password: string, options: Options = {}) {
    return this.run<{ bytes: Uint8Array }>({ type: 'unlock', bytes, password }, options);
  }

  convertImages(images: ImageSource[], options: Options = {}) {
    return this.run<{ bytes: Uint8Array }>({ type: 'convert-images', images }, options);
  }

  pagesAsImages(bytes: Uint8Array, format: 'png' | 'jpeg', options: Options = {}) {
    return this.run<{ images: Uint8Array[] }>({ type: 'pages-as-images', bytes, format }, options);
  }

  /** The marks a file arrived with and its signatures (an XFDF's marks placed when given). */
  existingMarks(bytes: Uint8Array, options: Options & { xfdf?: XfdfMark[] } = {}) {
    const { xfdf, ...callOptions } = options;
    const task = { type: 'existing-marks' as const, bytes, ...(xfdf && { xfdf }) };
    return this.run<ExistingMarksResult>(task, callOptions);
  }

  markedCopy(
    bytes: Uint8Array,
    fields: Omit<ExportMarksTask, 'type' | 'bytes' | 'format'>,
    options: Options = {},
  ) {
    const task = { type: 'export-marks' as const, format: 'pdf' as const, bytes, ...fields };
    return this.run<{ bytes: Uint8Array; pages: number }>(task, options);
  }

  marksXfdf(
    bytes: Uint8Array,
    fields: Omit<ExportMarksTask, 'type' | 'bytes' | 'format'>,
    options: Options = {},
  ) {
    const task = { type: 'export-marks' as const, format: 'xfdf' as const, bytes, ...fields };
    return this.run<{ xfdf: string; pages: number }>(task, options);
  }

  extract(bytes: Uint8Array, options: Options = {}) {
    return this.readText<ExtractResult>('extract', bytes, {}, options);
  }

  search(bytes: Uint8Array, fields: TextFields<SearchTask>, options: Options = {}) {
    return this.readText<SearchResult>('search', bytes, fields, options);
  }

  findWords(bytes: Uint8Array, fields: TextFields<FindWordsTask>, options: Options = {}) {
    return this.readText<FindWordsResult>('find-words', bytes, fields, options);
  }

  /** Redacts, sanitises and verifies one file, as the server does; scanned pages checked by OCR. */
  async redact(
    bytes: Uint8Array,
    fields: Omit<RedactTask, 'type' | 'bytes'>,
    options: Options = {},
  ): Promise<TaskOutcome<RedactedFile>> {
    const outcome = await redactContent(this, bytes, fields, options);
    if (!outcome.ok) return outcome;
    // Without OCR the check of scans is skipped, as on a server with OCR turned off.
    const recognise = this.hasOcr
      ? (file: Uint8Array, pages: readonly number[]) => this.recognise(file, pages, options)
      : null;
    return checkScans(bytes, outcome.value, recognise);
  }

  /**
   * Finds entities in the files with the fast engine, emitting the stream events of workspace §7
   * as the server's detection does. The standard and advanced engines need the server: asked
   * for, they fail with an engine error saying so (the workspace does not offer them).
   */
  detect(
    files: readonly DeviceFile[],
    options: DetectOptions,
    emit: DetectEmit,
    { signal, batchId, onOcrProgress }: { signal: AbortSignal; batchId: string } & Options,
  ): Promise<TDetectResponse> {
    return detectBatch(
      {
        fileNames: files.map((file) => file.name),
        options,
        readSeconds: 0,
        batchId,
        engines: this.engines(),
        signal,
      },
      async (index) => {
        const started = performance.now();
        const outcome = await this.extract(files[index]!.bytes, { signal, onOcrProgress });
        if (!outcome.ok) return pdfFileErrorOf(outcome.error);
        return { pages: outcome.value.pages, seconds: (performance.now() - started) / 1000 };
      },
      emit,
    );
  }

  close(): void {
    this.threads.close();
    this.recognised.clear();
  }

  private engines(): ReadonlyMap<EngineName, Engine> {
    const fast: Engine = {
      name: 'fast',
      status: () => ({ state: 'ready' }),
      detect: ({ signal, ...request }) => this.threads.detect(request, signal),
    };
    return new Map<EngineName, Engine>([
      ['fast', fast],
      ['standard', serverOnly('standard')],
      ['advanced', serverOnly('advanced')],
    ]);
  }

  private readText<T>(type: TextType, bytes: Uint8Array, fields: object, options: Options) {
    const task = (ocrPages: [number, OcrLine[]][]) =>
      ({ type, bytes, ocrPages, ...fields }) as PdfTask;
    return readTextWithOcr<T>(
      this,
      task,
      (pages) => this.recognise(bytes, pages, options),
      options,
    );
  }

  private async recognise(file: Uint8Array, pages: readonly number[], options: Options) {
    const cache = await this.recognised.forFile(file);
    return recognisePages(this, file, pages, cache, options);
  }
}

/** An engine that runs only on the server, as on-device mode reports it. */
function serverOnly(name: EngineName): Engine {
  const detail = `The ${name} engine runs on the server; it is not available in on-device mode`;
  return {
    name,
    status: () => ({ state: 'not_installed', detail }),
    detect: () => Promise.reject(new EngineError(name, detail)),
  };
}

function defaultThreads(): number {
  const { navigator } = globalThis as { navigator?: { hardwareConcurrency?: number } };
  const cores = navigator?.hardwareConcurrency ?? 2;
  return Math.min(4, Math.max(1, cores - 1));
}
