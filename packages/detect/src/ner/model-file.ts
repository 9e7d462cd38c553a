import { decodeBase64, encodeBase64 } from './base64';
import type { GazetteerData } from './gazetteer';
import { TAG_COUNT, type NerType } from './tags';

/** Platt-scaling parameters per entity type. */
export type Calibration = Record<NerType, { a: number; b: number }>;

/** The trained tagger as stored on disk (JSON, gzipped). */
export type NerModelFile = {
  format: 'workbench-ner-perceptron';
  version: 1;
  tagCount: number;
  /** Sorted feature keys, little-endian Uint32 in base64. */
  keys: string;
  /** TAG_COUNT quantised weights per key, Int8 in base64; real weight = value × scale. */
  weights: string;
  scale: number;
  /** (TAG_COUNT + 1) × TAG_COUNT transition weights, last row for the first token. */
  transitions: number[];
  /**
   * Per type, span score = sigmoid(a × span log-odds + b), fitted on data the model did not
   * train on; per type because a place/organisation mix-up is likelier than a wrong person.
   */
  calibration: Calibration;
  gazetteer: GazetteerData;
  /** Where the model came from; informational only. */
  meta: Record<string, string | number>;
};

/** The weights of a model, unpacked for tagging. */
export type NerWeights = {
  keys: Uint32Array;
  /** TAG_COUNT quantised weights per key, as stored; real weight = value × scale. */
  quantised: Int8Array;
  scale: number;
  transitions: Float32Array;
  calibration: Calibration;
  gazetteer: GazetteerData;
};

/** Quantises dense weights (TAG_COUNT per key) to Int8, dropping keys whose weights all round to 0. */
export function packWeights(
  keys: Uint32Array,
  weights: Float32Array,
): { keys: string; weights: string; scale: number } {
  const order = Array.from(keys.keys()).sort((a, b) => (keys[a] as number) - (keys[b] as number));
  // A few very large weights (bias, transitions-like features) would waste the Int8 range, so the
  // scale comes from a high percentile and the rare outliers are clipped.
  const magnitudes = Float32Array.from(weights, Math.abs).sort();
  const scale = (magnitudes[Math.floor(magnitudes.length * 0.9995)] ?? 1) / 127 || 1;
  const keptKeys: number[] = [];
  const kept: number[] = [];
  for (const row of order) {
    const quantised = Array.from({ length: TAG_COUNT }, (_, t) =>
      Math.max(-127, Math.min(127, Math.round((weights[row * TAG_COUNT + t] as number) / scale))),
    );
    if (quantised.every((value) => value === 0)) continue;
    keptKeys.push(keys[row] as number);
    kept.push(...quantised);
  }
  return {
    keys: encodeBase64(new Uint8Array(new Uint32Array(keptKeys).buffer)),
    weights: encodeBase64(new Uint8Array(new Int8Array(kept).buffer)),
    scale,
  };
}

/** Unpacks a stored model; throws when the file is not a model this code can read. */
export function unpackModel(file: NerModelFile): NerWeights {
  if (file.format !== 'workbench-ner-perceptron' || file.version !== 1) {
    throw new Error('Unknown NER model format');
  }
  if (file.tagCount !== TAG_COUNT) throw new Error('NER model was trained for other tags');
  // Fresh arrays from the decoder, so the typed views below own their memory (no copies). Keys
  // are read in the platform's byte order, little-endian everywhere the engine runs.
  const keyBytes = decodeBase64(file.keys);
  const keys = new Uint32Array(keyBytes.buffer, 0, keyBytes.length >> 2);
  const weightBytes = decodeBase64(file.weights);
  const quantised = new Int8Array(weightBytes.buffer, 0, weightBytes.length);
  return {
    keys,
    quantised,
    scale: file.scale,
    transitions: Float32Array.from(file.transitions),
    calibration: file.calibration,
    gazetteer: file.gazetteer,
  };
}
