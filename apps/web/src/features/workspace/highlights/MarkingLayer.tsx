import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { selectText, textSelectionHighlights } from '../text-selection/text-selection';
import { useWordsStore } from '../text-selection/words-store';
import { useViewerStore } from '../viewer/viewer-store';
import { NOTICE_MS, OPACITY } from '../workspace-constants';
import { isTinyDrag, isUsableRect, rectBetween, type Point } from './geometry';
import { manualHighlightId, scaleRect, type Highlight, type Rect } from './highlight';
import { highlightColor } from './highlight-colors';
import { useHighlightsStore } from './highlights-store';

type Props = { fileKey: string; page: number; scale: number };

type Start = { point: Point; clientX: number; clientY: number; time: number };

/** The point of a pointer event in page units. */
function pagePoint(event: PointerEvent<HTMLDivElement>, scale: number): Point {
  const bounds = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - bounds.left) / scale, y: (event.clientY - bounds.top) / scale };
}

/**
 * Where the user marks a page in edit mode. In rectangular mode a drag draws a manual
 * rectangle; in text-selection mode a click picks a word and a drag the characters inside it,
 * one highlight per line. It covers the page only while edit mode is on, so text can be
 * selected and copied otherwise.
 */
export function MarkingLayer({ fileKey, page, scale }: Props) {
  const { t } = useTranslation();
  const editMode = useViewerStore((state) => state.editMode);
  const mode = useViewerStore((state) => state.highlightMode);
  const start = useRef<Start | null>(null);
  const [draft, setDraft] = useState<Rect | null>(null);
  if (!editMode) return null;

  function drawRectangle(from: Point, to: Point): Highlight[] {
    const rect = rectBetween(from, to);
    if (isTinyDrag(rect.w * scale, rect.h * scale)) {
      toast.info(t('workspace.notices.selectionTooSmall'), NOTICE_MS.info);
      return [];
    }
    if (!isUsableRect(rect)) return [];
    const now = Date.now();
    return [
      {
        ...rect,
        id: manualHighlightId(fileKey, page, now),
        fileKey,
        page,
        type: 'MANUAL',
        color: highlightColor('MANUAL'),
        opacity: OPACITY.manual,
        timestamp: now,
        creationMode: 'rectangular',
      },
    ];
  }

  function finish(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    setDraft(null);
    if (!from) return;
    const to = pagePoint(event, scale);
    if (mode === 'rectangular') {
      useHighlightsStore.getState().add(drawRectangle(from.point, to));
      return;
    }
    const words = useWordsStore.getState().byFile[fileKey]?.pages[page] ?? [];
    const boxes = selectText(words, {
      from: from.point,
      to,
      durationMs: Date.now() - from.time,
      distancePx: Math.hypot(event.clientX - from.clientX, event.clientY - from.clientY),
    });
    useHighlightsStore
      .getState()
      .add(textSelectionHighlights(boxes, { fileKey, page, color: highlightColor('MANUAL') }));
  }

  const shown = draft && scaleRect(draft, scale);
  return (
    <div
      className="marking-layer"
      data-mode={mode}
      data-testid={`marking-${page}`}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = {
          point: pagePoint(event, scale),
          clientX: event.clientX,
          clientY: event.clientY,
          time: Date.now(),
        };
        useHighlightsStore.getState().select(null);
      }}
      onPointerMove={(event) => {
        if (start.current) setDraft(rectBetween(start.current.point, pagePoint(event, scale)));
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
