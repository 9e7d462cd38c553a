/** A PDF matrix `[a b c d e f]`: a point maps to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number];

export interface Point {
  x: number;
  y: number;
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `first` then `second`, as PDF concatenates: `cm` makes `multiply(m, ctm)`. */
export function multiply(first: Matrix, second: Matrix): Matrix {
  const [a, b, c, d, e, f] = first;
  const [A, B, C, D, E, F] = second;
  return [
    a * A + b * C,
    a * B + b * D,
    c * A + d * C,
    c * B + d * D,
    e * A + f * C + E,
    e * B + f * D + F,
  ];
}

/** The inverse, or null when the matrix squashes the plane to a line or a point. */
export function invert(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

export function apply(m: Matrix, x: number, y: number): Point {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

/**
 * How much the matrix stretches lengths at most and at least (its singular values): a distance
 * in user space times `max` bounds it on the page, a page distance over `min` bounds it in user
 * space.
 */
export function stretch(m: Matrix): { max: number; min: number } {
  const [a, b, c, d] = m;
  const sum = a * a + b * b + c * c + d * d;
  const det = Math.abs(a * d - b * c);
  const root = Math.sqrt(Math.max(0, sum * sum - 4 * det * det));
  return { max: Math.sqrt((sum + root) / 2), min: Math.sqrt(Math.max(0, (sum - root) / 2)) };
}

/** Whether two matrices are the same to within `slack` in every entry. */
export function isNear(m: Matrix, n: Matrix, slack = 1e-4): boolean {
  return m.every((value, index) => Math.abs(value - n[index]!) <= slack);
}
