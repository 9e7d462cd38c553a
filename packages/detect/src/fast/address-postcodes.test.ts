import { describe, expect, it } from 'vitest';
import { postcodeAround, postcodeAt } from './address-postcodes';

/** The postcode line read around the first digits of `text`: [text, form, marked]. */
function around(text: string) {
  const digits = text.search(/\d/);
  const end = digits + /^\d+/.exec(text.slice(digits))![0].length;
  const line = postcodeAround(text, digits, end);
  return line && [text.slice(line.start, line.end), line.form, line.isMarked];
}

describe('postcodeAround', () => {
  it('reads the code-first forms of each country', () => {
    expect(around('60325 Frankfurt am Main')).toEqual(['60325 Frankfurt am Main', 'five', false]);
    expect(around('D-63571 Gelnhausen')).toEqual(['D-63571 Gelnhausen', 'five', true]);
    expect(around('00184 Roma RM')).toEqual(['00184 Roma RM', 'five', true]);
    expect(around('80121 Napoli (NA)')).toEqual(['80121 Napoli (NA)', 'five', true]);
    expect(around('75008 Paris Cedex 08')).toEqual(['75008 Paris Cedex 08', 'five', true]);
    expect(around('111 51 Stockholm')).toEqual(['111 51 Stockholm', 'se', false]);
    expect(around("NL-5232 BR 's-Hertogenbosch")).toEqual([
      "NL-5232 BR 's-Hertogenbosch",
      'nl',
      true,
    ]);
    expect(around('02-092 Warszawa')).toEqual(['02-092 Warszawa', 'pl', false]);
    expect(around('1620 København V')).toEqual(['1620 København V', 'four', true]);
    expect(around('0150 Oslo')).toEqual(['0150 Oslo', 'four', false]);
  });

  it('reads the place-first forms: US, military, India, Britain', () => {
    expect(around('Seattle, WA 98109-5210')).toEqual(['Seattle, WA 98109-5210', 'us', true]);
    expect(around('Sterling, Virginia 20166')).toEqual(['Sterling, Virginia 20166', 'us', true]);
    expect(around('Customer ID 33787')).toEqual(['Customer ID 33787', 'us', false]);
    expect(around('APO AE 09204')).toEqual(['APO AE 09204', 'military', true]);
    expect(around('Bengaluru, Karnataka 560001')).toEqual([
      'Bengaluru, Karnataka 560001',
      'in',
      true,
    ]);
    expect(around('Kolkata - 700016')).toEqual(['Kolkata - 700016', 'in', false]);
    expect(around('London SW1A 1AA')).toEqual(['London SW1A 1AA', 'uk', false]);
    expect(around('went to LONDON EC1A 1BB')).toEqual(['LONDON EC1A 1BB', 'uk', false]);
  });

  it('reads no postcode in sums, headings, codes, sizes or phone groups', () => {
    for (const text of [
      '12345 Total',
      '2020 TOTALT',
      '39376 Saksnummer',
      'SO-49106 Beløpet',
      'RAM M2 2TB',
      'Mobil 577 823 483',
      'NO 964 926 042 MVA',
      '12345',
    ])
      expect(around(text), text).toBeUndefined();
  });
});

describe('postcodeAt', () => {
  it('reads a line that starts at the position, place first or code first', () => {
    const text = 'x, Austin, TX 78701 and 10115 Berlin';
    expect(postcodeAt(text, 3)?.end).toBe(19);
    expect(postcodeAt(text, 24)?.form).toBe('five');
    expect(postcodeAt(text, 0)).toBeUndefined();
  });

  it('takes more words of a place only where its line or part ends', () => {
    const place = (text: string) => {
      const line = postcodeAt(text, 0);
      return line && text.slice(0, line.end);
    };
    expect(place('10115 Berlin Saken ble behandlet')).toBe('10115 Berlin');
    expect(place('3015 Milton Keynes\nUK')).toBe('3015 Milton Keynes');
    expect(place('2517 AM Den Haag Innloggingen kom fra')).toBe('2517 AM Den Haag');
    expect(place('8622 Mo i Rana')).toBe('8622 Mo i Rana');
  });
});
