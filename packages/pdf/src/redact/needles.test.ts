import { describe, expect, it } from 'vitest';
import { trimPunctuation } from '@workbench/contracts';
import { compact, isDistinctive, isQuotable, needlesOf } from './needles';

describe('redacted strings the file is scanned for', () => {
  it('keeps words of four letters or more and long numbers, not short words or small numbers', () => {
    expect(
      ['Kari', 'Nordmann', '01020312345', '+47 22 33 44 55'].filter(isDistinctive),
    ).toHaveLength(4);
    expect(['the', '11.7', '2018', '700', 'Ola'].filter(isDistinctive)).toEqual([]);
  });

  it('also cleans other strings of numbers of three digits or more, not of short words', () => {
    expect(['4521', '0150', '12-34', '700', '1.250'].filter(isQuotable)).toHaveLength(5);
    expect(['the', 'Ola', '43', '7.5', '12a'].filter(isQuotable)).toEqual([]);
    expect(needlesOf('Saksnr. 4521')).toEqual(['Saksnr. 4521', 'Saksnr', '4521']);
  });

  it('takes the text and its words, split at any white space, the quotable ones only', () => {
    expect(needlesOf('Kari Nordmann')).toEqual(['Kari Nordmann', 'Kari', 'Nordmann']);
    // Over a line break: "43\nc" is no word, and would match a drawing operator ("43 c").
    expect(needlesOf('Bemerkung 43\nc')).toEqual(['Bemerkung 43\nc', 'Bemerkung']);
    expect(needlesOf('Ola\tNavn,')).toEqual(['Ola\tNavn', 'Navn']);
  });

  it('drops the punctuation around a word and compares without case or spaces', () => {
    expect(trimPunctuation('(because,')).toBe('because');
    expect(trimPunctuation('«Søknad»')).toBe('Søknad');
    expect(compact('Kari  Nordmann')).toBe('karinordmann');
  });
});
