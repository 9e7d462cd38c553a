import { describe, expect, it } from 'vitest';
import { keepToOwnLine, widenToLine } from './ocr-geometry';
import type { OcrLine } from './ocr-types';

const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 120) => ({
  text,
  x0,
  y0,
  x1,
  y1,
  confidence: 90,
});

describe('widenToLine', () => {
  it("widens every word by 15 % of the line's height, left, right and down", () => {
    const [kari, nordmann] = widenToLine([word('Kari', 100, 130), word('Nordmann', 150, 220)]);
    expect(kari).toMatchObject({ x0: 97, x1: 133, y0: 100, y1: 123 });
    expect(nordmann).toMatchObject({ x0: 147, x1: 223, y1: 123 });
  });

  it('stops at the middle of a narrow gap, so neighbours never overlap', () => {
    const [a, b] = widenToLine([word('a', 100, 110), word('b', 112, 130)]);
    expect(a!.x1).toBe(111);
    expect(b!.x0).toBe(111);
    expect(a!.x0).toBe(97);
  });

  it('keeps words that already touch or overlap as they are on that side', () => {
    const [a, b] = widenToLine([word('a', 100, 115), word('b', 112, 130)]);
    expect(a!.x1).toBe(115);
    expect(b!.x0).toBe(112);
  });

  it('never reaches left of the page', () => {
    expect(widenToLine([word('a', 1, 20)])[0]!.x0).toBe(0);
  });
});

describe('keepToOwnLine', () => {
  /** A word whose ink is `y0`–`y1`, padded 4 pt above and 3 pt below as toOcrWord and widenToLine do. */
  const inked = (text: string, x0: number, x1: number, y0: number, y1: number) => ({
    ...word(text, x0 - 1, x1 + 1, y0 - 4, y1 + 3),
    ink: { x0, y0, x1, y1 },
  });

  it('stops the padding at the middle of the gap to the lines above and below', () => {
    // Lines 14 pt apart with 4 pt gaps: the padding reached 4 pt into the line above.
    const [above, middle, below] = keepToOwnLine([
      [inked('Melding', 100, 160, 100, 110)],
      [inked('Kari', 100, 130, 114, 124)],
      [inked('Oslo', 110, 140, 128, 138)],
    ]).map((line) => line[0]);
    expect(middle).toMatchObject({ y0: 112, y1: 126 });
    expect(above).toMatchObject({ y0: 96, y1: 112 });
    expect(below).toMatchObject({ y0: 126, y1: 141 });
  });

  it('leaves words of other columns, words without ink, and overlapping lines as they are', () => {
    const lines = [
      [inked('Venstre', 10, 60, 100, 110), word('gammel', 200, 240, 96, 113)],
      [inked('Høyre', 300, 340, 112, 122), inked('skrå', 20, 50, 108, 118)],
    ];
    const [[left, old], [right, tilted]] = keepToOwnLine(lines) as [OcrLine, OcrLine];
    expect(old).toBe(lines[0]![1]);
    expect(right).toBe(lines[1]![0]);
    // "skrå" overlaps "Venstre" in height: no gap to split.
    expect(left).toBe(lines[0]![0]);
    expect(tilted).toBe(lines[1]![1]);
  });
});
