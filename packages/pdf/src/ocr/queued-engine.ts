import { assertValidDpi, createAbortError, readPngSize } from './ocr-geometry';
import type { OcrBackend, OcrEngine, OcrLine, OcrRecognizeOptions } from './ocr-types';

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

export function createQueuedEngine(
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
