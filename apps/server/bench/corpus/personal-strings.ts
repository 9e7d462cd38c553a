import { readFileSync } from 'node:fs';
import path from 'node:path';
import { normalize } from './find-text';
import { pdftotextWords } from './pdftotext-words';

/**
 * What a person marked in a corpus file by hand (personal-strings.json): the strings a
 * caseworker must remove before release, and tempting strings that must stay.
 */
export interface MarkedStrings {
  personal: string[];
  keep: string[];
  note?: string;
}

const MARKED: Record<string, MarkedStrings> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'personal-strings.json'), 'utf8'),
) as Record<string, MarkedStrings>;

/** The hand-marked strings of a corpus file, if it has any. */
export function markedStrings(file: string): MarkedStrings | undefined {
  return MARKED[path.basename(file).replace(/^unlocked-/, '')];
}

/** How many of a file's marked strings a redaction removed, and what else it took. */
export interface DetectionRecall {
  personal: number;
  removedFully: number;
  removedPartly: number;
  /** The marked strings only some of whose words went. */
  partly: string[];
  notFound: string[];
  /** Marked strings pdftotext does not read in the original (not counted). */
  unreadable: number;
  keep: number;
  keepRemoved: string[];
  otherWords: number;
  otherWordsRemoved: number;
  /** The other words removed, as pdftotext reads them. */
  otherRemoved: string[];
}

const tokensOf = (text: string): string[] =>
  normalize(text)
    .split(' ')
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);

function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Times the token sequence `needle` occurs in `haystack`. */
function occurrences(haystack: readonly string[], needle: readonly string[]): number {
  let count = 0;
  for (let at = 0; at + needle.length <= haystack.length; at++) {
    if (needle.every((token, offset) => haystack[at + offset] === token)) count++;
  }
  return count;
}

/**
 * Compares the words pdftotext reads in the original and the redacted file. A marked string is
 * removed fully when every one of its words lost at least as many occurrences as the string has,
 * partly when some did, not at all when none did. Words of the original that are not part of a
 * marked personal string and are gone from the output were removed besides.
 */
export function detectionRecall(
  original: string,
  redacted: string,
  marked: MarkedStrings,
): DetectionRecall {
  const before = pdftotextWords(original)
    .flat()
    .flatMap((word) => tokensOf(word.text));
  const after = countTokens(
    pdftotextWords(redacted)
      .flat()
      .flatMap((word) => tokensOf(word.text)),
  );
  const counts = countTokens(before);
  const removed = (token: string) => (counts.get(token) ?? 0) - (after.get(token) ?? 0);
  const personalShare = new Map<string, number>();
  const result: DetectionRecall = {
    personal: 0,
    removedFully: 0,
    removedPartly: 0,
    partly: [],
    notFound: [],
    unreadable: 0,
    keep: 0,
    keepRemoved: [],
    otherWords: 0,
    otherWordsRemoved: 0,
    otherRemoved: [],
  };
  for (const text of marked.personal) {
    const tokens = tokensOf(text);
    const times = occurrences(before, tokens);
    if (tokens.length === 0 || times === 0) {
      result.unreadable++;
      continue;
    }
    result.personal++;
    const wanted = countTokens(tokens);
    for (const [token, count] of wanted) {
      personalShare.set(token, (personalShare.get(token) ?? 0) + count * times);
    }
    const gone = [...wanted].filter(([token, count]) => removed(token) >= count * times).length;
    if (gone === wanted.size) result.removedFully++;
    else if ([...wanted.keys()].some((token) => removed(token) > 0)) {
      result.removedPartly++;
      result.partly.push(text);
    } else result.notFound.push(text);
  }
  for (const text of marked.keep) {
    const tokens = tokensOf(text);
    if (tokens.length === 0 || occurrences(before, tokens) === 0) continue;
    result.keep++;
    if (tokens.some((token) => removed(token) > (personalShare.get(token) ?? 0))) {
      result.keepRemoved.push(text);
    }
  }
  for (const [token, count] of counts) {
    const personal = Math.min(count, personalShare.get(token) ?? 0);
    result.otherWords += count - personal;
    const other = Math.max(0, Math.min(count - personal, removed(token) - personal));
    result.otherWordsRemoved += other;
    if (other > 0) result.otherRemoved.push(token);
  }
  return result;
}
