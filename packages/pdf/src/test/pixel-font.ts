/**
 * A 5 × 7 pixel alphabet (capitals, digits and a few signs), for test fonts whose glyphs must
 * read as letters to OCR. Each row is five bits, the leftmost pixel first; rows from the top.
 */
const ROWS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
};

/** The lit pixels of a character as [column, row] from the top left; empty for unknown ones. */
export function pixelsOf(char: string): [number, number][] {
  const rows = ROWS[char.toUpperCase()];
  if (!rows) return [];
  const lit: [number, number][] = [];
  rows.split(' ').forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === '1') lit.push([x, y]);
  });
  return lit;
}

/** Font units of one pixel (1000 units to the em): a glyph is 500 wide and 700 tall. */
export const PIXEL_UNITS = 100;
/** Advance of every pixel glyph, in font units: five pixels and one of space. */
export const PIXEL_ADVANCE = 600;

/** One glyph's outline as closed rectangles in font units (y up, baseline at 0). */
export function pixelRectangles(char: string): [number, number, number, number][] {
  return pixelsOf(char).map(([x, y]) => [
    x * PIXEL_UNITS,
    (6 - y) * PIXEL_UNITS,
    (x + 1) * PIXEL_UNITS,
    (7 - y) * PIXEL_UNITS,
  ]);
}
