import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requireProcessingConnection } from '../../on-device/processing-location';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { useViewerStore } from '../viewer/viewer-store';
import { NOTICE_MS } from '../workspace-constants';
import { loadWords, useWordsStore } from './words-store';

/**
 * Text selection needs every open file's words. Turning edit mode on in that mode before they
 * are there turns it off again and reads them; once the last file is read, edit mode comes back
 * on with the spec's notice. Words of closed files are forgotten.
 */
export function useTextSelectionMode() {
  const { t } = useTranslation();

  useEffect(() => {
    let running = false;
    async function prepare() {
      const { editMode, highlightMode } = useViewerStore.getState();
      if (running || !editMode || highlightMode !== 'text_selection') return;
      const known = useWordsStore.getState().byFile;
      const missing = useFilesStore
        .getState()
        .files.filter((file) => known[file.key]?.status !== 'completed');
      if (missing.length === 0) return;
      // The words are read by the server (offline, edit mode stays off), or on this device.
      if (!requireProcessingConnection()) {
        useViewerStore.getState().setEditMode(false);
        return;
      }
      running = true;
      useViewerStore.getState().setEditMode(false);
      toast.info(t('workspace.textSelection.preparing'), NOTICE_MS.info);
      const results = await Promise.all(missing.map((file) => loadWords(file)));
      running = false;
      if (results.every(Boolean)) {
        useViewerStore.getState().setEditMode(true);
        toast.success(t('workspace.textSelection.ready'), NOTICE_MS.info);
        return;
      }
      for (const file of missing) {
        const error = useWordsStore.getState().byFile[file.key]?.error;
        if (error) toast.error(`${file.name}: ${error}`);
      }
    }
    const offViewer = useViewerStore.subscribe((state, previous) => {
      if (state.editMode !== previous.editMode || state.highlightMode !== previous.highlightMode) {
        void prepare();
      }
    });
    const offFiles = useFilesStore.subscribe((state, previous) => {
      if (state.files === previous.files) return;
      const open = new Set(state.files.map((file) => file.key));
      const closed = previous.files.filter((file) => !open.has(file.key)).map((file) => file.key);
      if (closed.length > 0) useWordsStore.getState().forget(closed);
      void prepare();
    });
    return () => {
      offViewer();
      offFiles();
    };
  }, [t]);
}
