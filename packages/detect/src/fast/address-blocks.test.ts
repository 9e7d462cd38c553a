import { describe, expect, it } from 'vitest';
import { buildBlock, type Part, withCareOfAndCountry } from './address-blocks';

/** The block around the first occurrence of `line` in `text`, as [kind, text] per part. */
function block(text: string, line: string, kind: Part['kind'] = 'street') {
  const start = text.indexOf(line);
  const first: Part = { start, end: start + line.length, kind, score: 0.55 };
  return buildBlock(text, first, 0).map((part) => [part.kind, text.slice(part.start, part.end)]);
}

describe('buildBlock', () => {
  it('takes unit, c/o and service lines before the line, not a name or company line', () => {
    expect(block('Jane Doe\nc/o Smith\nFlat 3\n14 High Street', '14 High Street')).toEqual([
      ['careof', 'c/o Smith'],
      ['unit', 'Flat 3'],
      ['street', '14 High Street'],
    ]);
    expect(block('Acme Ltd\nKari Nordmann\nMusterweg 1', 'Musterweg 1')).toEqual([
      ['street', 'Musterweg 1'],
    ]);
    expect(block('SSgt John Doe\nPSC 3, Box 3051', 'Box 3051', 'box')).toEqual([
      ['box', 'PSC 3'],
      ['box', 'Box 3051'],
    ]);
  });

  it('starts at the street line: a number ending the line above, a cue or name line never', () => {
    // How invoices and letters print a buyer or recipient below the seller's VAT or IBAN line.
    const text = 'VAT Reg. No. GB 157 1456 56\nBilled To\nSørensen Revision ApS\nBredgade 42A, 4.';
    expect(block(text, 'Bredgade 42A')).toEqual([
      ['street', 'Bredgade 42A'],
      ['unit', '4.'],
    ]);
    expect(
      block('Org.nr. 806 264 490\nKunde\nKrzysztof Lewandowski\nul. Długa 53', 'ul. Długa 53'),
    ).toEqual([['street', 'ul. Długa 53']]);
    expect(
      block(
        'IBAN FR16 9942 6707 5851 020\nPiotr Nowak\nos. Na Skarpie 35/2',
        'os. Na Skarpie 35/2',
      ),
    ).toEqual([['street', 'os. Na Skarpie 35/2']]);
    expect(
      block("Telefon 800 27 984\n56\nDr Harry Jones\nFlat 28, 43 King's Road", "43 King's Road"),
    ).toEqual([
      ['unit', 'Flat 28'],
      ['street', "43 King's Road"],
    ]);
    // The same line's house number after a label is the address's own.
    expect(
      block('Address: 88, Banjara Hills, Chennai 600002', 'Chennai 600002', 'postcode'),
    ).toEqual([
      ['unit', '88'],
      ['locality', 'Banjara Hills'],
      ['postcode', 'Chennai 600002'],
    ]);
  });

  it('takes a house or building name line before the street, not a person or company', () => {
    expect(block('Mrs Sophie Wilson\nRose Cottage\n60 Manor Close', '60 Manor Close')).toEqual([
      ['unit', 'Rose Cottage'],
      ['street', '60 Manor Close'],
    ]);
    expect(block('Emma Smith\nThe Old Rectory\n58 Albert Road', '58 Albert Road')).toEqual([
      ['unit', 'The Old Rectory'],
      ['street', '58 Albert Road'],
    ]);
    expect(block('Address The Old Rectory, 33 Victoria Road', '33 Victoria Road')).toEqual([
      ['unit', 'The Old Rectory'],
      ['street', '33 Victoria Road'],
    ]);
    expect(
      block('Wilson Software PLC\nUnit 5, Riverside Park\n24 Albert Road', '24 Albert Road'),
    ).toEqual([
      ['unit', 'Unit 5'],
      ['locality', 'Riverside Park'],
      ['street', '24 Albert Road'],
    ]);
    expect(
      block('Léa Martin\nRésidence Les Pins, Bât. C\n162, rue Victor Hugo', '162, rue Victor Hugo'),
    ).toEqual([
      ['unit', 'Résidence Les Pins'],
      ['unit', 'Bât. C'],
      ['street', '162, rue Victor Hugo'],
    ]);
    for (const above of ['David Lodge', 'Skog og Hav Bâtiment SA', 'Jones Building Services PLC'])
      expect(block(`${above}\n12 High Street`, '12 High Street'), above).toEqual([
        ['street', '12 High Street'],
      ]);
  });

  it("reads India's lines before a PIN: house codes, numbered roads, crosses and localities", () => {
    const bengaluru =
      'Flat 305, Sai Krupa Apartments\n5th Cross, Malleshwaram\nBengaluru, Karnataka 560003';
    expect(
      block(`Ms Ananya Iyer\n${bengaluru}`, 'Bengaluru, Karnataka 560003', 'postcode'),
    ).toEqual([
      ['unit', 'Flat 305'],
      ['unit', 'Sai Krupa Apartments'],
      ['street', '5th Cross'],
      ['locality', 'Malleshwaram'],
      ['postcode', 'Bengaluru, Karnataka 560003'],
    ]);
    const hyderabad = 'H.No. 8-2-367/96, Road No. 18, Jubilee Hills\nHyderabad - 500033';
    expect(block(hyderabad, 'Hyderabad - 500033', 'postcode').map(([kind]) => kind)).toEqual([
      'unit',
      'street',
      'locality',
      'postcode',
    ]);
  });

  it('takes districts only up to a firm part before the line', () => {
    const text = 'Rahul Sharma, Flat No. 12, MG Road, Koramangala, Bengaluru, Karnataka 560001';
    expect(block(text, 'Bengaluru, Karnataka 560001', 'postcode').map(([kind]) => kind)).toEqual([
      'unit',
      'street',
      'locality',
      'postcode',
    ]);
    expect(
      block('Rahul Sharma, Bengaluru, Karnataka 560001', 'Bengaluru, Karnataka 560001', 'postcode'),
    ).toEqual([['postcode', 'Bengaluru, Karnataka 560001']]);
  });

  it('takes units, districts, postcode, region and country after the line', () => {
    expect(block('Calle Mayor 5, 3º B, 28013 Madrid, España. Gracias', 'Calle Mayor 5')).toEqual([
      ['street', 'Calle Mayor 5'],
      ['unit', '3º B'],
      ['postcode', '28013 Madrid'],
      ['country', 'España'],
    ]);
    expect(
      block('93B Sai Yu Chung\nYuen Long, N.T., 0000, HK', '93B Sai Yu Chung', 'tentative'),
    ).toEqual([
      ['tentative', '93B Sai Yu Chung'],
      ['locality', 'Yuen Long'],
      ['region', 'N.T.'],
      ['postcode', '0000'],
      ['country', 'HK'],
    ]);
  });

  it('takes the floors, flats and doors each country prints after the number', () => {
    const after = (text: string, line: string) => block(text, line).slice(1);
    expect(after('Järnvägsgatan 103, 2 tr\n113 59 STOCKHOLM', 'Järnvägsgatan 103')).toEqual([
      ['unit', '2 tr'],
      ['postcode', '113 59 STOCKHOLM'],
    ]);
    expect(after('Jernbanegade 102, 4.\n1552 København V', 'Jernbanegade 102')).toEqual([
      ['unit', '4.'],
      ['postcode', '1552 København V'],
    ]);
    expect(after('Kerkstraat 90 hs, 9711 LM Groningen', 'Kerkstraat 90')).toEqual([
      ['unit', 'hs'],
      ['postcode', '9711 LM Groningen'],
    ]);
    expect(after('Plaza Nueva 22, 6ª planta\n50001 Zaragoza', 'Plaza Nueva 22')).toEqual([
      ['unit', '6ª planta'],
      ['postcode', '50001 Zaragoza'],
    ]);
    expect(after('C/ Mayor 52, 4-A\n08017 Barcelona (Barcelona)', 'C/ Mayor 52')).toEqual([
      ['unit', '4-A'],
      ['postcode', '08017 Barcelona (Barcelona)'],
    ]);
    expect(after('3079 Pine Ct #12\nPORTLAND OR 97205', '3079 Pine Ct')).toEqual([
      ['unit', '#12'],
      ['postcode', 'PORTLAND OR 97205'],
    ]);
    expect(after('7774 Main Street, Floor 12, NEW YORK NY 10118', '7774 Main Street')).toEqual([
      ['unit', 'Floor 12'],
      ['postcode', 'NEW YORK NY 10118'],
    ]);
  });

  it('reads a floor alone only before a separator, and no company as a building', () => {
    expect(block('Mødet er i Vestergade 5, 4. juni kl. 10', 'Vestergade 5')).toEqual([
      ['street', 'Vestergade 5'],
    ]);
    const footer = 'Skog og Hav Bâtiment SA · 141 allée des Tilleuls, 44000 Nantes';
    expect(block(footer, '141 allée des Tilleuls')).toEqual([
      ['street', '141 allée des Tilleuls'],
      ['postcode', '44000 Nantes'],
    ]);
  });

  it('stops at a blank line, after a country, and drops a trailing district line', () => {
    expect(block('Hauptstraße 12\n\n10115 Berlin', 'Hauptstraße 12')).toEqual([
      ['street', 'Hauptstraße 12'],
    ]);
    expect(block('Hauptstraße 12\nRechnung\nSeite 1', 'Hauptstraße 12')).toEqual([
      ['street', 'Hauptstraße 12'],
    ]);
    expect(block('14 High St, Bristol', '14 High St')).toEqual([
      ['street', '14 High St'],
      ['locality', 'Bristol'],
    ]);
    expect(block('Via Roma 1, 00184 Roma RM, Italia, Europa', 'Via Roma 1').pop()).toEqual([
      'country',
      'Italia',
    ]);
  });
});

describe('withCareOfAndCountry', () => {
  it('widens an address by the c/o line above it and the country line below it', () => {
    const text = 'Kari Nordmann\nc/o Hansen\nStorgata 12\n0150 OSLO\nNorge\nTlf 22 33 44 55';
    const start = text.indexOf('Storgata');
    const wide = withCareOfAndCountry(text, { start, end: text.indexOf('\nNorge') });
    expect(text.slice(wide.start, wide.end)).toBe('c/o Hansen\nStorgata 12\n0150 OSLO\nNorge');
  });
});
