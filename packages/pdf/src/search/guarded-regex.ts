export const REGEX_TIME_LIMIT_MS = 2_000;

/** A regular expression that ran past its time limit: probably catastrophic backtracking. */
export class RegexTimeoutError extends Error {
  constructor() {
    super('The regular expression took too long and was stopped');
    this.name = 'RegexTimeoutError';
  }
}

/** A pattern that is not valid JavaScript regular-expression syntax. */
export class InvalidRegexError extends Error {
  constructor(readonly pattern: string) {
    super('Invalid regular expression');
    this.name = 'InvalidRegexError';
  }
}

/**
 * Runs a checked pattern over the texts and answers [start, end] pairs per text; throws
 * RegexTimeoutError past `timeoutMs`. The host provides it: Node runs the pattern in a V8 context
 * with a time limit (vm-regex.ts); a browser's Web Worker cannot stop a running pattern, so its
 * host matches in the worker and the page that started the worker ends it at the time limit.
 */
export type RegexRunner = (
  source: string,
  flags: string,
  texts: readonly string[],
  timeoutMs: number,
) => number[][];

let runner: RegexRunner | null = null;

/** Sets how this thread runs users' regular expressions (once, at the host's start). */
export function provideRegexRunner(provided: RegexRunner): void {
  runner = provided;
}

/**
 * Runs a user's regular expression over many texts with a time limit, so a catastrophic pattern
 * is stopped instead of freezing the worker. Returns [start, end] pairs per text; empty matches
 * are skipped. Throws when the host gave no runner: an unguarded pattern must not run by accident.
 */
export function matchGuarded(
  source: string,
  flags: string,
  texts: readonly string[],
  timeoutMs = REGEX_TIME_LIMIT_MS,
): number[][] {
  try {
    new RegExp(source, flags);
  } catch {
    throw new InvalidRegexError(source);
  }
  if (runner === null) throw new Error('No regular-expression runner was provided by the host');
  return runner(source, flags, texts, timeoutMs);
}

/**
 * Matches in this thread with no time limit of its own: for a host that ends the whole thread
 * when a search runs past REGEX_TIME_LIMIT_MS (a browser's engine worker).
 */
export const matchInThread: RegexRunner = (source, flags, texts) =>
  texts.map((text) => {
    const pattern = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
    const spans: number[] = [];
    for (const match of text.matchAll(pattern)) {
      if (match[0].length > 0) spans.push(match.index, match.index + match[0].length);
    }
    return spans;
  });
