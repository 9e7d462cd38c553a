import { describe, expect, it } from 'vitest';
import { displayOrder, foldForMatch, foldText, isBinaryText } from './fold-text';

describe('foldText', () => {
  it('reads compatibility forms as their letters, and case and space as nothing', () => {
    expect(foldForMatch('Ｈａｎｓｅｎ')).toBe('hansen');
    expect(foldForMatch('Secret  Name\nHANSEN')).toBe('secretnamehansen');
    expect(foldForMatch('ﬁle')).toBe('file');
  });

  it('drops the characters nobody sees', () => {
    expect(foldForMatch('Han\u00adsen')).toBe('hansen');
    expect(foldForMatch('Han\u200bs\u200den\u2060')).toBe('hansen');
    expect(foldForMatch('\ufeff\u202eHansen\u202c')).toBe('hansen');
  });

  it('composes a letter with its combining marks', () => {
    expect(foldForMatch('Bjo\u0308rn')).toBe(foldForMatch('Björn'));
  });

  it('keeps where each folded character came from', () => {
    const { folded, start, end } = foldText('A\u00adｂ 𝐂d');
    expect(folded).toBe('abcd');
    expect(start).toEqual([0, 2, 4, 6]);
    expect(end).toEqual([1, 3, 6, 7]);
  });
});

describe('displayOrder', () => {
  it('reverses what a right-to-left override shows, up to its end', () => {
    expect(displayOrder('Call \u202enesnaH emaN\u202c now')).toBe('Call Name Hansen\u202c now');
    expect(displayOrder('plain text')).toBeNull();
  });
});

describe('isBinaryText', () => {
  it('tells DER and packed data from text', () => {
    expect(isBinaryText('\u0013\u0012Secret Name Hansen1\u000b0\t')).toBe(true);
    expect(isBinaryText('Secret Name Hansen\n\tline two')).toBe(false);
  });
});
