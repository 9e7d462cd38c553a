import {
  gunzipWithStreams,
  textOf,
  type ModelAssetName,
  type ModelAssets,
  type SyncModelAssets,
} from './model-assets';
import { unpackModel, type NerModelFile } from './model-file';
import { NerTagger } from './tagger';
import { WordClusters } from './word-clusters';

/*
 * The tagger's model comes from the host (provideModelAssets): Node reads the files beside the
 * package (node-host.ts), a browser fetches them. Either way it is loaded once, on first need,
 * and kept for the life of the process or worker.
 */

const MODEL_NAME = 'ner.json.gz';
const CLUSTERS_NAME = 'word-clusters.txt.gz';

let assets: ModelAssets | undefined;
let clusters: WordClusters | undefined;
let cached: NerTagger | undefined;
let loading: Promise<NerTagger> | undefined;

/** Sets where the model files come from; a model loaded from other files is dropped. */
export function provideModelAssets(source: ModelAssets): void {
  assets = source;
  clusters = undefined;
  cached = undefined;
  loading = undefined;
}

function providedAssets(): ModelAssets {
  if (!assets) {
    throw new Error(
      'No model files for the name tagger: the host must call provideModelAssets() first',
    );
  }
  return assets;
}

/** The host's files, where it can read them at once. */
function syncAssets(): SyncModelAssets {
  const source = providedAssets();
  if (!source.sync) {
    throw new Error('The name tagger is not loaded yet: await loadNerModel() before tagging');
  }
  return source;
}

function readText(source: SyncModelAssets, name: ModelAssetName): string {
  return textOf(source.gunzip(source.read(name)));
}

async function fetchText(source: ModelAssets, name: ModelAssetName): Promise<string> {
  const stored = await source.read(name);
  return textOf(await (source.gunzip ?? gunzipWithStreams)(stored));
}

function taggerOf(modelText: string, classes: WordClusters): NerTagger {
  return new NerTagger(unpackModel(JSON.parse(modelText) as NerModelFile), classes);
}

/** The committed English word classes the tagger's features use, read once per process. */
export function loadWordClusters(): WordClusters {
  clusters ??= new WordClusters(readText(syncAssets(), CLUSTERS_NAME));
  return clusters;
}

/** A new tagger from the host's model file (a host that reads its files at once). */
export function loadNerTagger(): NerTagger {
  return taggerOf(readText(syncAssets(), MODEL_NAME), loadWordClusters());
}

/**
 * The committed model, loaded on first use and kept for the life of the process. Where the host
 * fetches its files, `loadNerModel()` must have been awaited first (the fast engine does so).
 */
export function getNerTagger(): NerTagger {
  cached ??= loadNerTagger();
  return cached;
}

/**
 * The tagger when it can be had without waiting: loaded already, or the host reads its files at
 * once (Node). Undefined where the host fetches them and no detection has loaded them here (a
 * batch whose engines run elsewhere, as on-device mode's worker does).
 */
export function nerTaggerIfReady(): NerTagger | undefined {
  if (cached) return cached;
  return assets?.sync ? getNerTagger() : undefined;
}

async function fetchModel(source: ModelAssets): Promise<[WordClusters, NerTagger]> {
  const [classesText, modelText] = await Promise.all([
    fetchText(source, CLUSTERS_NAME),
    fetchText(source, MODEL_NAME),
  ]);
  const classes = new WordClusters(classesText);
  return [classes, taggerOf(modelText, classes)];
}

/** Loads the model from the host's files unless loaded; a failed load is tried again next time. */
export function loadNerModel(): Promise<NerTagger> {
  if (cached) return Promise.resolve(cached);
  if (loading) return loading;
  const source = providedAssets();
  const load = fetchModel(source).then(([classes, tagger]) => {
    // Files provided meanwhile replace these.
    if (source !== assets) return loadNerModel();
    clusters = classes;
    cached = tagger;
    return tagger;
  });
  loading = load;
  load.catch(() => {
    if (loading === load) loading = undefined;
  });
  return load;
}

/**
 * What a detection must await before tagging: the model's load where the host fetches its
 * files and it is not loaded yet; nothing where the host reads them at once (Node), which loads
 * on first use as before.
 */
export function nerModelLoading(): Promise<NerTagger> | undefined {
  if (cached || !assets || assets.sync) return undefined;
  return loadNerModel();
}
