import {
  Clipper,
  ClipType,
  FillRule,
  PolyTreeD,
  type PathD,
  type PathsD,
  type PolyPathD,
} from 'clipper2-ts';
import type { Point } from './affine';
import { flatten } from './bezier';
import type { Subpath } from './path-shape';

/** A fill's region and the areas' region, in one user space, as polygon rings. */
export interface FillCut {
  rings: PathsD;
  isEvenOdd: boolean;
  /** The areas, each a parallelogram of four corners. */
  areas: readonly (readonly Point[])[];
  /** Decimal places the polygon library rounds to (see precisionFor). */
  precision: number;
}

/** The rings a fill paints: each subpath closed, curves as straight pieces within `tolerance`. */
export function ringsOf(subpaths: readonly Subpath[], tolerance: number): PathsD {
  return subpaths.map((subpath) => {
    const ring: PathD = [{ x: subpath.start.x, y: subpath.start.y }];
    for (const segment of subpath.segments) {
      const { points } = flatten(segment, tolerance);
      for (const point of points.slice(1)) ring.push({ x: point.x, y: point.y });
    }
    return ring;
  });
}

/**
 * The decimal places for coordinates that stretch by `scale` onto the page: a thousandth of a
 * point there, within what the library can hold (its integers stay below 2^50).
 */
export function precisionFor(scale: number, largest: number): number {
  const wanted = Math.ceil(3 + Math.log10(Math.max(scale, 1e-9)));
  const room = Math.floor(15 - Math.log10(Math.max(largest, 1)));
  return Math.max(0, Math.min(8, wanted, room));
}

/** What the fill paints inside the areas (none when it paints nothing there). */
export function fillInside(cut: FillCut): PathsD {
  const subject = normalised(cut);
  return run(ClipType.Intersection, subject, areasRegion(cut), cut.precision);
}

/**
 * What the fill paints outside the areas, one shape at a time: each outer ring with its holes.
 * Shapes apart are painted apart: a reader draws a path of one ring more exactly than one of
 * several (poppler blurs the edges of the latter by a pixel).
 */
export function fillOutside(cut: FillCut): PathsD[] {
  const tree = new PolyTreeD();
  const subject = normalised(cut);
  Clipper.booleanOpDWithPolyTree(
    ClipType.Difference,
    subject,
    areasRegion(cut),
    tree,
    FillRule.NonZero,
    cut.precision,
  );
  const shapes: PathsD[] = [];
  const addOuter = (outer: PolyPathD) => {
    const holes = Array.from({ length: outer.count }, (_, index) => outer.child(index));
    shapes.push([outer.poly ?? [], ...holes.map((hole) => hole.poly ?? [])]);
    // Islands inside the holes are shapes of their own.
    for (const hole of holes) {
      for (let index = 0; index < hole.count; index++) addOuter(hole.child(index));
    }
  };
  for (let index = 0; index < tree.count; index++) addOuter(tree.child(index));
  return shapes;
}

/** The area of a set of rings made by the library (holes count negative). */
export function areaOf(rings: PathsD): number {
  return Math.abs(Clipper.areaPathsD(rings));
}

/**
 * The fill's region as simple rings that the nonzero rule fills as the fill's own rule did:
 * the library applies one rule to both operands, and the areas need the nonzero rule (two
 * overlapping areas would cancel out under even-odd).
 */
function normalised(cut: FillCut): PathsD {
  if (!cut.isEvenOdd) return cut.rings;
  return Clipper.booleanOpD(ClipType.Union, cut.rings, null, FillRule.EvenOdd, cut.precision);
}

/** The areas, all turning the same way, so that under the nonzero rule overlaps add up. */
function areasRegion(cut: FillCut): PathsD {
  return cut.areas.map((corners) => {
    const ring = corners.map(({ x, y }) => ({ x, y }));
    return Clipper.isPositiveD(ring) ? ring : ring.reverse();
  });
}

function run(type: ClipType, subject: PathsD, clip: PathsD, precision: number): PathsD {
  return Clipper.booleanOpD(type, subject, clip, FillRule.NonZero, precision);
}
