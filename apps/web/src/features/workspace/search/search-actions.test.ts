import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { resetAiSearchStatus, useAiSearchStatus } from './ai-search-status';
import { installFakeSearchApi } from './fake-search-api';
import { searchNewFiles } from './search-actions';
import { resetSearchStore, useSearchStore } from './search-store';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

beforeEach(() => {
  resetSearchStore();
  resetAiSearchStatus();
  useFilesStore.getState().clear();
  useHighlightsStore.setState({ byFile: {}, selectedId: null });
});

afterEach(() => vi.unstubAllGlobals());

describe('searching newly added files (auto-processing)', () => {
  it('searches only the new files for the saved default terms and applies them', async () => {
    const { server, searches } = installFakeSearchApi({
      documents: { 'a.pdf': ['Kari i Oslo'], 'b.pdf': ['Kari og Kari'] },
    });
    server.settings.patterns = [
      { id: 1, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
      { id: 2, setting_id: 1, pattern_text: 'Who is ill?', pattern_type: 'ai_search' },
    ];
    useAiSearchStatus.setState({ state: 'unavailable' }, true);
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const { added } = useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');

    const outcome = await searchNewFiles(added);

    expect(outcome).toEqual({ status: 'done', matchCount: 2 });
    expect(searches.map(({ files, terms }) => [files, terms])).toEqual([[['b.pdf'], ['Kari']]]);
    const state = useSearchStore.getState();
    expect(state.activeQueries).toEqual([
      { term: 'Kari', caseSensitive: false, isAiSearch: false },
    ]);
    expect(state.summaries).toMatchObject([{ fileName: 'b.pdf', matchCount: 2 }]);
    expect(state.error).toBeNull();
  });

  it('does nothing without saved terms or files', async () => {
    const { searches } = installFakeSearchApi();
    expect(await searchNewFiles([])).toBeNull();
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    expect(await searchNewFiles(added)).toBeNull();
    expect(searches).toHaveLength(0);
  });
});
