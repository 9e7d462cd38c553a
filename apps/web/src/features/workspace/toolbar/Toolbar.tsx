import { Download, Eraser, FolderOpen, Printer, SquareDashedMousePointer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetectButton } from '../detection/DetectButton';
import { useFilesStore } from '../files/files-store';
import { useRedactionStore } from '../redaction/redaction-store';
import { SearchMenuButton } from '../search/SearchMenuButton';
import { useViewerStore } from '../viewer/viewer-store';
import { ZOOM } from '../workspace-constants';
import type { WorkspaceActions } from '../use-workspace-actions';
import { ZoomControls } from './ZoomControls';

/** The workspace toolbar (spec §2): open, save, print, search, detect, redact, edit mode, zoom. */
export function Toolbar({ actions }: { actions: WorkspaceActions }) {
  const { t } = useTranslation();
  const hasFiles = useFilesStore((state) => state.files.length > 0);
  const running = useRedactionStore((state) => state.running);
  const zoom = useViewerStore((state) => state.zoom);
  const editMode = useViewerStore((state) => state.editMode);
  const busy = !hasFiles || running;

  return (
    <div className="workspace-toolbar" role="toolbar" aria-label={t('workspace.toolbar.label')}>
      <button
        type="button"
        className="button"
        onClick={actions.open}
        title={`${t('workspace.toolbar.open')} (Shift+O)`}
        data-tutorial="toolbar-upload"
      >
        <FolderOpen aria-hidden="true" size={16} />
        <span className="toolbar-label">{t('workspace.toolbar.open')}</span>
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={actions.save}
        title={`${t('workspace.toolbar.save')} (Shift+S)`}
        data-tutorial="toolbar-save"
      >
        <Download aria-hidden="true" size={16} />
        <span className="toolbar-label">{t('workspace.toolbar.save')}</span>
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={actions.print}
        title={`${t('workspace.toolbar.print')} (Shift+P)`}
        data-tutorial="toolbar-print"
      >
        <Printer aria-hidden="true" size={16} />
        <span className="toolbar-label">{t('workspace.toolbar.print')}</span>
      </button>
      <SearchMenuButton
        disabled={!hasFiles}
        onSearchDefaults={actions.searchWithDefaultTerms}
        onOpenSearch={actions.search}
      />
      <DetectButton onDetect={actions.detect} />
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={actions.redact}
        title={`${t('workspace.toolbar.redact')} (Shift+R)`}
        data-tutorial="toolbar-redact"
      >
        <Eraser aria-hidden="true" size={16} />
        <span className="toolbar-label">
          {running ? t('workspace.toolbar.redacting') : t('workspace.toolbar.redact')}
        </span>
      </button>
      <button
        type="button"
        className="button"
        aria-pressed={editMode}
        disabled={!hasFiles}
        onClick={actions.toggleEditMode}
        title={`${t('workspace.toolbar.editMode')} (Shift+E)`}
        data-tutorial="toolbar-edit"
      >
        <SquareDashedMousePointer aria-hidden="true" size={16} />
        <span className="toolbar-label">{t('workspace.toolbar.editMode')}</span>
      </button>
      <ZoomControls
        zoom={zoom}
        limits={ZOOM}
        onZoomIn={actions.zoomIn}
        onZoomOut={actions.zoomOut}
        onReset={actions.resetZoom}
      />
    </div>
  );
}
