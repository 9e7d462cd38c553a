import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';

const ADDRESS_TYPES = new Set(['ADDRESS', 'NO_ADDRESS']);
/** The address spans at the default threshold, as their texts. */
const addresses = (text: string, types: ReadonlySet<string> = ADDRESS_TYPES) =>
  recognizeIdentifiers(text, types)
    .filter((span) => span.score >= 0.5 && span.entity_type.endsWith('ADDRESS'))
    .map((span) => span.text);

/** One address of each country as a letter's window or an invoice's buyer block prints it. */
const BLOCKS: Record<string, string> = {
  NO: 'Storgata 12\n0150 OSLO',
  SE: 'Ringvägen 82 B\n582 24 Linköping',
  DK: 'Søndergade 77, 4.\nDK-5000 Odense C',
  DE: 'Rosenheimer Str. 78\n10719 Berlin',
  NL: 'Stationsstraat 16-2\n2511 CV Den Haag',
  FR: '153 impasse des Rosiers\n31000 TOULOUSE',
  GB: '193 Queen Street\nLEEDS\nLS6 3AB',
  US: '1639 Market St, Floor 12\nMinneapolis, MN 55401',
  IN: 'H.No. 8-2-300/98, Road No. 25, Jubilee Hills\nHyderabad - 500033',
  ES: 'Avda. Diagonal 404, 1º 2ª\n48009 Bilbao',
  IT: 'Via Toledo 54\n80134 Napoli NA',
  PL: 'ul. Floriańska 20\n00-867 Warszawa',
};

describe('addresses as letters, invoices and CVs print them', () => {
  it('start at the street line, below cue, name and number lines of any language', () => {
    // What stands above a buyer's or recipient's address: the seller's registration or bank
    // line (ending in digits), a cue word, a person's or company's name, an attention line.
    const aboves = [
      'Org.nr. 934 400 763\nFakturamottakar\nJavier García López',
      'VAT Reg. No. GB 920 3737 78\nBilled To\nEleanor Taylor',
      'IBAN DE57 3071 2806 6447 6684 41\nRossi Immobiliare S.r.l.\nz. Hd. Francesca Esposito',
      'Tel. +39 326 479 5995\nLieferanschrift\nHerrn Alessandro Rossi',
      'CVR 53 48 18 14\nKøber\nIda Mortensen',
      'Org.nr 556677-8899\nTill\nKatrin Krüger',
      'Registered in England and Wales No. 89051640\nMrs Lotte Jansen',
      'N° TVA FR66 383967950\nDestinataire\nNowak Doradztwo sp. z o.o.',
    ];
    for (const [country, block] of Object.entries(BLOCKS))
      for (const above of aboves)
        expect(
          addresses(`${above}\n${block}\nInvoice number 813873`),
          `${country}: ${above}`,
        ).toEqual([block]);
  });

  it("end with the country's name in the languages letters here are written in", () => {
    const names: Record<string, string[]> = {
      NO: ['Norge', 'Noreg', 'Norway', 'Norwegen', 'Norvège', 'Noorwegen'],
      SE: ['Sverige', 'Sweden', 'Schweden', 'Suède', 'Zweden'],
      DK: ['Danmark', 'Denmark', 'Dänemark', 'Danemark', 'Denemarken'],
      DE: ['Tyskland', 'Germany', 'Deutschland', 'Allemagne', 'Duitsland'],
      NL: ['Nederland', 'Netherlands', 'Niederlande', 'Pays-Bas', 'Nederländerna', 'Holland'],
      FR: ['Frankrike', 'France', 'Frankreich', 'Frankrijk', 'Frankrig'],
      GB: [
        'Storbritannia',
        'Storbritannien',
        'United Kingdom',
        'Vereinigtes Königreich',
        'Royaume-Uni',
        'Verenigd Koninkrijk',
      ],
      US: ['USA', 'United States', 'Vereinigte Staaten', 'États-Unis', 'Verenigde Staten'],
      IN: ['India', 'Indien', 'Inde'],
      ES: ['Spania', 'Spain', 'Spanien', 'Espagne', 'Spanje', 'España'],
      IT: ['Italia', 'Italy', 'Italien', 'Italie', 'Italië'],
      PL: ['Polen', 'Poland', 'Pologne', 'Polska'],
    };
    for (const [country, list] of Object.entries(names))
      for (const name of list)
        for (const printed of [name, name.toUpperCase()]) {
          const whole = `${BLOCKS[country]!}\n${printed}`;
          expect(addresses(`Kari Nordmann\n${whole}\nTelefon 22 33 44 55`), whole).toEqual([whole]);
        }
  });

  it('take the units, floors, flats, house names and place suffixes of each country', () => {
    for (const address of [
      'Unit 5, Riverside Park\n24 Albert Road\nManchester M1 1AE',
      'Suite 6, 31 Oxford Road, Bristol, BS1 5TR',
      'Rose Cottage\n62 High Street\nManchester M1 1AE',
      'The Old Rectory\n45 Mill Lane\nBristol\nBS1 5TR',
      'Järnvägsgatan 103, 2 tr\n113 59 STOCKHOLM',
      'Götgatan 108, 2 tr, 702 10 Örebro',
      'Ringvägen 9 B - 118 60 Stockholm',
      'Kerkstraat 90 hs, 9711 LM Groningen',
      'Wilhelminastraat 63-III\n3011 AD Rotterdam',
      'Laan van Meerdervoort 72 hs\n2312 BS Leiden',
      'Jernbanegade 102, 4.\n1552 København V',
      'Gammel Kongevej 122, 1. th.\n7100 Vejle',
      'Frederiksberg Allé 80, 3. mf.\n6700 Esbjerg',
      'Åboulevarden 40, 9000 Aalborg',
      'Plaza Nueva 22, 6ª planta\n50001 Zaragoza',
      'C/ Mayor 52, 4-A\n08017 Barcelona (Barcelona)',
      'Calle de Alcalá, 84, 4-A\n48009 Bilbao',
      'Goethestraße 19a - 60311 Frankfurt am Main',
      'Résidence Les Pins, Bât. C\n162, rue Victor Hugo\n35000 Rennes',
      'H.No. 8-2-367/96, Road No. 18, Jubilee Hills\nHyderabad - 500033',
      '115, Anna Salai, Teynampet\nChennai - 600018',
      'D-22, Green Park, New Delhi 110016',
      'Flat 305, Sai Krupa Apartments\n5th Cross, Malleshwaram\nBengaluru, Karnataka 560003',
      '7774 Main Street, Floor 12, NEW YORK NY 10118',
      '3079 Pine Ct #12\nPORTLAND OR 97205',
      '7220 Market St\nUnit 2\nNEW YORK NY 10118',
      'USS Bataan (LHD 5)\nFPO AP 96672-8161',
    ])
      expect(addresses(`Jane Smith\n${address}\nPhone 0161 496 0000`), address).toEqual([address]);
  });

  it('leave a label on the address line out, and read "NY 10118" as part of the address', () => {
    expect(addresses('Adres Laan van Meerdervoort 46-III, 1071 DJ AMSTERDAM\nTel')).toEqual([
      'Laan van Meerdervoort 46-III, 1071 DJ AMSTERDAM',
    ]);
    const types = new Set(['ADDRESS', 'NO_ADDRESS', 'NO_LICENSE_PLATE']);
    const spans = recognizeIdentifiers('7220 Market St\nUnit 2\nNEW YORK NY 10118\nShip to', types);
    expect(spans.filter((span) => span.score >= 0.5).map((span) => span.entity_type)).toEqual([
      'ADDRESS',
    ]);
  });

  it('find none in cue, name, number and table lines, sentences and product names', () => {
    for (const text of [
      'Org.nr. 806 264 490\nKunde\nKrzysztof Lewandowski\nTelefon: +48 22 601 74 35',
      'VAT Reg. No. GB 157 1456 56\nBilled To\nSørensen Revision ApS\nInvoice number 813873',
      'Invoice number 813873\nDate 19/12/2023\nTotal 1 250,00',
      'Qty 2 Unit 5 Price 56\nUnit 12 Floor 3\nSuite 6 Total 31',
      'Wir liefern nach Spanien und Italien.\nITALIE 2024\nSPANJE 12',
      'Rose Cottage is for sale. The Old Rectory was built in 1840.',
      'Mødet er 4. juni 2024, 2 tr op, 1. th. ved døren',
      'Windows 10 Pro, Office 2021 Home, iPhone 15 Pro Max',
      'Section 4-A, Table 6ª, Chapter 2 tr',
      'Tel. +47 22 33 44 55 · Faks 22 33 44 56 · 4068 SMS',
    ])
      expect(addresses(text), text).toEqual([]);
  });
});
