import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { useFilesStore } from './files/files-store';
import { useHighlightsStore } from './highlights/highlights-store';
import { useRedactionStore } from './redaction/redaction-store';
import { Toolbar } from './toolbar/Toolbar';
import { UploadArea } from './upload/UploadArea';
import { MultiFileViewer } from './viewer/MultiFileViewer';
import { useViewerStore } from './viewer/viewer-store';
import { NOTICE_MS } from './workspace-constants';
import './workspace.css';

/** A redacted version is stale once its file's highlights, or the redaction settings, change. */
function useStaleRedactions() {
  useEffect(() => {
    const offHighlights = useHighlightsStore.subscribe((state, previous) => {
      const changed = Object.keys({ ...state.byFile, ...previous.byFile }).filter(
        (key) => state.byFile[key] !== previous.byFile[key],
      );
      if (changed.length > 0) useFilesStore.getState().clearRedacted(changed);
    });
    const offRedaction = useRedactionStore.subscribe((state, previous) => {
      if (state.options !== previous.options || state.appearance !== previous.appearance) {
        useFilesStore.getState().clearRedacted();
      }
    });
    return () => {
      offHighlights();
      offRedaction();
    };
  }, []);
}

/** The workspace at /playground: toolbar, the open files and the upload area. */
export function WorkspacePage() {
  const { t } = useTranslation();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  useStaleRedactions();

  function toggleEditMode() {
    const { editMode, setEditMode } = useViewerStore.getState();
    setEditMode(!editMode);
    toast.info(
      t(editMode ? 'workspace.notices.editModeOff' : 'workspace.notices.editModeOn'),
      NOTICE_MS.info,
    );
  }

  return (
    <div className="workspace">
      <h1 className="visually-hidden">{t('pages.playground.title')}</h1>
      <Toolbar onToggleEditMode={toggleEditMode} />
      <div className="workspace-main">
        {hasFiles ? (
          <>
            <MultiFileViewer onToggleEditMode={toggleEditMode} />
          </>
        ) : (
          <UploadArea mode="replace" />
        )}
      </div>
    </div>
  );
}
