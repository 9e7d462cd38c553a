import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { filesInScope, useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { redactable, redactionStats } from '../redaction/build-mapping';
import { useRedactionStore } from '../redaction/redaction-store';
import { useRedaction } from '../redaction/use-redaction';
import { useUpload } from '../upload/use-upload';
import { useViewerStore } from '../viewer/viewer-store';
import { ZOOM } from '../workspace-constants';

/** The workspace toolbar (spec §2): open, save, print, redact, edit mode and zoom. */
export function Toolbar({ onToggleEditMode }: { onToggleEditMode: () => void }) {
  const { t } = useTranslation();
  const upload = useUpload();
  const redaction = useRedaction();
  const picker = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  const running = useRedactionStore((state) => state.running);
  const { zoom, editMode, zoomIn, zoomOut, resetZoom } = useViewerStore();

  function preview() {
    const { scope, options } = useRedactionStore.getState();
    const files = filesInScope(useFilesStore.getState(), scope);
    const byFile = useHighlightsStore.getState().byFile;
    const areas = files.flatMap((file) => redactable(byFile[file.key] ?? [], options));
    return { files: files.length, ...redactionStats(areas) };
  }
  const stats = confirming ? preview() : null;

  return (
    <div className="workspace-toolbar" role="toolbar" aria-label={t('workspace.toolbar.label')}>
      <button
        type="button"
        className="button"
        onClick={() => picker.current?.click()}
        title="Shift+O"
      >
        {t('workspace.toolbar.open')}
      </button>
      <input
        ref={picker}
        className="visually-hidden"
        type="file"
        accept="application/pdf,.pdf"
        multiple
        tabIndex={-1}
        data-testid="toolbar-open"
        onChange={(event) => {
          upload([...(event.currentTarget.files ?? [])], 'add');
          event.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        className="button"
        disabled={!hasFiles || running}
        onClick={() => void redaction.download('all')}
        title="Shift+S"
      >
        {t('workspace.toolbar.save')}
      </button>
      <button
        type="button"
        className="button"
        disabled={!hasFiles || running}
        onClick={() => void redaction.print()}
        title="Shift+P"
      >
        {t('workspace.toolbar.print')}
      </button>
      <button
        type="button"
        className="button button-primary"
        disabled={!hasFiles || running}
        onClick={() => setConfirming(true)}
        title="Shift+R"
      >
        {running ? t('workspace.toolbar.redacting') : t('workspace.toolbar.redact')}
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={editMode}
        disabled={!hasFiles}
        onClick={onToggleEditMode}
        title="Shift+E"
      >
        {t('workspace.toolbar.editMode')}
      </button>
      <span className="workspace-toolbar-zoom">
        <button
          type="button"
          className="button"
          disabled={zoom <= ZOOM.min}
          onClick={zoomOut}
          aria-label={t('workspace.toolbar.zoomOut')}
          title="-"
        >
          −
        </button>
        <button
          type="button"
          className="button"
          onClick={resetZoom}
          aria-label={t('workspace.toolbar.resetZoom')}
          title="0"
        >
          <span data-testid="zoom-level">{Math.round(zoom * 100)}%</span>
        </button>
        <button
          type="button"
          className="button"
          disabled={zoom >= ZOOM.max}
          onClick={zoomIn}
          aria-label={t('workspace.toolbar.zoomIn')}
          title="="
        >
          +
        </button>
      </span>
      {confirming && stats && (
        <ConfirmDialog
          title={t('workspace.redaction.confirmTitle')}
          confirmLabel={t('workspace.toolbar.redact')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void redaction.redactScope(useRedactionStore.getState().scope);
          }}
        >
          <p>
            {t('workspace.redaction.confirmBody', {
              areas: stats.total,
              files: stats.files,
              pages: stats.pages,
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
