import { describe, expect, it } from 'vitest';
import { licensePlateRecognizer } from './license-plate.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('licensePlateRecognizer', () => {
  it('finds plates with and without a space, with exact offsets', () => {
    expect(texts(licensePlateRecognizer, 'Bilen AB 12345, EL12345, EK 1234 og DP-70231.')).toEqual([
      'AB 12345',
      'EL12345',
      'EK 1234',
      'DP-70231',
    ]);
  });

  it('scores four-digit plates below five-digit ones', () => {
    const [five, four] = run(licensePlateRecognizer, 'AB 12345 AB 1234');
    expect(four!.score).toBeLessThan(five!.score);
  });

  it('rejects letters plates do not use, lower case, and wrong digit counts', () => {
    expect(texts(licensePlateRecognizer, 'GO 12345 IQ 12345 WM 12345 ØÅ 12345')).toEqual([]);
    expect(texts(licensePlateRecognizer, 'Ab 12345 ab 12345')).toEqual([]);
    expect(texts(licensePlateRecognizer, 'AB 123 AB 123456 AB 01234')).toEqual([]);
  });

  it('rejects standards, company forms, years and longer words', () => {
    expect(texts(licensePlateRecognizer, 'NS 8405, EN 1090, EU 2016/679, Firma AS 2023')).toEqual(
      [],
    );
    expect(texts(licensePlateRecognizer, 'ISO 9001, ABC 12345, EL 2023')).toEqual([]);
  });
});
