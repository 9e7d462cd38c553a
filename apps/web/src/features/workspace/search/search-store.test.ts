import { beforeEach, describe, expect, it } from 'vitest';
import { useFilesStore } from '../files/files-store';
import type { Highlight } from '../highlights/highlight';
import { useHighlightsStore } from '../highlights/highlights-store';
import { matchesToHighlights } from './search-highlights';
import { currentMatches, stepIndex, stepMatch } from './search-navigation';
import { makeQuery, queryKey, type ActiveQuery } from './search-query';
import { withQueryMatches, type SearchMatch, type SearchResults } from './search-results';
import {
  addQueries,
  clearSearch,
  removeQuery,
  resetSearchStore,
  setResults,
  untilSearchIdle,
  useSearchStore,
  withQuery,
} from './search-store';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

const match = (x: number, text: string): SearchMatch => ({
  bbox: { x0: x, y0: 10, x1: x + 30, y1: 22 },
  text,
});

const oslo = makeQuery('Oslo', false, false);
const kari = makeQuery('Kari', true, false);

/** Applies a query's matches to one file as a search would: results and highlights. */
function found(query: ActiveQuery, fileKey: string, pages: Record<number, SearchMatch[]>) {
  const key = queryKey(query);
  let results: SearchResults = useSearchStore.getState().results;
  results = withQueryMatches(results, key, fileKey, pages);
  setResults(results);
  useHighlightsStore.getState().add(matchesToHighlights(key, fileKey, pages));
  addQueries([query]);
}

const highlightTexts = () =>
  Object.values(useHighlightsStore.getState().byFile)
    .flat()
    .map((highlight) => highlight.text);

let a = '';
let b = '';

beforeEach(() => {
  resetSearchStore();
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
  const { added } = useFilesStore.getState().addFiles([pdf('a.pdf'), pdf('b.pdf')], 'add');
  [a, b] = added.map((file) => file.key) as [string, string];
});

describe('the active queries', () => {
  it('replaces a query repeating term, case flag and AI flag, and adds any other', () => {
    const queries = [oslo, kari];
    expect(withQuery(queries, { ...oslo })).toHaveLength(2);
    expect(withQuery(queries, makeQuery('Oslo', true, false))).toHaveLength(3);
    expect(withQuery(queries, makeQuery('Oslo', false, true))).toHaveLength(3);
    expect(withQuery(queries, makeQuery('oslo', false, false))).toHaveLength(3);

    addQueries([oslo, kari, { ...oslo }]);
    expect(useSearchStore.getState().activeQueries).toEqual([oslo, kari]);
  });

  it('drops case sensitivity from an AI question, so it cannot count twice', () => {
    expect(makeQuery('Who is ill?', true, true)).toEqual({
      term: 'Who is ill?',
      caseSensitive: false,
      isAiSearch: true,
    });
  });
});

describe('removing a term', () => {
  beforeEach(() => {
    found(oslo, a, { 1: [match(10, 'Oslo'), match(90, 'OSLO')], 2: [match(10, 'oslo')] });
    found(kari, a, { 2: [match(50, 'Kari')] });
    found(oslo, b, { 3: [match(10, 'Oslo')] });
    useHighlightsStore.getState().add([
      {
        id: 'manual-1',
        fileKey: b,
        page: 1,
        type: 'MANUAL',
        x: 0,
        y: 0,
        w: 5,
        h: 5,
        color: '#00ff15',
        opacity: 0.5,
        timestamp: 0,
      },
    ]);
  });

  it('summarises matches per file and page', () => {
    expect(useSearchStore.getState().summaries).toEqual([
      { fileKey: a, fileName: 'a.pdf', matchCount: 4, pageMatches: { 1: 2, 2: 2 } },
      { fileKey: b, fileName: 'b.pdf', matchCount: 1, pageMatches: { 3: 1 } },
    ]);
  });

  it('updates the summaries it shared and removes those it alone kept, with its highlights', () => {
    removeQuery(oslo);
    const state = useSearchStore.getState();
    expect(state.activeQueries).toEqual([kari]);
    expect(state.summaries).toEqual([
      { fileKey: a, fileName: 'a.pdf', matchCount: 1, pageMatches: { 2: 1 } },
    ]);
    expect(highlightTexts()).toEqual(['Kari', undefined]);
  });

  it('clears every term, result and search highlight, keeping other highlights', () => {
    clearSearch();
    const state = useSearchStore.getState();
    expect(state.activeQueries).toEqual([]);
    expect(state.summaries).toEqual([]);
    expect(state.results).toEqual({});
    expect(useHighlightsStore.getState().byFile[b]!.map((h: Highlight) => h.id)).toEqual([
      'manual-1',
    ]);
  });
});

describe('previous and next match', () => {
  it('wraps around at both ends, and starts at the first or the last', () => {
    expect(stepIndex(-1, 3, 1)).toBe(0);
    expect(stepIndex(-1, 3, -1)).toBe(2);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(-1, 0, 1)).toBe(-1);
  });

  it('steps through the matches in file, page and reading order, selecting each', () => {
    found(oslo, b, { 1: [match(10, 'Oslo b1')] });
    found(oslo, a, { 2: [match(60, 'Oslo a2 right'), match(10, 'Oslo a2 left')] });
    found(kari, a, { 1: [match(10, 'Kari a1')] });
    const order = currentMatches().map((highlight) => highlight.text);
    expect(order).toEqual(['Kari a1', 'Oslo a2 left', 'Oslo a2 right', 'Oslo b1']);

    const visited = [1, 1, 1, 1, 1].map(() => stepMatch(1)?.text);
    expect(visited).toEqual([...order, 'Kari a1']);
    expect(stepMatch(-1)?.text).toBe('Oslo b1');
    const { selectedId } = useHighlightsStore.getState();
    expect(selectedId).toBe(useSearchStore.getState().currentMatchId);
    expect(useFilesStore.getState().currentKey).toBe(b);
  });

  it('skips a match the user deleted', () => {
    found(oslo, a, { 1: [match(10, 'first'), match(50, 'second')] });
    const [first] = currentMatches();
    useHighlightsStore.getState().remove(first!.id);
    expect(stepMatch(1)?.text).toBe('second');
    expect(stepMatch(1)?.text).toBe('second');
  });
});

describe('untilSearchIdle', () => {
  it('resolves at once without a search, and only when a running search ends', async () => {
    useSearchStore.setState({ isSearching: false });
    await untilSearchIdle();
    useSearchStore.setState({ isSearching: true });
    let done = false;
    const waiting = untilSearchIdle().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    useSearchStore.setState({ isSearching: false });
    await waiting;
    expect(done).toBe(true);
  });
});
