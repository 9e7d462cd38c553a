import type { TPdfWord } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import {
  charactersIn,
  classifyPress,
  isTinyDrag,
  isUsableRect,
  mergeIntoLines,
  rectBetween,
  samePosition,
  wordAt,
} from './geometry';
import { fromBBox, scaleRect, toBBox } from './highlight';

function word(text: string, x0: number, y0: number, width: number, height = 10): TPdfWord {
  return { text, x0, y0, x1: x0 + width, y1: y0 + height, ocr: false, start: 0, end: text.length };
}

describe('coordinates', () => {
  it('stores page units and draws them multiplied by the page scale', () => {
    const rect = { x: 10, y: 20, w: 30, h: 5 };
    expect(scaleRect(rect, 1.5)).toEqual({ x: 15, y: 30, w: 45, h: 7.5 });
    expect(fromBBox(toBBox(rect))).toEqual(rect);
  });

  it('builds a rectangle from a drag in any direction', () => {
    expect(rectBetween({ x: 50, y: 40 }, { x: 10, y: 60 })).toEqual({ x: 10, y: 40, w: 40, h: 20 });
  });

  it('ignores rectangles under 2 units and drags not exceeding 2 × 2 px', () => {
    expect(isUsableRect({ x: 0, y: 0, w: 2, h: 2 })).toBe(true);
    expect(isUsableRect({ x: 0, y: 0, w: 1.9, h: 40 })).toBe(false);
    expect(isTinyDrag(2, 30)).toBe(true);
    expect(isTinyDrag(3, 3)).toBe(false);
  });
});

describe('classifyPress', () => {
  it('tells a word click, a cancel and a drag apart by the §9 thresholds', () => {
    expect(classifyPress(299, 7)).toBe('word');
    expect(classifyPress(300, 2)).toBe('cancel');
    expect(classifyPress(100, 8)).toBe('drag');
    expect(classifyPress(800, 40)).toBe('drag');
  });
});

describe('samePosition', () => {
  const base = { x: 100, y: 100, w: 40, h: 10 };

  it('matches rectangles overlapping by 5 % of the smaller one', () => {
    expect(samePosition(base, { x: 138, y: 100, w: 40, h: 10 })).toBe(true); // 5 % overlap
    expect(samePosition(base, { x: 139, y: 100, w: 400, h: 100 })).toBe(false);
  });

  it('matches near centres of similar size, not far ones or very different sizes', () => {
    expect(samePosition(base, { x: 140, y: 120, w: 40, h: 10 })).toBe(true);
    expect(samePosition(base, { x: 200, y: 100, w: 40, h: 10 })).toBe(false);
    expect(samePosition(base, { x: 145, y: 100, w: 10, h: 10 })).toBe(false);
  });
});

describe('text selection', () => {
  const words = [
    word('Kari', 10, 100, 40),
    word('Nordmann', 55, 100, 80),
    word('bor', 10, 103, 30),
    word('Oslo', 10, 130, 40),
  ];

  it('picks the characters whose centres lie inside the rectangle', () => {
    const picked = charactersIn(words, { x: 55, y: 95, w: 40, h: 20 });
    expect(picked.map((box) => box.text)).toEqual(['Nord']);
    expect(picked[0]).toMatchObject({ x: 55, w: 40 });
  });

  it('takes the characters a flat drag along a line passes over', () => {
    const picked = charactersIn(words, { x: 55, y: 104, w: 40, h: 0 });
    expect(picked.map((box) => box.text)).toEqual(['Nord']);
  });

  it('finds the word under a point', () => {
    expect(wordAt(words, { x: 60, y: 105 })?.text).toBe('Nordmann');
    expect(wordAt(words, { x: 300, y: 105 })).toBeUndefined();
  });

  it('merges boxes into one per line within 6 units and keeps other lines apart', () => {
    const lines = mergeIntoLines([
      { text: 'Nordmann', x: 55, y: 100, w: 80, h: 10 },
      { text: 'Kari', x: 10, y: 100, w: 40, h: 10 },
      { text: 'bor', x: 140, y: 103, w: 30, h: 10 },
      { text: 'Oslo', x: 10, y: 130, w: 40, h: 10 },
    ]);
    expect(lines).toEqual([
      { text: 'Kari Nordmann bor', x: 10, y: 100, w: 160, h: 13 },
      { text: 'Oslo', x: 10, y: 130, w: 40, h: 10 },
    ]);
  });
});
