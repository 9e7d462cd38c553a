import { existsSync } from 'node:fs';
import { PDF_WORKER_SOURCE } from '../src/index';

/**
 * The built worker when the server has been built (what production runs), else the source;
 * the source whatever is built with BENCH_SOURCE=1 (a build older than the code measures the
 * build).
 */
export function workerFile(): string | URL {
  const built = new URL('../../../apps/server/dist/pdf-worker.js', import.meta.url);
  return existsSync(built) && process.env.BENCH_SOURCE !== '1' ? built : PDF_WORKER_SOURCE;
}
