import { useEffect, useRef, useState } from 'react';
import { useFilesStore } from '../files/files-store';
import { useHighlightsStore } from '../highlights/highlights-store';
import { TIMING_MS } from '../workspace-constants';
import { FilePanel } from './FilePanel';
import { useKeepPlace } from './keep-place';
import { trackCurrentPage } from './page-tracking';
import { useViewerStore } from './viewer-store';

/** Lets the user drag the document around while zoomed in (and not marking). */
function useDragPan(container: HTMLElement | null, enabled: boolean) {
  useEffect(() => {
    if (!container || !enabled) return;
    let origin: { x: number; y: number; left: number; top: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as Element).closest('.highlight, button, input'))
        return;
      origin = {
        x: event.clientX,
        y: event.clientY,
        left: container.scrollLeft,
        top: container.scrollTop,
      };
      container.setPointerCapture(event.pointerId);
    };
    const move = (event: PointerEvent) => {
      if (!origin) return;
      container.scrollLeft = origin.left - (event.clientX - origin.x);
      container.scrollTop = origin.top - (event.clientY - origin.y);
    };
    const up = () => (origin = null);
    container.addEventListener('pointerdown', down);
    container.addEventListener('pointermove', move);
    container.addEventListener('pointerup', up);
    container.addEventListener('pointercancel', up);
    return () => {
      container.removeEventListener('pointerdown', down);
      container.removeEventListener('pointermove', move);
      container.removeEventListener('pointerup', up);
      container.removeEventListener('pointercancel', up);
    };
  }, [container, enabled]);
}

type Props = {
  onToggleEditMode: () => void;
  /** Shows just this file (the full-screen viewer); every open file when absent. */
  onlyKey?: string;
  /** The zoom to draw at; the workspace toolbar's zoom when absent. */
  zoom?: number;
};

/** Every open file in its own collapsible panel, in one scrolling column. */
export function MultiFileViewer({ onToggleEditMode, onlyKey, zoom: zoomOverride }: Props) {
  const allFiles = useFilesStore((state) => state.files);
  const files = onlyKey ? allFiles.filter((file) => file.key === onlyKey) : allFiles;
  const currentKey = useFilesStore((state) => state.currentKey);
  const selectedKeys = useFilesStore((state) => state.selectedKeys);
  const toolbarZoom = useViewerStore((state) => state.zoom);
  const zoom = zoomOverride ?? toolbarZoom;
  const editMode = useViewerStore((state) => state.editMode);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const zoomedIn = zoom > 1;
  useDragPan(container, zoomedIn && !editMode);
  const notePlace = useKeepPlace(container, `${zoom}@${width}`);

  useEffect(() => {
    if (!container) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(container);
    return () => observer.disconnect();
  }, [container]);

  return (
    <div
      ref={setContainer}
      className="multi-file-viewer"
      data-zoomed-in={zoomedIn}
      data-edit-mode={editMode}
      onScroll={(event) => {
        const target = event.currentTarget;
        notePlace();
        clearTimeout(settle.current);
        settle.current = setTimeout(() => trackCurrentPage(target), TIMING_MS.scrollSettle);
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest('.highlight'))
          useHighlightsStore.getState().select(null);
      }}
      onDoubleClick={(event) => {
        if ((event.target as Element).closest('.pdf-page')) onToggleEditMode();
      }}
    >
      {files.map((file) => (
        <FilePanel
          key={file.key}
          file={file}
          isCurrent={file.key === currentKey}
          isSelected={selectedKeys.includes(file.key)}
          zoom={zoom}
          width={width}
          root={container}
        />
      ))}
    </div>
  );
}
