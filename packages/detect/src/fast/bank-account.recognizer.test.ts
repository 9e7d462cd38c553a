import { describe, expect, it } from 'vitest';
import { bankAccountRecognizer, isValidBankAccount } from './bank-account.recognizer';
import {
  breakLastDigit,
  makeBankAccount,
  makeFodselsnummer,
  run,
  texts,
} from './synthetic-ids.test-helper';

// DNB's published example account behind IBAN NO93 8601 1117 947.
const ACCOUNT = '86011117947';
const FNR = makeFodselsnummer('150765', 5);

describe('isValidBankAccount', () => {
  it('accepts accounts with the right mod-11 check digit', () => {
    expect(makeBankAccount('8601111794')).toBe(ACCOUNT);
    expect(isValidBankAccount(ACCOUNT)).toBe(true);
    expect(isValidBankAccount('12345678903')).toBe(true);
  });

  it('rejects a wrong check digit, wrong lengths and numbers whose check would be 10', () => {
    expect(isValidBankAccount(breakLastDigit(ACCOUNT))).toBe(false);
    expect(isValidBankAccount(ACCOUNT.slice(1))).toBe(false);
    // 4·3 = 12, remainder 1: the check digit would be 10, so no digit makes it valid.
    expect(makeBankAccount('0300000000')).toBeUndefined();
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidBankAccount(`0300000000${digit}`)).toBe(false);
    }
  });
});

describe('bankAccountRecognizer', () => {
  it('finds dotted, spaced and plain forms with exact offsets', () => {
    const text = 'Til 8601.11.17947, 1234 56 78903 eller 86011117947.';
    expect(texts(bankAccountRecognizer, text)).toEqual([
      '8601.11.17947',
      '1234 56 78903',
      '86011117947',
    ]);
  });

  it('scores the grouped form high and a plain run low', () => {
    const [grouped, plain] = run(bankAccountRecognizer, '8601.11.17947 86011117947');
    expect(grouped!.score).toBeGreaterThanOrEqual(0.9);
    expect(plain!.score).toBeLessThan(0.6);
  });

  it('rejects mixed separators, other groupings and longer runs', () => {
    expect(texts(bankAccountRecognizer, '8601.11 17947')).toEqual([]);
    expect(texts(bankAccountRecognizer, '86 01 11 17 947')).toEqual([]);
    expect(texts(bankAccountRecognizer, '1860111179471')).toEqual([]);
    expect(texts(bankAccountRecognizer, `konto ${breakLastDigit(ACCOUNT)}`)).toEqual([]);
  });

  it('leaves a plain valid fødselsnummer alone unless account words precede it', () => {
    expect(texts(bankAccountRecognizer, `Se ${FNR}`)).toEqual([]);
    expect(texts(bankAccountRecognizer, `Kontonummer: ${FNR}`)).toEqual([FNR]);
    expect(texts(bankAccountRecognizer, `Fnr/kontonr: ${FNR}`)).toEqual([]);
  });

  it('finds an account next to an amount', () => {
    expect(texts(bankAccountRecognizer, 'Konto 8601.11.17947 kr 200')).toEqual(['8601.11.17947']);
    expect(texts(bankAccountRecognizer, 'Beløp kr 200 8601.11.17947')).toEqual(['8601.11.17947']);
    expect(texts(bankAccountRecognizer, 'Konto 86011117947 NOK 200')).toEqual(['86011117947']);
  });

  it('takes the account format even when the digits also read as a fødselsnummer', () => {
    const grouped = `${FNR.slice(0, 4)}.${FNR.slice(4, 6)}.${FNR.slice(6)}`;
    expect(texts(bankAccountRecognizer, grouped)).toEqual([grouped]);
  });
});
