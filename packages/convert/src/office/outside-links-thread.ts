import { Worker } from 'node:worker_threads';
import type { TPdfFileErrorCode, TSourceFormat } from '@workbench/contracts';
import { ConversionError } from '../conversion-error';
import type { SafeFile } from './outside-links';

/** The worker when the server runs from source; the built server has `dist/outside-links-worker.js`. */
export const OUTSIDE_LINKS_WORKER_SOURCE = new URL('./outside-links-source.mjs', import.meta.url);

/** What reading one package may use: far above real documents' XML. */
const MEMORY_MB = 2048;

type Answer = ({ ok: true } & SafeFile) | { ok: false; code: TPdfFileErrorCode; message: string };

/**
 * `withoutOutsideLinks` in a worker thread of its own, so the server keeps answering while a large
 * package is read; a package that takes longer than `timeoutMs` or more memory is refused.
 */
export function withoutOutsideLinksOffThread(
  bytes: Uint8Array,
  format: TSourceFormat,
  { worker: file, timeoutMs }: { worker: string | URL; timeoutMs: number },
): Promise<SafeFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB } });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooBig = () =>
      new ConversionError(
        'LIMIT_EXCEEDED',
        'Reading the file for links to content outside it needed more time or memory than this server allows for one file. The file may be built to overload converters; if it is a genuine document, save it as a PDF yourself and try again.',
      );
    const timer = setTimeout(() => settle(() => reject(tooBig())), timeoutMs);
    worker.once('message', (answer: Answer) =>
      settle(() =>
        answer.ok
          ? resolve({ bytes: answer.bytes, notes: answer.notes, texts: answer.texts })
          : reject(new ConversionError(answer.code, answer.message)),
      ),
    );
    worker.once('error', (error) =>
      settle(() =>
        reject((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : error),
      ),
    );
    worker.once('exit', () => settle(() => reject(tooBig())));
    worker.postMessage({ bytes, format });
  });
}
