import { useEffect } from 'react';
import { onAutoProcessFiles } from '../detection/auto-process';
import { useFilesStore } from '../files/files-store';
import { searchNewFiles } from './search-actions';

/**
 * Files the user adds are searched for the active terms, and with auto-processing (§4) also for
 * the saved default terms, once the user agreed to the pages that spends.
 */
export function useSearchAutoProcess() {
  useEffect(
    () =>
      onAutoProcessFiles(({ fileKeys, isAutoProcessing, isSearching }) => {
        if (!isSearching) return;
        const keys = new Set(fileKeys);
        const files = useFilesStore.getState().files.filter((file) => keys.has(file.key));
        void searchNewFiles(files, { withDefaultTerms: isAutoProcessing });
      }),
    [],
  );
}
