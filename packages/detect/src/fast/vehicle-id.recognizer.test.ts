import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';
import { hasVinCheckDigit } from './vehicle-id.recognizer';

/** Found vehicle ids as their text, at the default threshold. */
function found(text: string): string[] {
  return recognizeIdentifiers(text, new Set(['VEHICLE_ID']))
    .filter((span) => span.score >= 0.5)
    .map((span) => span.text);
}

describe('vehicle ids', () => {
  it('checks a VIN’s North American check digit', () => {
    expect(hasVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
  });

  it('finds a checked VIN anywhere, an unchecked one after its label', () => {
    expect(found('The car 1M8GDM9AXKP042788 was sold.')).toEqual(['1M8GDM9AXKP042788']);
    expect(found('Article WBA11FZ060FP99999 in stock')).toEqual([]);
    expect(found('FG-Nr.:       WBA11FZ060FP99999')).toEqual(['WBA11FZ060FP99999']);
    expect(found('VIN: WBA11FZ060FP99999')).toEqual(['WBA11FZ060FP99999']);
    expect(found('Fahrgestellnummer WBA11FZ060FP99999')).toEqual(['WBA11FZ060FP99999']);
  });

  it('finds plates of any country by their label, and stops at the next word', () => {
    const cases: [string, string][] = [
      ['Amtl.-Kennz.: FB-LE 9999', 'FB-LE 9999'],
      ['Kennzeichen: B-MW 1234E', 'B-MW 1234E'],
      ['Registration number: AB12 CDE', 'AB12 CDE'],
      ['Reg.nr. EL 12345 OSLO KOMMUNE', 'EL 12345'],
      ['Kenteken: 12-ABC-3', '12-ABC-3'],
      ['Immatriculation : AB-123-CD', 'AB-123-CD'],
    ];
    for (const [text, value] of cases) expect(found(text), text).toEqual([value]);
  });

  it('reads no word, number or date after a plate label as a plate', () => {
    expect(found('Kennzeichen: siehe Anlage')).toEqual([]);
    expect(found('Registration number: 12345678')).toEqual([]);
    expect(found('License plate: ABC')).toEqual([]);
    expect(found('We finally got the vintage car.')).toEqual([]);
  });
});
