import { create } from 'zustand';
import { untilNotBusy } from '../../../lib/until-state';
import { useFilesStore } from '../files/files-store';
import { clearSearchCache } from './search-cache';
import { forgetSavedPatterns } from './saved-patterns';
import { removeQueryHighlights } from './search-highlights';
import { queryKey, type ActiveQuery, type SearchProblem } from './search-query';
import {
  summarize,
  withoutFiles,
  withoutQuery,
  type SearchResults,
  type SearchSummary,
} from './search-results';

/** Spec §3 "batch search state", plus the match the previous/next buttons stand on. */
export interface SearchState {
  isSearching: boolean;
  /** 0 to 100 while a search runs; 100 once it is done. */
  progress: number;
  error: SearchProblem | null;
  results: SearchResults;
  activeQueries: ActiveQuery[];
  summaries: SearchSummary[];
  /** The id of the highlight previous/next last went to. */
  currentMatchId: string | null;
  /** Set when something asks for the search input (the shortcut); the panel takes it. */
  isFocusRequested: boolean;
}

const INITIAL: SearchState = {
  isSearching: false,
  progress: 0,
  error: null,
  results: {},
  activeQueries: [],
  summaries: [],
  currentMatchId: null,
  isFocusRequested: false,
};

export const useSearchStore = create<SearchState>()(() => INITIAL);

const state = () => useSearchStore.getState();

/** A file's name for its summary: as open now, else as summarised before, else its key. */
function nameOf(fileKey: string): string {
  return (
    useFilesStore.getState().files.find((file) => file.key === fileKey)?.name ??
    state().summaries.find((summary) => summary.fileKey === fileKey)?.fileName ??
    fileKey
  );
}

/** Stores new results and the summaries that follow from them. */
export function setResults(results: SearchResults) {
  useSearchStore.setState({ results, summaries: summarize(results, nameOf) });
}

/** The same term with the same flags replaces the query it repeats; any other is added. */
export function withQuery(queries: readonly ActiveQuery[], query: ActiveQuery): ActiveQuery[] {
  const key = queryKey(query);
  const index = queries.findIndex((existing) => queryKey(existing) === key);
  if (index === -1) return [...queries, query];
  return queries.map((existing, at) => (at === index ? query : existing));
}

export function addQueries(queries: readonly ActiveQuery[]) {
  useSearchStore.setState({ activeQueries: queries.reduce(withQuery, state().activeQueries) });
}

export function isActive(query: ActiveQuery): boolean {
  const key = queryKey(query);
  return state().activeQueries.some((existing) => queryKey(existing) === key);
}

/** Removes a term: its matches, its highlights, and the summaries it alone kept. */
export function removeQuery(query: ActiveQuery) {
  const key = queryKey(query);
  useSearchStore.setState({
    activeQueries: state().activeQueries.filter((existing) => queryKey(existing) !== key),
  });
  setResults(withoutQuery(state().results, key));
  removeQueryHighlights([key]);
}

/** Forgets the results of closed files (their highlights go with the file). */
export function forgetFiles(fileKeys: readonly string[]) {
  if (!fileKeys.some((fileKey) => fileKey in state().results)) return;
  setResults(withoutFiles(state().results, fileKeys));
}

let generation = 0;

/** Counts clears, so a search that was running when everything was cleared adds nothing. */
export const searchGeneration = () => generation;

/** Clears every term, result, summary and search highlight. */
export function clearSearch() {
  generation++;
  useSearchStore.setState({ ...INITIAL, isFocusRequested: state().isFocusRequested });
  removeQueryHighlights();
}

/**
 * Empties the store and the cached answers without touching highlights (logout, where
 * everything is emptied).
 */
export function resetSearchStore() {
  generation++;
  clearSearchCache();
  forgetSavedPatterns();
  useSearchStore.setState(INITIAL);
}

export function setSearchError(error: SearchProblem | null) {
  useSearchStore.setState({ error });
}

export function requestSearchFocus() {
  useSearchStore.setState({ isFocusRequested: true });
}

/** Resolves once no search runs: at once when none does. */
export const untilSearchIdle = () => untilNotBusy(useSearchStore, (state) => state.isSearching);
