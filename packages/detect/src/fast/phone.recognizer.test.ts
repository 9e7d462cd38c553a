import { describe, expect, it } from 'vitest';
import { isValidNorwegianNumber, phoneRecognizer } from './phone.recognizer';
import { recognizeIdentifiers } from './index';
import { run, texts } from './synthetic-ids.test-helper';

describe('isValidNorwegianNumber', () => {
  it('accepts mobile and landline numbers and rejects unassigned series', () => {
    expect(isValidNorwegianNumber('41234567')).toBe(true);
    expect(isValidNorwegianNumber('91234567')).toBe(true);
    expect(isValidNorwegianNumber('22334455')).toBe(true);
    expect(isValidNorwegianNumber('12345678')).toBe(false);
    expect(isValidNorwegianNumber('01234567')).toBe(false);
    expect(isValidNorwegianNumber('2233445')).toBe(false);
  });
});

describe('phoneRecognizer', () => {
  it('finds the usual groupings with exact offsets', () => {
    const text = 'Ring 22 33 44 55, 412 34 567, 41234567 eller 4123 4567.';
    expect(texts(phoneRecognizer, text)).toEqual([
      '22 33 44 55',
      '412 34 567',
      '41234567',
      '4123 4567',
    ]);
  });

  it('includes the country code in the span and scores it high', () => {
    const text = '+47 412 34 567 / 0047 22 33 44 55 / +4741234567 / (+47) 22334455';
    const found = run(phoneRecognizer, text);
    expect(found.map((one) => one.text)).toEqual([
      '+47 412 34 567',
      '0047 22 33 44 55',
      '+4741234567',
      '(+47) 22334455',
    ]);
    for (const one of found) expect(one.score).toBeGreaterThanOrEqual(0.9);
  });

  it('scores plain eight digits below the usual grouped forms', () => {
    const [grouped, plain] = run(phoneRecognizer, '22 33 44 55 og 22334455');
    expect(plain!.score).toBeLessThan(0.5);
    expect(grouped!.score).toBeGreaterThan(plain!.score);
  });

  it('rejects invalid numbers, wrong lengths, longer runs and decimals', () => {
    expect(texts(phoneRecognizer, 'tlf 12 34 56 78')).toEqual([]);
    expect(texts(phoneRecognizer, 'tlf 22 33 44 5')).toEqual([]);
    expect(texts(phoneRecognizer, '223344556')).toEqual([]);
    expect(texts(phoneRecognizer, '2233.4455')).toEqual([]);
    expect(texts(phoneRecognizer, '2233-4455')).toEqual([]);
  });

  it('scores plain digits written as money lowest, so only a context word lifts them', () => {
    for (const text of ['kr 22334455', '22334455,50', '41234567 kr']) {
      const [money] = run(phoneRecognizer, text);
      expect(money!.score, text).toBeLessThan(0.4);
    }
    const spans = recognizeIdentifiers('Tlf 41234567 kr', new Set(['NO_PHONE_NUMBER']));
    expect(spans.map((span) => span.text)).toEqual(['41234567']);
    expect(spans[0]!.score).toBeGreaterThanOrEqual(0.5);
  });

  it('lowers only the group the currency touches', () => {
    const [number] = run(phoneRecognizer, 'kr 200 41234567');
    expect(number).toEqual({ text: '41234567', score: 0.4 });
    const [first] = run(phoneRecognizer, '41234567,41234567');
    expect(first).toEqual({ text: '41234567', score: 0.4 });
  });

  it('keeps the grouped forms when a currency follows them', () => {
    expect(run(phoneRecognizer, '22 33 44 55 kr')).toEqual([{ text: '22 33 44 55', score: 0.6 }]);
  });

  it('accepts dashes and dots between the usual groups, validated as usual', () => {
    const text = 'Ring 412-34-567, 41.23.45.67, 22–33–44–55 eller +47 412-34-567.';
    const found = run(phoneRecognizer, text);
    expect(found.map((one) => one.text)).toEqual([
      '412-34-567',
      '41.23.45.67',
      '22–33–44–55',
      '+47 412-34-567',
    ]);
    expect(found.at(-1)!.score).toBeGreaterThanOrEqual(0.9);
    expect(texts(phoneRecognizer, '123-45-678 og 12.34.56.78')).toEqual([]);
  });

  it('does not read a short number after +47 as the start of another', () => {
    expect(texts(phoneRecognizer, '+47 22 33 44')).toEqual([]);
  });

  it('reads no Norwegian number inside another country’s number', () => {
    for (const text of [
      '+45 21 03 54 27',
      '+33 6 93 26 69 04',
      '0046 41 23 45 67',
      '+ 45 22334455',
    ]) {
      expect(texts(phoneRecognizer, text), text).toEqual([]);
    }
    expect(texts(phoneRecognizer, '+47 41 23 45 67')).toEqual(['+47 41 23 45 67']);
  });

  it("reads no Norwegian number in the rest of another country's national number", () => {
    // Norway has no trunk prefix: pairs after "03" are a French number, after "0221" a German one.
    for (const text of ['Accueil : 03 91 55 90 70', '0221 225 70 17 33', '020 22 33 44 55']) {
      expect(texts(phoneRecognizer, text), text).toEqual([]);
    }
    expect(texts(phoneRecognizer, '0047 22 33 44 55')).toEqual(['0047 22 33 44 55']);
  });

  it('takes the extension written after the number', () => {
    expect(texts(phoneRecognizer, 'Sentralbord 22 33 44 55 lokal 214')).toEqual([
      '22 33 44 55 lokal 214',
    ]);
    expect(texts(phoneRecognizer, '+47 412 34 567 (ext. 12)')).toEqual([
      '+47 412 34 567 (ext. 12)',
    ]);
  });

  it("takes no number after an organisation's register or VAT label", () => {
    // A Danish CVR in pairs and a Dutch KvK number are valid Norwegian numbers by their digits.
    for (const text of [
      'CVR 45 77 23 58',
      'CVR-nr. 45772358',
      'KvK 70505747',
      'KvK-nummer: 70505747',
      'www.aarhus.dk\nCVR 90 11 94 92',
    ]) {
      expect(texts(phoneRecognizer, text), text).toEqual([]);
    }
    expect(texts(phoneRecognizer, 'CVR 45772358 · Tlf. 45 77 23 59')).toEqual(['45 77 23 59']);
  });

  it('finds two numbers written one after the other', () => {
    expect(texts(phoneRecognizer, '22 33 44 55 99 88 77 66')).toEqual([
      '22 33 44 55',
      '99 88 77 66',
    ]);
  });
});
