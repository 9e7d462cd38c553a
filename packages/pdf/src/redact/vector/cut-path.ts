import type { TBBox } from '@workbench/contracts';
import { apply, invert, stretch, type Matrix } from './affine';
import { EVEN_ODD, FILLS, STROKES, type Chunk, type PaintedPath } from './content-walk';
import { areaOf, fillInside, fillOutside, precisionFor, ringsOf, type FillCut } from './fill-cut';
import type { GraphicsState } from './graphics-state';
import { fillChunks, ringsText, strokeChunks, subpathChunks } from './path-writer';
import { areaShape, grownByDisk } from './regions';
import { overlapArea, rectanglesOf, rectsTexts, subtract, userRect } from './rect-cut';
import { cutSubpath, type Piece } from './stroke-cut';
import { CAP, JOIN, type StrokeRule } from './stroke-rule';

/** How far a straight piece may lie from the curve it stands for, in points on the page. */
const FLATNESS = 0.05;
/** A line of width 0 is drawn one pixel wide: a point at 72 dpi, less finer. */
const HAIRLINE = 1;
/** A fill paints under an area when more than this much of it (square points) lies there. */
const FILL_SLACK = 1e-6;

/** What of a painted path lies under the areas it comes near. */
interface Judgement {
  /** The areas whose rectangle the path's ink could reach. */
  near: TBBox[];
  /** Where the path's ink can lie on the page. */
  reach: TBBox;
  /** Null when the fill (if any) stays whole; else what it paints outside the areas, as paths. */
  fill: (() => string[]) | null;
  /** For each subpath, null when its stroke stays whole, else its kept pieces. */
  stroke: (Piece[] | null)[];
  /** The user space squashed flat: nothing of the path can be told apart, all of it goes. */
  isFlat: boolean;
}

/**
 * What a painted path writes instead so as to leave no ink under any area (page space), or null
 * when it has none there and stays as written. Fills lose the areas' region; strokes lose what lies within half the
 * line width of an area, cut into pieces that keep the stroke's state (see cutSubpath); a path
 * that only clips keeps its clip.
 */
export function cutPath(path: PaintedPath, areas: readonly TBBox[]): Chunk[] | null {
  const judgement = judge(path, areas, FILL_SLACK);
  if (!judgement) return null;
  const chunks: Chunk[] = [];
  if (!judgement.isFlat) {
    if (FILLS.has(path.op)) chunks.push(...fillChunks(path, judgement.fill));
    if (STROKES.has(path.op)) chunks.push(...strokeChunks(path, judgement.stroke));
  }
  if (path.clip) chunks.push(...path.subpaths.flatMap(subpathChunks), `${path.clip} n`);
  return chunks;
}

/**
 * Where a painted path leaves ink under an area (page space), or null: the rule cutPath cuts
 * by, so a file it cut has none.
 */
export function inkUnder(path: PaintedPath, areas: readonly TBBox[], slack: number): TBBox | null {
  const judgement = judge(path, areas, slack);
  if (!judgement) return null;
  const { reach } = judgement;
  const under = judgement.near.map((area) => ({
    x0: Math.max(area.x0, reach.x0),
    y0: Math.max(area.y0, reach.y0),
    x1: Math.min(area.x1, reach.x1),
    y1: Math.min(area.y1, reach.y1),
  }));
  return under.reduce((all, box) => ({
    x0: Math.min(all.x0, box.x0),
    y0: Math.min(all.y0, box.y0),
    x1: Math.max(all.x1, box.x1),
    y1: Math.max(all.y1, box.y1),
  }));
}

function judge(path: PaintedPath, areas: readonly TBBox[], slack: number): Judgement | null {
  const { state } = path;
  const isStroke = STROKES.has(path.op);
  const scale = stretch(state.ctm);
  const margin = isStroke ? inkReach(state) : 0;
  const bounds = pageBounds(path);
  const reach = {
    x0: bounds.x0 - margin,
    y0: bounds.y0 - margin,
    x1: bounds.x1 + margin,
    y1: bounds.y1 + margin,
  };
  const near = areas.filter(
    (area) => area.x0 < reach.x1 && area.x1 > reach.x0 && area.y0 < reach.y1 && area.y1 > reach.y0,
  );
  if (near.length === 0) return null;
  const toUser = invert(state.ctm);
  if (!toUser) return { near, reach, fill: null, stroke: [], isFlat: true };
  const tolerance = FLATNESS / scale.max;
  const fill = FILLS.has(path.op) ? cutFill(path, near, toUser, { slack, tolerance }) : null;
  const stroke = isStroke ? cutStroke(path, near, toUser, tolerance) : [];
  const isCut = fill !== null || stroke.some((pieces) => pieces !== null);
  return isCut ? { near, reach, fill, stroke, isFlat: false } : null;
}

function cutFill(
  path: PaintedPath,
  near: readonly TBBox[],
  toUser: Matrix,
  { slack, tolerance }: { slack: number; tolerance: number },
): (() => string[]) | null {
  const [a, b, c, d] = path.state.ctm;
  // User space areas to square points on the page.
  const scale = Math.abs(a * d - b * c);
  const rects = rectanglesOf(path.subpaths);
  const holes = rects ? near.map((area) => userRect(area, toUser)) : [];
  if (rects && holes.every((hole) => hole !== null)) {
    const isUnder = rects.some((rect) =>
      holes.some((hole) => overlapArea(rect, hole) * scale > slack),
    );
    return isUnder ? () => rectsTexts(subtract(rects, holes)) : null;
  }
  const rings = ringsOf(path.subpaths, tolerance);
  let largest = 1;
  for (const ring of rings) {
    for (const { x, y } of ring) largest = Math.max(largest, Math.abs(x), Math.abs(y));
  }
  const cut: FillCut = {
    rings,
    isEvenOdd: EVEN_ODD.has(path.op),
    areas: near.map((area) => areaShape(area, toUser).corners),
    precision: precisionFor(stretch(path.state.ctm).max, largest),
  };
  // Coordinates past what the polygon library holds: the fill goes whole.
  const outside = () => attempt(() => fillOutside(cut).map(ringsText), []);
  return attempt(() => areaOf(fillInside(cut)) * scale > slack, true) ? outside : null;
}

function cutStroke(
  path: PaintedPath,
  near: readonly TBBox[],
  toUser: Matrix,
  tolerance: number,
): (Piece[] | null)[] {
  const { state } = path;
  const half = halfWidth(state, stretch(state.ctm));
  const areas = near.map((area) => areaShape(area, toUser));
  const rule: StrokeRule = {
    areas,
    disks: areas.map((area) => grownByDisk(area, half)),
    halfWidth: half,
    cap: state.cap,
    join: state.join,
    miterLimit: state.miterLimit,
    isDashed: state.dash.length > 0,
    tolerance,
  };
  return path.subpaths.map((subpath) => cutSubpath(subpath, rule));
}

function attempt<T>(work: () => T, otherwise: T): T {
  try {
    return work();
  } catch {
    return otherwise;
  }
}

/** Half the line width in user space; a zero width is a hairline. */
function halfWidth(state: GraphicsState, scale: { min: number }): number {
  return state.lineWidth > 0 ? state.lineWidth / 2 : HAIRLINE / 2 / Math.max(scale.min, 1e-9);
}

/**
 * How far from its path a stroke's ink can reach on the page: half the width, a projecting
 * cap's corner √2 times that, a miter join's spike up to the miter limit times that.
 */
function inkReach(state: GraphicsState): number {
  const scale = stretch(state.ctm);
  const factor = Math.max(
    state.cap === CAP.square ? Math.SQRT2 : 1,
    state.join === JOIN.miter ? state.miterLimit : 1,
  );
  return halfWidth(state, scale) * factor * scale.max;
}

/** The bounds on the page of every point and control point of the path. */
function pageBounds(path: PaintedPath): TBBox {
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  const add = (x: number, y: number) => {
    const { x: px, y: py } = apply(path.state.ctm, x, y);
    bounds.x0 = Math.min(bounds.x0, px);
    bounds.y0 = Math.min(bounds.y0, py);
    bounds.x1 = Math.max(bounds.x1, px);
    bounds.y1 = Math.max(bounds.y1, py);
  };
  for (const subpath of path.subpaths) {
    add(subpath.start.x, subpath.start.y);
    for (const { c1, c2, p1 } of subpath.segments) {
      if (c1) add(c1.x, c1.y);
      if (c2) add(c2.x, c2.y);
      add(p1.x, p1.y);
    }
  }
  return bounds;
}
