import { describe, expect, it } from 'vitest';
import { createScanInput } from './recognizer';
import { codiceFiscaleRecognizer, isValidCodiceFiscale } from './codice-fiscale.recognizer';

const found = (text: string) =>
  codiceFiscaleRecognizer.find(createScanInput(text)).map((candidate) => ({
    text: text.slice(candidate.start, candidate.end),
    score: candidate.score,
    doubt: candidate.basis?.doubt,
  }));

describe('isValidCodiceFiscale', () => {
  it('checks the check letter over the fifteen characters before it', () => {
    expect(isValidCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isValidCodiceFiscale('MRTMTT91D08F205J')).toBe(true);
    expect(isValidCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
  });

  it('reads a woman’s day (plus 40) and letters standing for digits', () => {
    // Day 48 is the 8th for a woman; "omocodia" writes the last digit 5 as R (check letter E).
    expect(isValidCodiceFiscale('MRTMTT91D48F205N')).toBe(true);
    expect(isValidCodiceFiscale('MRTMTT91D08F20RE')).toBe(true);
  });

  it('fails a code whose day is no day of the month', () => {
    // The check letter is right for these characters; day 90 is neither a man's nor a woman's.
    const body = 'RSSMRO10C90G273';
    const letter = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((char) =>
      isValidCodiceFiscale(`RSSMRO10C10G273${char}`),
    )!;
    expect(isValidCodiceFiscale(`RSSMRO10C10G273${letter}`)).toBe(true);
    expect(
      [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].some((char) => isValidCodiceFiscale(body + char)),
    ).toBe(false);
  });
});

describe('codiceFiscaleRecognizer', () => {
  it('finds a code on its own line under "P.IVA/CF:", sure when it checks out', () => {
    expect(found('Mario Rossi\nVia Torino 40\nP.IVA/CF:\nRSSMRA85T10A562S\n')).toEqual([
      { text: 'RSSMRA85T10A562S', score: 0.9, doubt: undefined },
    ]);
  });

  it('suggests a code of the right form whose check fails, with the reason', () => {
    expect(found('C.F. RSSMRO10C90G273X')).toEqual([
      { text: 'RSSMRO10C90G273X', score: 0.6, doubt: 'checksum' },
    ]);
  });

  it('takes nothing of another form: lower case, inside a longer word, a wrong month letter', () => {
    expect(found('rssmra85t10a562s XRSSMRA85T10A562S RSSMRA85T10A562SX RSSMRA85Z10A562S')).toEqual(
      [],
    );
  });
});
