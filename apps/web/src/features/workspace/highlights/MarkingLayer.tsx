import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { selectText, textSelectionHighlights, type Press } from '../text-selection/text-selection';
import { useWordsStore } from '../text-selection/words-store';
import { useViewerStore } from '../viewer/viewer-store';
import { NOTICE_MS, OPACITY } from '../workspace-constants';
import { isTinyDrag, isUsableRect, rectBetween, type Point } from './geometry';
import { manualHighlightId, scaleRect, type Highlight, type Rect } from './highlight';
import { highlightColor } from './highlight-colors';
import { useHighlightsStore } from './highlights-store';

type Props = { fileKey: string; page: number; scale: number };

type Start = { point: Point; clientX: number; clientY: number; time: number };

/** The press from its start to a pointer event; Alt keeps the selection to the exact characters. */
function pressTo(from: Start, event: PointerEvent<HTMLDivElement>, to: Point): Press {
  return {
    from: from.point,
    to,
    durationMs: Date.now() - from.time,
    distancePx: Math.hypot(event.clientX - from.clientX, event.clientY - from.clientY),
    exact: event.altKey,
  };
}

/** The point of a pointer event in page units. */
function pagePoint(event: PointerEvent<HTMLDivElement>, scale: number): Point {
  const bounds = event.currentTarget.getBoundingClientRect();
  return { x: (event.clientX - bounds.left) / scale, y: (event.clientY - bounds.top) / scale };
}

/**
 * Where the user marks a page in edit mode. In rectangular mode a drag draws a manual
 * rectangle; in text-selection mode a click picks a word and a drag the words it touches (the
 * characters inside it with Alt), one highlight per line, shown while dragging as they will be
 * marked. It covers the page only while edit mode is on, so text can be selected and copied
 * otherwise.
 */
export function MarkingLayer({ fileKey, page, scale }: Props) {
  const { t } = useTranslation();
  const editMode = useViewerStore((state) => state.editMode);
  const mode = useViewerStore((state) => state.highlightMode);
  const start = useRef<Start | null>(null);
  const [draft, setDraft] = useState<Rect[]>([]);
  if (!editMode) return null;

  const pageWords = () => useWordsStore.getState().byFile[fileKey]?.pages[page] ?? [];

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
    setDraft([]);
    if (!from) return;
    const to = pagePoint(event, scale);
    if (mode === 'rectangular') {
      useHighlightsStore.getState().add(drawRectangle(from.point, to));
      return;
    }
    const boxes = selectText(pageWords(), pressTo(from, event, to));
    useHighlightsStore
      .getState()
      .add(textSelectionHighlights(boxes, { fileKey, page, color: highlightColor('MANUAL') }));
  }

  function follow(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    if (!from) return;
    const to = pagePoint(event, scale);
    if (mode === 'rectangular') {
      setDraft([rectBetween(from.point, to)]);
      return;
    }
    // The words the drag would mark now, so the user sees a word grow whole before letting go.
    setDraft(selectText(pageWords(), { ...pressTo(from, event, to), durationMs: Infinity }));
  }

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
      onPointerMove={follow}
      onPointerUp={finish}
      onPointerCancel={() => {
        start.current = null;
        setDraft([]);
      }}
    >
      {draft.map((rect, index) => {
        const shown = scaleRect(rect, scale);
        return (
          <div
            key={index}
            className="marking-draft"
            style={{ left: shown.x, top: shown.y, width: shown.w, height: shown.h }}
          />
        );
      })}
    </div>
  );
}
