import type { AreaShape, Region } from './regions';

/** Line cap styles (`J`) and join styles (`j`). */
export const CAP = { butt: 0, round: 1, square: 2 } as const;
export const JOIN = { miter: 0, round: 1, bevel: 2 } as const;

/** How a stroke is cut: the areas in its user space and its pen. */
export interface StrokeRule {
  /** The areas the stroke's ink must stay out of, in its user space. */
  areas: readonly AreaShape[];
  /** The areas grown by half the width (see grownByDisk): where a round pen reaches them. */
  disks: readonly Region[];
  halfWidth: number;
  /** 0 butt, 1 round, 2 projecting square. */
  cap: number;
  /** 0 miter, 1 round, 2 bevel. */
  join: number;
  miterLimit: number;
  /** A dashed stroke restarts its pattern at each piece, so pieces are never merged. */
  isDashed: boolean;
  /** How far (user space) a curve may be from the straight pieces it is judged by. */
  tolerance: number;
}
