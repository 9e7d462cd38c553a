import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import {
  DEVICE_ASSETS_PATH,
  DEVICE_MANIFEST_URL,
  type DeviceAsset,
  type DeviceManifest,
} from '../src/assets';
import { readDeviceSources, type DeviceSources } from './device-sources';

/** For the service worker's runtime cache of these files (apps/web/vite.config.ts). */
export { DEVICE_CACHE_NAME } from '../src/assets';

/** The build's folder of the engine's files: `device/`, as emitted file names give it. */
const OUT_DIR = DEVICE_ASSETS_PATH.slice(1);
const ENGINE_SOURCE = fileURLToPath(new URL('../src/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.gz': 'application/gzip',
  '.json': 'application/json',
};

export interface DeviceAssetsOptions {
  /** The app's BUILD_ID, which the manifest names. */
  buildId: string;
  /** Workers whose entry module lies in this folder are the engine's (packages/device/src). */
  engineSource?: string;
}

export interface DeviceAssets {
  /** Serves the files in development; emits them and `device/manifest.json` in the build. */
  plugin: Plugin;
  /** For `worker.plugins`: puts the engine worker's script and chunks under `device/`. */
  workerPlugin: () => Plugin;
}

/** The manifest of a build (or of the development server, which has no engine bundle). */
export function deviceManifest(
  build: string,
  sources: DeviceSources,
  files: DeviceAsset[],
): DeviceManifest {
  return { build, files, ocrCorePath: sources.ocrCorePath, ocrLangPath: sources.ocrLangPath };
}

function byteLength(output: Rolldown.OutputBundle[string]): number {
  if (output.type === 'chunk') return Buffer.byteLength(output.code);
  return typeof output.source === 'string'
    ? Buffer.byteLength(output.source)
    : output.source.length;
}

/** A file the bundle already holds under device/ with these bytes (MuPDF's wasm, see below). */
function sameFileIn(bundle: Rolldown.OutputBundle, bytes: Buffer): string | undefined {
  return Object.values(bundle).find(
    (output) =>
      output.type === 'asset' &&
      output.fileName.startsWith(OUT_DIR) &&
      typeof output.source !== 'string' &&
      bytes.equals(output.source),
  )?.fileName;
}

/**
 * On-device mode's files in the web build (issue 54): the engine worker Vite bundles, MuPDF's
 * wasm, the tagger's models and tesseract.js's worker, cores and language data, all under
 * `/device/`, listed with their sizes in `/device/manifest.json` (`DeviceManifest`). The
 * service worker leaves them out of its precache and caches them on use or on the download the
 * app offers; the server lets their scripts compile wasm.
 */
export function deviceAssets({
  buildId,
  engineSource = ENGINE_SOURCE,
}: DeviceAssetsOptions): DeviceAssets {
  let sources: DeviceSources | undefined;
  const readSources = () => (sources ??= readDeviceSources());
  /** The engine worker's entry scripts, as the worker builds name them. */
  const workerEntries = new Set<string>();
  const isEngineModule = (id: string) => {
    const inside = path.relative(engineSource, id);
    return inside !== '' && !inside.startsWith('..') && !path.isAbsolute(inside);
  };

  const plugin: Plugin = {
    name: 'device-assets',
    configureServer(server) {
      const byUrl = new Map(readSources().files.map((source) => [source.url, source.file]));
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0]!;
        if (url === DEVICE_MANIFEST_URL) {
          // No engine bundle here: the dev server serves the worker from its source.
          const files = readSources().files.map(({ role, url, file }) => ({
            role,
            url,
            bytes: statSync(file).size,
          }));
          response.setHeader('Content-Type', CONTENT_TYPES['.json']!);
          response.end(JSON.stringify(deviceManifest(buildId, readSources(), files)));
          return;
        }
        const file = byUrl.get(url);
        if (!file) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)]!);
        response.end(readFileSync(file));
      });
    },
    generateBundle: {
      // After vite:worker has added the worker bundles' files to this bundle.
      order: 'post',
      handler(_options, bundle) {
        const files: DeviceAsset[] = Object.values(bundle)
          .filter(({ fileName }) => fileName.startsWith(OUT_DIR) && fileName.endsWith('.js'))
          .map((output) => ({
            url: `/${output.fileName}`,
            role: workerEntries.has(output.fileName) ? 'engine-worker' : 'engine-chunk',
            bytes: byteLength(output),
          }));
        for (const { role, url, file } of readSources().files) {
          const bytes = readFileSync(file);
          // MuPDF's script names its wasm with `new URL(…, import.meta.url)`, so the engine
          // worker's bundle already holds a copy: that one is listed rather than a second 10 MB.
          const copy = sameFileIn(bundle, bytes);
          if (copy === undefined)
            this.emitFile({ type: 'asset', fileName: url.slice(1), source: bytes });
          files.push({ role, url: copy === undefined ? url : `/${copy}`, bytes: bytes.length });
        }
        const manifest = deviceManifest(buildId, readSources(), files);
        this.emitFile({
          type: 'asset',
          fileName: DEVICE_MANIFEST_URL.slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      },
    },
  };

  const workerPlugin = (): Plugin => {
    // One instance per worker bundle: its entry decides where all of that bundle's files go.
    let isEngine = false;
    return {
      name: 'device-assets:worker',
      // The input options come first (rolldown asks for the output options before buildStart).
      options(options) {
        const input =
          typeof options.input === 'string' ? [options.input] : Object.values(options.input ?? {});
        isEngine = input.length > 0 && input.every(isEngineModule);
        return null;
      },
      outputOptions(output) {
        if (!isEngine) return null;
        return {
          ...output,
          entryFileNames: `${OUT_DIR}[name]-[hash].js`,
          chunkFileNames: `${OUT_DIR}[name]-[hash].js`,
          assetFileNames: `${OUT_DIR}[name]-[hash][extname]`,
        };
      },
      generateBundle(_options, bundle) {
        if (!isEngine) return;
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry) workerEntries.add(output.fileName);
        }
      },
    };
  };

  return { plugin, workerPlugin };
}
