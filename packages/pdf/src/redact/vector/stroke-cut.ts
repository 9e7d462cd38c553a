import type { Point } from './affine';
import { distance, flatten, lerp, subCurve, type Flattened } from './bezier';
import { isCurve, type Segment, type Subpath } from './path-shape';
import { joinEnters } from './joins';
import { clipSegment, grownByPen, keptIntervals, type Interval } from './regions';
import { CAP, type StrokeRule } from './stroke-rule';

/** One drawing step of a kept piece: a line to `to`, or a curve when it has control points. */
export interface Command {
  to: Point;
  c1?: Point;
  c2?: Point;
}

/** An open subpath that stays of a cut one, and how far along the original it starts. */
export interface Piece {
  start: Point;
  commands: Command[];
  /** The length of the original subpath before the piece (user space): its dash phase. */
  offset: number;
}

/** The pieces of one subpath as they are collected, in order. */
class Pieces {
  list: Piece[] = [];
  current: Piece | null = null;
  isCut = false;
  /** Whether the first piece starts where the subpath does. */
  startsAtStart = false;

  /** Adds a step to the current piece, starting one at `from` when none is open. */
  add(command: Command, from: Point, offset: number): void {
    if (!this.current) {
      if (this.list.length === 0 && !this.isCut) this.startsAtStart = true;
      this.current = { start: from, commands: [], offset };
    }
    this.current.commands.push(command);
  }

  end(): void {
    if (this.current && this.current.commands.length > 0) this.list.push(this.current);
    this.current = null;
  }
}

/**
 * What stays of a stroked subpath: null when all of it stays as drawn, else its pieces that no
 * area's reach touches (none when the reach covers it all). A curve that is cut stays a curve
 * up to the straight piece where it is cut. A join that would put ink in an area is split into
 * two ends there.
 */
export function cutSubpath(subpath: Subpath, rule: StrokeRule): Piece[] | null {
  const pieces = new Pieces();
  let offset = 0;
  const { segments } = subpath;
  // Joins are between segments that go somewhere: one of no length draws none of its own.
  const moving = segments.filter((segment) => !isDot(segment));
  let previous: Segment | null = null;
  for (const segment of segments) {
    if (previous && !isDot(segment)) {
      if (pieces.current && joinEnters(previous, segment, rule)) {
        pieces.isCut = true;
        pieces.end();
      }
    }
    const flat = flatten(segment, rule.tolerance);
    const removed = removedParts(flat, rule);
    if (removed.every((parts) => parts.length === 0)) {
      pieces.add(whole(segment), segment.p0, offset);
      offset += lengthOf(flat);
    } else {
      pieces.isCut = true;
      offset = cutSegment(segment, flat, removed, pieces, offset);
    }
    if (!isDot(segment)) previous = segment;
  }
  const closingJoin =
    subpath.isClosed && moving.length > 1 && joinEnters(moving.at(-1)!, moving[0]!, rule);
  if (!pieces.isCut && !closingJoin) return null;
  const reachesEnd = pieces.current !== null;
  pieces.end();
  const list = pieces.list;
  // A closed subpath cut elsewhere keeps its join at the start: the last piece runs on into the
  // first. A dashed one cannot, its pattern restarts there.
  const isJoined = subpath.isClosed && reachesEnd && pieces.startsAtStart && !closingJoin;
  if (isJoined && !rule.isDashed && list.length > 1) {
    const last = list.pop()!;
    list[0] = { ...last, commands: [...last.commands, ...list[0]!.commands] };
  }
  return list;
}

/**
 * For each straight piece of a flattened segment, the parts of it whose ink would lie in an
 * area: where the pen drawn across it meets one (see grownByPen; a round cap's pen is a disk).
 * Every such part goes, so a new end's cap — butt, square or round — stays out of the areas.
 */
function removedParts(flat: Flattened, rule: StrokeRule): Interval[][] {
  const parts: Interval[][] = [];
  for (let index = 0; index + 1 < flat.points.length; index++) {
    const a = flat.points[index]!;
    const b = flat.points[index + 1]!;
    const length = distance(a, b);
    const along = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
    const ahead = rule.cap === CAP.square ? rule.halfWidth : 0;
    // A dot has no direction: only a round cap draws one, as a disk.
    const regions =
      rule.cap === CAP.round || length < 1e-12
        ? rule.disks
        : rule.areas.map((area) => grownByPen(area, along, rule.halfWidth, ahead));
    const inside: Interval[] = [];
    for (const region of regions) {
      const part = clipSegment(a, b, region);
      if (part) inside.push(part);
    }
    parts.push(inside);
  }
  return parts;
}

/**
 * Adds what stays of a segment some area reaches to the pieces: straight pieces of a curve left
 * whole run on as the curve between them; a cut piece ends or starts a piece where it is cut.
 * Returns the offset after the segment.
 */
function cutSegment(
  segment: Segment,
  flat: Flattened,
  removed: readonly Interval[][],
  pieces: Pieces,
  offset: number,
): number {
  let runFrom: number | null = null;
  let runOffset = offset;
  const flushRun = (to: number) => {
    if (runFrom === null) return;
    const command = part(segment, flat.ts[runFrom]!, flat.ts[to]!, flat.points[to]!);
    pieces.add(command, flat.points[runFrom]!, runOffset);
    runFrom = null;
  };
  removed.forEach((inside, index) => {
    const a = flat.points[index]!;
    const b = flat.points[index + 1]!;
    const length = distance(a, b);
    if (inside.length === 0) {
      if (runFrom === null) [runFrom, runOffset] = [index, offset];
      offset += length;
      return;
    }
    flushRun(index);
    const kept = keptIntervals(inside);
    for (const [from, to] of kept) {
      if (from > 0) pieces.end();
      pieces.add({ to: lerp(a, b, to) }, lerp(a, b, from), offset + from * length);
      if (to < 1) pieces.end();
    }
    if (kept.length === 0) pieces.end();
    offset += length;
  });
  flushRun(removed.length);
  return offset;
}

function isDot(segment: Segment): boolean {
  const { p0, p1, c1, c2 } = segment;
  return [c1, c2, p1].every((point) => !point || (point.x === p0.x && point.y === p0.y));
}

/** The segment as a drawing step, whole. */
function whole(segment: Segment): Command {
  return isCurve(segment) ? { to: segment.p1, c1: segment.c1, c2: segment.c2 } : { to: segment.p1 };
}

/** The part of a segment from `t0` to `t1`, ending at `to` (the flattened point there). */
function part(segment: Segment, t0: number, t1: number, to: Point): Command {
  if (!isCurve(segment)) return { to };
  const [, c1, c2] = subCurve(segment, t0, t1);
  return { to, c1, c2 };
}

function lengthOf(flat: Flattened): number {
  let length = 0;
  for (let index = 0; index + 1 < flat.points.length; index++) {
    length += distance(flat.points[index]!, flat.points[index + 1]!);
  }
  return length;
}
