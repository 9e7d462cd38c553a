import type { Point } from './affine';
import { isCurve, type Segment } from './path-shape';

/** A segment as straight pieces: its parameter and point at each break, first to last. */
export interface Flattened {
  ts: number[];
  points: Point[];
}

/**
 * Curves halve at most this often: 4096 pieces hold a curve to 0.05 points up to some 10⁵
 * points long, far past any page, and a hostile file's giant curves stay cheap.
 */
const MAX_DEPTH = 12;

/**
 * The segment as straight pieces no farther than `tolerance` from it: a line as itself, a curve
 * halved until its control points lie that close to each piece (the curve lies in their hull).
 */
export function flatten(segment: Segment, tolerance: number): Flattened {
  if (!isCurve(segment)) return { ts: [0, 1], points: [segment.p0, segment.p1] };
  const flat: Flattened = { ts: [0], points: [segment.p0] };
  const { p0, c1, c2, p1 } = segment;
  subdivide(flat, [p0, c1, c2, p1], 0, 1, tolerance, 0);
  return flat;
}

type Cubic = [Point, Point, Point, Point];

function subdivide(
  flat: Flattened,
  cubic: Cubic,
  t0: number,
  t1: number,
  tolerance: number,
  depth: number,
): void {
  const [p0, c1, c2, p1] = cubic;
  if (depth >= MAX_DEPTH || (near(c1, p0, p1, tolerance) && near(c2, p0, p1, tolerance))) {
    flat.ts.push(t1);
    flat.points.push(p1);
    return;
  }
  const [left, right] = halve(cubic);
  const middle = (t0 + t1) / 2;
  subdivide(flat, left, t0, middle, tolerance, depth + 1);
  subdivide(flat, right, middle, t1, tolerance, depth + 1);
}

/** Whether `point` lies within `tolerance` of the segment from `a` to `b`. */
function near(point: Point, a: Point, b: Point, tolerance: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const squared = dx * dx + dy * dy;
  const t =
    squared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / squared));
  const ex = a.x + t * dx - point.x;
  const ey = a.y + t * dy - point.y;
  return ex * ex + ey * ey <= tolerance * tolerance;
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

function halve([p0, c1, c2, p1]: Cubic): [Cubic, Cubic] {
  const a = mid(p0, c1);
  const b = mid(c1, c2);
  const c = mid(c2, p1);
  const d = mid(a, b);
  const e = mid(b, c);
  const m = mid(d, e);
  return [
    [p0, a, d, m],
    [m, e, c, p1],
  ];
}

export function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** The part of a curve from parameter `t0` to `t1`, as a curve of its own (de Casteljau). */
export function subCurve(segment: Segment, t0: number, t1: number): Cubic {
  const cubic: Cubic = [segment.p0, segment.c1 ?? segment.p0, segment.c2 ?? segment.p1, segment.p1];
  const tail = t0 > 0 ? splitAt(cubic, t0)[1] : cubic;
  if (t1 >= 1) return tail;
  // Where t1 falls on the tail, which runs from t0 to 1.
  return splitAt(tail, (t1 - t0) / (1 - t0))[0];
}

function splitAt([p0, c1, c2, p1]: Cubic, t: number): [Cubic, Cubic] {
  const a = lerp(p0, c1, t);
  const b = lerp(c1, c2, t);
  const c = lerp(c2, p1, t);
  const d = lerp(a, b, t);
  const e = lerp(b, c, t);
  const m = lerp(d, e, t);
  return [
    [p0, a, d, m],
    [m, e, c, p1],
  ];
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The direction a segment leaves its start in and arrives at its end in (not normalised). */
export function tangents(segment: Segment): { start: Point; end: Point } {
  const points = [segment.p0, segment.c1, segment.c2, segment.p1].filter(
    (point): point is Point => point !== undefined,
  );
  const first = points.find((point) => distance(point, segment.p0) > 1e-9) ?? segment.p1;
  const last = [...points].reverse().find((point) => distance(point, segment.p1) > 1e-9);
  const before = last ?? segment.p0;
  return {
    start: { x: first.x - segment.p0.x, y: first.y - segment.p0.y },
    end: { x: segment.p1.x - before.x, y: segment.p1.y - before.y },
  };
}
