import type { TSearchPattern } from '@workbench/contracts';
import { requireProcessingConnection } from '../../on-device/processing-location';
import { ApiError } from '../../../lib/api-client';
import { createPattern, fetchPatterns } from '../../settings/settings-api';
import { patternsForNewFiles } from './saved-patterns';
import { emitSettingsChanged } from '../../settings/settings-events';
import { filesInScope, useFilesStore, type OpenFile, type Scope } from '../files/files-store';
import { useEngineStatus } from '../detection/engine-status';
import { aiSearchStatus } from './ai-search-status';
import { runSearch, type SearchOutcome } from './run-search';
import {
  checkTerm,
  makeQuery,
  patternTypeOf,
  queryKey,
  queryOfPattern,
  regexProblem,
  termsOfInput,
  type ActiveQuery,
  type PatternFlags,
} from './search-query';
import { isActive, setSearchError, useSearchStore } from './search-store';

/** Spec §4: a search covers the selected files when any are selected, else all files. */
export function defaultSearchScope(): Scope {
  return useFilesStore.getState().selectedKeys.length > 0 ? 'selected' : 'all';
}

/** The open files a scope covers; no scope means the default one. */
export function searchScopeFiles(scope: Scope | null = null): OpenFile[] {
  return filesInScope(useFilesStore.getState(), scope ?? defaultSearchScope());
}

export type SubmitOutcome =
  | { status: 'empty' | 'invalid' | 'noFiles' | 'duplicate' | 'offline' }
  | { status: 'badPattern'; rejected: string[] }
  | (SearchOutcome & { duplicates: ActiveQuery[]; rejected: string[] });

/** The panel's flags for one submission. */
export type SubmitFlags = { caseSensitive: boolean; isAiSearch: boolean } & PatternFlags;

/**
 * The search panel's submit (spec §5): blank input is not sent; with the regex option, a term
 * that is no regular expression is named in the error box and left out; each term must pass the
 * query schema; there must be files in scope; a term already applied with the same flags is
 * refused as a duplicate, and the others are searched.
 */
export async function submitSearch(
  input: string,
  flags: SubmitFlags,
  files: readonly OpenFile[],
): Promise<SubmitOutcome> {
  const all = termsOfInput(input, flags.isAiSearch);
  if (all.length === 0) return { status: 'empty' };
  // A pattern the engine cannot read is named in the error box; the other terms still run.
  const isRegex = flags.isRegex === true && !flags.isAiSearch;
  const reasons = new Map(all.map((term) => [term, isRegex ? regexProblem(term) : null]));
  const rejected = all.filter((term) => reasons.get(term) !== null);
  const badPattern = rejected.length > 0 && {
    kind: 'badPattern' as const,
    terms: rejected,
    reason: reasons.get(rejected[0]!)!,
  };
  const terms = all.filter((term) => reasons.get(term) === null);
  if (terms.length === 0 && badPattern) {
    setSearchError(badPattern);
    return { status: 'badPattern', rejected };
  }
  const problem = terms.map(checkTerm).find((found) => found !== null);
  if (problem) {
    setSearchError(problem);
    return { status: 'invalid' };
  }
  if (files.length === 0) {
    setSearchError({ kind: 'noFiles' });
    return { status: 'noFiles' };
  }
  const queries = terms.map((term) =>
    makeQuery(term, flags.caseSensitive, flags.isAiSearch, flags),
  );
  const duplicates = queries.filter(isActive);
  const fresh = queries.filter((query) => !isActive(query));
  if (fresh.length === 0) {
    setSearchError({ kind: 'duplicate', term: duplicates[0]!.term });
    return { status: 'duplicate' };
  }
  // The search runs on the server (offline, the input is kept for later), or on this device.
  if (!requireProcessingConnection()) return { status: 'offline' };
  const outcome = await runSearch(fresh, files);
  if (badPattern && outcome.status === 'done') setSearchError(badPattern);
  else if (duplicates.length > 0 && outcome.status === 'done') {
    setSearchError({ kind: 'duplicate', term: duplicates[0]!.term });
  }
  return { ...outcome, duplicates, rejected };
}

/** The saved patterns as queries, each once, leaving out any the query schema refuses. */
function queriesOfPatterns(patterns: readonly TSearchPattern[]): ActiveQuery[] {
  const queries = new Map<string, ActiveQuery>();
  for (const pattern of patterns) {
    const query = queryOfPattern(pattern);
    const isReadable = !query.isRegex || regexProblem(query.term) === null;
    if (checkTerm(query.term) === null && isReadable) queries.set(queryKey(query), query);
  }
  return [...queries.values()];
}

export type DefaultTermsOutcome =
  | { status: 'noFiles' | 'none' | 'allActive' | 'loadFailed' | 'offline' }
  | (SearchOutcome & { termCount: number });

/**
 * Applies every saved pattern (default term) at once, skipping those already applied (spec §4).
 * A failed load of the patterns is the panel's error.
 */
export async function applyDefaultTerms(files: readonly OpenFile[]): Promise<DefaultTermsOutcome> {
  if (files.length === 0) {
    setSearchError({ kind: 'noFiles' });
    return { status: 'noFiles' };
  }
  if (!requireProcessingConnection()) return { status: 'offline' };
  let patterns: TSearchPattern[];
  try {
    patterns = await fetchPatterns();
  } catch (error) {
    const failure = error instanceof ApiError ? { code: error.code, message: error.message } : {};
    setSearchError({ kind: 'failed', ...failure });
    return { status: 'loadFailed' };
  }
  const queries = queriesOfPatterns(patterns);
  if (queries.length === 0) return { status: 'none' };
  const fresh = queries.filter((query) => !isActive(query));
  if (fresh.length === 0) return { status: 'allActive' };
  return { ...(await runSearch(fresh, files)), termCount: fresh.length };
}

/**
 * Searches newly added files so they get the same marks as the files searched before: for every
 * active term (the panel shows them as applied to the workspace), and with auto-processing also
 * for every saved default term, active or not, which then becomes active. AI terms are left out
 * while the server says it has no AI search, so adding files does not repeat that error. Answers
 * null when there is nothing to do; never throws. It runs in the background: a failure shows in
 * the search panel's error box, but it does not clear an error already shown there.
 */
export async function searchNewFiles(
  files: readonly OpenFile[],
  { withDefaultTerms }: { withDefaultTerms: boolean },
): Promise<SearchOutcome | null> {
  if (files.length === 0 || !requireProcessingConnection()) return null;
  const { sent, defaults } = await queriesForNewFiles(withDefaultTerms);
  if (sent.length === 0) return null;
  const defaultKeys = new Set(defaults.map(queryKey));
  return runSearch(sent, files, {
    isBackground: true,
    activates: (query) => defaultKeys.has(queryKey(query)),
  });
}

/**
 * What a file the user opens is searched for: the active terms, and with auto-processing the
 * saved default terms too (AI search left out while it is unavailable). Counted before a run,
 * so opening files never spends pages nobody was asked about (issue 64).
 */
export async function queriesForNewFiles(withDefaultTerms: boolean) {
  let defaults: ActiveQuery[] = [];
  if (withDefaultTerms) {
    try {
      defaults = queriesOfPatterns(await patternsForNewFiles());
    } catch {
      // The active terms are still searched.
    }
  }
  const queries = new Map<string, ActiveQuery>();
  for (const query of [...defaults, ...useSearchStore.getState().activeQueries]) {
    queries.set(queryKey(query), query);
  }
  const isAiUnavailable =
    aiSearchStatus(useEngineStatus.getState().statuses).state === 'unavailable';
  const sent = [...queries.values()].filter((query) => !(query.isAiSearch && isAiUnavailable));
  return { sent, defaults };
}

export type SaveOutcome =
  { status: 'saved' } | { status: 'exists' } | { status: 'failed'; error: unknown };

/** Saves an applied term as a default term; a term saved before answers 'exists' (409). */
export async function saveAsDefaultTerm(query: ActiveQuery): Promise<SaveOutcome> {
  try {
    await createPattern({ pattern_text: query.term, pattern_type: patternTypeOf(query) });
    emitSettingsChanged(['patterns']);
    return { status: 'saved' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return { status: 'exists' };
    return { status: 'failed', error };
  }
}
