import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ModelAssetName, SyncModelAssets } from './ner/model-assets';
import { provideModelAssets } from './ner/model-loader';

/*
 * Node's host for the fast engine, the one Node-only module it needs: the model files beside the
 * package, read synchronously on first use and gunzipped by zlib (30 ms for both files here,
 * where fflate took 62 and the platform's DecompressionStream 64). Importing this module
 * provides them; the package's entry does, and so do the unit tests' set-up, the scripts and the
 * benchmark.
 */

/**
 * Where a committed model file lies. From the sources it sits beside `src/`; when the server
 * bundles this package into its dist/, the module URL moves, so the package is found through
 * resolution.
 */
export function defaultModelPath(name: ModelAssetName = 'ner.json.gz'): string {
  const besideSources = fileURLToPath(new URL(`../models/${name}`, import.meta.url));
  if (existsSync(besideSources)) return besideSources;
  try {
    const entry = createRequire(import.meta.url).resolve('@workbench/detect');
    const resolved = path.join(path.dirname(entry), '..', 'models', name);
    if (existsSync(resolved)) return resolved;
  } catch {
    // Not resolvable from here; fall through to the path beside the sources for the error message.
  }
  return besideSources;
}

/** The model files beside the package. */
export const nodeModelAssets: SyncModelAssets = {
  sync: true,
  read: (name) => readFileSync(defaultModelPath(name)),
  gunzip: (bytes) => gunzipSync(bytes),
};

provideModelAssets(nodeModelAssets);
