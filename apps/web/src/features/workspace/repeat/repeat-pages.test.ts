import { describe, expect, it } from 'vitest';
import { repeatPages } from './repeat-pages';

describe('repeatPages', () => {
  it('takes every page, the odd or the even ones, without the mark’s own page', () => {
    expect(repeatPages('all', '', 5, 2)).toEqual({ pages: [1, 3, 4, 5] });
    expect(repeatPages('odd', '', 5, 1)).toEqual({ pages: [3, 5] });
    expect(repeatPages('even', '', 5, 1)).toEqual({ pages: [2, 4] });
    expect(repeatPages('even', '', 5, 4)).toEqual({ pages: [2] });
  });

  it('reads a list of pages and ranges, leaving out the mark’s own page', () => {
    expect(repeatPages('range', '2-5, 8', 10, 3)).toEqual({ pages: [2, 4, 5, 8] });
    expect(repeatPages('range', '6–4', 10, 1)).toEqual({ pages: [4, 5, 6] });
  });

  it('refuses a list it cannot read or that runs past the file, and only the own page', () => {
    expect(repeatPages('range', '', 10, 1)).toEqual({ error: { reason: 'empty' } });
    expect(repeatPages('range', '2-x', 10, 1)).toEqual({
      error: { reason: 'malformed', part: '2-x' },
    });
    expect(repeatPages('range', '2-12', 10, 1)).toEqual({
      error: { reason: 'outOfRange', page: 12, pageCount: 10 },
    });
    expect(repeatPages('range', '3', 10, 3)).toEqual({ error: { reason: 'ownPageOnly', page: 3 } });
    expect(repeatPages('even', '', 1, 1)).toEqual({ error: { reason: 'ownPageOnly', page: 1 } });
  });
});
