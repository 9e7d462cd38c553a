import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { createAbortError, readPngSize, toOcrWord } from './ocr-geometry';
import type { OcrLine, OcrRecognizeOptions } from './ocr-types';
import { OCR_LANGUAGES } from './tesseract-cli';
import { getTessdataFolder } from './tessdata-folder';

/** Loading both models takes about a second; far longer means the worker is stuck. */
export const WORKER_START_TIMEOUT_MS = 30_000;

interface JsBlock {
  paragraphs: { lines: { words: JsWord[] }[] }[];
}
interface JsWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** Converts tesseract.js' block tree (block → paragraph → line → word) into OCR lines. */
export function blocksToLines(blocks: JsBlock[], dpi: number, png: Uint8Array): OcrLine[] {
  const image = readPngSize(png);
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.flatMap((word) => {
          const ocrWord = toOcrWord(word.text, word.bbox, word.confidence, dpi, image);
          return ocrWord ? [ocrWord] : [];
        });
        if (words.length > 0) lines.push(words);
      }
    }
  }
  return lines;
}

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

async function startWorker(): Promise<Worker> {
  const langPath = await getTessdataFolder();
  let startFailed = (_error: Error) => undefined as void;
  let timer: NodeJS.Timeout | undefined;
  const failure = new Promise<never>((_, reject) => {
    startFailed = reject;
    timer = setTimeout(
      () => reject(new Error(`tesseract.js did not start within ${WORKER_START_TIMEOUT_MS} ms`)),
      WORKER_START_TIMEOUT_MS,
    );
  });
  const starting = createWorker(OCR_LANGUAGES.join('+'), OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
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

/** The WebAssembly backend: one lazily started tesseract.js worker, reused between pages. */
export class TesseractJsRecognizer {
  private worker: Promise<Worker> | null = null;
  private workerDpi: number | null = null;

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
      const result = await worker.recognize(Buffer.from(png), {}, { text: false, blocks: true });
      return blocksToLines(result.data.blocks ?? [], dpi, png);
    } catch (error) {
      // tesseract.js rejects jobs with bare strings.
      throw error instanceof Error ? error : new Error(`tesseract.js: ${String(error)}`);
    }
  }

  private getWorker(): Promise<Worker> {
    this.worker ??= startWorker().catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }
}
