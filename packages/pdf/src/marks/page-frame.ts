import type { TBBox } from '@workbench/contracts';

/** An affine map [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f), as PDF writes them. */
export type Matrix = [number, number, number, number, number, number];

/** Eight numbers: the four corners of one marked line, as /QuadPoints and XFDF's coords hold them. */
export type Quad = [number, number, number, number, number, number, number, number];

/**
 * One page's frame: the map from the file's own coordinates (PDF user space: the media box, y
 * upwards, before /Rotate) to page coordinates (the visible page as a viewer shows it; see ZBBox),
 * which is MuPDF's page transform. XFDF and /Redact annotations are written in user space.
 */
export interface PageFrame {
  toPage: Matrix;
}

export function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const determinant = a * d - b * c;
  if (determinant === 0 || !Number.isFinite(determinant)) throw new Error('A flat page transform');
  return [
    d / determinant,
    -b / determinant,
    -c / determinant,
    a / determinant,
    (c * f - d * e) / determinant,
    (b * e - a * f) / determinant,
  ];
}

export function transformPoint([x, y]: readonly [number, number], m: Matrix): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The box that holds the four corners of `box` carried by `m`. */
export function transformBox(box: TBBox, m: Matrix): TBBox {
  const corners = [
    transformPoint([box.x0, box.y0], m),
    transformPoint([box.x1, box.y0], m),
    transformPoint([box.x0, box.y1], m),
    transformPoint([box.x1, box.y1], m),
  ];
  return enclosingPoints(corners);
}

/** The box that holds a quad's four corners. */
export function quadBox(quad: Quad): TBBox {
  return enclosingPoints([
    [quad[0], quad[1]],
    [quad[2], quad[3]],
    [quad[4], quad[5]],
    [quad[6], quad[7]],
  ]);
}

/**
 * A box carried by `m` as a quad in the order Acrobat writes /QuadPoints: upper left, upper
 * right, lower left, lower right of the text as read (page coordinates have y downwards, so
 * "upper" is the box's y0 there).
 */
export function boxQuad(box: TBBox, m: Matrix): Quad {
  const points = [
    transformPoint([box.x0, box.y0], m),
    transformPoint([box.x1, box.y0], m),
    transformPoint([box.x0, box.y1], m),
    transformPoint([box.x1, box.y1], m),
  ];
  return points.flat() as Quad;
}

function enclosingPoints(points: readonly (readonly [number, number])[]): TBBox {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
