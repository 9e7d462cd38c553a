import { SETTINGS_PATHS } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { useEngineStatus } from '../detection/engine-status';
import { resetAiSearchStatus } from './ai-search-status';
import { installFakeSearchApi } from './fake-search-api';
import { emitSettingsChanged } from '../../settings/settings-events';
import { queriesForNewFiles, searchNewFiles, submitSearch } from './search-actions';
import { makeQuery } from './search-query';
import { removeQuery, resetSearchStore, setSearchError, useSearchStore } from './search-store';

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
    useEngineStatus.setState({
      statuses: {
        fast: { state: 'ready' },
        standard: { state: 'ready' },
        advanced: { state: 'not_configured', detail: 'Set LLM_BASE_URL' },
      },
    });
    useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const { added } = useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');

    const outcome = await searchNewFiles(added, { withDefaultTerms: true });

    expect(outcome).toEqual({ status: 'done', matchCount: 2 });
    expect(searches.map(({ files, terms }) => [files, terms])).toEqual([[['b.pdf'], ['Kari']]]);
    const state = useSearchStore.getState();
    expect(state.activeQueries).toEqual([
      { term: 'Kari', caseSensitive: false, isAiSearch: false },
    ]);
    expect(state.summaries).toMatchObject([{ fileName: 'b.pdf', matchCount: 2 }]);
    expect(state.error).toBeNull();
  });

  it('reads the saved terms once for the count before a run and the run itself', async () => {
    const { server, searches, fetchMock } = installFakeSearchApi({
      documents: { 'a.pdf': ['Kari'] },
    });
    server.settings.patterns = [
      { id: 1, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
    ];
    const reads = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          (input instanceof Request ? input.url : input.toString()).endsWith(
            SETTINGS_PATHS.patterns,
          ) && (init?.method ?? 'GET') === 'GET',
      ).length;
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    expect((await queriesForNewFiles(true)).sent).toHaveLength(1);
    await searchNewFiles(added, { withDefaultTerms: true });
    expect(reads()).toBe(1);
    expect(searches).toHaveLength(1);
    // A term saved in the settings is read again.
    emitSettingsChanged(['patterns']);
    await queriesForNewFiles(true);
    expect(reads()).toBe(2);
  });

  it('does nothing without saved terms or files', async () => {
    const { searches } = installFakeSearchApi();
    expect(await searchNewFiles([], { withDefaultTerms: true })).toBeNull();
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    expect(await searchNewFiles(added, { withDefaultTerms: true })).toBeNull();
    expect(searches).toHaveLength(0);
  });

  it('applies the active terms to new files, without auto-processing too', async () => {
    const { server, searches } = installFakeSearchApi({
      documents: { 'a.pdf': ['Oslo og Kari'], 'b.pdf': ['Oslo Oslo'] },
    });
    server.settings.patterns = [
      { id: 1, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
    ];
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    await submitSearch('Oslo', { caseSensitive: false, isAiSearch: false }, [a!]);
    // The user had removed the default term Kari; it stays removed.
    const { added } = useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');

    expect(await searchNewFiles(added, { withDefaultTerms: false })).toEqual({
      status: 'done',
      matchCount: 2,
    });
    expect(searches.at(-1)).toMatchObject({ files: ['b.pdf'], terms: ['Oslo'] });
    const state = useSearchStore.getState();
    expect(state.activeQueries).toEqual([makeQuery('Oslo', false, false)]);
    expect(state.summaries).toMatchObject([
      { fileName: 'a.pdf', matchCount: 1 },
      { fileName: 'b.pdf', matchCount: 2 },
    ]);
    const marked = useHighlightsStore.getState().byFile[added[0]!.key] ?? [];
    expect(marked.filter((highlight) => highlight.type === 'SEARCH')).toHaveLength(2);
  });

  it('leaves the error box alone, and does not bring back a term removed meanwhile', async () => {
    installFakeSearchApi({ documents: { 'a.pdf': ['Oslo'], 'b.pdf': ['Oslo'] } });
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    await submitSearch('Oslo', { caseSensitive: false, isAiSearch: false }, [a!]);
    setSearchError({ kind: 'duplicate', term: 'Oslo' });
    const { added } = useFilesStore.getState().addFiles([pdf('b.pdf')], 'add');

    const running = searchNewFiles(added, { withDefaultTerms: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSearchStore.getState().error).toEqual({ kind: 'duplicate', term: 'Oslo' });
    removeQuery(makeQuery('Oslo', false, false));
    await running;

    const state = useSearchStore.getState();
    expect(state.error).toEqual({ kind: 'duplicate', term: 'Oslo' });
    expect(state.activeQueries).toEqual([]);
    expect(useHighlightsStore.getState().byFile[added[0]!.key] ?? []).toEqual([]);
  });

  it('marks a search in one update of the highlights, however many terms and files', async () => {
    installFakeSearchApi({ documents: { 'a.pdf': ['Oslo Kari'], 'b.pdf': ['Kari Oslo'] } });
    const files = useFilesStore.getState().addFiles([pdf('a.pdf'), pdf('b.pdf')], 'add').added;
    const changes = vi.fn();
    const off = useHighlightsStore.subscribe(changes);
    await submitSearch('Oslo\nKari', { caseSensitive: false, isAiSearch: false }, files);
    off();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(Object.values(useHighlightsStore.getState().byFile).flat()).toHaveLength(4);
  });
});

describe('the regex and whole-word options', () => {
  it('searches the readable patterns, names the others and leaves them out', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari i Oslo'] } });
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;

    const outcome = await submitSearch(
      '(unclosed\nKari\n[z-a]',
      { caseSensitive: false, isAiSearch: false, isRegex: true },
      [a!],
    );

    expect(outcome).toMatchObject({ status: 'done', rejected: ['(unclosed', '[z-a]'] });
    expect(searches.map(({ terms, fields }) => [terms, fields.regex])).toEqual([
      [['Kari'], 'true'],
    ]);
    expect(useSearchStore.getState().error).toMatchObject({
      kind: 'badPattern',
      terms: ['(unclosed', '[z-a]'],
    });
    expect(useSearchStore.getState().activeQueries).toEqual([
      { term: 'Kari', caseSensitive: false, isAiSearch: false, isRegex: true },
    ]);
  });

  it('sends nothing when every pattern is unreadable', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    const flags = { caseSensitive: false, isAiSearch: false, isRegex: true };
    expect(await submitSearch('a{2,1}', flags, [a!])).toEqual({
      status: 'badPattern',
      rejected: ['a{2,1}'],
    });
    expect(searches).toHaveLength(0);
  });

  it('keeps a whole-word term apart from the same plain term and sends its flag', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    const [a] = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add').added;
    await submitSearch('Kari', { caseSensitive: false, isAiSearch: false }, [a!]);
    await submitSearch('Kari', { caseSensitive: false, isAiSearch: false, isWholeWord: true }, [
      a!,
    ]);
    expect(searches.map(({ fields }) => fields.whole_word)).toEqual(['false', 'true']);
    expect(useSearchStore.getState().activeQueries).toHaveLength(2);
  });
});
