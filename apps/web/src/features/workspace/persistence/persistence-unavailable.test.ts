import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFilesStore } from '../files/files-store';
import { whenStorageIdle } from './workspace-db';
import { clearWorkspaceStorage, startWorkspacePersistence } from './workspace-persistence';

// No fake-indexeddb here: jsdom has no IndexedDB, as in some private modes.

afterEach(() => vi.restoreAllMocks());

async function settle() {
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    await whenStorageIdle();
  }
}

describe('workspace persistence without IndexedDB', () => {
  it('tells once and leaves the workspace working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = startWorkspacePersistence('u1', {
      loadSaveFilesSetting: async () => true,
      debounceMs: 0,
    });
    const file = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf', lastModified: 1 });
    useFilesStore.getState().addFiles([file], 'add');
    await settle();
    useFilesStore.getState().setExpanded(useFilesStore.getState().files[0]!.key, false);
    await settle();
    stop();
    await settle();

    expect(useFilesStore.getState().files).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await clearWorkspaceStorage();
    expect(useFilesStore.getState().files).toEqual([]);
  });
});
