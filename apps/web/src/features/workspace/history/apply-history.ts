import type { TRedactionSchema, TRedactionSchemaArea } from '@workbench/contracts';
import { fromBBox, type Highlight, type HighlightType, type Rect } from '../highlights/highlight';
import { highlightColor } from '../highlights/highlight-colors';
import { OPACITY } from '../workspace-constants';
import type { KeptArea } from './kept-areas';

/**
 * How far (in page units) a mark's edges may lie from a recorded area's and still be that area:
 * boxes come back from the record rounded, never moved. A looser test (the spec's "same place",
 * centres within 50 units) took the neighbouring words of a line for one area, so a record of
 * 11 areas came back as 3.
 */
export const SAME_BOX_TOLERANCE = 1;

export function isSameBox(a: Rect, b: Rect): boolean {
  const edges = [
    [a.x, b.x],
    [a.y, b.y],
    [a.x + a.w, b.x + b.w],
    [a.y + a.h, b.y + b.h],
  ] as const;
  return edges.every(([one, other]) => Math.abs(one - other) <= SAME_BOX_TOLERANCE);
}

// Records saved without `source` still name MANUAL and SEARCH areas in their entity type.
function typeOf(area: TRedactionSchemaArea): HighlightType {
  if (area.source !== undefined) return area.source;
  if (area.entity_type === 'MANUAL' || area.entity_type === 'SEARCH') return area.entity_type;
  return 'ENTITY';
}

function toHighlight(
  area: TRedactionSchemaArea,
  page: number,
  fileKey: string,
  kept: KeptArea,
  now: number,
) {
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
    // The code it was redacted with; none recorded means the person chose none.
    code: area.code ?? '',
    ...kept,
  };
  if (type === 'ENTITY') highlight.entity = area.entity_type;
  if (area.model !== undefined) highlight.model = area.model;
  return highlight;
}

export interface Restored {
  /** Every area of the record as a mark, in the record's order. */
  highlights: Highlight[];
  /** The marks already on the file that stood for one of these areas and give way to it. */
  replacedIds: string[];
}

/**
 * The areas of a saved redaction as marks of one open file, each with its decision, code, type
 * and (where this browser kept them, see kept-areas) its text and how it was made. A mark already
 * on the file with the same box stands for that area and is replaced by it, once: opening a
 * record twice marks nothing twice, and a suggestion there takes the recorded decision and code.
 */
export function restoreFromSchema(
  schema: TRedactionSchema,
  fileKey: string,
  existing: readonly Highlight[],
  kept: readonly KeptArea[] = [],
  now = Date.now(),
): Restored {
  const areas = schema.pages.flatMap(({ page, sensitive }) =>
    sensitive.map((area) => ({ page, area })),
  );
  // Kept details are used only when they are this record's: the same number of areas.
  const details = kept.length === areas.length ? kept : [];
  const replaced = new Map<string, Highlight>();
  const highlights = areas.map(({ page, area }, index) => {
    const restored = toHighlight(area, page, fileKey, details[index] ?? {}, now);
    const twin = existing.find(
      (mark) => mark.page === page && !replaced.has(mark.id) && isSameBox(mark, restored),
    );
    if (twin === undefined) return restored;
    replaced.set(twin.id, twin);
    // The mark on the file may know its text and basis where this browser kept none.
    return {
      ...restored,
      id: twin.id,
      text: restored.text ?? twin.text,
      basis: restored.basis ?? twin.basis,
    };
  });
  for (const highlight of highlights) {
    if (highlight.text === undefined) delete highlight.text;
    if (highlight.basis === undefined) delete highlight.basis;
  }
  return { highlights, replacedIds: [...replaced.keys()] };
}
