import { describe, expect, it } from 'vitest';
import {
  isValidOrganizationNumber,
  organizationNumberRecognizer,
} from './organization-number.recognizer';
import { breakLastDigit, makeOrganizationNumber, run, texts } from './synthetic-ids.test-helper';

describe('isValidOrganizationNumber', () => {
  it('accepts 923609016 and other numbers with the right check digit', () => {
    expect(makeOrganizationNumber('92360901')).toBe('923609016');
    expect(isValidOrganizationNumber('923609016')).toBe(true);
    expect(isValidOrganizationNumber(makeOrganizationNumber('81234567')!)).toBe(true);
  });

  it('rejects a wrong check digit, a first digit other than 8 or 9, and wrong lengths', () => {
    expect(isValidOrganizationNumber(breakLastDigit('923609016'))).toBe(false);
    expect(isValidOrganizationNumber(makeOrganizationNumber('72360901') ?? '723609010')).toBe(
      false,
    );
    expect(isValidOrganizationNumber('92360901')).toBe(false);
    expect(isValidOrganizationNumber('9236090160')).toBe(false);
  });
});

describe('organizationNumberRecognizer', () => {
  it('finds plain and grouped forms with exact offsets', () => {
    expect(texts(organizationNumberRecognizer, 'Firma 923609016 og 923 609 016.')).toEqual([
      '923609016',
      '923 609 016',
    ]);
  });

  it('scores a bare run low, the printed grouping above the threshold and the MVA form high', () => {
    const [plain, grouped, vat, vatBefore, vatPlain] = run(
      organizationNumberRecognizer,
      '923609016 ; 923 609 016 ; 923 609 016 MVA ; NO 923 609 016 ; NO923609016MVA',
    );
    expect(plain!.score).toBeLessThan(0.5);
    expect(grouped!.score).toBeGreaterThanOrEqual(0.5);
    expect(grouped!.score).toBeLessThan(0.85);
    expect(vat!.score).toBeGreaterThanOrEqual(0.85);
    expect(vatBefore!.score).toBeGreaterThanOrEqual(0.85);
    expect(vatPlain).toEqual({ text: '923609016', score: vat!.score });
  });

  it('leaves the grouping of a look-alike with a wrong check digit alone', () => {
    expect(
      texts(organizationNumberRecognizer, 'Sum 923 609 017 ; NO 923 609 017 MVA ; NO923609017MVA'),
    ).toEqual([]);
  });

  it('does not match inside longer runs', () => {
    expect(texts(organizationNumberRecognizer, '1923609016')).toEqual([]);
  });

  it('reports a checked number written as money, below the default threshold of 0.5', () => {
    // No amount veto: "923 609 016 kr 200" in a table row is still the organisation's number.
    for (const text of ['923609016,00', 'kr 923 609 016', '923 609 016 kr 200']) {
      const found = run(organizationNumberRecognizer, text);
      expect(
        found.map((one) => one.text),
        text,
      ).toEqual([text.match(/9[\d ]+6/)![0]]);
      expect(found[0]!.score, text).toBeLessThan(0.5);
    }
  });
});
