import {
  DEVICE_CACHE_NAME,
  DEVICE_DOWNLOAD_HEADER,
  DEVICE_MANIFEST_URL,
  type DeviceAsset,
  type DeviceAssetRole,
  type DeviceManifest,
} from '@workbench/device/assets';
import { relaxedSimd, simd } from 'wasm-feature-detect';
import { isOnline } from '../../lib/use-is-online';

/** Why the engine's files could not be made ready (each has its text in `onDevice.failed`). */
export type EngineFilesFailure =
  'offline' | 'no-cache-storage' | 'new-version' | 'network' | 'storage-full' | 'cancelled';

export class EngineFilesError extends Error {
  constructor(
    readonly reason: EngineFilesFailure,
    message: string,
    /** The build's manifest when it was read (without Cache Storage the engine can still start). */
    readonly manifest?: DeviceManifest,
  ) {
    super(message);
    this.name = 'EngineFilesError';
  }
}

const OCR_CORES: readonly DeviceAssetRole[] = ['ocr-core-relaxedsimd', 'ocr-core-simd', 'ocr-core'];
/** Two files at once: the large ones overlap with the small ones, and neither starves. */
const PARALLEL_DOWNLOADS = 2;
const DOWNLOAD_HEADERS = { [DEVICE_DOWNLOAD_HEADER]: '1' };

/** The OCR core build tesseract.js will load here: its own feature tests, in its own order. */
export async function ocrCoreRole(): Promise<DeviceAssetRole> {
  if (await relaxedSimd()) return 'ocr-core-relaxedsimd';
  return (await simd()) ? 'ocr-core-simd' : 'ocr-core';
}

/** The files this browser uses: every one but the two OCR core builds it will not load. */
export function filesInUse(manifest: DeviceManifest, core: DeviceAssetRole): DeviceAsset[] {
  return manifest.files.filter(({ role }) => !OCR_CORES.includes(role) || role === core);
}

export function totalBytes(files: readonly DeviceAsset[]): number {
  return files.reduce((sum, { bytes }) => sum + bytes, 0);
}

/** The engine's cache; a refusal where the browser has no Cache Storage (private windows). */
export async function openEngineCache(): Promise<Cache> {
  const refusal =
    'This browser has no Cache Storage: the files are fetched each time they are used';
  if (typeof caches === 'undefined') throw new EngineFilesError('no-cache-storage', refusal);
  try {
    return await caches.open(DEVICE_CACHE_NAME);
  } catch {
    throw new EngineFilesError('no-cache-storage', refusal);
  }
}

async function fetchManifest(): Promise<Response | null> {
  if (!isOnline()) return null;
  try {
    return await fetch(DEVICE_MANIFEST_URL, { cache: 'no-cache', headers: DOWNLOAD_HEADERS });
  } catch {
    return null;
  }
}

/**
 * This build's manifest: from the server, and a copy kept in the cache for starting offline;
 * offline (or with the server out of reach), the copy. A manifest of another build is refused:
 * the server's is a newer version's (this page must reload), a kept one an older version's.
 */
export async function readManifest(cache: Cache | null, build: string): Promise<DeviceManifest> {
  const fetched = await fetchManifest();
  if (fetched && !fetched.ok) {
    throw new EngineFilesError('network', `The server answered ${fetched.status} for the list`);
  }
  const response = fetched ?? (await cache?.match(DEVICE_MANIFEST_URL));
  if (!response) {
    throw new EngineFilesError(isOnline() ? 'network' : 'offline', 'The list could not be read');
  }
  const manifest = (await response.clone().json()) as DeviceManifest;
  if (manifest.build !== build) {
    throw fetched
      ? new EngineFilesError('new-version', `The server has build ${manifest.build}`)
      : new EngineFilesError('offline', `The kept files are of build ${manifest.build}`);
  }
  if (fetched) await cache?.put(DEVICE_MANIFEST_URL, fetched);
  return manifest;
}

/** Deletes what an earlier build kept: every entry this manifest does not list. */
export async function deleteStaleFiles(cache: Cache, manifest: DeviceManifest): Promise<void> {
  const current = new Set([DEVICE_MANIFEST_URL, ...manifest.files.map(({ url }) => url)]);
  for (const request of await cache.keys()) {
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/** The files in use that the cache does not hold. */
export async function missingFiles(cache: Cache, files: DeviceAsset[]): Promise<DeviceAsset[]> {
  const held = await Promise.all(files.map(({ url }) => cache.match(url)));
  return files.filter((_, index) => held[index] === undefined);
}

export interface DownloadOptions {
  signal: AbortSignal;
  /** Bytes arrived of all the files, as they arrive. */
  onProgress: (done: number, total: number) => void;
}

/**
 * Downloads the files two at a time. The first failure stops the rest, and the promise settles
 * only once nothing runs any more, so a new attempt never meets the last one still writing.
 */
export async function downloadFiles(
  cache: Cache,
  files: DeviceAsset[],
  { signal, onProgress }: DownloadOptions,
): Promise<void> {
  const total = totalBytes(files);
  let done = 0;
  const queue = [...files];
  const stopped = new AbortController();
  const stop = () => stopped.abort();
  signal.addEventListener('abort', stop);
  if (signal.aborted) stop();
  let failure: unknown;
  const work = async () => {
    try {
      for (let file = queue.shift(); file && !stopped.signal.aborted; file = queue.shift()) {
        await downloadFile(cache, file, stopped.signal, (bytes) =>
          onProgress((done += bytes), total),
        );
      }
    } catch (error) {
      failure ??= error;
      stop();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_DOWNLOADS }, work));
  signal.removeEventListener('abort', stop);
  if (signal.aborted) throw new EngineFilesError('cancelled', 'The download was cancelled');
  if (failure !== undefined) throw asEngineFilesError(failure);
}

/**
 * One file, read to its end before it is stored: a failed or cut-off answer stores nothing.
 * Progress never counts past the file's size (a proxy that sends a `.gz` with Content-Encoding
 * hands over more bytes, unpacked; the engine reads either).
 */
async function downloadFile(
  cache: Cache,
  file: DeviceAsset,
  signal: AbortSignal,
  onBytes: (bytes: number) => void,
): Promise<void> {
  try {
    const response = await fetch(file.url, { signal, headers: DOWNLOAD_HEADERS });
    if (response.status !== 200 || !response.body) {
      throw new EngineFilesError(
        'network',
        `The server answered ${response.status} for ${file.url}`,
      );
    }
    const parts: Uint8Array[] = [];
    let received = 0;
    for (const reader = response.body.getReader(); ;) {
      const { done, value } = await reader.read();
      if (done) break;
      onBytes(Math.max(0, Math.min(value.length, file.bytes - received)));
      parts.push(value);
      received += value.length;
    }
    const isUnpacked = response.headers.has('content-encoding');
    if (!isUnpacked && received !== file.bytes) {
      throw new EngineFilesError('network', `${file.url} ended after ${received} bytes`);
    }
    onBytes(Math.max(0, file.bytes - received));
    // The server's headers stay with the copy: a worker started from it runs under the policy
    // its script came with (the one that lets it compile wasm). Not the encoding or length of
    // the way here: the body kept is the one read.
    const headers = new Headers(response.headers);
    headers.delete('content-encoding');
    headers.delete('content-length');
    await cache.put(file.url, new Response(joined(parts, received), { headers }));
  } catch (error) {
    throw asEngineFilesError(error);
  }
}

function joined(parts: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Any failure as an EngineFilesError: a full disk, a cancel, or the network. */
export function asEngineFilesError(error: unknown): EngineFilesError {
  if (error instanceof EngineFilesError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'QuotaExceededError') return new EngineFilesError('storage-full', message);
  if (name === 'AbortError') return new EngineFilesError('cancelled', message);
  return new EngineFilesError('network', message);
}
