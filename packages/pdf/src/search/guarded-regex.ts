import vm from 'node:vm';

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
 * Runs a user's regular expression over many texts in a V8 context with a time limit, so a
 * catastrophic pattern is stopped instead of freezing the worker. Returns [start, end] pairs per
 * text; empty matches are skipped.
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
  const context = vm.createContext({ source, flags, texts, result: null });
  try {
    new vm.Script(MATCH_ALL).runInContext(context, { timeout: timeoutMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new RegexTimeoutError();
    }
    throw error;
  }
  return context.result as number[][];
}

const MATCH_ALL = `
result = texts.map((text) => {
  const pattern = new RegExp(source, flags.includes('g') ? flags : flags + 'g');
  const spans = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].length > 0) spans.push(match.index, match.index + match[0].length);
  }
  return spans;
});
`;
