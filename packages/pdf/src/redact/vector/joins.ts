import type { Point } from './affine';
import { tangents } from './bezier';
import type { Segment } from './path-shape';
import { clipSegment, isInside, type AreaShape } from './regions';
import { JOIN, type StrokeRule } from './stroke-rule';

/**
 * Whether the join between two segments puts ink in an area. Its ink lies on the outer side of
 * the turn, between the two segments' pens: a bevel's triangle, or the quadrilateral up to a
 * miter's tip (a round join's arc lies within the one its tangents make). A sharp turn with a
 * round join is judged by the disk round the corner. Such a join is split into two ends, which
 * the cut keeps out of the areas.
 */
export function joinEnters(before: Segment, after: Segment, rule: StrokeRule): boolean {
  const corner = before.p1;
  const incoming = unit(tangents(before).end);
  const outgoing = unit(tangents(after).start);
  if (!incoming || !outgoing) return false;
  const turn = incoming.x * outgoing.y - incoming.y * outgoing.x;
  const sharpness = incoming.x * outgoing.x + incoming.y * outgoing.y;
  // Straight on: no join. Straight back: only a round join draws anything, half a disk.
  if (Math.abs(turn) < 1e-9) {
    return (
      sharpness < 0 && rule.join === JOIN.round && rule.disks.some((disk) => isInside(corner, disk))
    );
  }
  // The pens' outer corners: on the right of the path when it turns left, and the other way.
  const side = turn > 0 ? 1 : -1;
  const h = rule.halfWidth;
  const first = { x: corner.x + side * incoming.y * h, y: corner.y - side * incoming.x * h };
  const second = { x: corner.x + side * outgoing.y * h, y: corner.y - side * outgoing.x * h };
  // The tip where the pens' outer edges meet, half the width over the cosine of half the turn.
  const halfCosine = Math.sqrt(Math.max(0, (1 + sharpness) / 2));
  const isMiter = rule.join === JOIN.miter && halfCosine > 0 && 1 / halfCosine <= rule.miterLimit;
  if (rule.join === JOIN.round && halfCosine < 0.5) {
    return rule.disks.some((disk) => isInside(corner, disk));
  }
  const wedge = [corner, first, second];
  if (isMiter || rule.join === JOIN.round) {
    const middle = unit({
      x: first.x + second.x - 2 * corner.x,
      y: first.y + second.y - 2 * corner.y,
    });
    if (middle) {
      const reach = h / halfCosine;
      wedge.splice(2, 0, { x: corner.x + middle.x * reach, y: corner.y + middle.y * reach });
    }
  }
  return rule.areas.some((area) => polygonsMeet(wedge, area));
}

/** Whether a small convex polygon meets an area: an edge crosses it, or it holds the area. */
function polygonsMeet(polygon: readonly Point[], area: AreaShape): boolean {
  const crosses = polygon.some(
    (point, index) =>
      clipSegment(point, polygon[(index + 1) % polygon.length]!, area.planes) !== null,
  );
  return crosses || holds(polygon, area.corners[0]!);
}

function holds(polygon: readonly Point[], point: Point): boolean {
  let sign = 0;
  for (let index = 0; index < polygon.length; index++) {
    const a = polygon[index]!;
    const b = polygon[(index + 1) % polygon.length]!;
    const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
    if (Math.abs(cross) < 1e-12) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return sign !== 0;
}

function unit(vector: Point): Point | null {
  const length = Math.hypot(vector.x, vector.y);
  return length < 1e-12 ? null : { x: vector.x / length, y: vector.y / length };
}
