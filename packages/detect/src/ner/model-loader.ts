import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { unpackModel, type NerModelFile } from './model-file';
import { NerTagger } from './tagger';
import { WordClusters } from './word-clusters';

const MODEL_NAME = 'ner.json.gz';
const CLUSTERS_NAME = 'word-clusters.txt.gz';

/**
 * Where a committed model file lies. From the sources it sits beside `src/`; when the server
 * bundles this package into its dist/, the module URL moves, so the package is found through
 * resolution.
 */
export function defaultModelPath(name: string = MODEL_NAME): string {
  const besideSources = fileURLToPath(new URL(`../../models/${name}`, import.meta.url));
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

let clusters: WordClusters | undefined;

/** The committed English word classes the tagger's features use, read once per process. */
export function loadWordClusters(): WordClusters {
  clusters ??= WordClusters.fromGzip(readFileSync(defaultModelPath(CLUSTERS_NAME)));
  return clusters;
}

/** Reads and unpacks a model file (gzipped JSON). */
export function loadNerTagger(file: string = defaultModelPath()): NerTagger {
  const parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as NerModelFile;
  return new NerTagger(unpackModel(parsed), loadWordClusters());
}

let cached: NerTagger | undefined;

/** The committed model, loaded on first use and kept for the life of the process. */
export function getNerTagger(): NerTagger {
  cached ??= loadNerTagger();
  return cached;
}
