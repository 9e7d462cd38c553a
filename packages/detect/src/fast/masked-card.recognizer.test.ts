import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';

const cards = (text: string) =>
  recognizeIdentifiers(text, new Set(['CREDIT_CARD']))
    .filter((span) => span.score >= 0.5)
    .map((span) => span.text);

describe('a payment card printed by its last four digits', () => {
  it('is the holder’s card after a network’s name with masks, a dash or “ending in”', () => {
    expect(cards('Payment method Visa - 7267')).toEqual(['7267']);
    expect(cards('VISA ************1234 approved')).toEqual(['************1234']);
    expect(cards('Amex ****1234')).toEqual(['****1234']);
    expect(cards('Mastercard ending in 4821')).toEqual(['4821']);
    expect(cards('Kort: xxxx xxxx xxxx 9012')).toEqual(['xxxx xxxx xxxx 9012']);
    expect(cards('x2024 AMEX CHARGE')).toEqual(['x2024']);
    expect(cards('Card no. XXXX-XXXX-XXXX-1234')).toEqual(['XXXX-XXXX-XXXX-1234']);
    expect(cards('**** **** **** 5678')).toEqual(['**** **** **** 5678']);
  });

  it('is not a card word beside a year or a count, nor masks without a card', () => {
    expect(cards('Card 2024 edition')).toEqual([]);
    expect(cards('Visa application 2023')).toEqual([]);
    expect(cards('Reference ***1234')).toEqual([]);
    expect(cards('2024 Visa')).toEqual([]);
  });

  it('reads long runs of masks in one pass (an IBAN or a form masked whole)', () => {
    // A nested repetition here once backtracked without end on "FR76 ****…".
    expect(cards(`FR76 ${'*'.repeat(5000)}`)).toEqual([]);
    expect(cards(`Visa ${'x x '.repeat(5000)}`)).toEqual([]);
  });
});
