import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  fodselsnummerRecognizer,
  isValidFodselsnummer,
} from './fodselsnummer.recognizer';
import { recognizeIdentifiers } from './index';
import { breakLastDigit, makeFodselsnummer, run, texts } from './synthetic-ids.test-helper';

// 15.07.1965, individual 005: computed by the helper and checked by hand once.
const FNR = '15076500565';

describe('isValidFodselsnummer', () => {
  it('accepts a fødselsnummer with both control digits right', () => {
    expect(makeFodselsnummer('150765', 5)).toBe(FNR);
    expect(isValidFodselsnummer(FNR)).toBe(true);
  });

  it('rejects a wrong second or first control digit', () => {
    expect(isValidFodselsnummer(breakLastDigit(FNR))).toBe(false);
    expect(isValidFodselsnummer('15076500575')).toBe(false);
  });

  it('accepts D-nummer (day + 40) and H-nummer (month + 40)', () => {
    const dNumber = makeFodselsnummer('550765', 5);
    const hNumber = makeFodselsnummer('154765', 5);
    expect(isValidFodselsnummer(dNumber)).toBe(true);
    expect(isValidFodselsnummer(hNumber)).toBe(true);
    expect(birthDateOf(dNumber)).toEqual({ year: 1965, month: 7, day: 15 });
  });

  it('rejects impossible dates even when the control digits work out', () => {
    expect(isValidFodselsnummer(makeFodselsnummer('310465', 5))).toBe(false); // 31 April
    expect(isValidFodselsnummer(makeFodselsnummer('011365', 5))).toBe(false); // month 13
    expect(isValidFodselsnummer(makeFodselsnummer('320165', 5))).toBe(false); // day 32
  });

  it('uses the individual number for the century, so 29 February depends on it', () => {
    // Individual 500–999 with year 00 is 2000 (a leap year); 000–499 is 1900 (not one).
    expect(isValidFodselsnummer(makeFodselsnummer('290200', 500))).toBe(true);
    expect(isValidFodselsnummer(makeFodselsnummer('290200', 0))).toBe(false);
    expect(birthDateOf(makeFodselsnummer('010160', 900))?.year).toBe(1960);
    expect(birthDateOf(makeFodselsnummer('010160', 600))?.year).toBe(1860);
    expect(birthDateOf(makeFodselsnummer('010105', 500))?.year).toBe(2005);
  });

  it('rejects individual numbers that belong to no century for the year', () => {
    // 750–899 with a year of 40–99 is not issued.
    expect(birthDateOf(makeFodselsnummer('010165', 760))).toBeUndefined();
  });

  it('rejects wrong lengths', () => {
    expect(isValidFodselsnummer(FNR.slice(1))).toBe(false);
    expect(isValidFodselsnummer(`${FNR}0`)).toBe(false);
  });
});

describe('fodselsnummerRecognizer', () => {
  it('finds plain, spaced and dashed forms with exact offsets', () => {
    const text = `A ${FNR}, B 150765 00565 og C 150765-00565.`;
    expect(texts(fodselsnummerRecognizer, text)).toEqual([FNR, '150765 00565', '150765-00565']);
  });

  it('scores the grouped form above the plain run', () => {
    const [plain, grouped] = run(fodselsnummerRecognizer, `${FNR} og 150765 00565`);
    expect(grouped!.score).toBeGreaterThan(plain!.score);
    expect(plain!.score).toBeGreaterThanOrEqual(0.8);
  });

  it('does not match inside a longer digit run or other groupings', () => {
    expect(texts(fodselsnummerRecognizer, `9${FNR}`)).toEqual([]);
    expect(texts(fodselsnummerRecognizer, `${FNR}1234`)).toEqual([]);
    expect(texts(fodselsnummerRecognizer, '1507.65.00565')).toEqual([]);
  });

  it('rejects invalid numbers in text', () => {
    expect(texts(fodselsnummerRecognizer, `fnr ${breakLastDigit(FNR)}`)).toEqual([]);
  });

  it('still reports a plain number after account words, scored below the account reading', () => {
    const [afterAccountWords] = run(fodselsnummerRecognizer, `Kontonummer: ${FNR}`);
    expect(afterAccountWords!.text).toBe(FNR);
    // Above the default threshold, below a plain account number raised by its context (0.85).
    expect(afterAccountWords!.score).toBeGreaterThanOrEqual(0.5);
    expect(afterAccountWords!.score).toBeLessThan(0.85);
    expect(run(fodselsnummerRecognizer, `Fødselsnummer / kontonummer: ${FNR}`)).toEqual([
      { text: FNR, score: 0.85 },
    ]);
    expect(texts(fodselsnummerRecognizer, `Kontonummer: 150765 00565`)).toEqual(['150765 00565']);
  });

  it('is not given up for words that only look like account words', () => {
    const only = new Set(['NO_FODSELSNUMMER']);
    for (const text of [
      `Signert med BankID av ${FNR}`,
      `Utbetaling til Kari Nordmann ${FNR}`,
      `Kontoret har mottatt ${FNR}`,
    ]) {
      expect(
        recognizeIdentifiers(text, only).map((span) => span.text),
        text,
      ).toEqual([FNR]);
    }
  });

  it('ignores currency next to it: two control digits and a date are no sum of money', () => {
    for (const text of [
      `Kari Nordmann ${FNR} kr 5000`,
      `${FNR} NOK 200`,
      `Beløp kr 200 ${FNR}`,
      `${FNR},50`,
    ]) {
      expect(texts(fodselsnummerRecognizer, text), text).toEqual([FNR]);
    }
    expect(texts(fodselsnummerRecognizer, `${FNR},${FNR}`)).toEqual([FNR, FNR]);
  });

  it('accepts an en dash between the date and the individual number', () => {
    expect(run(fodselsnummerRecognizer, 'Fnr 150765–00565')).toEqual([
      { text: '150765–00565', score: 0.95 },
    ]);
  });

  it('accepts other spaced groupings only right after a fødselsnummer word', () => {
    const text = 'Fnr 15076 500565, Fødselsnummer: 1507 6500 565 og F.nr. 150 765 005 65';
    expect(texts(fodselsnummerRecognizer, text)).toEqual([
      '15076 500565',
      '1507 6500 565',
      '150 765 005 65',
    ]);
    expect(texts(fodselsnummerRecognizer, 'Saksnr 15076 500565')).toEqual([]);
    expect(texts(fodselsnummerRecognizer, 'Fnr: se 15076 500565')).toEqual([]);
    expect(texts(fodselsnummerRecognizer, 'Fnr 1507.6500.565')).toEqual([]);
    expect(texts(fodselsnummerRecognizer, `Fnr 1507 6500 566`)).toEqual([]);
  });
});
