import { describe, expect, it } from 'vitest';

import { splitWords } from './words';

describe('splitWords', () => {
  it('splits like GLiNER: word runs joined by - or _, every other non-space alone', () => {
    const text = 'Kari Nordmann-Hansen, tlf. 912 34 567 (e_post: kari@x.no)';
    expect(splitWords(text).map((word) => word.text)).toEqual([
      'Kari',
      'Nordmann-Hansen',
      ',',
      'tlf',
      '.',
      '912',
      '34',
      '567',
      '(',
      'e_post',
      ':',
      'kari',
      '@',
      'x',
      '.',
      'no',
      ')',
    ]);
  });

  it('treats non-ASCII letters as word characters, as Python does', () => {
    expect(splitWords('Bjørn Ødegård bor i Tromsø').map((word) => word.text)).toEqual([
      'Bjørn',
      'Ødegård',
      'bor',
      'i',
      'Tromsø',
    ]);
  });

  it('keeps offsets into the source text', () => {
    const text = '  Anne\tLise 😀 Berg\n';
    for (const word of splitWords(text)) {
      expect(text.slice(word.start, word.end)).toBe(word.text);
    }
    expect(splitWords(text).map((word) => word.text)).toEqual(['Anne', 'Lise', '😀', 'Berg']);
  });
});
