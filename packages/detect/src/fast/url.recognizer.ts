import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

const SCHEME_SCORE = 0.9;
const WWW_SCORE = 0.85;
/** "nav.no/skjema" has no scheme: a known top-level domain and a path make it likely a link. */
const BARE_SCORE = 0.6;

const SCHEME_URL = /(?<![\p{L}\p{N}])(?:https?|ftp):\/\/[^\s<>"]+/giu;
const WWW_URL = /(?<![\p{L}\p{N}@./:_-])www\.[^\s<>"]+/giu;
// Bare domains only with a path and a common top-level domain: "f.eks/..." or "1.5/2" are not
// links. Nothing may come right before the domain that would make it part of an e-mail or URL.
const BARE_URL =
  /(?<![\p{L}\p{N}@./:_-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:no|com|org|net|se|dk|fi|is|eu|de|uk|nl|fr|io|gov|edu|int|info|biz|app|dev|me|co|ai)\/[^\s<>"]*/giu;

const TRAILING_PUNCTUATION = /[.,;:!?'"»”’*]/;
const CLOSING_TO_OPENING: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
/**
 * Browsers and servers stop near 2,048 characters and a PDF line wraps long before; a longer run
 * is split into spans of at most this length so that no span is unbounded and nothing is left out.
 */
export const MAX_URL_LENGTH = 2048;

/** How often each bracket occurs in a value. */
function countBrackets(value: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const char of value) {
    if ('()[]{}'.includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return counts;
}

/**
 * The length of a URL once sentence punctuation and unbalanced closing brackets are cut off.
 * Brackets are counted once and the counts updated while cutting, so this is linear.
 */
export function trimUrlEnd(value: string): number {
  const counts = countBrackets(value);
  let end = value.length;
  while (end > 0) {
    const last = value.charAt(end - 1);
    if (TRAILING_PUNCTUATION.test(last)) {
      end -= 1;
      continue;
    }
    const opening = CLOSING_TO_OPENING[last];
    // "(se https://nav.no/a)" keeps its bracket outside; "…/Foo_(bar)" keeps its own pair.
    const closingCount = counts.get(last) ?? 0;
    if (opening === undefined || closingCount <= (counts.get(opening) ?? 0)) return end;
    counts.set(last, closingCount - 1);
    end -= 1;
  }
  return end;
}

/** A host with a dot and something on both sides of it, as the trimmed URL starts. */
const WWW_HOST = /^www\.[^./?#]+\.[^./?#]/i;
/** Trimming must leave the path's slash: without it a bare domain is not taken for a link. */
const BARE_SHAPE = /\//;
const SCHEME_HOST = /^[a-z]+:\/\/[^/?#.]/i;

/** The trimmed match as spans of at most `MAX_URL_LENGTH` characters, or none if it is no link. */
function toCandidates(match: RegExpExecArray, score: number, shape: RegExp): Candidate[] {
  const length = trimUrlEnd(match[0]);
  if (!shape.test(match[0].slice(0, length))) return [];
  const end = match.index + length;
  const found: Candidate[] = [];
  for (let start = match.index; start < end; start += MAX_URL_LENGTH) {
    found.push({ start, end: Math.min(end, start + MAX_URL_LENGTH), score });
  }
  return found;
}

function collectUrls(text: string, pattern: RegExp, score: number, shape: RegExp): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    // A bare domain starting "www." is the WWW pattern's, which scores it higher.
    if (pattern === BARE_URL && /^www\./i.test(match[0])) continue;
    found.push(...toCandidates(match, score, shape));
  }
  return found;
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found = collectUrls(text, SCHEME_URL, SCHEME_SCORE, SCHEME_HOST);
  if (/www\./i.test(text)) found.push(...collectUrls(text, WWW_URL, WWW_SCORE, WWW_HOST));
  if (text.includes('/')) found.push(...collectUrls(text, BARE_URL, BARE_SCORE, BARE_SHAPE));
  return found;
}

/** Web and FTP addresses: with a scheme, starting "www.", or a bare domain with a path. */
export const urlRecognizer: Recognizer = {
  entity: 'URL',
  context: CONTEXT.URL,
  find,
};
