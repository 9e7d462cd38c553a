import { useFilesStore } from '../files/files-store';
import { debouncedSave } from './debounced-save';
import { loadFiles, saveFiles, type FilesSnapshot } from './stored-files';
import { enqueue } from './workspace-db';

/** A store kept in step with the browser's storage until stopped. */
export interface Sync {
  /** Writes a waiting change now (the page is being hidden or left). */
  flush: () => void;
  /** Stops following the store; `flush` says whether a waiting change is still written. */
  stop: (flush: boolean) => void;
}

let restoring = false;

/** True while stored files are being put back, so listeners can tell them from new uploads. */
export function isRestoringFiles(): boolean {
  return restoring;
}

function snapshot(): FilesSnapshot {
  const { files, currentKey, selectedKeys } = useFilesStore.getState();
  return { files, currentKey, selectedKeys };
}

/**
 * Restores the user's files into an empty workspace, then saves every change to the open files,
 * their order, the current and selected files and the expanded flags. Files already open (the
 * user came back to the page) win over the stored ones.
 */
export function startFilesSync(userId: string, debounceMs?: number): Sync {
  let isStopped = false;
  const saver = debouncedSave(() => {
    const current = snapshot();
    void enqueue((db) => saveFiles(db, userId, current));
  }, debounceMs);

  void enqueue(async (db) => {
    const stored = await loadFiles(db, userId);
    if (isStopped) return;
    if (stored !== null && useFilesStore.getState().files.length === 0) {
      restoring = true;
      try {
        useFilesStore.setState({ ...stored, pages: {}, redacted: {} });
      } finally {
        restoring = false;
      }
    }
    // Also covers turning the setting on while files are open: they are saved at once.
    await saveFiles(db, userId, snapshot());
  });

  const unsubscribe = useFilesStore.subscribe((state, previous) => {
    // The files just put back are saved right after, below: no second write to wait for.
    if (restoring) return;
    if (
      state.files !== previous.files ||
      state.currentKey !== previous.currentKey ||
      state.selectedKeys !== previous.selectedKeys
    ) {
      saver.schedule();
    }
  });

  return {
    flush: saver.flush,
    stop(flush) {
      if (isStopped) return;
      isStopped = true;
      unsubscribe();
      if (flush) saver.flush();
      else saver.cancel();
    },
  };
}
