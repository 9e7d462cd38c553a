import type { TBBox } from '@workbench/contracts';
import type { mupdf } from '../../engine/mupdf';

export type Matrix = [number, number, number, number, number, number];
type Path = InstanceType<typeof mupdf.Path>;

/** How far, in points, a drawing may stand out of a rectangle and still count as inside it. */
const SLACK = 0.05;

/** Whether `box` lies inside `rect`. */
export function within(box: TBBox, rect: TBBox): boolean {
  return (
    box.x0 >= rect.x0 - SLACK &&
    box.y0 >= rect.y0 - SLACK &&
    box.x1 <= rect.x1 + SLACK &&
    box.y1 <= rect.y1 + SLACK
  );
}

/**
 * The rectangles a path fills, in device space, when every subpath of it is an axis-aligned
 * rectangle there and no two overlap (then any fill rule fills each whole); empty otherwise.
 */
export function rectanglesOf(path: Path, ctm: Matrix): TBBox[] {
  const subpaths: { x: number; y: number }[][] = [];
  let isCurved = false;
  const point = (x: number, y: number) => ({
    x: ctm[0] * x + ctm[2] * y + ctm[4],
    y: ctm[1] * x + ctm[3] * y + ctm[5],
  });
  path.walk({
    moveTo: (x, y) => subpaths.push([point(x, y)]),
    lineTo: (x, y) => subpaths.at(-1)?.push(point(x, y)),
    curveTo: () => (isCurved = true),
    closePath: () => undefined,
  });
  if (isCurved || subpaths.length === 0) return [];
  const rects: TBBox[] = [];
  for (const points of subpaths) {
    const rect = rectangleOf(points);
    if (!rect) return [];
    if (rects.some((other) => overlaps(other, rect))) return [];
    rects.push(rect);
  }
  return rects;
}

/** The rectangle four corners (a fifth closing the first) make, when they make one. */
function rectangleOf(points: readonly { x: number; y: number }[]): TBBox | null {
  const corners =
    points.length === 5 && same(points[0]!, points[4]!) ? points.slice(0, 4) : points.slice();
  if (corners.length !== 4) return null;
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const rect = {
    x0: Math.min(...xs),
    y0: Math.min(...ys),
    x1: Math.max(...xs),
    y1: Math.max(...ys),
  };
  if (rect.x1 - rect.x0 < SLACK || rect.y1 - rect.y0 < SLACK) return null;
  // Each side runs along x or along y: the corners go round the rectangle.
  for (let index = 0; index < 4; index++) {
    const a = corners[index]!;
    const b = corners[(index + 1) % 4]!;
    const isAlongX = Math.abs(a.y - b.y) < SLACK;
    const isAlongY = Math.abs(a.x - b.x) < SLACK;
    if (isAlongX === isAlongY) return null;
  }
  return rect;
}

const same = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < SLACK && Math.abs(a.y - b.y) < SLACK;

const overlaps = (a: TBBox, b: TBBox) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
