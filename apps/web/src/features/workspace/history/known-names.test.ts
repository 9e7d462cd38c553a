import { beforeEach, describe, expect, it } from 'vitest';
import { forgetNames, knownName, KNOWN_NAMES_LIMIT, rememberName } from './known-names';

beforeEach(() => localStorage.clear());

describe('the names behind history records', () => {
  it('remembers a name by its hash until sign-out', () => {
    expect(knownName('abc')).toBeUndefined();
    rememberName('abc', 'vedtak.pdf');
    expect(knownName('abc')).toBe('vedtak.pdf');
    forgetNames();
    expect(knownName('abc')).toBeUndefined();
  });

  it('keeps a bounded number, dropping the oldest, and survives a broken store', () => {
    for (let index = 0; index <= KNOWN_NAMES_LIMIT; index++)
      rememberName(`h${index}`, `${index}.pdf`);
    expect(knownName('h0')).toBeUndefined();
    expect(knownName(`h${KNOWN_NAMES_LIMIT}`)).toBe(`${KNOWN_NAMES_LIMIT}.pdf`);
    localStorage.setItem('workbench.history-names', '[1,2');
    expect(knownName('h1')).toBeUndefined();
    rememberName('x', 'x.pdf');
    expect(knownName('x')).toBe('x.pdf');
  });
});
