import { gunzipWithStreams, type AsyncModelAssets, type ModelAssetName } from './ner/model-assets';
import { provideModelAssets } from './ner/model-loader';

/*
 * A browser's host for the fast engine (on-device mode, issue 54): the model files fetched from
 * where the caller serves them — the on-device Web Worker passes the URLs of its build's copies,
 * which the PWA caches; the engine's browser tests pass the files beside the package — and
 * gunzipped by the platform's DecompressionStream. The engine awaits the load before its first
 * detection; a failed fetch is tried again on the next one (model-loader.ts).
 */

const GZIP_MAGIC = [0x1f, 0x8b];

/** Where each gzipped model file is served (as stored in `models/`). */
export type ModelUrls = Readonly<Record<ModelAssetName, string | URL>>;

export interface FetchedModelOptions {
  /** How to fetch a file (the worker's own `fetch` by default; a cache-first one, a test's). */
  fetch?: (url: string | URL) => Promise<Response>;
}

/** A model file that could not be fetched: says which, and what the server answered. */
export class ModelFetchError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`The name tagger's model file ${url} could not be fetched (HTTP ${status})`);
    this.name = 'ModelFetchError';
  }
}

/** The model files at these URLs, as the fast engine's loader reads them. */
export function fetchedModelAssets(
  urls: ModelUrls,
  options: FetchedModelOptions = {},
): AsyncModelAssets {
  const fetchFile = options.fetch ?? ((url: string | URL) => fetch(url));
  return {
    read: async (name) => {
      const url = urls[name];
      const response = await fetchFile(url);
      if (!response.ok) throw new ModelFetchError(String(url), response.status);
      return new Uint8Array(await response.arrayBuffer());
    },
    // A server that sends the file with `Content-Encoding: gzip` has the browser unpack it
    // already; the files themselves are JSON and text, which never start with gzip's magic.
    gunzip: (bytes) =>
      bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1]
        ? gunzipWithStreams(bytes)
        : Promise.resolve(bytes),
  };
}

/** Gives the fast engine in this thread the model files at these URLs. */
export function provideFetchedModels(urls: ModelUrls, options: FetchedModelOptions = {}): void {
  provideModelAssets(fetchedModelAssets(urls, options));
}
