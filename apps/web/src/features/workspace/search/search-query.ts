import { LIMITS, ZSearchQuery, type TPatternType, type TSearchPattern } from '@workbench/contracts';

/**
 * One search the panel keeps applied (spec §3): the term and its flags. A regular expression or
 * a whole-word term is a plain search with one more flag; AI search reads a question and takes
 * none of them.
 */
export interface ActiveQuery {
  term: string;
  caseSensitive: boolean;
  isAiSearch: boolean;
  isRegex?: boolean;
  isWholeWord?: boolean;
}

/** The panel's options beyond case and AI. */
export interface PatternFlags {
  isRegex?: boolean;
  isWholeWord?: boolean;
}

/** Why a search did not run, or how it failed; the panel turns it into text. */
export type SearchProblem =
  | { kind: 'invalidQuery'; message?: string }
  | { kind: 'noFiles' }
  | { kind: 'duplicate'; term: string }
  /** Terms the browser could not read as regular expressions; the others were searched. */
  | { kind: 'badPattern'; terms: string[]; reason: string }
  | { kind: 'failed'; code?: string; message?: string; fileName?: string };

/** The identity of a query: the same term with the same flags is the same query (spec §4). */
export function queryKey(query: ActiveQuery): string {
  const flags = query.isAiSearch
    ? 'ai'
    : `${query.isRegex ? 're' : 'tx'}-${query.caseSensitive ? 'cs' : 'ci'}${query.isWholeWord ? '-ww' : ''}`;
  return `${flags}:${encodeURIComponent(query.term)}`;
}

export const sameQuery = (a: ActiveQuery, b: ActiveQuery) => queryKey(a) === queryKey(b);

/**
 * A query built from the panel's flags. AI search reads a question, so case does not apply to it
 * and is dropped; that also keeps one AI question from counting as two different queries.
 */
export function makeQuery(
  term: string,
  caseSensitive: boolean,
  isAiSearch: boolean,
  { isRegex = false, isWholeWord = false }: PatternFlags = {},
): ActiveQuery {
  const query: ActiveQuery = {
    term,
    caseSensitive: isAiSearch ? false : caseSensitive,
    isAiSearch,
  };
  if (isRegex && !isAiSearch) query.isRegex = true;
  if (isWholeWord && !isAiSearch) query.isWholeWord = true;
  return query;
}

/**
 * Why the browser's engine (the server's too) refuses `term` as a regular expression under the
 * `u` flag, or null when it reads it.
 */
export function regexProblem(term: string): string | null {
  try {
    new RegExp(term, 'u');
    return null;
  } catch (error) {
    return error instanceof Error
      ? error.message.replace(/^Invalid regular expression: /u, '')
      : String(error);
  }
}

/**
 * The terms one submission of the input holds. A plain search takes one term per line, so a pasted
 * list of names searches each name; an AI search takes the whole text as one question. Lines are
 * trimmed and blank lines dropped, so whitespace alone submits nothing (spec §5).
 */
export function termsOfInput(input: string, isAiSearch: boolean): string[] {
  if (isAiSearch) {
    const question = input.trim();
    return question === '' ? [] : [question];
  }
  const lines = input.split(/\r?\n/).map((line) => line.trim());
  return [...new Set(lines.filter((line) => line !== ''))];
}

/** The schema's complaint about a term (1 to 500 characters, spec §5), or null when it is fine. */
export function checkTerm(term: string): SearchProblem | null {
  const parsed = ZSearchQuery.safeParse(term);
  if (parsed.success) return null;
  const message = parsed.error.issues[0]?.message;
  return message === undefined ? { kind: 'invalidQuery' } : { kind: 'invalidQuery', message };
}

export const TOO_LONG_MESSAGE = `Search query must be at most ${LIMITS.searchQuery.max} characters`;

/** The query a saved pattern stands for. */
export function queryOfPattern(pattern: Pick<TSearchPattern, 'pattern_text' | 'pattern_type'>) {
  const { pattern_text: term, pattern_type: type } = pattern;
  const query: ActiveQuery = {
    term,
    caseSensitive: type === 'case_sensitive',
    isAiSearch: type === 'ai_search',
  };
  if (type === 'regex') query.isRegex = true;
  if (type === 'whole_word') query.isWholeWord = true;
  return query;
}

/**
 * The pattern type a query is saved as. A pattern has one type, so a query with two flags keeps
 * the one that changes most what it finds: AI, then regex, then whole words, then case.
 */
export function patternTypeOf(query: ActiveQuery): TPatternType {
  if (query.isAiSearch) return 'ai_search';
  if (query.isRegex) return 'regex';
  if (query.isWholeWord) return 'whole_word';
  return query.caseSensitive ? 'case_sensitive' : 'normal';
}
