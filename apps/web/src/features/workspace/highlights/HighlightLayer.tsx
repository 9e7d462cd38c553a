import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useContextMenuStore } from './context-menu-store';
import { HighlightContextMenu } from './HighlightContextMenu';
import { engineLabel } from '../../../lib/entity-labels';
import { basisText } from '../marks/mark-basis';
import { markTypeName } from '../marks/marks-filter';
import { entityTypeOf, scaleRect, shownText, statusOf, type Highlight } from './highlight';
import { highlightColor } from './highlight-colors';
import { useHighlightsStore } from './highlights-store';
import { useWorkspaceSettings } from '../workspace-settings';

const NONE: Highlight[] = [];

/**
 * What a highlight's tooltip says, in the reader's language: its type, its text and, for a
 * detection, the engine and why it was typed so ("E-postadresse · post@nav.no · Rask ML ·
 * Avsenderblokk · virksomhet").
 */
function describe(highlight: Highlight, t: TFunction): string {
  if (highlight.type === 'SEARCH') return highlight.text ?? '';
  const type = markTypeName(entityTypeOf(highlight), t);
  const model = highlight.type === 'ENTITY' && highlight.model && engineLabel(highlight.model);
  const basis = basisText(highlight.basis, t);
  return [type, shownText(highlight), model, basis].filter(Boolean).join(' · ');
}

/**
 * The search, entity and manual highlights of one page, each layer switchable. A click selects,
 * a double-click deletes, a click on the background clears the selection, a right-click opens
 * the highlight's context menu (drawn by the layer of the page it belongs to).
 */
export function HighlightLayer({
  fileKey,
  page,
  scale,
}: {
  fileKey: string;
  page: number;
  scale: number;
}) {
  const { t } = useTranslation();
  const all = useHighlightsStore((state) => state.byFile[fileKey] ?? NONE);
  const visible = useHighlightsStore((state) => state.visible);
  const selectedId = useHighlightsStore((state) => state.selectedId);
  const shown = useMemo(
    () => all.filter((highlight) => highlight.page === page && visible[highlight.type]),
    [all, page, visible],
  );
  const menuTarget = useContextMenuStore((state) => state.target);
  // Drawn in the colour the settings give the kind now: a colour changed in the settings
  // recolours the marks already made, not only new ones.
  const general = useWorkspaceSettings((state) => state.general);
  const { select, remove } = useHighlightsStore.getState();

  return (
    <div className="highlight-layer" data-testid={`highlights-${page}`}>
      {shown.map((highlight) => {
        const box = scaleRect(highlight, scale);
        return (
          <div
            key={highlight.id}
            className={`highlight highlight-${highlight.type.toLowerCase()}`}
            data-selected={highlight.id === selectedId}
            data-status={statusOf(highlight)}
            data-highlight-id={highlight.id}
            data-entity={entityTypeOf(highlight)}
            data-model={highlight.model}
            title={describe(highlight, t)}
            style={{
              left: box.x,
              top: box.y,
              width: box.w,
              height: box.h,
              backgroundColor: general
                ? highlightColor(highlight.type, highlight.model, general)
                : highlight.color,
              opacity: highlight.opacity,
            }}
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation();
              select(highlight.id);
            }}
            onDoubleClick={(event) => {
              event.stopPropagation();
              remove(highlight.id);
              toast.success(t('workspace.notices.highlightDeleted'));
            }}
            onContextMenu={(event) => {
              event.preventDefault();
              event.stopPropagation();
              select(highlight.id);
              useContextMenuStore.getState().open({
                highlightId: highlight.id,
                fileKey,
                page,
                x: event.clientX,
                y: event.clientY,
              });
            }}
          />
        );
      })}
      {menuTarget?.fileKey === fileKey && menuTarget.page === page && (
        <HighlightContextMenu key={menuTarget.openId} target={menuTarget} />
      )}
    </div>
  );
}
