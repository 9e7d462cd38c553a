import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

const texts = (source: string): string[] => tokenize(source).map((token) => token.text);

describe('tokenize', () => {
  it('gives offsets that slice back to each token', () => {
    const source = '  Ærlig talt, Åse Øvrebø bodde på «Ås» i 1999–2003!\n\tSlutt.';
    const tokens = tokenize(source);
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) expect(source.slice(token.start, token.end)).toBe(token.text);
    expect(texts(source)).toContain('Øvrebø');
    expect(texts(source)).toContain('Ærlig');
  });

  it('keeps hyphenated and apostrophe names whole', () => {
    expect(texts("Anne-Lise O'Brien met Jean-Pierre d'Artagnan.")).toEqual([
      'Anne-Lise',
      "O'Brien",
      'met',
      'Jean-Pierre',
      "d'Artagnan",
      '.',
    ]);
  });

  it('splits a possessive off the name', () => {
    expect(texts("Ola's bil og Jones’s hus")).toEqual([
      'Ola',
      "'s",
      'bil',
      'og',
      'Jones',
      '’s',
      'hus',
    ]);
  });

  it('keeps the full stop of initials and titles but not of a sentence end', () => {
    expect(texts('J. K. Rowling met Mr. Smith and Dr. Ås. Then home.')).toEqual([
      'J.',
      'K.',
      'Rowling',
      'met',
      'Mr.',
      'Smith',
      'and',
      'Dr.',
      'Ås',
      '.',
      'Then',
      'home',
      '.',
    ]);
  });

  it('marks tokens that follow a line break', () => {
    const tokens = tokenize('Kari\nNordmann and\r\n  Ola here');
    expect(tokens.map((token) => token.isAfterNewline)).toEqual([false, true, false, true, false]);
  });

  it('keeps dates and amounts together', () => {
    expect(texts('Betalt 12.03.2024: kr 4 000,50')).toEqual([
      'Betalt',
      '12.03.2024',
      ':',
      'kr',
      '4',
      '000,50',
    ]);
  });

  it('returns nothing for blank text', () => {
    expect(tokenize(' \n\t ')).toEqual([]);
  });
});
