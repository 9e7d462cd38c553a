import { describe, expect, it } from 'vitest';
import { encodeLatin1 } from '../../bytes/bytes';
import { parseContent } from '../../content/content-parser';
import { IDENTITY } from './affine';
import { PathBuilder, type Subpath } from './path-shape';
import { areaShape, grownByDisk } from './regions';
import { cutSubpath } from './stroke-cut';
import type { StrokeRule } from './stroke-rule';

/** The subpaths path construction operators build. */
function subpaths(content: string): Subpath[] {
  const builder = new PathBuilder();
  for (const item of parseContent(encodeLatin1(content)).items) builder.add(item);
  return builder.painted();
}

/** A stroke rule for an area given in user space (the identity maps one to the other here). */
function rule(
  area: { x0: number; y0: number; x1: number; y1: number },
  more: Partial<StrokeRule> & { width?: number } = {},
): StrokeRule {
  const halfWidth = (more.width ?? 2) / 2;
  const shape = areaShape(area, IDENTITY);
  return {
    areas: [shape],
    disks: [grownByDisk(shape, halfWidth)],
    halfWidth,
    cap: 0,
    join: 0,
    miterLimit: 10,
    isDashed: false,
    tolerance: 0.01,
    ...more,
  };
}

const AREA = { x0: 100, y0: 0, x1: 200, y1: 100 };

describe('cutSubpath', () => {
  it('ends a butt-capped line square across it, its corner on the edge when it crosses aslant', () => {
    // A line at 45°: the end's corner lies half the width aside, so the spine stops short by
    // half the width over √2 — and no more.
    const [line] = subpaths('0 0 m 150 150 l');
    const [piece] = cutSubpath(line!, rule(AREA, { width: 4 }))!;
    const end = piece!.commands.at(-1)!.to;
    expect(end.x).toBeCloseTo(100 - Math.SQRT2, 6);
    // The corner of the end (half the width along the normal) touches x = 100.
    expect(end.x + 2 / Math.SQRT2).toBeCloseTo(100, 6);
  });

  it('stops a square-capped line half the width earlier, a round one at half the width', () => {
    const [line] = subpaths('0 50 m 300 50 l');
    const ends = [0, 1, 2].map((cap) => {
      const pieces = cutSubpath(line!, rule(AREA, { width: 4, cap }))!;
      return [pieces[0]!.commands.at(-1)!.to.x, pieces[1]!.start.x];
    });
    expect(ends).toEqual([
      [100, 200],
      [98, 202],
      [98, 202],
    ]);
  });

  it('keeps a closed outline cut on one side as one piece, its corner at the start joined', () => {
    const [outline] = subpaths('20 20 60 60 re');
    const pieces = cutSubpath(outline!, rule({ x0: 70, y0: 40, x1: 120, y1: 60 }))!;
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.start).toEqual({ x: 80, y: 60 });
    expect(pieces[0]!.commands.at(-1)!.to).toEqual({ x: 80, y: 40 });
    // Through the start corner (20, 20) without a break.
    expect(pieces[0]!.commands.map(({ to }) => to)).toContainEqual({ x: 20, y: 20 });
  });

  it('keeps the pieces of a dashed outline apart, each knowing how far along it starts', () => {
    const [outline] = subpaths('20 20 60 60 re');
    const pieces = cutSubpath(
      outline!,
      rule({ x0: 70, y0: 40, x1: 120, y1: 60 }, { isDashed: true }),
    )!;
    expect(pieces.map(({ offset }) => offset)).toEqual([0, 60 + 40]);
  });

  it('splits a miter join whose spike would reach into an area, and leaves a blunt one whole', () => {
    // A sharp turn at (100, 40): its spike reaches 2.24 up, past the pens' 0.45.
    const [sharp] = subpaths('80 0 m 100 40 l 120 0 l');
    const area = { x0: 90, y0: 41.5, x1: 110, y1: 60 };
    expect(cutSubpath(sharp!, rule(area))).toHaveLength(2);
    expect(cutSubpath(sharp!, rule(area, { join: 2 }))).toBeNull();
    expect(cutSubpath(sharp!, rule(area, { miterLimit: 2 }))).toBeNull();
  });

  it('finds the join at the start of a closed subpath drawn back to its start before `h`', () => {
    // The line back to (100, 40) leaves `h` nothing to draw: the corner there joins the sides.
    const [triangle] = subpaths('100 40 m 120 0 l 80 0 l 100 40 l h');
    const pieces = cutSubpath(triangle!, rule({ x0: 90, y0: 41.5, x1: 110, y1: 60 }));
    expect(pieces).toHaveLength(1);
    expect(pieces![0]!.start).toEqual({ x: 100, y: 40 });
  });

  it('leaves a path whose ink stays out of the areas whole', () => {
    const [line] = subpaths('0 103 m 300 103 l');
    expect(cutSubpath(line!, rule(AREA, { width: 4 }))).toBeNull();
    expect(cutSubpath(line!, rule(AREA, { width: 8 }))).toHaveLength(2);
  });
});
