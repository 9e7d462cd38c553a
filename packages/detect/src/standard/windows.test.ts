import { describe, expect, it } from 'vitest';

import { planWindows } from './windows';

const limits = { maxWords: 10, maxTokens: 1000, overlap: 4, minOverlap: 2 };

describe('planWindows', () => {
  it('uses one window when the text fits', () => {
    expect(planWindows([1, 1, 1], limits)).toEqual([{ start: 0, end: 3 }]);
    expect(planWindows([], limits)).toEqual([]);
  });

  it('overlaps windows of at most max_len words', () => {
    expect(planWindows(new Array<number>(20).fill(1), limits)).toEqual([
      { start: 0, end: 10 },
      { start: 6, end: 16 },
      { start: 12, end: 20 },
    ]);
  });

  it('also ends a window when its tokens would not fit', () => {
    const windows = planWindows([3, 3, 3, 3, 3, 3], { ...limits, maxTokens: 9, minOverlap: 1 });
    expect(windows).toEqual([
      { start: 0, end: 3 },
      { start: 2, end: 5 },
      { start: 4, end: 6 },
    ]);
  });

  it('puts every span up to max_width words inside some window, off its cut edges', () => {
    // The engine drops spans touching a window edge that cuts the text, so each span must also
    // appear in a window without touching such an edge; an overlap of max_width + 1 ensures it.
    const counts = Array.from({ length: 200 }, (_, index) => 1 + (index % 4));
    const maxWidth = 5;
    const windows = planWindows(counts, {
      maxWords: 30,
      maxTokens: 40,
      overlap: 2,
      minOverlap: maxWidth + 1,
    });
    const isInside = (start: number, end: number) =>
      windows.some(
        (window, index) =>
          (index === 0 ? window.start <= start : window.start < start) &&
          (index === windows.length - 1 ? end < window.end : end < window.end - 1),
      );
    for (let start = 0; start < counts.length; start += 1) {
      for (let end = start; end < Math.min(counts.length, start + maxWidth); end += 1) {
        expect(isInside(start, end), `words ${start}-${end}`).toBe(true);
      }
    }
  });

  it('always advances, even when one word is over the token budget', () => {
    expect(planWindows([50, 1, 1], { ...limits, maxTokens: 10 })).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 3 },
    ]);
  });
});
