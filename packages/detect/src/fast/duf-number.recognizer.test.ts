import { describe, expect, it } from 'vitest';
import { dufNumberRecognizer, isValidDufNumber } from './duf-number.recognizer';
import { recognizeIdentifiers } from './index';
import { breakLastDigit, run, texts, withDufControl } from './synthetic-ids.test-helper';

const DUF = withDufControl('2014012345');

describe('isValidDufNumber', () => {
  it('accepts twelve digits whose last two are the weighted sum modulo 11', () => {
    expect(isValidDufNumber(DUF)).toBe(true);
    expect(isValidDufNumber(withDufControl('1998765432'))).toBe(true);
  });

  it('rejects a wrong control, a year outside 1970–2099 and other lengths', () => {
    expect(isValidDufNumber(breakLastDigit(DUF))).toBe(false);
    expect(isValidDufNumber(withDufControl('1234567890'))).toBe(false);
    expect(isValidDufNumber(DUF.slice(1))).toBe(false);
    expect(isValidDufNumber(`${DUF}0`)).toBe(false);
  });
});

describe('dufNumberRecognizer', () => {
  it('finds plain and grouped forms; only its word lifts it over the threshold', () => {
    const grouped = `${DUF.slice(0, 4)} ${DUF.slice(4, 10)} ${DUF.slice(10)}`;
    expect(texts(dufNumberRecognizer, `A ${DUF}, B ${grouped}`)).toEqual([DUF, grouped]);
    expect(run(dufNumberRecognizer, DUF)[0]!.score).toBeLessThan(0.5);
    const named = recognizeIdentifiers(`DUF-nummer: ${DUF}`, new Set(['NO_DUF_NUMBER']));
    expect(named.map((span) => [span.text, span.score >= 0.75])).toEqual([[DUF, true]]);
  });

  it('ignores look-alikes', () => {
    expect(texts(dufNumberRecognizer, `DUF ${breakLastDigit(DUF)}`)).toEqual([]);
    expect(texts(dufNumberRecognizer, `9${DUF}`)).toEqual([]);
  });
});
