import { describe, expect, it } from 'vitest';
import { ibanRecognizer, isValidIban } from './iban.recognizer';
import { createScanInput } from './recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('isValidIban', () => {
  it('accepts valid IBANs of several countries, grouped or not', () => {
    expect(isValidIban('NO9386011117947')).toBe(true);
    expect(isValidIban('NO93 8601 1117 947')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
  });

  it('rejects a wrong mod-97 check and a wrong length for the country', () => {
    expect(isValidIban('NO9386011117948')).toBe(false);
    expect(isValidIban('NO93860111179471')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
  });
});

describe('ibanRecognizer', () => {
  it('finds electronic and grouped forms with exact offsets and a high score', () => {
    const text = 'IBAN: NO9386011117947, eller NO93 8601 1117 947.';
    const found = run(ibanRecognizer, text);
    expect(found.map((one) => one.text)).toEqual(['NO9386011117947', 'NO93 8601 1117 947']);
    for (const one of found) expect(one.score).toBeGreaterThanOrEqual(0.9);
  });

  it('suggests a value its IBAN label names whose check fails, with the reason', () => {
    const text = 'IBAN: DE12 3456 7890 1234 5678 90\nBIC: ABCDEFXX';
    const found = ibanRecognizer.find(createScanInput(text));
    expect(found.map((one) => [text.slice(one.start, one.end), one.score, one.basis])).toEqual([
      ['DE12 3456 7890 1234 5678 90', 0.6, { doubt: 'checksum' }],
    ]);
    expect(texts(ibanRecognizer, 'IBAN\nNO12 3456 7890 123')).toEqual(['NO12 3456 7890 123']);
  });

  it('suggests no failing value without its label, nor one of the wrong length', () => {
    expect(texts(ibanRecognizer, 'Konto: DE12 3456 7890 1234 5678 90')).toEqual([]);
    expect(texts(ibanRecognizer, 'IBAN: DE12 3456 7890 1234 5678')).toEqual([]);
  });

  it('stops before an upper-case word that follows', () => {
    expect(texts(ibanRecognizer, 'NO93 8601 1117 947 BIC DNBANOKK')).toEqual([
      'NO93 8601 1117 947',
    ]);
  });

  it('finds the second of two IBANs written one after the other', () => {
    expect(texts(ibanRecognizer, 'NO93 8601 1117 947 DE89 3704 0044 0532 0130 00')).toEqual([
      'NO93 8601 1117 947',
      'DE89 3704 0044 0532 0130 00',
    ]);
    expect(texts(ibanRecognizer, 'NO9386011117947 GB29NWBK60161331926819')).toEqual([
      'NO9386011117947',
      'GB29NWBK60161331926819',
    ]);
  });

  it('finds an IBAN that starts inside a longer candidate that is none', () => {
    expect(texts(ibanRecognizer, 'AB12 NO9386011117947')).toEqual(['NO9386011117947']);
    expect(texts(ibanRecognizer, 'Ref XY99 ZZ11 NO93 8601 1117 947')).toEqual([
      'NO93 8601 1117 947',
    ]);
  });

  it('rejects invalid values and IBANs glued into longer strings', () => {
    expect(texts(ibanRecognizer, 'NO93 8601 1117 948')).toEqual([]);
    expect(texts(ibanRecognizer, 'XNO9386011117947')).toEqual([]);
    expect(texts(ibanRecognizer, 'NO93860111179471')).toEqual([]);
    expect(texts(ibanRecognizer, 'no9386011117947')).toEqual([]);
  });

  it('finds an IBAN masked but for its bank code and last digits, at its country’s length', () => {
    expect(texts(ibanRecognizer, 'IBAN: DE54 5004 **** **** **** 00\nBIC: COBADEFFXXX')).toEqual([
      'DE54 5004 **** **** **** 00',
    ]);
    expect(texts(ibanRecognizer, 'NO93 XXXX XXX1 947')).toEqual(['NO93 XXXX XXX1 947']);
    // One character short of Germany's 22, or two masked only: no IBAN.
    expect(texts(ibanRecognizer, 'DE54 5004 **** **** **** 0')).toEqual([]);
    expect(texts(ibanRecognizer, 'DE54 5004 **12 3456 7890 00')).toEqual([]);
  });
});
