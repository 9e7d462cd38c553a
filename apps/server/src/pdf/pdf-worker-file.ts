import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDF_WORKER_SOURCE } from '@workbench/pdf';

/**
 * The worker-thread entry of the PDF pool: `pdf-worker.js` beside the built server, or the
 * TypeScript source when the server itself runs from source (tests, `npm run dev`).
 */
export function pdfWorkerFile(): string {
  const built = fileURLToPath(new URL('./pdf-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(PDF_WORKER_SOURCE);
}
