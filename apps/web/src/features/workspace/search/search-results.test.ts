import { describe, expect, it } from 'vitest';
import { countsByQuery, type SearchResults } from './search-results';

const match = { bbox: { x0: 0, y0: 0, x1: 1, y1: 1 }, text: 'Oslo' };

describe('match counts per term', () => {
  it('counts the open files only: a closed file leaves no matches behind', () => {
    const results: SearchResults = {
      a: { 1: { 'oslo|': [match, match] }, 2: { 'oslo|': [match], 'kari|': [match] } },
      closed: { 1: { 'oslo|': Array.from({ length: 287 }, () => match) } },
    };
    expect(countsByQuery(results, ['a'])).toEqual({ 'oslo|': 3, 'kari|': 1 });
    expect(countsByQuery(results, [])).toEqual({});
  });
});
