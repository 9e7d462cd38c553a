import { describe, expect, it } from 'vitest';
import { readPhoneShape } from './phone-shape';
import { isNotAPhone, isTypicalLayout, phonePart } from './phone-shape-checks';

/** The text of the phone part read at the start of `text`, or undefined. */
function phoneOf(text: string): string | undefined {
  const shape = readPhoneShape(text, 0);
  const part = shape && phonePart(shape);
  return part && text.slice(part.start, part.end);
}

const shapeOf = (text: string) => readPhoneShape(text, 0)!;

describe('readPhoneShape', () => {
  it('reads the shapes people print, extension included', () => {
    for (const number of [
      '999-999-9999',
      '+99 (9)99 999 99 99',
      '999.999.9999x999',
      '(999)999-9999x9999',
      '001-999-999-9999x99',
      '+1-999-999-9999',
      '+44 (0) 20 7946 0958',
      '+49 (0)30 1234567-0',
      '030/1234567',
      '(+47) 22 33 44 55',
      '0047 22 33 44 55',
      '555-123-4567 ext. 12',
      '555-123-4567, ext 12',
      '555 123 4567 #123',
      '030 1234567, Durchwahl -12',
      '01 23 45 67 89 – poste 214',
      '08-123 456 78',
      // The area code set off by a spaced slash (German) or dash (Dutch), a direct line after it.
      '040 / 299 24 97',
      '0221 / 225 70 17',
      '040 / 438 86 80-60',
      '020 - 247 7037',
      '020 – 247 7037',
      // Extensions as each language writes them, and in brackets.
      '(507) 476-7586 x6422',
      '0113 496 0622 (ext 8238)',
      '01632 960310 (ext. 6538)',
      '020 - 259 7053 toestel 976',
      '+31 6 2669 7346 tst. 630',
      '+33 1 23 45 67 89 poste 015',
      '22 33 44 55 lokal 12',
      '33 12 34 56 lok. 12',
      '08-123 456 78 anknytning 12',
      '08-123 456 78 ankn. 12',
      '02 1234 5678 interno 12',
    ]) {
      expect(phoneOf(number), number).toBe(number);
    }
  });

  it('notes the country code, the brackets and the extension', () => {
    const shape = shapeOf('001-999-999-9999x99');
    expect(shape.isInternational).toBe(true);
    expect(shape.groups).toEqual(['1', '999', '999', '9999']);
    expect(shape.hasExtension).toBe(true);
    expect(shapeOf('(999)999-9999').hasBrackets).toBe(true);
    // A year in brackets is no area code.
    expect(shapeOf('(2019) 123 4567').hasBrackets).toBe(false);
  });

  it('reads no number glued to a word, a decimal part or an e-mail address', () => {
    expect(readPhoneShape('5551234567kr', 0)).toBeUndefined();
    expect(readPhoneShape('1.234.567,00', 0)).toBeUndefined();
    expect(readPhoneShape('5551234567@example.com', 0)).toBeUndefined();
  });

  it('stops at two spaces, a lone dash between spaces and a slash list', () => {
    expect(phoneOf('22 33 44 55  Org.nr: 923 456 789')).toBe('22 33 44 55');
    expect(phoneOf('555-123-4567 - Fax')).toBe('555-123-4567');
    expect(phoneOf('412 34 567 / 22 33 44 55')).toBe('412 34 567');
    // A spaced slash or dash joins only an area code to its number, not two numbers or years.
    expect(phoneOf('0221 225 70 17 / 0171 1234567')).toBe('0221 225 70 17');
    expect(shapeOf('1990 - 2020').groups).toEqual(['1990']);
    expect(shapeOf('0047 - 22 33 44 55').groups).toEqual(['47']);
    // A note in brackets after a number is no extension.
    expect(phoneOf('555-010-2000 (after hours)')).toBe('555-010-2000');
    expect(readPhoneShape('01040-2841 (413) 535-4000', 0)!.layout).toBe('5-4');
  });
});

describe('isNotAPhone', () => {
  it('rules out dates, times, sums, accounts, ISBNs, ranges, ZIP+4 and versions', () => {
    for (const text of [
      '12-03-2024',
      '2024.03.12',
      '2024-03-12',
      '03/12/2024',
      '08.00-15.30',
      '2 500 000',
      '1.234.567',
      '12 345 678',
      '1234.56.78903',
      '1234 56 78903',
      '978-3-16-148410-0',
      '0-306-40615-2',
      '1234-1289',
      '60601-1234',
      '10.0.19041.1234',
      '22 33 44 5',
      '123-456',
      '1234 5678 9012 3456 7890',
      // A Danish CPR and Swedish personnummer: a birth date, a dash and four digits.
      '051052-1440',
      '851010-1234',
      '19851010-1234',
    ]) {
      expect(isNotAPhone(shapeOf(text)), text).toBe(true);
    }
  });

  it('keeps phone numbers that look a little like them', () => {
    for (const text of [
      '555-123-4567',
      '22.33.44.55',
      '06.12.34.56.78',
      '1.800.555.1234',
      '030 12345-0',
      '+49 30 12345-0',
      '612 345 678',
      '9123-4567',
      '033203-1234',
      '040 / 299 24 97',
    ]) {
      expect(isNotAPhone(shapeOf(text)), text).toBe(false);
    }
  });
});

describe('isTypicalLayout', () => {
  it('knows the layouts a contact line alone makes a phone', () => {
    for (const text of [
      '555-123-4567',
      '555.123.4567',
      '1-800-555-0199',
      '(555)123-4567',
      '+1-555-123-4567',
      '073 555 9897',
      '030 1234567',
      '06-12345678',
      '01 23 45 67 89',
      '12 34 56 78',
      '412 34 567',
      '555-1234 x12',
      '040 / 299 24 97',
      '0221 / 225 70 17',
      '020 - 247 7037',
      '06-27747798',
      '91 234 56 78',
      '612 34 56 78',
      '777 123 456',
      '612 345 678',
    ]) {
      expect(isTypicalLayout(shapeOf(text)), text).toBe(true);
    }
  });

  it('leaves other groupings to a label', () => {
    for (const text of [
      '20241234',
      '2024 1234 5678',
      '923 456 789',
      '100234',
      '1234-5678',
      '12 345 678',
      '91-234-56-78',
    ]) {
      expect(isTypicalLayout(shapeOf(text)), text).toBe(false);
    }
  });
});

describe('phonePart', () => {
  it('cuts a number that runs on into the next one at a space', () => {
    expect(phoneOf('22 33 44 55 2024')).toBe('22 33 44 55');
    expect(phoneOf('555-123-4567 555-765-4321')).toBe('555-123-4567');
    expect(phoneOf('030 12345678 2024')).toBe('030 12345678');
    expect(phoneOf('22 33 44 55 12.03.2024')).toBe('22 33 44 55');
  });

  it('keeps an untypical number whole for a label to vouch for, but never a date', () => {
    expect(phoneOf('5551234567')).toBe('5551234567');
    expect(phoneOf('12.03.2024')).toBeUndefined();
  });
});
