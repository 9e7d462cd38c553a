import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OFFICE_WORKER_SCRIPT, OUTSIDE_LINKS_WORKER_SOURCE } from '@workbench/convert';

/**
 * LibreOffice's Python worker: `office-worker.py` beside the built server (the build copies it),
 * or the source when the server runs from source (tests, `npm run dev`).
 */
export function officeWorkerScript(): string {
  const built = fileURLToPath(new URL('./office-worker.py', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(OFFICE_WORKER_SCRIPT);
}

/** The thread that reads Office files for outside links: the built entry, or the source's shim. */
export function outsideLinksWorker(): string | URL {
  const built = new URL('./outside-links-worker.js', import.meta.url);
  return existsSync(built) ? built : OUTSIDE_LINKS_WORKER_SOURCE;
}
