import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startI18n } from '../../../lib/i18n';
import { getToasts } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { installFakeSearchApi } from './fake-search-api';
import { applyDefaultTerms, searchNewFiles, submitSearch } from './search-actions';
import { resetSearchStore, useSearchStore } from './search-store';

startI18n();

const NEEDS_CONNECTION =
  'You are offline. This needs a connection to the server; try again when you are back online.';

function pdf(name: string) {
  return new File([new Uint8Array(10)], name, { type: 'application/pdf', lastModified: 5 });
}

beforeEach(() => {
  resetSearchStore();
  useFilesStore.getState().clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('searching offline', () => {
  it('is refused with a notice instead of a network error, and sends nothing', async () => {
    const { server, searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    server.settings.patterns = [
      { id: 1, setting_id: 1, pattern_text: 'Kari', pattern_type: 'normal' },
    ];
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    const flags = { caseSensitive: false, isAiSearch: false };
    expect(await submitSearch('Kari', flags, added)).toEqual({ status: 'offline' });
    expect(await applyDefaultTerms(added)).toEqual({ status: 'offline' });
    expect(await searchNewFiles(added, { withDefaultTerms: true })).toBeNull();

    expect(searches).toHaveLength(0);
    expect(useSearchStore.getState().activeQueries).toEqual([]);
    expect(useSearchStore.getState().error).toBeNull();
    expect(getToasts().map((toast) => toast.message)).toEqual([NEEDS_CONNECTION]);
  });

  it('searches again once back online', async () => {
    const { searches } = installFakeSearchApi({ documents: { 'a.pdf': ['Kari'] } });
    const { added } = useFilesStore.getState().addFiles([pdf('a.pdf')], 'add');
    const flags = { caseSensitive: false, isAiSearch: false };
    expect(await submitSearch('Kari', flags, added)).toMatchObject({ status: 'done' });
    expect(searches).toHaveLength(1);
  });
});
