import {
  createWorker,
  OEM,
  PSM,
  type ImageLike,
  type Worker,
  type WorkerOptions,
} from 'tesseract.js';
import { createAbortError } from './ocr-geometry';
import { blocksToLines } from './tesseract-blocks';
import { OCR_LANGUAGES, type OcrLine, type OcrRecognizeOptions } from './ocr-types';

/** Loading both models takes about a second; far longer means the worker is stuck. */
export const WORKER_START_TIMEOUT_MS = 30_000;

/** Rejects when the signal aborts; the returned function detaches the listener. */
function abortPromise(signal: AbortSignal | undefined): [Promise<never>, () => void] {
  if (!signal) return [new Promise<never>(() => undefined), () => undefined];
  let onAbort = () => undefined as void;
  const promise = new Promise<never>((_, reject) => {
    onAbort = () => reject(createAbortError());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return [promise, () => signal.removeEventListener('abort', onAbort)];
}

/** Where the worker finds its files: the npm data packages in Node, the app's own URLs in a browser. */
export type WorkerFiles = () => Promise<Partial<WorkerOptions>>;

async function startWorker(files: WorkerFiles): Promise<Worker> {
  const found = await files();
  let startFailed = (_error: Error) => undefined as void;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failure = new Promise<never>((_, reject) => {
    startFailed = reject;
    timer = setTimeout(
      () => reject(new Error(`tesseract.js did not start within ${WORKER_START_TIMEOUT_MS} ms`)),
      WORKER_START_TIMEOUT_MS,
    );
  });
  const starting = createWorker(OCR_LANGUAGES.join('+'), OEM.LSTM_ONLY, {
    ...found,
    // Without a handler tesseract.js throws job errors from a message listener, which crashes
    // the process; a failed language load would also leave createWorker pending forever.
    errorHandler: (error: unknown) => startFailed(new Error(`tesseract.js: ${String(error)}`)),
  });
  try {
    return await Promise.race([starting, failure]);
  } catch (error) {
    starting.then((late) => late.terminate()).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The WebAssembly backend: one lazily started tesseract.js worker, reused between pages. Node and
 * a browser differ only in where the worker finds its files and how a PNG is handed to it.
 */
export class TesseractJsRecognizer {
  private worker: Promise<Worker> | null = null;
  private workerDpi: number | null = null;

  constructor(
    private readonly files: WorkerFiles,
    private readonly toImage: (png: Uint8Array) => ImageLike,
  ) {}

  /** Recognises one PNG; aborting terminates a busy worker, and the next call starts a new one. */
  async recognize(png: Uint8Array, { dpi, signal }: OcrRecognizeOptions): Promise<OcrLine[]> {
    const [aborted, detach] = abortPromise(signal);
    let isBusy = false;
    try {
      const worker = await Promise.race([this.getWorker(), aborted]);
      isBusy = true;
      return await Promise.race([this.run(worker, png, dpi), aborted]);
    } catch (error) {
      // A recognising worker cannot be interrupted, only killed; one still starting is kept.
      if (isBusy && signal?.aborted) void this.close();
      throw error;
    } finally {
      detach();
    }
  }

  /** Terminates the worker, if one was started. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.workerDpi = null;
    if (!worker) return;
    await worker.then((started) => started.terminate()).catch(() => undefined);
  }

  private async run(worker: Worker, png: Uint8Array, dpi: number): Promise<OcrLine[]> {
    try {
      if (this.workerDpi !== dpi) {
        await worker.setParameters({
          // The library defaults to one uniform block; the CLI's automatic layout keeps
          // illustrations and columns out of the text lines.
          tessedit_pageseg_mode: PSM.AUTO,
          // A PNG's own resolution may be wrong (MuPDF writes 96 dpi) and Tesseract scales
          // its noise and line filters by it.
          user_defined_dpi: String(Math.round(dpi)),
        });
        this.workerDpi = dpi;
      }
      const result = await worker.recognize(this.toImage(png), {}, { text: false, blocks: true });
      return blocksToLines(result.data.blocks ?? [], dpi, png);
    } catch (error) {
      // tesseract.js rejects jobs with bare strings.
      throw error instanceof Error ? error : new Error(`tesseract.js: ${String(error)}`);
    }
  }

  private getWorker(): Promise<Worker> {
    this.worker ??= startWorker(this.files).catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }
}
