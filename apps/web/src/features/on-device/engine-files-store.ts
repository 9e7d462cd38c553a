import type { DeviceManifest } from '@workbench/device/assets';
import { create } from 'zustand';
import { isOnline } from '../../lib/use-is-online';
import {
  asEngineFilesError,
  deleteStaleFiles,
  downloadFiles,
  EngineFilesError,
  filesInUse,
  missingFiles,
  ocrCoreRole,
  openEngineCache,
  readManifest,
  totalBytes,
  type EngineFilesFailure,
} from './engine-files';

/** Where this browser stands with on-device mode's files (bytes are the files in use). */
export type EngineFilesState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'downloading'; done: number; total: number }
  | { status: 'ready'; total: number }
  | { status: 'failed'; reason: Exclude<EngineFilesFailure, 'cancelled'>; message: string };

/** The state of the engine's files, for `EngineDownload` and the workspace. */
export const useEngineFiles = create<EngineFilesState>(() => ({ status: 'idle' }));

let running: { promise: Promise<DeviceManifest>; controller: AbortController } | null = null;

/**
 * Makes sure this browser keeps on-device mode's files for this build, downloading what is
 * missing with its progress in `useEngineFiles` (two files at a time; only the OCR core build
 * tesseract.js will load here), and deleting an earlier build's files. Resolves with the
 * manifest whose URLs the engine takes. The workspace calls it before it starts the engine;
 * calls while one runs share it. Rejects with an `EngineFilesError`: `offline` when files are
 * missing and there is no connection, `cancelled` after `cancelEngineDownload`, and
 * `no-cache-storage` where the browser cannot keep files (a private window, a page not served
 * over HTTPS) — the engine can still start then, with the error's `manifest`, and fetches its
 * files from the server each time (the browser's HTTP cache keeps them a while).
 */
export function ensureEngineFiles(): Promise<DeviceManifest> {
  if (running) return running.promise;
  const controller = new AbortController();
  const promise = makeReady(controller.signal).finally(() => {
    running = null;
  });
  running = { promise, controller };
  return promise;
}

/** Stops the download: files that arrived whole stay, the rest are fetched next time. */
export function cancelEngineDownload(): void {
  running?.controller.abort();
}

async function makeReady(signal: AbortSignal): Promise<DeviceManifest> {
  const set = (state: EngineFilesState) => useEngineFiles.setState(state, true);
  set({ status: 'checking' });
  try {
    const cache = await openEngineCache().catch(async (error: unknown) => {
      // Without Cache Storage the engine can still run: say so, with the list of its files.
      const manifest = await readManifest(null, __BUILD_ID__);
      throw new EngineFilesError('no-cache-storage', asEngineFilesError(error).message, manifest);
    });
    const manifest = await readManifest(cache, __BUILD_ID__);
    await deleteStaleFiles(cache, manifest);
    const inUse = filesInUse(manifest, await ocrCoreRole());
    const missing = await missingFiles(cache, inUse);
    if (missing.length > 0) {
      if (!isOnline()) throw new EngineFilesError('offline', 'The files need a connection');
      const total = totalBytes(missing);
      set({ status: 'downloading', done: 0, total });
      await downloadFiles(cache, missing, {
        signal,
        onProgress: (done) => set({ status: 'downloading', done, total }),
      });
    }
    set({ status: 'ready', total: totalBytes(inUse) });
    return manifest;
  } catch (caught) {
    const error = asEngineFilesError(caught);
    const { reason, message } = error;
    set(reason === 'cancelled' ? { status: 'idle' } : { status: 'failed', reason, message });
    throw error;
  }
}
