import { MAX_SEARCH_TERMS } from '@workbench/contracts';
import { ApiError } from '../../../lib/api-client';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { cachedSearch } from './search-cache';
import type { SearchRequest } from './search-api';
import { matchesToHighlights, replaceQueryHighlights } from './search-highlights';
import { queryKey, type ActiveQuery, type SearchProblem } from './search-query';
import { outcomesOf, withQueryMatches, type SearchMatch } from './search-results';
import { addQueries, isActive, searchGeneration, setResults, useSearchStore } from './search-store';

/** Spec §9: highlights ~100 ms after the response, the applied terms ~300 ms after that. */
export const SEARCH_DELAYS_MS = { highlights: 100, appliedTerms: 300 } as const;

export interface SearchOutcome {
  status: 'done' | 'failed' | 'cancelled';
  /** Matches found by this run, in the files still open. */
  matchCount: number;
}

/** What one query found in one file: page to matches. */
interface Found {
  key: string;
  fileKey: string;
  pages: Record<number, SearchMatch[]>;
}

interface Group {
  request: SearchRequest;
  queries: ActiveQuery[];
}

/** Queries sharing their flags go in one request, at most 100 terms each (the server's limit). */
function groupQueries(queries: readonly ActiveQuery[]): Group[] {
  const byFlags = new Map<string, ActiveQuery[]>();
  for (const query of queries) {
    const flags = `${query.caseSensitive}-${query.isAiSearch}-${query.isRegex === true}-${query.isWholeWord === true}`;
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), query]);
  }
  return [...byFlags.values()].flatMap((sharing) => {
    const groups: Group[] = [];
    for (let start = 0; start < sharing.length; start += MAX_SEARCH_TERMS) {
      const part = sharing.slice(start, start + MAX_SEARCH_TERMS);
      const [first] = part as [ActiveQuery];
      const request = {
        terms: part.map((query) => query.term),
        caseSensitive: first.caseSensitive,
        isAiSearch: first.isAiSearch,
        isRegex: first.isRegex === true,
        isWholeWord: first.isWholeWord === true,
      };
      groups.push({ request, queries: part });
    }
    return groups;
  });
}

/** How many requests, each charged for every page sent, a search of `queries` makes. */
export function requestCount(queries: readonly ActiveQuery[]): number {
  return groupQueries(queries).length;
}

function problemOf(error: unknown): SearchProblem {
  return error instanceof ApiError
    ? { kind: 'failed', code: error.code, message: error.message }
    : { kind: 'failed' };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends every group; answers what each query found per file, the queries answered, the problem. */
async function sendGroups(groups: readonly Group[], files: readonly OpenFile[], started: number) {
  const found: Found[] = [];
  const answered: ActiveQuery[] = [];
  let problem: SearchProblem | null = null;
  for (const [index, group] of groups.entries()) {
    try {
      const outcomes = outcomesOf(await cachedSearch(files, group.request));
      outcomes.forEach((outcome, at) => {
        const file = files[at];
        if (!file) return;
        if (!outcome.ok) {
          problem ??= { kind: 'failed', message: outcome.message, fileName: file.name };
          return;
        }
        for (const query of group.queries) {
          const pages: Record<number, SearchMatch[]> = {};
          for (const [page, terms] of Object.entries(outcome.pages)) {
            const matches = terms[query.term];
            if (matches) pages[Number(page)] = matches;
          }
          found.push({ key: queryKey(query), fileKey: file.key, pages });
        }
      });
      answered.push(...group.queries);
    } catch (error) {
      problem ??= problemOf(error);
    }
    if (searchGeneration() !== started) break;
    useSearchStore.setState({ progress: Math.round(((index + 1) / groups.length) * 100) });
  }
  return { found, answered, problem };
}

/**
 * Stores what was found in the files still open and marks it, in one update of each store;
 * answers how many matches.
 */
function applyFound(found: readonly Found[]): number {
  const open = new Set(useFilesStore.getState().files.map((file) => file.key));
  const applied = found.filter(({ fileKey }) => open.has(fileKey));
  let results = useSearchStore.getState().results;
  for (const { key, fileKey, pages } of applied) {
    results = withQueryMatches(results, key, fileKey, pages);
  }
  const highlights = applied.flatMap(({ key, fileKey, pages }) =>
    matchesToHighlights(key, fileKey, pages),
  );
  replaceQueryHighlights(applied, highlights);
  setResults(results);
  return highlights.length;
}

export interface SearchOptions {
  /**
   * A search the workspace starts by itself (new files): it leaves the panel's error box alone
   * unless it fails, and applies a query only while it is still active or `activates` it.
   */
  isBackground?: boolean;
  /** Which queries of a background search become active; the others must still be active. */
  activates?: (query: ActiveQuery) => boolean;
}

/** One search: request, then (after the spec's pauses) highlights, then the applied terms. */
async function search(
  queries: readonly ActiveQuery[],
  files: readonly OpenFile[],
  { isBackground = false, activates = () => !isBackground }: SearchOptions,
) {
  const started = searchGeneration();
  const isCurrent = () => searchGeneration() === started;
  useSearchStore.setState({
    isSearching: true,
    progress: 0,
    ...(!isBackground && { error: null }),
  });
  const { found, answered, problem } = await sendGroups(groupQueries(queries), files, started);
  if (!isCurrent()) return { status: 'cancelled' as const, matchCount: 0 };
  useSearchStore.setState({ progress: 100 });
  await wait(SEARCH_DELAYS_MS.highlights);
  if (!isCurrent()) return { status: 'cancelled' as const, matchCount: 0 };
  // A term the user removed while its search ran is not brought back.
  const isKept = (query: ActiveQuery) => activates(query) || isActive(query);
  const kept = new Set(answered.filter(isKept).map(queryKey));
  const matchCount = applyFound(found.filter(({ key }) => kept.has(key)));
  await wait(SEARCH_DELAYS_MS.appliedTerms);
  if (!isCurrent()) return { status: 'cancelled' as const, matchCount: 0 };
  addQueries(answered.filter((query) => kept.has(queryKey(query))));
  const error = isBackground ? (problem ?? useSearchStore.getState().error) : problem;
  useSearchStore.setState({ isSearching: false, error });
  return { status: problem === null ? ('done' as const) : ('failed' as const), matchCount };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Searches `files` for the queries and keeps the queries applied. Searches run one after another,
 * so a search of newly added files never interleaves with one the user started. A failure is
 * stored as the panel's error; a clear while it runs drops what it found.
 */
export function runSearch(
  queries: readonly ActiveQuery[],
  files: readonly OpenFile[],
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const run = queue.then(() => search(queries, files, options));
  queue = run.catch(() => undefined);
  return run;
}
