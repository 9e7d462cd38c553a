import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-http';
import { useFilesStore } from '../files/files-store';
import { installFakeSearchApi } from './fake-search-api';
import { cachedSearch, clearSearchCache } from './search-cache';

const request = { terms: ['Kari'], caseSensitive: false, isAiSearch: false, isRegex: false };

function openFiles(...names: string[]) {
  const files = names.map(
    (name) => new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 }),
  );
  return useFilesStore.getState().addFiles(files, 'add').added;
}

beforeEach(() => {
  clearSearchCache();
  useFilesStore.getState().clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('the search cache', () => {
  it('keeps an answer, but not one where a file failed', async () => {
    const { searches, state } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    const files = openFiles('a.pdf');
    state.failSearch = ok({
      batch_summary: { total_files: 1, successful: 0, failed: 1, total_matches: 0, search_time: 0 },
      file_results: [
        {
          file: 'a.pdf',
          status: 'error',
          error: { code: 'CORRUPT', message: 'The PDF is damaged' },
        },
      ],
    });
    expect((await cachedSearch(files, request)).file_results[0]!.status).toBe('error');
    state.failSearch = null;
    expect((await cachedSearch(files, request)).file_results[0]!.status).toBe('success');
    await cachedSearch(files, request);
    expect(searches).toHaveLength(2);
  });

  it('does not keep an answer that arrives after a clear (logout)', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    const files = openFiles('a.pdf');
    const running = cachedSearch(files, request);
    clearSearchCache();
    await running;
    await cachedSearch(files, request);
    expect(searches).toHaveLength(2);
  });
});
