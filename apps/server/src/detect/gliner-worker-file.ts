import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GLINER_WORKER_SOURCE } from '@workbench/detect';

/**
 * The worker-thread entry of the standard engine: `gliner-worker.js` beside the built server, or
 * the TypeScript source when the server itself runs from source (tests, `npm run dev`).
 */
export function glinerWorkerFile(): string {
  const built = fileURLToPath(new URL('./gliner-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(GLINER_WORKER_SOURCE);
}
