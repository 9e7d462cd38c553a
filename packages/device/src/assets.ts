import type { EngineFiles } from './protocol';

/**
 * The files on-device mode needs besides the app's own scripts, as the web build lists them in
 * `/device/manifest.json` (apps/web's device-assets Vite plugin). Every file lives under
 * `/device/`: the server gives those scripts a policy that lets them compile WebAssembly, the
 * service worker keeps them in a cache of their own, and a new build's files have new names
 * (content hashes, or a folder named after the library's version), so an update replaces them.
 */
export const DEVICE_ASSETS_PATH = '/device/';
export const DEVICE_MANIFEST_URL = '/device/manifest.json';
/** The service worker's cache of the engine's files (CacheFirst on `/device/`). */
export const DEVICE_CACHE_NAME = 'device-engine';

/**
 * What each file is for. The OCR core comes in three builds; tesseract.js picks one by what the
 * browser's WebAssembly supports (relaxed SIMD, SIMD, neither), and only that one is fetched.
 */
export type DeviceAssetRole =
  | 'engine-worker'
  | 'engine-chunk'
  | 'mupdf-wasm'
  | 'ner-model'
  | 'word-clusters'
  | 'ocr-worker'
  | 'ocr-core-relaxedsimd'
  | 'ocr-core-simd'
  | 'ocr-core'
  | 'ocr-lang-eng'
  | 'ocr-lang-nor';

export interface DeviceAsset {
  /** Root-relative URL, under DEVICE_ASSETS_PATH. */
  url: string;
  role: DeviceAssetRole;
  /** Its size as served, for the download's progress. */
  bytes: number;
}

export interface DeviceManifest {
  /** The build these files belong to (the app's BUILD_ID). */
  build: string;
  files: DeviceAsset[];
  /** The folder tesseract.js takes as `corePath` (it picks the core build itself). */
  ocrCorePath: string;
  /** The folder tesseract.js takes as `langPath` (`eng.traineddata.gz`, `nor.traineddata.gz`). */
  ocrLangPath: string;
}

/** The URL of the one file with this role (the engine's parts are one file each but chunks). */
export function assetUrl(manifest: DeviceManifest, role: DeviceAssetRole): string {
  const found = manifest.files.find((file) => file.role === role);
  if (!found) throw new Error(`The on-device engine's ${role} file is missing from the build`);
  return found.url;
}

/**
 * Marks the app's own download of these files (apps/web's engine-files.ts): the service worker
 * lets such requests through to the network, as the download stores each file itself, and
 * only once it has arrived whole.
 */
export const DEVICE_DOWNLOAD_HEADER = 'x-device-download';

/** Where the engine worker finds its files in this build (see EngineFiles). */
export function engineFilesOf(manifest: DeviceManifest): EngineFiles {
  return {
    mupdfWasm: assetUrl(manifest, 'mupdf-wasm'),
    nerModel: assetUrl(manifest, 'ner-model'),
    wordClusters: assetUrl(manifest, 'word-clusters'),
    ocr: {
      workerPath: assetUrl(manifest, 'ocr-worker'),
      corePath: manifest.ocrCorePath,
      langPath: manifest.ocrLangPath,
    },
  };
}
