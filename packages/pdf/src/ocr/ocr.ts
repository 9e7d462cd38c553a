import { assertValidDpi, createAbortError, readPngSize } from './ocr-geometry';
import type { OcrBackend, OcrLine, OcrRecognizeOptions } from './ocr-types';
import { findTesseract, recognizeWithCli } from './tesseract-cli';
import { TesseractJsRecognizer } from './tesseract-js';

/** Recognises page images one at a time; run one engine per worker thread to use every core. */
export interface OcrEngine {
  readonly backend: OcrBackend;
  /** Queued behind any call in progress; rejects with an `AbortError` when `signal` aborts. */
  recognize(png: Uint8Array, options: OcrRecognizeOptions): Promise<OcrLine[]>;
  close(): Promise<void>;
}

export interface CreateOcrEngineOptions {
  /** 'auto' (default) prefers the system binary and falls back to tesseract.js. */
  engine?: 'auto' | OcrBackend;
  /** Tesseract binary to try; defaults to `tesseract` on the PATH. */
  tesseractPath?: string;
}

type Recognize = (png: Uint8Array, options: OcrRecognizeOptions) => Promise<OcrLine[]>;

/** Rejects as soon as `signal` aborts, even while `work` is still queued or running. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(createAbortError());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function createQueuedEngine(
  backend: OcrBackend,
  run: Recognize,
  release: () => Promise<void>,
): OcrEngine {
  let tail: Promise<unknown> = Promise.resolve();
  let isClosed = false;
  return {
    backend,
    async recognize(png, options) {
      if (isClosed) throw new Error('The OCR engine is closed');
      assertValidDpi(options.dpi);
      readPngSize(png);
      const { signal } = options;
      // Tesseract is single-threaded by design here; a second page waits rather than competing.
      const result = tail.then(() => {
        if (signal?.aborted) throw createAbortError();
        return run(png, options);
      });
      tail = result.catch(() => undefined);
      return raceAbort(result, signal);
    },
    async close() {
      isClosed = true;
      await tail;
      await release();
    },
  };
}

/**
 * Creates an OCR engine. 'auto' uses the Tesseract binary when it runs and has English and
 * Norwegian, otherwise tesseract.js; 'cli' throws when the binary is unusable.
 */
export async function createOcrEngine(options: CreateOcrEngineOptions = {}): Promise<OcrEngine> {
  const mode = options.engine ?? 'auto';
  if (mode !== 'js') {
    const binary = await findTesseract(options.tesseractPath);
    if (binary) {
      return createQueuedEngine(
        'cli',
        (png, recognizeOptions) => recognizeWithCli(binary, png, recognizeOptions),
        async () => undefined,
      );
    }
    if (mode === 'cli') {
      const name = options.tesseractPath ?? 'tesseract';
      throw new Error(
        `Tesseract OCR is not usable at "${name}": it must run and list the eng and nor ` +
          'languages (install tesseract-ocr, tesseract-ocr-eng and tesseract-ocr-nor).',
      );
    }
  }
  const recognizer = new TesseractJsRecognizer();
  return createQueuedEngine(
    'js',
    (png, recognizeOptions) => recognizer.recognize(png, recognizeOptions),
    () => recognizer.close(),
  );
}
