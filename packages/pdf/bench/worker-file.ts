import { existsSync } from 'node:fs';
import { PDF_WORKER_SOURCE } from '../src/index';

/** The built worker when the server has been built (what production runs), else the source. */
export function workerFile(): string | URL {
  const built = new URL('../../../apps/server/dist/pdf-worker.js', import.meta.url);
  return existsSync(built) ? built : PDF_WORKER_SOURCE;
}
