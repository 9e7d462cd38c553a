import { describe, expect, it } from 'vitest';
import { maskedBirthIdRecognizer } from './masked-birth-id.recognizer';
import { createScanInput } from './recognizer';

const found = (text: string) =>
  maskedBirthIdRecognizer
    .find(createScanInput(text))
    .map((candidate) => text.slice(candidate.start, candidate.end));

describe('maskedBirthIdRecognizer', () => {
  it('finds an identity number masked after its birth date', () => {
    expect(found('19840812xxxx Robin Horsner 8156,00 kr')).toEqual(['19840812xxxx']);
    expect(found('Personnummer: 840812-XXXX')).toEqual(['840812-XXXX']);
    expect(found('CPR 010170-xxxx')).toEqual(['010170-xxxx']);
    expect(found('fødselsnummer 010170 *****')).toEqual(['010170 *****']);
  });

  it('leaves numbers that are no date, masks of another length and masked phones', () => {
    for (const text of [
      '19841312xxxx',
      '991399-XXXX',
      '840812-XXX',
      '840812-XXXXXX',
      '+47 412345XXXX',
      'Ref 1984081212xxxx',
      'Order 840812-XXXX1',
    ]) {
      expect(found(text)).toEqual([]);
    }
  });
});
