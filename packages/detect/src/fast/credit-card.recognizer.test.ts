import { describe, expect, it } from 'vitest';
import { creditCardRecognizer, isValidCardNumber } from './credit-card.recognizer';
import { recognizeIdentifiers } from './index';
import { breakLastDigit, run, texts, withLuhnDigit } from './synthetic-ids.test-helper';

describe('isValidCardNumber', () => {
  it('accepts the issuers’ published test numbers', () => {
    for (const card of [
      '4111111111111111', // Visa
      '5555555555554444', // Mastercard
      '2223000048400011', // Mastercard 2-series
      '378282246310005', // American Express
      '6011111111111117', // Discover
      '3530111333300000', // JCB
    ]) {
      expect(isValidCardNumber(card), card).toBe(true);
    }
  });

  it('accepts every network that numbers cards with a Luhn digit', () => {
    for (const body of [
      '675964982643845', // Maestro 6759, 16 digits
      '501800000000000000', // Maestro 5018, 19 digits
      '63040000000', // Maestro 6304, 12 digits
      '308800000000000', // JCB 3088
      '18000000000000', // JCB 1800, 15 digits
      '220012345678901', // Mir
      '501971701010374', // Dankort
      '979212345678901', // Troy
      '13541234567891', // UATP
      '650002123456789', // Verve / RuPay
      '810012345678901', // UnionPay 81
      '637095000000000', // InstaPayment
    ]) {
      const card = withLuhnDigit(body);
      expect(isValidCardNumber(card), card).toBe(true);
      expect(isValidCardNumber(breakLastDigit(card)), card).toBe(false);
    }
  });

  it('rejects a wrong Luhn digit, unknown issuers and lengths the issuer does not use', () => {
    expect(isValidCardNumber(breakLastDigit('4111111111111111'))).toBe(false);
    expect(isValidCardNumber(withLuhnDigit('123456789012345'))).toBe(false);
    expect(isValidCardNumber(withLuhnDigit('37828224631000'))).toBe(true);
    expect(isValidCardNumber(withLuhnDigit('3782822463100'))).toBe(false); // Amex of 14
    expect(isValidCardNumber(withLuhnDigit('555555555555444'))).toBe(true);
    expect(isValidCardNumber(withLuhnDigit('55555555555544'))).toBe(false); // Mastercard of 15
  });
});

describe('creditCardRecognizer', () => {
  it('finds plain, spaced, dashed and Amex-grouped numbers with exact offsets', () => {
    const text =
      'Kort 4111111111111111, 4111 1111 1111 1111, 5555-5555-5555-4444 og 3782 822463 10005.';
    expect(texts(creditCardRecognizer, text)).toEqual([
      '4111111111111111',
      '4111 1111 1111 1111',
      '5555-5555-5555-4444',
      '3782 822463 10005',
    ]);
  });

  it('scores grouped numbers above plain runs', () => {
    const [plain, grouped] = run(creditCardRecognizer, '4111111111111111 4111 1111 1111 1111');
    expect(grouped!.score).toBeGreaterThan(plain!.score);
  });

  it('scores a plain run in a broad range (Maestro 6x, UATP) below the threshold alone', () => {
    for (const body of ['600123456789123', '10000234567890']) {
      const number = withLuhnDigit(body);
      expect(run(creditCardRecognizer, `EAN ${number}`)[0]!.score, number).toBeLessThan(0.5);
      const named = recognizeIdentifiers(`Kortnummer ${number}`, new Set(['CREDIT_CARD']));
      expect(named[0]!.score, number).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('finds a 12-digit Maestro number only after a card word', () => {
    const maestro = withLuhnDigit('63040000000');
    expect(texts(creditCardRecognizer, `Ref ${maestro}`)).toEqual([]);
    expect(texts(creditCardRecognizer, `Ref ${maestro.replace(/(\d{4})(?=\d)/g, '$1 ')}`)).toEqual(
      [],
    );
    expect(texts(creditCardRecognizer, `Maestro-kort ${maestro}`)).toEqual([maestro]);
  });

  it('reads 13 plain digits as a card only after a card word: an invoice’s GLN is none', () => {
    expect(texts(creditCardRecognizer, 'GLN 4333741000005')).toEqual([]);
    const visa = withLuhnDigit('411111111111');
    expect(texts(creditCardRecognizer, `Visa ${visa}`)).toEqual([visa]);
  });

  it('rejects too short, too long and embedded numbers', () => {
    expect(texts(creditCardRecognizer, withLuhnDigit('41111111111'))).toEqual([]);
    expect(texts(creditCardRecognizer, withLuhnDigit('41111111111111111111'))).toEqual([]);
    expect(texts(creditCardRecognizer, '94111111111111111')).toEqual([]);
    expect(texts(creditCardRecognizer, '4111 1111 1111 1112')).toEqual([]);
  });

  it('finds a card number next to a price', () => {
    expect(texts(creditCardRecognizer, 'Betalt kr 200 4111 1111 1111 1111 kr')).toEqual([
      '4111 1111 1111 1111',
    ]);
    expect(texts(creditCardRecognizer, '4111111111111111,50')).toEqual(['4111111111111111']);
  });
});
