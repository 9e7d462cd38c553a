import type { TBBox } from '@workbench/contracts';
import { apply, type Matrix, type Point } from './affine';

/** The points with `nx·x + ny·y <= h`. */
export interface HalfPlane {
  nx: number;
  ny: number;
  h: number;
}

/** A convex region: the points inside all of its half-planes. */
export type Region = readonly HalfPlane[];

/** An interval of a segment's parameter, from `t0` to `t1`. */
export type Interval = [number, number];

/** Shorter than this (in a segment's parameter) a crossing is a touch, and removes nothing. */
const TOUCH = 1e-9;

/** An area in user space: its corners (a parallelogram) and the half-planes that bound it. */
export interface AreaShape {
  corners: Point[];
  planes: HalfPlane[];
}

/** An area of the page (page space) as `toUser` maps it into a path's user space. */
export function areaShape(area: TBBox, toUser: Matrix): AreaShape {
  const corners = [
    apply(toUser, area.x0, area.y0),
    apply(toUser, area.x1, area.y0),
    apply(toUser, area.x1, area.y1),
    apply(toUser, area.x0, area.y1),
  ];
  const centre = {
    x: corners.reduce((sum, corner) => sum + corner.x, 0) / 4,
    y: corners.reduce((sum, corner) => sum + corner.y, 0) / 4,
  };
  const planes = corners.map((corner, index) => {
    const next = corners[(index + 1) % 4]!;
    const length = Math.hypot(next.x - corner.x, next.y - corner.y) || 1;
    let nx = (next.y - corner.y) / length;
    let ny = -(next.x - corner.x) / length;
    // Outward: away from the centre.
    if (nx * (centre.x - corner.x) + ny * (centre.y - corner.y) > 0) [nx, ny] = [-nx, -ny];
    return { nx, ny, h: nx * corner.x + ny * corner.y };
  });
  return { corners, planes };
}

/**
 * The points within `radius` of an area (a round pen's reach), and a little more: the edges
 * pushed out by `radius`, the corners cut off by a line `radius` away from them (the pushed
 * edges of a skewed parallelogram would otherwise meet far out).
 */
export function grownByDisk({ corners, planes }: AreaShape, radius: number): Region {
  const grown = planes.map((plane) => ({ ...plane, h: plane.h + radius }));
  if (radius <= 0) return grown;
  corners.forEach((corner, index) => {
    const before = planes[(index + 3) % 4]!;
    const after = planes[index]!;
    const length = Math.hypot(before.nx + after.nx, before.ny + after.ny);
    if (length < 1e-9) return;
    const nx = (before.nx + after.nx) / length;
    const ny = (before.ny + after.ny) / length;
    grown.push({ nx, ny, h: nx * corner.x + ny * corner.y + radius });
  });
  return grown;
}

/**
 * The points of a path running in direction `along` (a unit vector) whose pen — `across` to
 * each side, `ahead` forward and back — meets the area: the area grown by that rectangle
 * (exactly: their Minkowski sum). A butt-capped stroke's ink at a point is the pen with no
 * length; a projecting square cap reaches half the width ahead.
 */
export function grownByPen(
  { corners, planes }: AreaShape,
  along: Point,
  across: number,
  ahead: number,
): Region {
  const normal = { x: -along.y, y: along.x };
  const reach = (nx: number, ny: number) =>
    across * Math.abs(nx * normal.x + ny * normal.y) +
    ahead * Math.abs(nx * along.x + ny * along.y);
  const grown = planes.map(({ nx, ny, h }) => ({ nx, ny, h: h + reach(nx, ny) }));
  for (const [direction, extra] of [
    [normal, across],
    [along, ahead],
  ] as const) {
    for (const sign of [1, -1]) {
      const nx = sign * direction.x;
      const ny = sign * direction.y;
      const support = Math.max(...corners.map((corner) => nx * corner.x + ny * corner.y));
      grown.push({ nx, ny, h: support + extra });
    }
  }
  return grown;
}

/**
 * The part of the segment from `a` to `b` inside a region, as an interval of its parameter
 * (Cyrus–Beck), or null when it stays outside or only touches it.
 */
export function clipSegment(a: Point, b: Point, region: Region): Interval | null {
  let enter = 0;
  let leave = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (const { nx, ny, h } of region) {
    const room = h - (nx * a.x + ny * a.y);
    const along = nx * dx + ny * dy;
    if (along === 0) {
      if (room < 0) return null;
      continue;
    }
    const t = room / along;
    if (along > 0) leave = Math.min(leave, t);
    else enter = Math.max(enter, t);
    if (enter > leave) return null;
  }
  if (dx === 0 && dy === 0) return [0, 1];
  return leave - enter > TOUCH ? [enter, leave] : null;
}

/** Whether a point lies inside a region, not on its edge. */
export function isInside(point: Point, region: Region): boolean {
  return region.every(({ nx, ny, h }) => nx * point.x + ny * point.y < h - 1e-9);
}

/** The parts of [0, 1] that none of `removed` covers, in order. */
export function keptIntervals(removed: readonly Interval[]): Interval[] {
  const sorted = [...removed].sort((a, b) => a[0] - b[0]);
  const kept: Interval[] = [];
  let from = 0;
  for (const [start, end] of sorted) {
    if (start - from > TOUCH) kept.push([from, start]);
    from = Math.max(from, end);
  }
  if (1 - from > TOUCH) kept.push([from, 1]);
  return kept;
}
