import { useEffect } from 'react';
import { useFilesStore, type OpenFile } from '../files/files-store';
import { useFileContentsStore } from './file-contents-store';
import { loadFileContents } from './load-file-contents';

/**
 * While the workspace is shown, every file that opens (or is unlocked into a new copy) has what
 * it holds besides its pages read once; a closed file is forgotten.
 */
export function useFileContents() {
  useEffect(() => {
    const readNew = (files: readonly OpenFile[]) => {
      const known = useFileContentsStore.getState().byFile;
      for (const file of files) {
        if (known[file.key]?.file !== file.file) void loadFileContents(file);
      }
    };
    readNew(useFilesStore.getState().files);
    return useFilesStore.subscribe((state, previous) => {
      if (state.files === previous.files) return;
      const open = new Set(state.files.map((file) => file.key));
      const closed = previous.files.filter((file) => !open.has(file.key)).map(({ key }) => key);
      if (closed.length > 0) useFileContentsStore.getState().forget(closed);
      readNew(state.files);
    });
  }, []);
}
