import { describe, expect, it } from 'vitest';
import { isValidDeaNumber, medicalLicenseRecognizer } from './medical-license.recognizer';
import { texts } from './synthetic-ids.test-helper';

describe('medicalLicenseRecognizer: HPR-nummer', () => {
  it('finds 7–9 digits only near HPR words', () => {
    expect(texts(medicalLicenseRecognizer, 'Lege Kari Nordmann, HPR-nr. 1234567')).toEqual([
      '1234567',
    ]);
    expect(texts(medicalLicenseRecognizer, 'helsepersonellnummer: 123456789')).toEqual([
      '123456789',
    ]);
    expect(texts(medicalLicenseRecognizer, 'Saksnummer 1234567')).toEqual([]);
  });

  it('rejects too short and too long runs even with context', () => {
    expect(texts(medicalLicenseRecognizer, 'HPR 123456')).toEqual([]);
    expect(texts(medicalLicenseRecognizer, 'HPR 1234567890')).toEqual([]);
  });
});

describe('medicalLicenseRecognizer: DEA numbers', () => {
  it('checks the DEA checksum', () => {
    // 1+3+5 + 2·(2+4+6) = 33 → last digit 3.
    expect(isValidDeaNumber('AB1234563')).toBe(true);
    expect(isValidDeaNumber('AB1234564')).toBe(false);
    expect(isValidDeaNumber('A91234563')).toBe(true);
  });

  it('finds valid DEA numbers in text with exact offsets', () => {
    expect(texts(medicalLicenseRecognizer, 'DEA number AB1234563.')).toEqual(['AB1234563']);
    expect(texts(medicalLicenseRecognizer, 'DEA AB1234564 or XAB1234563')).toEqual([]);
  });
});
