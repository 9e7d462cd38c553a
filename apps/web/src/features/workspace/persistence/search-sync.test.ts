import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { matchesToHighlights } from '../search/search-highlights';
import { makeQuery, queryKey } from '../search/search-query';
import { withQueryMatches } from '../search/search-results';
import { addQueries, resetSearchStore, setResults, useSearchStore } from '../search/search-store';
import { whenStorageIdle } from './workspace-db';
import { clearWorkspaceStorage, startWorkspacePersistence } from './workspace-persistence';

let stop: (() => void) | null = null;

function pdf(name: string) {
  return new File([`%PDF-1.7 ${name}`], name, { type: 'application/pdf', lastModified: 7 });
}

async function settle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await whenStorageIdle();
  }
}

async function open(userId: string, saveFiles = true) {
  stop = startWorkspacePersistence(userId, {
    loadSaveFilesSetting: async () => saveFiles,
    debounceMs: 0,
  });
  await settle();
}

/** Leaves the page and comes back with empty stores, as a reload does. */
async function reload(userId: string, saveFiles = true) {
  stop?.();
  await settle();
  useFilesStore.setState(useFilesStore.getInitialState());
  useHighlightsStore.setState(useHighlightsStore.getInitialState());
  resetSearchStore();
  await open(userId, saveFiles);
}

/** Opens a file and applies "Oslo" to it with two matches on page 2, as a search would. */
async function searchOslo() {
  const [file] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
  const query = makeQuery('Oslo', false, false);
  const key = queryKey(query);
  const pages = {
    2: [
      { bbox: { x0: 1, y0: 2, x1: 30, y1: 12 }, text: 'Oslo' },
      { bbox: { x0: 40, y0: 2, x1: 70, y1: 12 }, text: 'OSLO' },
    ],
  };
  setResults(withQueryMatches({}, key, file!.key, pages));
  useHighlightsStore.getState().add(matchesToHighlights(key, file!.key, pages));
  addQueries([query]);
  await settle();
  return file!;
}

beforeEach(async () => {
  await clearWorkspaceStorage();
});

afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe('search persistence', () => {
  it('restores the active terms and per-file summaries after a reload', async () => {
    await open('u1');
    const file = await searchOslo();
    const before = useSearchStore.getState();

    await reload('u1');
    const after = useSearchStore.getState();
    expect(after.activeQueries).toEqual([makeQuery('Oslo', false, false)]);
    expect(after.summaries).toEqual([
      { fileKey: file.key, fileName: 'a.pdf', matchCount: 2, pageMatches: { 2: 2 } },
    ]);
    expect(after.results).toEqual(before.results);
  });

  it('keeps each user apart, and forgets everything on logout', async () => {
    await open('u1');
    await searchOslo();
    await reload('u2');
    expect(useSearchStore.getState().activeQueries).toEqual([]);

    await reload('u1');
    expect(useSearchStore.getState().activeQueries).toHaveLength(1);
    await clearWorkspaceStorage();
    expect(useSearchStore.getState().activeQueries).toEqual([]);
    await open('u1');
    expect(useSearchStore.getState().activeQueries).toEqual([]);
  });

  it("forgets a closed file's results and summary", async () => {
    await open('u1');
    const file = await searchOslo();
    useFilesStore.getState().removeFile(file.key);
    await settle();
    expect(useSearchStore.getState().summaries).toEqual([]);
    expect(useSearchStore.getState().activeQueries).toHaveLength(1);
  });

  it("drops a closed file's results 30 days after they last changed", async () => {
    const day = 24 * 60 * 60 * 1000;
    const start = new Date('2025-03-01T12:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await open('u1', false);
    const file = await searchOslo();
    await reload('u1', false);
    expect(Object.keys(useSearchStore.getState().results)).toEqual([file.key]);

    // Twenty days on, another term is saved: Oslo's results in a.pdf have not changed.
    vi.setSystemTime(start + 20 * day);
    addQueries([makeQuery('Bergen', false, false)]);
    await settle();
    await reload('u1', false);
    expect(Object.keys(useSearchStore.getState().results)).toEqual([file.key]);

    // Thirty-one days after they were found, a.pdf still not open: they go at the next save.
    vi.setSystemTime(start + 31 * day);
    addQueries([makeQuery('Tromsø', false, false)]);
    await settle();
    await reload('u1', false);
    expect(useSearchStore.getState().results).toEqual({});
    expect(useSearchStore.getState().summaries).toEqual([]);
    expect(useSearchStore.getState().activeQueries).toHaveLength(3);
  });
});
