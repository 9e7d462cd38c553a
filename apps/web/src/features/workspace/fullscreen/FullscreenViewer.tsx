import {
  Download,
  Eraser,
  FolderOpen,
  PenLine,
  Printer,
  ScanSearch,
  Search,
  X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFilesStore } from '../files/files-store';
import { ZoomControls } from '../toolbar/ZoomControls';
import type { WorkspaceActions } from '../use-workspace-actions';
import { MultiFileViewer } from '../viewer/MultiFileViewer';
import { useViewerStore } from '../viewer/viewer-store';
import { FULLSCREEN_ZOOM, NOTICE_MS, TIMING_MS } from '../workspace-constants';
import { useFullscreenStore } from './fullscreen-store';
import { useIdle } from './use-idle';
import './fullscreen.css';

/**
 * Asks the browser for full screen; leaving it (Esc, or the exit button) closes the viewer. The
 * whole document goes full screen, not just the viewer, so dialogs, notices and menus opened
 * from it stay visible above it.
 */
function useBrowserFullscreen(element: HTMLElement | null, close: () => void) {
  useEffect(() => {
    if (!element) return;
    let entered = false;
    const changed = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) close();
    };
    document.addEventListener('fullscreenchange', changed);
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    element.querySelector<HTMLElement>('.fullscreen-exit')?.focus();
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      if (document.fullscreenElement) void document.exitFullscreen();
    };
  }, [element, close]);
}

/**
 * One file over the whole screen (spec §2): its name, an exit button and a floating toolbar,
 * which fade after 3 s without activity unless the pointer rests on them.
 */
export function FullscreenViewer({ actions }: { actions: WorkspaceActions }) {
  const { t } = useTranslation();
  const { fileKey, zoom, close, zoomIn, zoomOut, resetZoom } = useFullscreenStore();
  const file = useFilesStore((state) => state.files.find((candidate) => candidate.key === fileKey));
  const editMode = useViewerStore((state) => state.editMode);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const idle = useIdle(root, TIMING_MS.fullscreenToolbarHide, hovered);
  useBrowserFullscreen(root, close);

  useEffect(() => {
    if (fileKey) toast.info(t('workspace.notices.exitFullScreenInfo'), NOTICE_MS.info);
  }, [fileKey, t]);

  useEffect(() => {
    if (fileKey && !file) close();
  }, [fileKey, file, close]);

  if (!file) return null;
  const exit = () => (document.fullscreenElement ? void document.exitFullscreen() : close());
  const hover = { onPointerEnter: () => setHovered(true), onPointerLeave: () => setHovered(false) };
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, pressed?: boolean) => (
    <button
      type="button"
      className="icon-button"
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );

  return (
    <div
      ref={setRoot}
      className="fullscreen-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={file.name}
      data-idle={idle}
    >
      <p className="fullscreen-title" title={file.name}>
        {file.name}
      </p>
      <button type="button" className="fullscreen-exit icon-button" onClick={exit} {...hover}>
        <X aria-hidden="true" size={22} />
        <span className="visually-hidden">{t('workspace.fullscreen.exit')}</span>
      </button>
      <div
        className="fullscreen-toolbar"
        role="toolbar"
        aria-label={t('workspace.toolbar.label')}
        {...hover}
      >
        {tool(t('workspace.toolbar.open'), <FolderOpen size={18} />, actions.open)}
        {tool(t('workspace.toolbar.save'), <Download size={18} />, actions.save)}
        {tool(t('workspace.toolbar.print'), <Printer size={18} />, actions.print)}
        {tool(
          t('workspace.search.toolbar.withDefaults'),
          <Search size={18} />,
          actions.searchWithDefaultTerms,
        )}
        {tool(t('workspace.detection.toolbarDetect'), <ScanSearch size={18} />, actions.detect)}
        {tool(t('workspace.toolbar.redact'), <Eraser size={18} />, actions.redact)}
        {tool(
          t('workspace.toolbar.editMode'),
          <PenLine size={18} />,
          actions.toggleEditMode,
          editMode,
        )}
        <ZoomControls
          zoom={zoom}
          limits={FULLSCREEN_ZOOM}
          onZoomIn={zoomIn}
          onZoomOut={zoomOut}
          onReset={resetZoom}
        />
      </div>
      <MultiFileViewer onToggleEditMode={actions.toggleEditMode} onlyKey={file.key} zoom={zoom} />
    </div>
  );
}
