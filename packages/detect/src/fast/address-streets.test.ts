import { describe, expect, it } from 'vitest';
import { houseNumberAt, streetAround } from './address-streets';

/** The street line around the first number of `text` (after `from`): [text, kind, score ≥ 0.5]. */
function street(text: string, from = 0) {
  const digits = from + text.slice(from).search(/\d/);
  const end = digits + /^\d+/.exec(text.slice(digits))![0].length;
  const house = houseNumberAt(text, digits, end);
  const line = house && streetAround(text, house);
  return line && [text.slice(line.start, line.end), line.kind, line.score >= 0.5];
}

describe('streetAround', () => {
  it('reads the name before the number: endings, words apart, types first', () => {
    expect(street('Musterweg 1')).toEqual(['Musterweg 1', 'street', false]);
    expect(street('bei Hauptstraße 12')).toEqual(['Hauptstraße 12', 'street', true]);
    expect(street('Berliner Straße 5a')).toEqual(['Berliner Straße 5a', 'street', true]);
    expect(street('Baker Street 221B')).toEqual(['Baker Street 221B', 'street', true]);
    expect(street('Calle Mayor 5')).toEqual(['Calle Mayor 5', 'street', true]);
    expect(street('C/ Alcalá, 45')).toEqual(['C/ Alcalá, 45', 'street', true]);
    expect(street('in via Roma 10')).toEqual(['via Roma 10', 'street', false]);
    expect(street('ul. Żwirki i Wigury 16')).toEqual(['ul. Żwirki i Wigury 16', 'street', true]);
    expect(street('Västra Hamngatan 12')).toEqual(['Västra Hamngatan 12', 'street', true]);
    expect(street('An der Alster 12')).toEqual(['An der Alster 12', 'street', false]);
  });

  it('reads the name after the number: English, French and Indian forms', () => {
    expect(street('221B Baker Street')).toEqual(['221B Baker Street', 'street', true]);
    expect(street('1600 Pennsylvania Avenue NW')).toEqual([
      '1600 Pennsylvania Avenue NW',
      'street',
      true,
    ]);
    expect(street('12 rue de la Paix')).toEqual(['12 rue de la Paix', 'street', true]);
    expect(street('Flat No. 12, MG Road')).toEqual(['Flat No. 12, MG Road', 'street', false]);
    expect(street('12 Church Close')).toEqual(['12 Church Close', 'street', false]);
  });

  it('reads boxes with their numbers, and bare names as tentative streets', () => {
    expect(street('Postfach 10 01 23')).toEqual(['Postfach 10 01 23', 'box', true]);
    expect(street('P.O. Box 2526')).toEqual(['P.O. Box 2526', 'box', true]);
    expect(street('Unit 2050 Box 4190')).toEqual(['Unit 2050 Box 4190', 'box', false]);
    expect(street('Test itp\nKacza 11/2')).toEqual(['Kacza 11/2', 'tentative', false]);
    expect(street('93B Sai Yu Chung\nYuen Long')).toEqual(['93B Sai Yu Chung', 'tentative', false]);
    expect(street('Platz der Republik 1')).toEqual(['Platz der Republik 1', 'tentative', false]);
    expect(street('Ausweisnummer 77/36252-8')).toBeUndefined();
  });

  it('reads no street in references, products, dates, quantities and words like streets', () => {
    for (const text of [
      'Article 5',
      'Windows 10',
      'Chapter 12 explains',
      '12 March 2023',
      'Brigade 2',
      'Spring 2024',
      'We met 3 People in the Street',
      'rue 5',
    ]) {
      const line = street(text);
      expect(line === undefined || line[1] === 'tentative' || line[2] === false, text).toBe(true);
    }
  });
});

describe('houseNumberAt', () => {
  it('takes letters and ranges, and refuses decimals, times and glued numbers', () => {
    const at = (text: string) => {
      const digits = text.search(/\d/);
      const end = digits + /^\d+/.exec(text.slice(digits))![0].length;
      const house = houseNumberAt(text, digits, end);
      return house && text.slice(house.start, house.end);
    };
    expect(at('Uferweg 40-42 -')).toBe('40-42');
    expect(at('H.No. 5-6-789,')).toBe('5-6-789');
    expect(at('Keizersgracht 123-II')).toBe('123-II');
    expect(at('Storgatan 3 B, 852 30')).toBe('3 B');
    expect(at('total 1.5 kg')).toBeUndefined();
    expect(at('at 09:30')).toBeUndefined();
    expect(at('ref AB12')).toBeUndefined();
    expect(at('tel +4722334455')).toBeUndefined();
  });
});
