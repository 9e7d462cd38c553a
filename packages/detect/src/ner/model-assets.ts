/** The fast engine's model files, as the package stores them in `models/` (gzipped). */
export type ModelAssetName = 'ner.json.gz' | 'word-clusters.txt.gz';

/**
 * A host that holds the files where it can read them at once (Node: beside the package). The
 * tagger then loads on first use, as the server always has.
 */
export type SyncModelAssets = {
  readonly sync: true;
  /** The stored (gzipped) bytes of a model file. */
  read(name: ModelAssetName): Uint8Array;
  gunzip(bytes: Uint8Array): Uint8Array;
};

/**
 * A host that fetches the files (a browser: `fetch`, the PWA's cache). The fast engine awaits
 * the model before its first detection; `loadNerModel()` loads it earlier.
 */
export type AsyncModelAssets = {
  readonly sync?: false;
  /** The stored (gzipped) bytes of a model file. */
  read(name: ModelAssetName): Promise<Uint8Array>;
  /** Without it, the platform's `DecompressionStream`. */
  gunzip?(bytes: Uint8Array): Promise<Uint8Array>;
};

/** Where the fast engine's model files come from: the host provides them (provideModelAssets). */
export type ModelAssets = SyncModelAssets | AsyncModelAssets;

/** Gunzips with the platform's `DecompressionStream` (browsers, and Node since 18). */
export async function gunzipWithStreams(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A model file's text: the files are UTF-8. */
export function textOf(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}
