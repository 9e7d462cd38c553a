import { useEffect } from 'react';
import { onAutoProcessFiles } from '../detection/auto-process';
import { useFilesStore } from '../files/files-store';
import { searchNewFiles } from './search-actions';

/** Auto-processing (§4): files the workspace just picked up are searched for the saved terms. */
export function useSearchAutoProcess() {
  useEffect(
    () =>
      onAutoProcessFiles(({ fileKeys }) => {
        const keys = new Set(fileKeys);
        const files = useFilesStore.getState().files.filter((file) => keys.has(file.key));
        void searchNewFiles(files);
      }),
    [],
  );
}
