import { describe, expect, it } from 'vitest';
import {
  compileContext,
  CONTEXT_BOOST,
  enhanceScore,
  hasContextBefore,
  MIN_SCORE_WITH_CONTEXT,
  normalizeWord,
} from './context-enhancer';

const phone = compileContext('tlf telefon mobil ring f.nr');
const at = (text: string, needle: string): number => text.indexOf(needle);

describe('normalizeWord', () => {
  it('lower-cases and drops punctuation, keeping Norwegian letters', () => {
    expect(normalizeWord('F.nr:')).toBe('fnr');
    expect(normalizeWord('D-nummer')).toBe('dnummer');
    expect(normalizeWord('Fødselsnr.')).toBe('fødselsnr');
    expect(normalizeWord('(Tlf)')).toBe('tlf');
  });
});

describe('hasContextBefore', () => {
  it('finds a context word right before the match, punctuation and case ignored', () => {
    const text = 'TLF.: 22 33 44 55';
    expect(hasContextBefore(text, at(text, '22'), phone)).toBe(true);
  });

  it('finds a context word glued to the match with a colon', () => {
    const text = 'tlf:22334455';
    expect(hasContextBefore(text, at(text, '22'), phone)).toBe(true);
  });

  it('looks back five words and no further', () => {
    const inside = 'ring meg i dag eller 22334455';
    const outside = 'ring meg i dag eller i morgen 22334455';
    expect(hasContextBefore(inside, at(inside, '22'), phone)).toBe(true);
    expect(hasContextBefore(outside, at(outside, '22'), phone)).toBe(false);
  });

  it('does not count punctuation tokens as words', () => {
    const text = 'ring - - - - - - 22334455';
    expect(hasContextBefore(text, at(text, '22'), phone)).toBe(true);
  });

  it('does not look after the match', () => {
    const text = '22334455 er telefonen min';
    expect(hasContextBefore(text, 0, phone)).toBe(false);
  });

  it('matches Norwegian compounds by prefix and, for long words, inside the word', () => {
    const compound = 'Telefonnummeret: 22334455';
    const inside = 'mobiltelefon 22334455';
    expect(hasContextBefore(compound, at(compound, '22'), phone)).toBe(true);
    expect(hasContextBefore(inside, at(inside, '22'), phone)).toBe(true);
  });

  it('keeps short words exact, so "tlf" does not hit "tlfx" nor "ring" hit "vurdering"', () => {
    const short = 'tlfx 22334455';
    const suffix = 'vurdering 22334455';
    expect(hasContextBefore(short, at(short, '22'), phone)).toBe(false);
    expect(hasContextBefore(suffix, at(suffix, '22'), phone)).toBe(false);
  });

  it('matches dotted context words written without the dots', () => {
    const text = 'fnr 01019012345';
    expect(hasContextBefore(text, at(text, '01'), phone)).toBe(true);
  });

  it('finds nothing at the start of a text', () => {
    expect(hasContextBefore('22334455', 0, phone)).toBe(false);
  });
});

describe('enhanceScore', () => {
  it('adds the boost when context is present and caps at 1', () => {
    expect(enhanceScore(0.4, true)).toBeCloseTo(0.4 + CONTEXT_BOOST);
    expect(enhanceScore(0.9, true)).toBe(1);
  });

  it('lifts a low score to the context minimum', () => {
    expect(enhanceScore(0, true)).toBeCloseTo(Math.max(CONTEXT_BOOST, MIN_SCORE_WITH_CONTEXT));
  });

  it('leaves the score alone without context', () => {
    expect(enhanceScore(0.3, false)).toBe(0.3);
  });
});

describe('hasContextBefore: word separators', () => {
  it('splits "a/b" and brackets into words, so each word is compared on its own', () => {
    const text = 'Fnr/tlfx: 22334455';
    const bracket = '(tlf) 22334455';
    expect(hasContextBefore(text, at(text, '22'), compileContext('fnr'))).toBe(true);
    expect(hasContextBefore(bracket, at(bracket, '22'), phone)).toBe(true);
  });
});

describe('hasContextBefore: long look-backs', () => {
  it('stops reading after a bounded stretch of punctuation', () => {
    const text = `tlf ${'- '.repeat(200)}22334455`;
    expect(hasContextBefore(text, text.indexOf('22'), phone)).toBe(false);
    const near = `tlf ${'- '.repeat(20)}22334455`;
    expect(hasContextBefore(near, near.indexOf('22'), phone)).toBe(true);
  });
});
