import { describe, expect, it } from 'vitest';
import { parsePageRanges } from './page-ranges';

describe('parsePageRanges', () => {
  it('reads single pages and ranges, in order and once each', () => {
    expect(parsePageRanges('3, 5-7', 10)).toEqual({ pages: [3, 5, 6, 7] });
    expect(parsePageRanges(' 7–5 ;2 2,9 ', 10)).toEqual({ pages: [2, 5, 6, 7, 9] });
    expect(parsePageRanges('1 - 3', 3)).toEqual({ pages: [1, 2, 3] });
  });

  it('refuses an empty list, words, and pages the file does not have', () => {
    expect(parsePageRanges(' , ', 4)).toEqual({ error: { reason: 'empty' } });
    expect(parsePageRanges('2, x', 4)).toEqual({ error: { reason: 'malformed', part: 'x' } });
    expect(parsePageRanges('1-2-3', 4)).toEqual({ error: { reason: 'malformed', part: '1-2-3' } });
    expect(parsePageRanges('3-', 4)).toEqual({ error: { reason: 'malformed', part: '3-' } });
    expect(parsePageRanges('0', 4)).toEqual({
      error: { reason: 'outOfRange', page: 0, pageCount: 4 },
    });
    expect(parsePageRanges('2-9', 4)).toEqual({
      error: { reason: 'outOfRange', page: 9, pageCount: 4 },
    });
  });
});
