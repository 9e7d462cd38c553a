import type { PositionedWord, SpanBasis } from '../span';
import type { ContextWords } from './context-enhancer';
import { hasContextBefore } from './context-enhancer';
import type { NumberRun } from './number-runs';
import { findNumberRuns } from './number-runs';

/** A match of one recognizer before context enhancement and overlap resolution. */
export type Candidate = { start: number; end: number; score: number; basis?: SpanBasis };

/** Above the default threshold, below a number whose check passes. */
const CHECK_FAILS_SCORE = 0.6;

/**
 * A number in an identity number's form whose own check fails (a test number as forms and
 * training material print them, a typo): still suggested, with the reason on the mark.
 */
export function checkFails(start: number, end: number): Candidate {
  return { start, end, score: CHECK_FAILS_SCORE, basis: { doubt: 'checksum' } };
}

/** What a recognizer reads: the text, plus scans that several recognizers share. */
export type ScanInput = {
  readonly text: string;
  /** The page's words with their boxes, when the text came from a laid-out page. */
  readonly words?: readonly PositionedWord[];
  /** Digit runs of the text, found once on first use. */
  numberRuns(): readonly NumberRun[];
  /** Whether one of `context` occurs in the words before `start`. */
  hasContext(start: number, context: ContextWords): boolean;
};

/** One rule-based recognizer: it finds a single entity type. */
export type Recognizer = {
  readonly entity: string;
  /** Words that raise the score when they come shortly before a match. */
  readonly context: ContextWords;
  find(input: ScanInput): Candidate[];
};

/** Wraps a text for the recognizers, computing shared scans lazily. */
export function createScanInput(text: string, words?: readonly PositionedWord[]): ScanInput {
  let runs: readonly NumberRun[] | undefined;
  return {
    text,
    words,
    numberRuns: () => (runs ??= findNumberRuns(text)),
    hasContext: (start, context) => hasContextBefore(text, start, context),
  };
}

/** Runs a global regex over a text and maps each match, skipping the ones `map` rejects. */
export function collectMatches(
  text: string,
  pattern: RegExp,
  map: (match: RegExpExecArray) => Candidate | undefined,
): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const candidate = map(match);
    if (candidate) found.push(candidate);
  }
  return found;
}
