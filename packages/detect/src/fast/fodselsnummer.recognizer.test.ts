import { describe, expect, it } from 'vitest';
import {
  birthDateOf,
  fodselsnummerRecognizer,
  isValidFodselsnummer,
} from './fodselsnummer.recognizer';
import { recognizeIdentifiers } from './index';
import {
  breakLastDigit,
  makeFodselsnummer,
  run,
  texts,
  withSecondControl,
} from './synthetic-ids.test-helper';

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

  it('accepts the 2032 rule: a first control digit leaving remainder 0, 1, 2 or 3', () => {
    // Skatteetaten's worked examples: remainder 0 and remainder 1 for the same date and individual.
    expect(isValidFodselsnummer('02013299997')).toBe(true);
    expect(isValidFodselsnummer('30108299920')).toBe(true);
    expect(isValidFodselsnummer('30108299939')).toBe(true);
    // Remainders 2 and 3 (first control digit 4 and 5; the second digit recomputed to match).
    expect(isValidFodselsnummer(withSecondControl('3010829994'))).toBe(true);
    expect(isValidFodselsnummer(withSecondControl('3010829995'))).toBe(true);
    // Remainder 4 is no control digit under any rule.
    expect(isValidFodselsnummer(withSecondControl('3010829996'))).toBe(false);
    expect(isValidFodselsnummer('30108299930')).toBe(false);
  });

  it('accepts synthetic test numbers: Tenor (month + 80) and NAV (month + 40), also as D-nummer', () => {
    for (const ddmmyy of ['158765', '154765', '558765', '319299']) {
      expect(isValidFodselsnummer(makeFodselsnummer(ddmmyy, 5)), ddmmyy).toBe(true);
    }
    expect(isValidFodselsnummer(makeFodselsnummer('159365', 5))).toBe(false); // month 13 + 80
    expect(isValidFodselsnummer(makeFodselsnummer('157365', 5))).toBe(false); // month 73
  });

  it('needs the date to be real in some century, since 2032 numbers no longer give it', () => {
    expect(isValidFodselsnummer(makeFodselsnummer('290200', 500))).toBe(true);
    // 000–499 meant 1900 (no 29 February) before 2032; a number issued later may be born 2000.
    expect(isValidFodselsnummer(makeFodselsnummer('290200', 0))).toBe(true);
    expect(isValidFodselsnummer(makeFodselsnummer('290201', 0))).toBe(false);
  });

  it('uses the individual number for the century of numbers issued before 2032', () => {
    expect(birthDateOf(makeFodselsnummer('010160', 900))?.year).toBe(1960);
    expect(birthDateOf(makeFodselsnummer('010160', 600))?.year).toBe(1860);
    expect(birthDateOf(makeFodselsnummer('010105', 500))?.year).toBe(2005);
  });

  it('gives no pre-2032 birth date for individual numbers no century used', () => {
    // 750–899 with a year of 40–99 was not issued before 2032; from 2032 it may be.
    const number = makeFodselsnummer('010165', 760);
    expect(birthDateOf(number)).toBeUndefined();
    expect(isValidFodselsnummer(number)).toBe(true);
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
