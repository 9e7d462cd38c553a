import type { OcrEngine } from './ocr-types';
import { createQueuedEngine } from './queued-engine';
import { findTesseract, recognizeWithCli } from './tesseract-cli';
import { TesseractJsRecognizer } from './tesseract-js';
import { getTessdataFolder } from './tessdata-folder';

export interface CreateOcrEngineOptions {
  /** 'auto' (default) prefers the system binary and falls back to tesseract.js. */
  engine?: 'auto' | 'cli' | 'js';
  /** Tesseract binary to try; defaults to `tesseract` on the PATH. */
  tesseractPath?: string;
}

export type { OcrEngine } from './ocr-types';

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
  const recognizer = new TesseractJsRecognizer(
    async () => ({ langPath: await getTessdataFolder(), cacheMethod: 'none', gzip: true }),
    (png) => Buffer.from(png),
  );
  return createQueuedEngine(
    'js',
    (png, recognizeOptions) => recognizer.recognize(png, recognizeOptions),
    () => recognizer.close(),
  );
}
