import { describe, expect, it } from 'vitest';
import { createScanInput } from './recognizer';
import { cuitRecognizer, isValidCuit } from './cuit.recognizer';

const found = (text: string) =>
  cuitRecognizer.find(createScanInput(text)).map((candidate) => ({
    text: text.slice(candidate.start, candidate.end),
    score: candidate.score,
  }));

describe('isValidCuit', () => {
  it('checks the last digit: 11 − the weighted sum mod 11, 11 read as 0', () => {
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('20123456785')).toBe(false);
    expect(isValidCuit('30000000007')).toBe(true);
    expect(isValidCuit('30712345671')).toBe(true);
  });

  it('has no number whose check would be 10', () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCuit(`2787654321${digit}`)).toBe(false);
  });
});

describe('cuitRecognizer', () => {
  it("finds the DNI a person's CUIL holds where the text prints it apart, and no other number", () => {
    const row = 'MENA  JUAN MARTÍN  12.345.678  20-12345678-6  $ 10.000,00  25.348.547';
    expect(found(row)).toEqual([
      { text: '20-12345678-6', score: 0.85 },
      { text: '12.345.678', score: 0.85 },
    ]);
    // A company's CUIT holds no one's DNI.
    expect(found('30-71234567-1 and 71.234.567')).toEqual([{ text: '30-71234567-1', score: 0.6 }]);
  });

  it('finds a person’s CUIL surely and a company’s CUIT lower, both by form and check', () => {
    expect(found('CUIL 20-12345678-6, CUIT 30-71234567-1')).toEqual([
      { text: '20-12345678-6', score: 0.85 },
      { text: '30-71234567-1', score: 0.6 },
    ]);
  });

  it('leaves a failing check, another prefix and a longer run of digits to a label', () => {
    expect(found('20-12345678-5')).toEqual([]);
    expect(found('21-12345678-6')).toEqual([]);
    expect(found('120-12345678-6')).toEqual([]);
    expect(found('20-12345678-61')).toEqual([]);
  });
});
