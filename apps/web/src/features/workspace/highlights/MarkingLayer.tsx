import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useViewerStore } from '../viewer/viewer-store';
import { DEFAULT_HIGHLIGHT_COLORS, NOTICE_MS, OPACITY } from '../workspace-constants';
import { isTinyDrag, isUsableRect, rectBetween, type Point } from './geometry';
import { manualHighlightId, scaleRect, type Rect } from './highlight';
import { useHighlightsStore } from './highlights-store';

type Props = { fileKey: string; page: number; scale: number };

/** The point of a pointer event in page units. */
function pagePoint(event: PointerEvent<HTMLDivElement>, scale: number): Point {
  const bounds = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - bounds.left) / scale, y: (event.clientY - bounds.top) / scale };
}

/**
 * Where the user marks a page in edit mode: dragging draws a manual rectangle. It covers the
 * page only while edit mode is on, so text can be selected and copied otherwise.
 */
export function MarkingLayer({ fileKey, page, scale }: Props) {
  const { t } = useTranslation();
  const editMode = useViewerStore((state) => state.editMode);
  const start = useRef<Point | null>(null);
  const [draft, setDraft] = useState<Rect | null>(null);
  if (!editMode) return null;

  function finish(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    setDraft(null);
    if (!from) return;
    const rect = rectBetween(from, pagePoint(event, scale));
    if (isTinyDrag(rect.w * scale, rect.h * scale)) {
      toast.info(t('workspace.notices.selectionTooSmall'), NOTICE_MS.info);
      return;
    }
    if (!isUsableRect(rect)) return;
    const now = Date.now();
    useHighlightsStore.getState().add([
      {
        ...rect,
        id: manualHighlightId(fileKey, page, now),
        fileKey,
        page,
        type: 'MANUAL',
        color: DEFAULT_HIGHLIGHT_COLORS.manual,
        opacity: OPACITY.manual,
        timestamp: now,
        creationMode: 'rectangular',
      },
    ]);
  }

  const shown = draft && scaleRect(draft, scale);
  return (
    <div
      className="marking-layer"
      data-testid={`marking-${page}`}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = pagePoint(event, scale);
        useHighlightsStore.getState().select(null);
      }}
      onPointerMove={(event) => {
        if (start.current) setDraft(rectBetween(start.current, pagePoint(event, scale)));
      }}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null;
        setDraft(null);
      }}
    >
      {shown && (
        <div
          className="marking-draft"
          style={{ left: shown.x, top: shown.y, width: shown.w, height: shown.h }}
        />
      )}
    </div>
  );
}
