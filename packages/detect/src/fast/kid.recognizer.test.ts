import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';
import { isValidKid, kidRecognizer } from './kid.recognizer';
import { breakLastDigit, texts, withKidMod11, withLuhnDigit } from './synthetic-ids.test-helper';

const MOD10 = withLuhnDigit('123456789012');
const MOD11 = withKidMod11('2707841373001170');

describe('isValidKid', () => {
  it('accepts MOD10 and MOD11 control digits, and MOD11 control 10 written "-"', () => {
    expect(isValidKid(MOD10)).toBe(true);
    expect(isValidKid(MOD11)).toBe(true);
    const dashed = Array.from({ length: 100 }, (_, index) => withKidMod11(`9000${index}`)).find(
      (kid) => kid.endsWith('-'),
    )!;
    expect(isValidKid(dashed)).toBe(true);
    expect(isValidKid(`${MOD11}-`)).toBe(false);
  });

  it('rejects wrong control digits, letters and lengths outside 2–25', () => {
    // A last digit that is neither the MOD10 nor the MOD11 control of the same body.
    const body = MOD10.slice(0, -1);
    const valid = [withLuhnDigit(body), withKidMod11(body)];
    const wrong = [...'0123456789']
      .map((digit) => body + digit)
      .filter((kid) => !valid.includes(kid));
    expect(wrong.length).toBeGreaterThanOrEqual(8);
    for (const kid of wrong) expect(isValidKid(kid), kid).toBe(false);
    expect(isValidKid('1')).toBe(false);
    expect(isValidKid(withLuhnDigit('1'.repeat(25)))).toBe(false);
    expect(isValidKid('12a4')).toBe(false);
  });
});

describe('kidRecognizer', () => {
  it('finds a KID after its label in the forms invoices print', () => {
    const text = `KID: ${MOD10}. KID-nummer ${MOD11} og Kid-nr. ${MOD10}, KID nr ${MOD10}`;
    expect(texts(kidRecognizer, text)).toEqual([MOD10, MOD11, MOD10, MOD10]);
  });

  it('reads a KID spaced in groups and stops before a following number', () => {
    const spaced = MOD10.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(texts(kidRecognizer, `KID ${spaced} Beløp 200`)).toEqual([spaced]);
  });

  it('takes in the "-" of a MOD11 control 10, but not a dash that joins more digits', () => {
    const dashed = Array.from({ length: 100 }, (_, index) => withKidMod11(`9000${index}`)).find(
      (kid) => kid.endsWith('-'),
    )!;
    expect(texts(kidRecognizer, `KID ${dashed} betales`)).toEqual([dashed]);
    expect(texts(kidRecognizer, `KID ${MOD11}-2024`)).toEqual([MOD11]);
  });

  it('needs the label: no bare numbers, no English "kid", no wrong control digit', () => {
    expect(texts(kidRecognizer, `Ordre ${MOD10}`)).toEqual([]);
    expect(texts(kidRecognizer, `The kid ${MOD10} ran off`)).toEqual([]);
    expect(texts(kidRecognizer, `KID ${breakLastDigit(MOD11)}`)).toEqual([]);
    expect(texts(kidRecognizer, `KIDS ${MOD10}`)).toEqual([]);
  });

  it('is not read as a fødselsnummer after its label', () => {
    const found = recognizeIdentifiers(
      'KID-nummer: 15076500565',
      new Set(['NO_KID', 'NO_FODSELSNUMMER']),
    );
    expect(found.map((span) => span.entity_type)).toEqual(['NO_KID']);
  });

  it('is typed NO_KID ahead of card and account readings of the same digits', () => {
    const card = withLuhnDigit('411111111111111');
    const found = recognizeIdentifiers(`KID: ${card}`, new Set(['NO_KID', 'CREDIT_CARD']));
    expect(found.map((span) => [span.text, span.entity_type])).toEqual([[card, 'NO_KID']]);
  });
});
