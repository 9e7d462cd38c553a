import { featureKey, featureKey2, hashRange } from './hash';
import { CAP_NONE, type TokenInfo } from './token-info';
import type { Token } from './tokenize';

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
} as const;

/**
 * The key of a pair feature given the previous token's tag class. `base` is already a spread
 * hash, so one xor-multiply (a bijection for each class) is enough and keeps decoding cheap.
 */
export function pairKey(base: number, prevClass: number): number {
  return Math.imul(base ^ Math.imul(prevClass + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
}

const START = 0x5354;
const END = 0x454e;

/** Builds the feature keys of each token from its word, shape, neighbours and gazetteer flags. */
export function extractFeatures(
  tokens: readonly Token[],
  info: TokenInfo,
  flags: Int32Array,
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
    contextStarts[i] = count;
    add(featureKey(T.prevWord, wordAt(i - 1)));
    add(featureKey(T.nextWord, wordAt(i + 1)));
    add(featureKey(T.prevWord2, wordAt(i - 2)));
    add(featureKey(T.nextWord2, wordAt(i + 2)));
    add(featureKey(T.prevShape, shapeAt(i - 1)));
    add(featureKey(T.nextShape, shapeAt(i + 1)));
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
    addFlagFeatures(add, T.prevGazetteer, flags[i - 1] ?? -1, cap);
    addFlagFeatures(add, T.nextGazetteer, flags[i + 1] ?? -1, capAt(info, i + 1));
    addFlagFeatures(add, T.prevGazetteer2, flags[i - 2] ?? -1, cap);
    addFlagFeatures(add, T.nextGazetteer2, flags[i + 2] ?? -1, capAt(info, i + 2));
    // A capitalised neighbour on both sides hints at a multi-word name in ordinary text.
    add(featureKey2(T.boundary, capAt(info, i - 1) * 8 + capAt(info, i + 1), cap));
  }
  offsets[n] = count;
  return { keys: keys.subarray(0, count), offsets, contextStarts, pairBase };
}

function capAt(info: TokenInfo, i: number): number {
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
