import { hashString } from './hash';
import type { Token } from './tokenize';
import type { WordClusters } from './word-clusters';

/** Capitalisation classes; names hide in class 1 in ordinary text. */
export const CAP_LOWER = 0;
export const CAP_TITLE = 1;
export const CAP_UPPER = 2;
export const CAP_NONE = 3;

/** Per-line casing, because in an ALL-CAPS heading a capital letter says nothing. */
export const LINE_NORMAL = 0;
export const LINE_UPPER = 1;
export const LINE_TITLE = 2;
export const LINE_LOWER = 3;

/** What the feature extractor needs of each token, computed once. */
export type TokenInfo = {
  lower: string[];
  wordHash: Uint32Array;
  shapeHash: Uint32Array;
  cap: Uint8Array;
  lineCase: Uint8Array;
  isSentenceStart: Uint8Array;
  /** The word's class in `WordClusters` (0: none, or no clusters given). */
  cluster: Uint32Array;
};

const SENTENCE_END = new Set(['.', '!', '?', ':', '…']);

/** Lower-cases, hashes and classifies every token. */
export function describeTokens(tokens: readonly Token[], clusters?: WordClusters): TokenInfo {
  const n = tokens.length;
  const info: TokenInfo = {
    lower: new Array<string>(n),
    wordHash: new Uint32Array(n),
    shapeHash: new Uint32Array(n),
    cap: new Uint8Array(n),
    lineCase: new Uint8Array(n),
    isSentenceStart: new Uint8Array(n),
    cluster: new Uint32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const token = tokens[i] as Token;
    const lower = token.text.toLowerCase();
    const upper = token.text.toUpperCase();
    info.lower[i] = lower;
    info.wordHash[i] = hashString(lower);
    info.shapeHash[i] = shapeHash(token.text, lower, upper);
    info.cap[i] = capClass(token.text, lower, upper);
    if (clusters) info.cluster[i] = clusters.classOf(lower);
    const previous = tokens[i - 1];
    info.isSentenceStart[i] = i === 0 || (previous && SENTENCE_END.has(previous.text)) ? 1 : 0;
  }
  markLineCase(tokens, info);
  return info;
}

function capClass(text: string, lower: string, upper: string): number {
  if (lower === upper) return CAP_NONE;
  let first = 0;
  while (first < text.length && lower[first] === upper[first]) first++;
  if (text[first] === lower[first]) return CAP_LOWER;
  if (text === upper && countLetters(text, lower, upper) > 1) return CAP_UPPER;
  return CAP_TITLE;
}

function countLetters(text: string, lower: string, upper: string): number {
  let letters = 0;
  for (let i = 0; i < text.length; i++) if (lower[i] !== upper[i]) letters++;
  return letters;
}

/** Hash of the collapsed word shape: "Anne-Lise" → "Xx-Xx", "J." → "X.", "2024" → "d". */
function shapeHash(text: string, lower: string, upper: string): number {
  let h = 0x811c9dc5;
  let last = -1;
  let length = 0;
  for (let i = 0; i < text.length && length < 8; i++) {
    const code = text.charCodeAt(i);
    let symbol = code;
    if (code >= 48 && code <= 57) symbol = 100;
    else if (lower.charCodeAt(i) !== code) symbol = 88;
    else if (upper.charCodeAt(i) !== code) symbol = 120;
    if (symbol === last) continue;
    last = symbol;
    length++;
    h = Math.imul(h ^ symbol, 0x01000193);
  }
  return h >>> 0;
}

function markLineCase(tokens: readonly Token[], info: TokenInfo): void {
  let from = 0;
  for (let i = 1; i <= tokens.length; i++) {
    if (i < tokens.length && !tokens[i]?.isAfterNewline) continue;
    let words = 0;
    let upper = 0;
    let title = 0;
    for (let k = from; k < i; k++) {
      const cap = info.cap[k];
      if (cap === CAP_NONE || (tokens[k]?.text.length ?? 0) < 2) continue;
      words++;
      if (cap === CAP_UPPER) upper++;
      else if (cap === CAP_TITLE) title++;
    }
    let lineCase = LINE_NORMAL;
    if (words >= 2 && upper >= 0.6 * words) lineCase = LINE_UPPER;
    else if (words >= 3 && title >= 0.7 * words) lineCase = LINE_TITLE;
    else if (words >= 4 && upper + title === 0) lineCase = LINE_LOWER;
    info.lineCase.fill(lineCase, from, i);
    from = i;
  }
}
