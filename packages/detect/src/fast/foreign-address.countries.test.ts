import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';

const TYPES = new Set(['ADDRESS', 'NO_ADDRESS']);
/** The address spans at the default threshold, as [type, text]. */
const found = (text: string) =>
  recognizeIdentifiers(text, TYPES)
    .filter((span) => span.score >= 0.5)
    .map((span) => [span.entity_type, span.text]);

/**
 * The address as a block of lines: each comma starts a line, except that a house number, a
 * floor or a door stays on the line of its street ("C/ Mayor, 12, 3º Izda.", "10, avenue …").
 */
function asBlock(address: string): string {
  const lines: string[] = [];
  for (const part of address.split(', ')) {
    const last = lines.length - 1;
    const isShortNumber = /^\d[\dºª./A-Za-z -]{0,8}$/.test(part);
    if (last >= 0 && (isShortNumber || /^[\d/A-Z-]+$/.test(lines[last]!)))
      lines[last] += `, ${part}`;
    else lines.push(part);
  }
  return lines.join('\n');
}

/** Each address must come out whole in a sentence, after a label, and as a block of lines. */
function expectWhole(addresses: readonly string[]) {
  for (const address of addresses) {
    const block = asBlock(address);
    expect(found(`The letter went to ${address} last week.`), address).toEqual([
      ['ADDRESS', address],
    ]);
    expect(found(`Adresse: ${address}\nTelefon: 12 34 56 78`), address).toEqual([
      ['ADDRESS', address],
    ]);
    expect(found(`Maria Rossi\n${block}\n\nRef. 2024/118`), block).toEqual([['ADDRESS', block]]);
  }
}

describe('postal addresses of other countries, whole', () => {
  it('Sweden: street, box, apartment number, c/o, "111 51" postcodes', () => {
    expectWhole([
      'Sveavägen 44, 111 34 Stockholm',
      'Kungsgatan 12, SE-411 19 Göteborg',
      'Storgatan 3 B lgh 1102, 852 30 Sundsvall, Sverige',
      'Box 7836, 103 98 Stockholm',
      'c/o Karlsson, Järntorget 5, 413 04 Göteborg',
    ]);
  });

  it('Denmark: floor and side after the number, district letters after the town', () => {
    expectWhole([
      'Nørregade 10, 2. th., 1165 København K',
      'Vestergade 5, st. tv., 8000 Aarhus C, Danmark',
      'Sankt Annæ Plads 5, 1250 København K',
      'Algade 17, DK-9000 Aalborg',
    ]);
  });

  it('Germany: -straße and -weg, streets written apart, prepositions, Postfach', () => {
    expectWhole([
      'Friedrichstraße 123, 10117 Berlin',
      'Musterweg 1, 60325 Frankfurt am Main',
      'Platz der Republik 1, 11011 Berlin',
      'Unter den Linden 77, 10117 Berlin, Deutschland',
      'Postfach 11 02 52, 10832 Berlin',
      'Am Markt 3, D-28195 Bremen',
      'Goethestraße 19a - 60311 Frankfurt am Main',
    ]);
  });

  it('Germany: a "z. Hd." line names a person and is no part of the address under it', () => {
    expect(found('Stadtwerke Bremen\nz. Hd. Frau Weber\nAm Markt 3\nD-28195 Bremen')).toEqual([
      ['ADDRESS', 'Am Markt 3\nD-28195 Bremen'],
    ]);
  });

  it('the Netherlands: "1012 LG" postcodes, Postbus, names with "van" and "\'s-"', () => {
    expectWhole([
      'Damrak 1, 1012 LG Amsterdam',
      'Postbus 20018, 2500 EA Den Haag',
      "Laan van Meerdervoort 50, 2517 AM 's-Gravenhage",
      'Keizersgracht 123-II, 1015 CJ Amsterdam, Nederland',
    ]);
  });

  it('France: number before the street type, bis, BP, CEDEX, appartement', () => {
    expectWhole([
      '55 rue du Faubourg Saint-Honoré, 75008 Paris',
      "10, avenue de l'Opéra, 75001 PARIS, FRANCE",
      '3 bis boulevard Voltaire, 13001 Marseille',
      'BP 90432, 69000 Lyon',
      'Appartement 12, 8 rue des Lilas, 69003 Lyon',
      '14 rue Bayard, 75008 Paris Cedex 08',
    ]);
  });

  it('the United Kingdom: flats, house numbers, towns and postcodes like SW1A 1AA', () => {
    expectWhole([
      '10 Downing Street, London SW1A 2AA',
      'Flat 2, 27 Kings Road, Chelsea, London SW3 4RP',
      'PO Box 1234, Manchester M60 1QD',
      '1 Poultry, London EC2R 8EJ, United Kingdom',
    ]);
    expect(
      found('Mr J Smith\nFlat 4\n21 Acacia Avenue\nWestbury-on-Trym\nBristol\nBS9 3PR'),
    ).toEqual([['ADDRESS', 'Flat 4\n21 Acacia Avenue\nWestbury-on-Trym\nBristol\nBS9 3PR']]);
  });

  it('the United States: suites, apartments, ZIP+4, states written out, military mail', () => {
    expectWhole([
      '350 Fifth Avenue, Suite 5300, New York, NY 10118',
      '1 Infinite Loop, Cupertino, CA 95014',
      '123 Main St Apt 4B, Springfield, IL 62704-1234, USA',
      'P.O. Box 1600, Austin, TX 78767',
      'PO Box 1199, Sterling, Virginia 20166-1199',
      'PSC 1234, Box 5678, APO AE 09204',
      'Unit 2050 Box 4190, DPO AP 96278',
    ]);
    expect(found('SSgt John Doe\nUSS Nimitz (CVN 68)\nFPO AP 96620-2820')).toEqual([
      ['ADDRESS', 'USS Nimitz (CVN 68)\nFPO AP 96620-2820'],
    ]);
  });

  it('India: flat and house numbers, roads, localities, sectors, state and PIN', () => {
    expectWhole([
      'Flat No. 12, MG Road, Bengaluru, Karnataka 560001',
      'H.No. 5-6-789, Banjara Hills, Hyderabad, Telangana 500034',
      'B-12, Sector 15, Noida, Uttar Pradesh 201301',
      '12/3, Park Street, Kolkata 700016, West Bengal',
      'A-45, Vasant Kunj, New Delhi - 110070',
      'Plot No. 45, Jubilee Hills, Hyderabad 500033, Telangana, India',
    ]);
    expect(found('Office at Sector 15, Noida.')).toEqual([['ADDRESS', 'Sector 15, Noida']]);
  });

  it('Spain: calle and avenida first, floor and door, apartado de correos', () => {
    expectWhole([
      'Calle de Alcalá 50, 28014 Madrid',
      'C/ Mayor, 12, 3º Izda., 28013 Madrid, España',
      'Avda. Diagonal 640, 08017 Barcelona',
      'Paseo de la Castellana 259, 28046 Madrid',
      'Apartado de Correos 1234, 28080 Madrid',
    ]);
  });

  it('Italy: via and piazza first, CAP and province, casella postale', () => {
    expectWhole([
      'Via del Corso 12, 00186 Roma RM',
      'Piazza del Duomo 1, 20122 Milano (MI)',
      'Viale Trastevere 76/A, 00153 Roma, Italia',
      'Corso Vittorio Emanuele II 15, 10123 Torino TO',
      'Casella Postale 123, 00100 Roma',
    ]);
  });

  it('Poland, Hong Kong and South Africa as the corpus writes them', () => {
    expectWhole([
      'ul. Żwirki i Wigury 16, 02-092 Warszawa',
      'al. Jana Pawła II 27, 00-867 Warszawa',
    ]);
    expect(found('Test itp\nKacza 11/2\n91-504 Łódź\nNIP: 5319419588')).toEqual([
      ['ADDRESS', 'Kacza 11/2\n91-504 Łódź'],
    ]);
    expect(
      found('iViveLabs Ltd.\n93B Sai Yu Chung\nYuen Long, N.T.\nHong Kong\n\nSeite 1'),
    ).toEqual([['ADDRESS', '93B Sai Yu Chung\nYuen Long, N.T.\nHong Kong']]);
    expect(found('ATTN: iViveLabs Limited\n93B Sai Yu Chung\nYuen Long, N.T., 0000, HK')).toEqual([
      ['ADDRESS', '93B Sai Yu Chung\nYuen Long, N.T., 0000, HK'],
    ]);
    expect(found('P.O. Box 2526 ∙ Polokwane ∙ 2069 ∙ 073 555 9897 ∙ d@onetwo.co.za')).toEqual([
      ['ADDRESS', 'P.O. Box 2526 ∙ Polokwane ∙ 2069'],
    ]);
  });

  it('a company line before a number-first street stays out ("Abacus Technologies 17611 …")', () => {
    expect(
      found('Owner, Abacus Technologies 17611 Loring Lane, Spring, TX 77388-5746 (281)'),
    ).toEqual([['ADDRESS', '17611 Loring Lane, Spring, TX 77388-5746']]);
    expect(found('WHAT I NEED IS 50000 WHEN I GET IT')).toEqual([]);
  });

  it('Norway stays NO_ADDRESS, with its c/o and country lines', () => {
    expect(found('Kari Nordmann\nc/o Hansen\nStorgata 12\n0150 OSLO\nNorge')).toEqual([
      ['NO_ADDRESS', 'c/o Hansen\nStorgata 12\n0150 OSLO\nNorge'],
    ]);
    expect(found('Skatteetaten, Postboks 9200 Grønland, 0134 OSLO')).toEqual([
      ['NO_ADDRESS', 'Postboks 9200 Grønland, 0134 OSLO'],
    ]);
    // A bare name with its postcode is Norway's too, never another country's.
    expect(found('Solli 3, 0254 Oslo og Hammerstads gate 32\n0363 OSLO')).toEqual([
      ['NO_ADDRESS', 'Solli 3, 0254 Oslo'],
      ['NO_ADDRESS', 'Hammerstads gate 32\n0363 OSLO'],
    ]);
  });
});
