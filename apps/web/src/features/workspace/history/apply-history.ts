import type { TRedactionSchema, TRedactionSchemaArea } from '@workbench/contracts';
import { samePosition } from '../highlights/geometry';
import { fromBBox, type Highlight, type HighlightType } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { OPACITY } from '../workspace-constants';

// Records saved without `source` still name MANUAL and SEARCH areas in their entity type.
function typeOf(area: TRedactionSchemaArea): HighlightType {
  if (area.source !== undefined) return area.source;
  if (area.entity_type === 'MANUAL' || area.entity_type === 'SEARCH') return area.entity_type;
  return 'ENTITY';
}

function toHighlight(area: TRedactionSchemaArea, page: number, fileKey: string, now: number) {
  const type = typeOf(area);
  const highlight: Highlight = {
    ...fromBBox(area.bbox),
    id: `${fileKey}-history-p${page}-${crypto.randomUUID()}`,
    fileKey,
    page,
    type,
    color: highlightColor(type, area.model),
    opacity: type === 'MANUAL' ? OPACITY.manual : OPACITY.display,
    timestamp: now,
    // A record holds what a person redacted before: applying it again needs no second review.
    status: 'accepted',
  };
  if (type === 'ENTITY') highlight.entity = area.entity_type;
  if (area.model !== undefined) highlight.model = area.model;
  if (area.code !== undefined) highlight.code = area.code;
  return highlight;
}

/**
 * The areas of a saved redaction as highlights of one open file, leaving out those that already
 * have a highlight at the same place, so opening a record twice does not mark anything twice.
 */
export function highlightsFromSchema(
  schema: TRedactionSchema,
  fileKey: string,
  existing: readonly Highlight[],
  now = Date.now(),
): Highlight[] {
  return schema.pages.flatMap(({ page, sensitive }) => {
    const onPage = existing.filter((highlight) => highlight.page === page);
    return sensitive
      .map((area) => toHighlight(area, page, fileKey, now))
      .filter((restored) => !onPage.some((highlight) => samePosition(highlight, restored)));
  });
}
