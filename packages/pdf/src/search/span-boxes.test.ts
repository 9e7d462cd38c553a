import { describe, expect, it } from 'vitest';
import type { PageText } from '../engine/page-text';
import { spanBoxes } from './span-boxes';

function page(text: string, boxes: number[][]): PageText {
  return {
    pageNumber: 1,
    width: 612,
    height: 792,
    ocr: false,
    text,
    words: [],
    fields: [],
    boxes: Float32Array.from(boxes.flat()),
    lines: Int32Array.from(boxes.map(() => 0)),
  };
}

describe('spanBoxes', () => {
  it('gives a box an inside where the characters have no width (a glyph copied as a word)', () => {
    // "ab" drawn by one glyph: MuPDF gives the second character a box of no width.
    const boxes = spanBoxes(
      page('ab', [
        [160, 84, 160, 92],
        [160, 84, 160, 92],
      ]),
      0,
      2,
    );
    expect(boxes).toEqual([{ x0: 159.5, y0: 84, x1: 160.5, y1: 92 }]);
  });

  it('keeps real boxes as they are, one per line', () => {
    const text = page('ab', [
      [10, 20, 16, 32],
      [16, 20, 22, 32],
    ]);
    expect(spanBoxes(text, 0, 2)).toEqual([{ x0: 10, y0: 20, x1: 22, y1: 32 }]);
  });
});
