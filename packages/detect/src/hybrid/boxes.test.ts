import { describe, expect, it } from 'vitest';
import { boxesForRange, type PositionedWord } from './boxes';

// "Ring tlf:91234567 i dag\nKari Nordmann" — two lines, 10 points per character.
function words(): PositionedWord[] {
  const line = (text: string, offset: number, y: number, firstStart: number) => {
    const result: PositionedWord[] = [];
    let x = 0;
    let start = firstStart;
    for (const word of text.split(' ')) {
      result.push({
        start,
        end: start + word.length,
        x0: offset + x,
        y0: y,
        x1: offset + x + word.length * 10,
        y1: y + 12,
      });
      x += (word.length + 1) * 10;
      start += word.length + 1;
    }
    return result;
  };
  return [...line('Ring tlf:91234567 i dag', 0, 100, 0), ...line('Kari Nordmann', 0, 120, 24)];
}

describe('boxesForRange', () => {
  it('covers whole words of one line with one box', () => {
    expect(boxesForRange(words(), 24, 37)).toEqual([{ x0: 0, y0: 120, x1: 130, y1: 132 }]);
  });

  it('covers the whole word when the range holds only part of it', () => {
    // "91234567" sits at characters 9..17, inside the word "tlf:91234567" (5..17): glyph widths
    // vary, so cutting by characters could leave a digit uncovered.
    expect(boxesForRange(words(), 9, 17)).toEqual([{ x0: 50, y0: 100, x1: 170, y1: 112 }]);
  });

  it('gives one box per line for a range across a line break', () => {
    const boxes = boxesForRange(words(), 20, 28);
    expect(boxes).toEqual([
      { x0: 200, y0: 100, x1: 230, y1: 112 },
      { x0: 0, y0: 120, x1: 40, y1: 132 },
    ]);
    // Starting inside "dag" (20..23) and ending inside "Kari" (24..28) still covers both words.
    expect(boxesForRange(words(), 21, 26)).toEqual(boxes);
  });

  it('finds nothing outside the words', () => {
    expect(boxesForRange(words(), 100, 110)).toEqual([]);
  });
});
