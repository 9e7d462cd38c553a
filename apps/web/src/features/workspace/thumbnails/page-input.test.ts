import { describe, expect, it } from 'vitest';
import { digitsOnly, pageFromInput } from './page-input';

describe('thumbnail page input', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('1a2-3 ')).toBe('123');
  });

  it('goes to pages from 1 to the page count, and nowhere for empty or out-of-range input', () => {
    expect(pageFromInput('1', 12)).toBe(1);
    expect(pageFromInput('12', 12)).toBe(12);
    expect(pageFromInput('13', 12)).toBeNull();
    expect(pageFromInput('0', 12)).toBeNull();
    expect(pageFromInput('', 12)).toBeNull();
  });
});
