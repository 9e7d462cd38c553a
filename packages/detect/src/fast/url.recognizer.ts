import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

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

function count(value: string, char: string): number {
  let total = 0;
  for (const one of value) if (one === char) total += 1;
  return total;
}

/** The length of a URL once sentence punctuation and unbalanced closing brackets are cut off. */
export function trimUrlEnd(value: string): number {
  let end = value.length;
  for (;;) {
    const last = value.charAt(end - 1);
    if (TRAILING_PUNCTUATION.test(last)) {
      end -= 1;
      continue;
    }
    const opening = CLOSING_TO_OPENING[last];
    // "(se https://nav.no/a)" keeps its bracket outside; "…/Foo_(bar)" keeps its own pair.
    if (
      opening !== undefined &&
      count(value.slice(0, end), last) > count(value.slice(0, end), opening)
    ) {
      end -= 1;
      continue;
    }
    return end;
  }
}

/** A host with a dot and something on both sides of it, as the trimmed URL starts. */
const WWW_HOST = /^www\.[^./?#]+\.[^./?#]/i;
/** Trimming must leave the path's slash: without it a bare domain is not taken for a link. */
const BARE_SHAPE = /\//;
const SCHEME_HOST = /^[a-z]+:\/\/[^/?#.]/i;

function toCandidate(match: RegExpExecArray, score: number, shape: RegExp): Candidate | undefined {
  const length = trimUrlEnd(match[0]);
  if (!shape.test(match[0].slice(0, length))) return undefined;
  return { start: match.index, end: match.index + length, score };
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found = collectMatches(text, SCHEME_URL, (match) =>
    toCandidate(match, SCHEME_SCORE, SCHEME_HOST),
  );
  if (/www\./i.test(text)) {
    found.push(
      ...collectMatches(text, WWW_URL, (match) => toCandidate(match, WWW_SCORE, WWW_HOST)),
    );
  }
  if (text.includes('/')) {
    found.push(
      ...collectMatches(text, BARE_URL, (match) =>
        /^www\./i.test(match[0]) ? undefined : toCandidate(match, BARE_SCORE, BARE_SHAPE),
      ),
    );
  }
  return found;
}

/** Web and FTP addresses: with a scheme, starting "www.", or a bare domain with a path. */
export const urlRecognizer: Recognizer = {
  entity: 'URL',
  context: CONTEXT.URL,
  find,
};
