import { z } from 'zod';
import { useFilesStore } from '../files/files-store';
import type { SearchResults } from '../search/search-results';
import { forgetFiles, useSearchStore, type SearchState } from '../search/search-store';
import { debouncedSave } from './debounced-save';
import type { Sync } from './files-sync';
import { HIGHLIGHTS_KEPT_MS } from './stored-highlights';
import { loadPanelState, savePanelState } from './stored-panels';
import { enqueue } from './workspace-db';

const KIND = 'search';

const ZBox = z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() });
const ZMatches = z.array(z.object({ bbox: ZBox, text: z.string() }));

/** What the search tab keeps: the applied terms, what they found, and the per-file summaries. */
const ZStoredSearch = z.object({
  activeQueries: z.array(
    z.object({
      term: z.string(),
      caseSensitive: z.boolean(),
      isAiSearch: z.boolean(),
      isRegex: z.boolean().optional(),
      isWholeWord: z.boolean().optional(),
    }),
  ),
  results: z.record(z.string(), z.record(z.string(), z.record(z.string(), ZMatches))),
  summaries: z.array(
    z.object({
      fileKey: z.string(),
      fileName: z.string(),
      matchCount: z.number(),
      pageMatches: z.record(z.string(), z.number()),
    }),
  ),
  /** When each file's results last changed (ms); missing in what older versions stored. */
  savedAt: z.record(z.string(), z.number()).optional(),
});

type Kept = Pick<SearchState, 'activeQueries' | 'results' | 'summaries'> & {
  savedAt: Record<string, number>;
};

const openKeys = () => new Set(useFilesStore.getState().files.map((file) => file.key));

/**
 * What is kept: the terms, and each file's results and summary. A file's results get a new
 * savedAt only when they change; those of a file not open that have not changed for 30 days
 * (decision 0011) are dropped, as its highlights are.
 */
function snapshot(
  savedAt: Readonly<Record<string, number>>,
  lastResults: SearchResults,
  now = Date.now(),
): Kept | null {
  const { activeQueries, results, summaries } = useSearchStore.getState();
  const open = openKeys();
  const kept: Kept = { activeQueries, results: {}, summaries: [], savedAt: {} };
  for (const [fileKey, pages] of Object.entries(results)) {
    const at = pages === lastResults[fileKey] ? (savedAt[fileKey] ?? now) : now;
    if (!open.has(fileKey) && at < now - HIGHLIGHTS_KEPT_MS) continue;
    kept.results[fileKey] = pages;
    kept.savedAt[fileKey] = at;
  }
  kept.summaries = summaries.filter((summary) => summary.fileKey in kept.results);
  const isEmpty = activeQueries.length === 0 && Object.keys(kept.results).length === 0;
  return isEmpty ? null : kept;
}

const isKeptChanged = (state: SearchState, previous: SearchState) =>
  state.activeQueries !== previous.activeQueries ||
  state.results !== previous.results ||
  state.summaries !== previous.summaries;

/**
 * Keeps the search tab's terms, results and summaries across reloads (spec §7 "local
 * persistence"), and forgets a file's results when the file is closed, as its highlights are.
 * Stored state that does not read back as expected is ignored.
 */
export function startSearchSync(userId: string, debounceMs?: number): Sync {
  let isStopped = false;
  let savedAt: Record<string, number> = {};
  let lastResults: SearchResults = {};
  const saver = debouncedSave(() => {
    const kept = snapshot(savedAt, lastResults);
    savedAt = kept?.savedAt ?? {};
    lastResults = useSearchStore.getState().results;
    void enqueue((db) => savePanelState(db, userId, KIND, kept));
  }, debounceMs);

  void enqueue(async (db) => {
    const parsed = ZStoredSearch.safeParse(await loadPanelState(db, userId, KIND));
    // A search made while this was loading wins over the stored one.
    const { activeQueries, results } = useSearchStore.getState();
    const isEmpty = activeQueries.length === 0 && Object.keys(results).length === 0;
    if (isStopped || !parsed.success || !isEmpty) return;
    const stored = parsed.data;
    savedAt = stored.savedAt ?? {};
    lastResults = stored.results;
    useSearchStore.setState({
      activeQueries: stored.activeQueries,
      results: stored.results,
      summaries: stored.summaries,
    });
  });

  const offSearch = useSearchStore.subscribe((state, previous) => {
    if (isKeptChanged(state, previous)) saver.schedule();
  });
  const offFiles = useFilesStore.subscribe((state, previous) => {
    if (state.files === previous.files) return;
    const open = new Set(state.files.map((file) => file.key));
    const closed = previous.files.filter((file) => !open.has(file.key)).map((file) => file.key);
    if (closed.length > 0) forgetFiles(closed);
  });

  return {
    flush: saver.flush,
    stop(flush) {
      if (isStopped) return;
      isStopped = true;
      offSearch();
      offFiles();
      if (flush) saver.flush();
      else saver.cancel();
    },
  };
}
