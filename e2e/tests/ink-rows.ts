import { inkBands, type Picture } from '@workbench/pdf/test-images';
import { drawGray, type Gray } from './misplaced-scan';
import { expect } from './fixtures';

/**
 * Whether row `y` holds a redaction: 40 pixels side by side, three in four near black — wider than
 * any glyph's stroke, and allowing for the white letters of a code drawn on the box.
 */
function isBoxRow(page: Gray, y: number): boolean {
  const WINDOW = 40;
  const row = page.pixels.subarray(y * page.width, (y + 1) * page.width);
  let black = 0;
  for (let x = 0; x < page.width; x++) {
    black += row[x]! < 60 ? 1 : 0;
    if (x >= WINDOW) black -= row[x - WINDOW]! < 60 ? 1 : 0;
    if (black >= WINDOW * 0.75) return true;
  }
  return false;
}

const darkIn = (rows: [number, number], count: (y: number) => number) => {
  let dark = 0;
  for (let y = rows[0]; y <= rows[1]; y++) dark += count(y);
  return dark;
};

/**
 * Checks a redacted page against the picture it was made from, drawn at the picture's size: the
 * redaction covers line `covered`'s ink from its top to its bottom row, and every other line keeps
 * its ink (no box in its rows, and as many dark pixels as the picture has).
 */
export function expectOnlyLineCovered(file: string, picture: Picture, covered: number) {
  const page = drawGray(file, ['-w', String(picture.width)]);
  expect(Math.abs(page.height - picture.height)).toBeLessThanOrEqual(2);
  const bands = inkBands(picture);
  for (const [index, band] of bands.entries()) {
    const boxed = Array.from({ length: band[1] - band[0] + 1 }, (_, i) =>
      isBoxRow(page, band[0] + i),
    );
    const where = `line ${index + 1}, rows ${band[0]}–${band[1]}: ${boxed.map(Number).join('')}`;
    if (index === covered) {
      expect(boxed.every(Boolean), where).toBe(true);
      continue;
    }
    expect(boxed.some(Boolean), where).toBe(false);
    const before = darkIn(band, (y) => {
      let dark = 0;
      for (let x = 0; x < picture.width; x++)
        dark += picture.rgb[(y * picture.width + x) * 3]! < 128 ? 1 : 0;
      return dark;
    });
    const after = darkIn(band, (y) => {
      let dark = 0;
      for (let x = 0; x < page.width; x++) dark += page.pixels[y * page.width + x]! < 128 ? 1 : 0;
      return dark;
    });
    expect(after / before, where).toBeGreaterThan(0.85);
  }
}
