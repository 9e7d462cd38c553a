import { featureKey, featureKey2, hashRange } from './hash';
import { CAP_NONE, type TokenInfo } from './token-info';
import type { Token } from './tokenize';
import { coarseGroup, fineClass } from './word-clusters';

/**
 * Feature keys of every token: those of token i are keys[offsets[i]] … keys[offsets[i + 1] - 1].
 * `pairBase` holds PAIR_FEATURES values per token that are conjoined with the previous tag's
 * class (see pairKey), so that "inside a place, then a lower-case word" can be learned directly.
 */
export type TokenFeatures = {
  keys: Uint32Array;
  offsets: Int32Array;
  /**
   * Where each token's contextual keys start: keys[offsets[i]] … keys[contextStarts[i] - 1]
   * depend only on the token's text and its own gazetteer flags, so their sum can be reused for
   * every occurrence of the same word.
   */
  contextStarts: Int32Array;
  pairBase: Uint32Array;
};

export const PAIR_FEATURES = 3;

// Template ids; changing one invalidates a trained model, so new templates get new numbers.
const T = {
  bias: 0,
  word: 1,
  prefix: 2,
  suffix: 6,
  shape: 10,
  lengthCap: 11,
  prevWord: 12,
  nextWord: 13,
  prevWord2: 14,
  nextWord2: 15,
  prevShape: 16,
  nextShape: 17,
  prevWordShape: 18,
  shapeNextShape: 19,
  sentenceStartCap: 20,
  newlineCap: 21,
  gazetteer: 22,
  prevGazetteer: 23,
  nextGazetteer: 24,
  nextGazetteer2: 25,
  prevGazetteer2: 26,
  lineCaseCap: 27,
  wordNextWord: 28,
  prevWordWord: 29,
  unknownCap: 30,
  gazetteerSet: 31,
  boundary: 32,
  pairWord: 33,
  pairShape: 34,
  pairGazetteer: 35,
  cluster: 36,
  clusterGroup: 37,
  prevCluster: 38,
  nextCluster: 39,
  prevClusterGroup2: 40,
  nextClusterGroup2: 41,
} as const;

/**
 * The key of a pair feature given the previous token's tag class. `base` is already a spread
 * hash, so one xor-multiply (a bijection for each class) is enough and keeps decoding cheap.
 */
export function pairKey(base: number, prevClass: number): number {
  return Math.imul(base ^ Math.imul(prevClass + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
}

/** Word and shape hash of the places before the first token and after the last. */
export const START = 0x5354;
export const END = 0x454e;

/** Which neighbour a word is, seen from the token whose features it adds to. */
export type NeighbourRole = 'prev' | 'next' | 'prev2' | 'next2';

/**
 * The keys a word adds to the token it neighbours, from the word alone: its text, shape, word
 * class (`cluster`, see WordClusters) and gazetteer `flags` (-1 outside the text). `cap` is the
 * capitalisation class the gazetteer and class keys are conjoined with: the token's own for words
 * before it, the neighbour's for words after it.
 */
export function neighbourKeys(
  add: (key: number) => void,
  role: NeighbourRole,
  word: number,
  shape: number,
  flags: number,
  cap: number,
  cluster: number,
): void {
  switch (role) {
    case 'prev':
      add(featureKey(T.prevWord, word));
      add(featureKey(T.prevShape, shape));
      addFlagFeatures(add, T.prevGazetteer, flags, cap);
      if (cluster !== 0) add(featureKey2(T.prevCluster, fineClass(cluster), cap));
      return;
    case 'next':
      add(featureKey(T.nextWord, word));
      add(featureKey(T.nextShape, shape));
      addFlagFeatures(add, T.nextGazetteer, flags, cap);
      if (cluster !== 0) add(featureKey2(T.nextCluster, fineClass(cluster), cap));
      return;
    case 'prev2':
      add(featureKey(T.prevWord2, word));
      addFlagFeatures(add, T.prevGazetteer2, flags, cap);
      if (cluster !== 0) add(featureKey2(T.prevClusterGroup2, coarseGroup(cluster), cap));
      return;
    case 'next2':
      add(featureKey(T.nextWord2, word));
      addFlagFeatures(add, T.nextGazetteer2, flags, cap);
      if (cluster !== 0) add(featureKey2(T.nextClusterGroup2, coarseGroup(cluster), cap));
      return;
  }
}

/**
 * Builds the feature keys of each token from its word, shape, neighbours and gazetteer flags.
 * Without `withNeighbours` the keys neighbourKeys gives are left out, for a caller that sums
 * them per neighbouring word (see WordScores).
 */
export function extractFeatures(
  tokens: readonly Token[],
  info: TokenInfo,
  flags: Int32Array,
  withNeighbours = true,
): TokenFeatures {
  const n = tokens.length;
  let keys = new Uint32Array(n * 48 + 16);
  const offsets = new Int32Array(n + 1);
  const contextStarts = new Int32Array(n);
  const pairBase = new Uint32Array(n * PAIR_FEATURES);
  let count = 0;
  const add = (key: number): void => {
    if (count === keys.length) {
      const grown = new Uint32Array(keys.length * 2);
      grown.set(keys);
      keys = grown;
    }
    keys[count++] = key;
  };
  const wordAt = (i: number): number =>
    i < 0 ? START : i >= n ? END : (info.wordHash[i] as number);
  const shapeAt = (i: number): number =>
    i < 0 ? START : i >= n ? END : (info.shapeHash[i] as number);
  const neighbour = (j: number, role: NeighbourRole, cap: number): void =>
    neighbourKeys(add, role, wordAt(j), shapeAt(j), flags[j] ?? -1, cap, info.cluster[j] ?? 0);
  for (let i = 0; i < n; i++) {
    offsets[i] = count;
    const lower = info.lower[i] as string;
    const cap = info.cap[i] as number;
    const word = wordAt(i);
    const shape = shapeAt(i);
    add(featureKey(T.bias, 0));
    add(featureKey(T.word, word));
    for (let k = 1; k <= 4 && k <= lower.length; k++) {
      add(featureKey(T.prefix + k - 1, hashRange(lower, 0, k)));
      add(featureKey(T.suffix + k - 1, hashRange(lower, lower.length - k, lower.length)));
    }
    add(featureKey(T.shape, shape));
    add(featureKey2(T.lengthCap, Math.min(lower.length, 8), cap));
    const own = flags[i] as number;
    add(featureKey2(T.gazetteerSet, own, cap));
    if (own === 0 && cap !== CAP_NONE)
      add(featureKey2(T.unknownCap, cap, lower.length > 3 ? 1 : 0));
    addFlagFeatures(add, T.gazetteer, own, cap);
    const cluster = info.cluster[i] as number;
    add(featureKey2(T.cluster, fineClass(cluster), cap));
    add(featureKey2(T.clusterGroup, coarseGroup(cluster), cap));
    contextStarts[i] = count;
    add(featureKey2(T.prevWordShape, wordAt(i - 1), shape));
    add(featureKey2(T.shapeNextShape, shape, shapeAt(i + 1)));
    add(featureKey2(T.prevWordWord, wordAt(i - 1), word));
    add(featureKey2(T.wordNextWord, word, wordAt(i + 1)));
    add(featureKey2(T.sentenceStartCap, info.isSentenceStart[i] as number, cap));
    add(featureKey2(T.newlineCap, tokens[i]?.isAfterNewline ? 1 : 0, cap));
    add(featureKey2(T.lineCaseCap, info.lineCase[i] as number, cap));
    pairBase[i * PAIR_FEATURES] = featureKey(T.pairWord, word);
    pairBase[i * PAIR_FEATURES + 1] = featureKey2(T.pairShape, shape, cap);
    pairBase[i * PAIR_FEATURES + 2] = featureKey2(T.pairGazetteer, own, cap);
    // A capitalised neighbour on both sides hints at a multi-word name in ordinary text.
    add(featureKey2(T.boundary, capAt(info, i - 1) * 8 + capAt(info, i + 1), cap));
    if (withNeighbours) {
      neighbour(i - 1, 'prev', cap);
      neighbour(i + 1, 'next', capAt(info, i + 1));
      neighbour(i - 2, 'prev2', cap);
      neighbour(i + 2, 'next2', capAt(info, i + 2));
    }
  }
  offsets[n] = count;
  return { keys: keys.subarray(0, count), offsets, contextStarts, pairBase };
}

/** The capitalisation class of token i; one past the last class outside the text. */
export function capAt(info: TokenInfo, i: number): number {
  return i < 0 || i >= info.cap.length ? CAP_NONE + 1 : (info.cap[i] as number);
}

/** One feature per set gazetteer bit; -1 (outside the text) gives an explicit edge feature. */
function addFlagFeatures(
  add: (key: number) => void,
  template: number,
  flags: number,
  cap: number,
): void {
  if (flags < 0) {
    add(featureKey2(template, 99, cap));
    return;
  }
  for (let bits = flags, bit = 0; bits !== 0; bits >>>= 1, bit++) {
    if (bits & 1) add(featureKey2(template, bit, cap));
  }
}
