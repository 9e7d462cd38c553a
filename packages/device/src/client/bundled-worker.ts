import type { EngineWorker } from '../protocol';

// The browser's Worker, named here so that Node code importing this package type-checks too.
declare const Worker: new (url: URL, options: { type: 'module'; name: string }) => EngineWorker;

/**
 * The bundled engine worker. Vite bundles engine.worker.ts and its chunks from this very
 * expression (`new Worker(new URL(…, import.meta.url))`), so it must stay written this way.
 */
export function startBundledWorker(): EngineWorker {
  return new Worker(new URL('../worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'redaction-engine',
  });
}
