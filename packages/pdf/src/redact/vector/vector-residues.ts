import type { TBBox, TResidue } from '@workbench/contracts';
import type { PDFPage } from '../../engine/mupdf';
import { apply, IDENTITY, isNear } from './affine';
import type { PaintedPath } from './content-walk';
import { inkUnder } from './cut-path';
import { visitPage } from './page-walk';
import { isCurve, type Segment } from './path-shape';

export const VECTOR_ART_UNDER_A_BOX = 'vector art under a box';

/**
 * How far, in points, ink may reach into an area and not count: a cut curve's straight pieces
 * lie up to 0.05 points off it, and no one can read a quarter of a point.
 */
const SLACK = 0.25;
/** A fill counts when it paints more than this much (square points) inside an area. */
const FILL_SLACK = 0.01;
/** How far, in points, the overlay's numbers (three decimals) may lie from an area's edges. */
const OVERLAY_SLACK = 0.01;

/**
 * The painted paths of a redacted page (its content and the forms it draws) that leave ink under
 * an area, by the rule the redaction cut them by (cutPath), each a residue where it lies. The
 * overlay drawn over the areas is not counted: in page space, it fills an area's rectangle and
 * strokes its diagonals, which show nothing of what lay there.
 */
export function vectorResidues(
  page: PDFPage,
  pageNumber: number,
  areas: readonly TBBox[],
): TResidue[] {
  const inner = areas
    .map((area) => ({
      x0: area.x0 + SLACK,
      y0: area.y0 + SLACK,
      x1: area.x1 - SLACK,
      y1: area.y1 - SLACK,
    }))
    .filter((area) => area.x1 > area.x0 && area.y1 > area.y0);
  if (inner.length === 0) return [];
  const residues: TResidue[] = [];
  visitPage(page, {
    areas: inner,
    paint(path) {
      if (isOverlay(path, areas)) return null;
      const bbox = inkUnder(path, inner, FILL_SLACK);
      if (bbox) {
        residues.push({
          masked: '',
          length: 0,
          page: pageNumber,
          place: VECTOR_ART_UNDER_A_BOX,
          bbox,
        });
      }
      return null;
    },
  });
  return residues;
}

/**
 * Whether a path is one the overlay draws (appearance-stream.ts): drawn in page space, a fill
 * of one `re` that is an area's rectangle, or a stroke of lines each an area's diagonal.
 */
function isOverlay(path: PaintedPath, areas: readonly TBBox[]): boolean {
  if (path.clip || !isNear(path.state.ctm, IDENTITY, 1e-3)) return false;
  if (path.op === 'f') {
    const [subpath, ...more] = path.subpaths;
    if (!subpath || more.length > 0 || subpath.items.length !== 1) return false;
    const [item] = subpath.items;
    if (item?.op !== 're') return false;
    const [x, y, w, h] = item.operands.map((operand) => (operand as { value: number }).value);
    const rect = { x0: x!, y0: y!, x1: x! + w!, y1: y! + h! };
    return areas.some((area) => isSame(rect, area));
  }
  if (path.op === 'S') {
    return path.subpaths.every(
      ({ segments }) =>
        segments.length === 1 && areas.some((area) => isDiagonal(segments[0]!, area, path)),
    );
  }
  return false;
}

function isSame(rect: TBBox, area: TBBox): boolean {
  return (
    Math.abs(rect.x0 - area.x0) <= OVERLAY_SLACK &&
    Math.abs(rect.y0 - area.y0) <= OVERLAY_SLACK &&
    Math.abs(rect.x1 - area.x1) <= OVERLAY_SLACK &&
    Math.abs(rect.y1 - area.y1) <= OVERLAY_SLACK
  );
}

function isDiagonal(segment: Segment, area: TBBox, path: PaintedPath): boolean {
  if (isCurve(segment)) return false;
  const a = apply(path.state.ctm, segment.p0.x, segment.p0.y);
  const b = apply(path.state.ctm, segment.p1.x, segment.p1.y);
  const box = {
    x0: Math.min(a.x, b.x),
    y0: Math.min(a.y, b.y),
    x1: Math.max(a.x, b.x),
    y1: Math.max(a.y, b.y),
  };
  return isSame(box, area);
}
