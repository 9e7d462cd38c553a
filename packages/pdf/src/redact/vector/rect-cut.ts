import type { TBBox } from '@workbench/contracts';
import { writeNumber } from '../../content/content-writer';
import { apply, type Matrix, type Point } from './affine';
import type { Subpath } from './path-shape';

/** A rectangle with sides along the axes, in user space. */
export type Rect = TBBox;

/** Past this many rectangles in one fill, checking that none overlap costs more than it saves. */
const MAX_RECTANGLES = 64;
const SAME = 1e-9;

/**
 * The rectangles a fill paints when each subpath is one with sides along the axes and no two
 * overlap (then every fill rule paints each whole); null otherwise. Readers draw such a fill
 * as rectangles, edges snapped to pixels (poppler): written back as `re`, what stays of it
 * looks as it did.
 */
export function rectanglesOf(subpaths: readonly Subpath[]): Rect[] | null {
  if (subpaths.length > MAX_RECTANGLES) return null;
  const rects: Rect[] = [];
  for (const subpath of subpaths) {
    const rect = rectangleOf(subpath);
    if (!rect) return null;
    if (rects.some((other) => overlap(other, rect))) return null;
    if (rect.x1 > rect.x0 && rect.y1 > rect.y0) rects.push(rect);
  }
  return rects;
}

function rectangleOf(subpath: Subpath): Rect | null {
  if (subpath.segments.some((segment) => segment.c1)) return null;
  const corners = [subpath.start, ...subpath.segments.map((segment) => segment.p1)];
  while (corners.length > 4 && same(corners.at(-1)!, corners[0]!)) corners.pop();
  if (corners.length !== 4) return null;
  const [a, b, c, d] = corners as [Point, Point, Point, Point];
  const alongX = near(a.y, b.y) && near(b.x, c.x) && near(c.y, d.y) && near(d.x, a.x);
  const alongY = near(a.x, b.x) && near(b.y, c.y) && near(c.x, d.x) && near(d.y, a.y);
  if (!alongX && !alongY) return null;
  return {
    x0: Math.min(a.x, c.x),
    y0: Math.min(a.y, c.y),
    x1: Math.max(a.x, c.x),
    y1: Math.max(a.y, c.y),
  };
}

/** An area (page space) in user space, when it stays a rectangle with sides along the axes. */
export function userRect(area: TBBox, toUser: Matrix): Rect | null {
  const [a, b, c, d] = toUser;
  const isAligned = (near(b, 0) && near(c, 0)) || (near(a, 0) && near(d, 0));
  if (!isAligned) return null;
  const p = apply(toUser, area.x0, area.y0);
  const q = apply(toUser, area.x1, area.y1);
  return {
    x0: Math.min(p.x, q.x),
    y0: Math.min(p.y, q.y),
    x1: Math.max(p.x, q.x),
    y1: Math.max(p.y, q.y),
  };
}

/**
 * What stays of the rectangles outside the holes: each cut into at most four, the bands above
 * and below a hole whole across, the two sides beside it between them.
 */
export function subtract(rects: readonly Rect[], holes: readonly Rect[]): Rect[] {
  let kept = [...rects];
  for (const hole of holes) {
    kept = kept.flatMap((rect) => {
      if (!overlap(rect, hole)) return [rect];
      const top = Math.max(rect.y0, hole.y0);
      const bottom = Math.min(rect.y1, hole.y1);
      return [
        { ...rect, y1: top },
        { ...rect, y0: bottom },
        { x0: rect.x0, y0: top, x1: Math.max(rect.x0, hole.x0), y1: bottom },
        { x0: Math.min(rect.x1, hole.x1), y0: top, x1: rect.x1, y1: bottom },
      ].filter((piece) => piece.x1 - piece.x0 > SAME && piece.y1 - piece.y0 > SAME);
    });
  }
  return kept;
}

/** The area two rectangles share (0 when they do not overlap). */
export function overlapArea(a: Rect, b: Rect): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Rectangles as paths, those that touch one another in one path (drawn apart, their shared
 * edge would show as a faint seam), the others each in its own: a reader draws a path of one
 * rectangle exactly to its edges (poppler blurs those of a path of several by a pixel).
 */
export function rectsTexts(rects: readonly Rect[]): string[] {
  const groups: Rect[][] = [];
  for (const rect of rects) {
    const touching = groups.filter((group) => group.some((other) => touch(other, rect)));
    const merged = [...touching.flat(), rect];
    for (const group of touching) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  return groups.map((group) =>
    group
      .map(({ x0, y0, x1, y1 }) =>
        [x0, y0, x1 - x0, y1 - y0]
          .map((value) => writeNumber(value))
          .join(' ')
          .concat(' re'),
      )
      .join(' '),
  );
}

/** Whether two rectangles that do not overlap share a stretch of edge. */
function touch(a: Rect, b: Rect): boolean {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return (near(width, 0) && height > SAME) || (near(height, 0) && width > SAME);
}

function overlap(a: Rect, b: Rect): boolean {
  return overlapArea(a, b) > 0;
}

const near = (a: number, b: number) => Math.abs(a - b) <= SAME;
const same = (a: Point, b: Point) => near(a.x, b.x) && near(a.y, b.y);
