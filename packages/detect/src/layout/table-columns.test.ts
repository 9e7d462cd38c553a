import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';
import { typeColumns } from './table-columns';

const fast = createFastEngine();

async function detect(lines: PrintedLine[]) {
  const spans = await fast.detect({ ...layOut(lines), entities: ['PERSON', 'INCOME', 'ADDRESS'] });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => ({ text: span.text, type: span.entity_type, label: span.basis?.label }));
}

/** A payroll table: a header row, a person and a card company as payees, amounts on the right. */
const PAYROLL: PrintedLine[] = [
  { x: 40, y: 40, text: 'DOCUMENT NO.' },
  { x: 160, y: 40, text: 'PAYEE NAME' },
  { x: 330, y: 40, text: 'DESCRIPTION' },
  { x: 500, y: 40, text: 'AMOUNT ($)' },
  { x: 160, y: 60, text: 'BAIN, J MATTHEW' },
  { x: 330, y: 60, text: 'DISTRICT DIRECTOR' },
  { x: 505, y: 60, text: '37,499.96' },
  { x: 160, y: 74, text: 'SMITH, ALVARO R' },
  { x: 330, y: 74, text: 'LEGISLATIVE CORRESPONDENT' },
  { x: 505, y: 74, text: '21,000.00' },
  { x: 40, y: 88, text: 'DHAW20190001' },
  { x: 160, y: 88, text: 'CITIBANK - TRAVEL CBA CARD' },
  { x: 330, y: 88, text: 'STAFF TRANSPORTATION' },
  { x: 510, y: 88, text: '920.68' },
];

describe('table cells typed by their column', () => {
  it('an amount is a person’s income on the row that names the person, not on a card company’s', async () => {
    const found = await detect(PAYROLL);
    expect(found).toContainEqual({ text: '37,499.96', type: 'INCOME', label: 'AMOUNT ($)' });
    expect(found).toContainEqual({ text: '21,000.00', type: 'INCOME', label: 'AMOUNT ($)' });
    expect(found.some((span) => span.text === '920.68')).toBe(false);
  });

  it('a line with a number heads no column: the table headers under a bank’s address are no places', async () => {
    // A bank statement: the bank's address line over the next table's header row.
    const found = await detect([
      { x: 40, y: 40, text: 'Kansas City MO 00005678' },
      { x: 200, y: 40, text: 'Statement Period' },
      { x: 380, y: 40, text: 'Page 1' },
      { x: 40, y: 60, text: 'Date Paid' },
      { x: 200, y: 60, text: 'Check Number' },
      { x: 380, y: 60, text: 'Amount' },
    ]);
    expect(found.filter((span) => span.type === 'ADDRESS')).toEqual([]);
  });

  it('a form’s label with a colon heads no column: the text under it is not an address', async () => {
    const found = await detect([
      { x: 40, y: 40, text: 'Nom:' },
      { x: 200, y: 40, text: 'adresse:' },
      { x: 380, y: 40, text: 'n° dossier:' },
      { x: 200, y: 60, text: 'comptabilité des salaires' },
      { x: 380, y: 60, text: 'signature de l’employeur' },
    ]);
    expect(found.filter((span) => span.type === 'ADDRESS')).toEqual([]);
  });

  it('words of justified prose spread apart head no column, whatever they say', async () => {
    // "… moves to the city …" set with wide gaps: "city" is over "the" and "gets".
    const found = await detect([
      { x: 40, y: 40, text: 'The' },
      { x: 120, y: 40, text: 'meeting' },
      { x: 200, y: 40, text: 'takes' },
      { x: 280, y: 40, text: 'city' },
      { x: 40, y: 54, text: 'Reed' },
      { x: 120, y: 54, text: 'then' },
      { x: 200, y: 54, text: 'says' },
      { x: 280, y: 54, text: 'the' },
      { x: 40, y: 68, text: 'Murphy' },
      { x: 120, y: 68, text: 'who' },
      { x: 200, y: 68, text: 'now' },
      { x: 280, y: 68, text: 'gets' },
    ]);
    expect(found.filter((span) => span.type === 'ADDRESS')).toEqual([]);
  });

  /** Rows of cells at the given columns, one line apart. */
  const table = (rows: string[][], xs: number[], top = 40): PrintedLine[] =>
    rows.flatMap((row, index) =>
      row.flatMap((text, column) => (text ? [{ x: xs[column]!, y: top + 16 * index, text }] : [])),
    );

  it('under a header naming a part of a name every capitalised cell is one, known or not', async () => {
    const found = await detect(
      table(
        [
          ['Etternavn', 'Fornavn', 'CUIL', 'Dato', 'Beløp'],
          ['BRÆKKE', 'OLE', '20-12345678-6', '09.10.2013', 'kr 5 000,00'],
          ['VESTBØSTAD', 'TORUNN', '27-23249597-4', '09.10.2013', 'kr 2 500,00'],
        ],
        [40, 160, 280, 400, 520],
      ),
    );
    // The first row is also the value under its label, as in a form; the rows under it are not.
    expect(found).toContainEqual(expect.objectContaining({ text: 'BRÆKKE', type: 'PERSON' }));
    expect(found).toContainEqual({ text: 'VESTBØSTAD', type: 'PERSON', label: 'Etternavn' });
    // The amounts are the persons' the name columns found, not only the tagger's.
    expect(found).toContainEqual({ text: 'kr 2 500,00', type: 'INCOME', label: 'Beløp' });
    // A header in capitals is a label, not a name.
    expect(found.some((span) => span.text === 'CUIL')).toBe(false);
  });

  it('a column headed by who its people are holds names written like names', async () => {
    const found = await detect(
      table(
        [
          ['Patient', 'Town', 'Treatment', 'Fee'],
          ['OKONKWO, ADAEZE', 'LEEDS', 'PHYSIOTHERAPY', '£120.00'],
          ['TOTAL', '', '', '£120.00'],
          ['FITZWILLIAM, HUGO, R', 'YORK', 'CONSULTATION', '£80.00'],
        ],
        [40, 220, 330, 470],
      ),
    );
    expect(found).toContainEqual({ text: 'OKONKWO, ADAEZE', type: 'PERSON', label: 'Patient' });
    expect(found).toContainEqual({
      text: 'FITZWILLIAM, HUGO, R',
      type: 'PERSON',
      label: 'Patient',
    });
    expect(found.some((span) => span.text === 'TOTAL')).toBe(false);
  });

  it('a role column whose cells are no names is left alone: membership levels are not people', async () => {
    const found = await detect(
      table(
        [
          ['Member', 'Since', 'Fee', 'Status'],
          ['Gold', '2019', '£120.00', 'Active'],
          ['Corporate Plus', '2021', '£80.00', 'Lapsed'],
        ],
        [40, 220, 330, 470],
      ),
    );
    expect(found.filter((span) => span.type === 'PERSON')).toEqual([]);
  });

  it('a header centred over a wider column still heads the cells set left under it', async () => {
    // An HTML report: <th> centred, <td> left-aligned; "Etternavn" at 97–149 over cells at 60.
    const found = await detect([
      { x: 97, y: 40, text: 'Etternavn' },
      { x: 201, y: 40, text: 'Fornavn' },
      { x: 330, y: 40, text: 'Dato' },
      { x: 60, y: 58, text: 'VESTBØSTAD' },
      { x: 192, y: 58, text: 'TORUNN' },
      { x: 320, y: 58, text: '09.10.2024' },
      { x: 60, y: 76, text: 'STRØMSHEIM' },
      { x: 192, y: 76, text: 'JON ARNE' },
      { x: 320, y: 76, text: '10.10.2024' },
    ]);
    expect(found).toContainEqual({ text: 'STRØMSHEIM', type: 'PERSON', label: 'Etternavn' });
  });

  it('a list of people at the top of a page is no letterhead, though its employer column names a company', async () => {
    const found = await detect(
      table(
        [
          ['Contributor Name', 'Address', 'City', 'Zip', 'Employer', 'Amount'],
          ['Ramirez, Elena M', '1423 W Maple Ave', 'Springfield', '62704', 'None', '250.00'],
          [
            'Okafor, Chinedu',
            '88 Harbor Rd Apt 4',
            'Portland',
            '04101',
            'Bath Iron Works',
            '1,000.00',
          ],
          ['Lindqvist, Maria', '7 Elm Court', 'Madison', '53703', 'Retired', '50.00'],
          ['Chen, Wei', '300 Pine Street', 'Seattle', '98101', 'Perkins Coie LLP', '2,700.00'],
        ],
        [20, 110, 200, 270, 320, 420],
      ),
    );
    const addresses = found.filter((span) => span.type === 'ADDRESS').map((span) => span.text);
    // A cell with a street's word ("Court", "Street", "Apt") and a number is no new header.
    for (const street of ['88 Harbor Rd Apt 4', '7 Elm Court', '300 Pine Street']) {
      expect(
        addresses.some((text) => text.startsWith(street)),
        street,
      ).toBe(true);
    }
    // The tagger's place in a town column is the row's address.
    expect(addresses.some((text) => text.includes('Portland'))).toBe(true);
    expect(found.some((span) => span.type.startsWith('ORGANIZATION_'))).toBe(false);
  });

  it('a town and a postcode are a person’s only on a row that names one: branch offices are not', async () => {
    const found = await detect(
      table(
        [
          ['Office', 'City', 'Zip', 'Opening hours'],
          ['Head office', 'Springfield', '62704', '9–17'],
          ['Harbour branch', 'Portland', '04101', '10–16'],
          ['Lakeside branch', 'Madison', '53703', '10–15'],
        ],
        [40, 200, 320, 420],
      ),
    );
    expect(found.filter((span) => span.type === 'ADDRESS')).toEqual([]);
  });

  it('a company’s footer set out in columns stays the company’s', async () => {
    const found = await fast.detect({
      ...layOut(
        table(
          [
            ['Anschrift', 'Kontakt', 'Bankverbindung'],
            ['Muster Technik GmbH', 'Tel. 030 1234567', 'Sparkasse Berlin'],
            ['Musterstraße 12', 'Fax 030 1234568', 'IBAN DE89 3704 0044 0532 0130 00'],
            ['10115 Berlin', 'info@muster-technik.de', 'BIC COBADEFFXXX'],
          ],
          [40, 220, 400],
          760,
        ),
      ),
      entities: ['ADDRESS', 'ORGANIZATION_ADDRESS', 'PHONE_NUMBER', 'ORGANIZATION_PHONE'],
    });
    const types = found
      .filter((span) => span.score >= 0.5 && /Musterstraße|030 1234567/.test(span.text))
      .map((span) => span.entity_type);
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((type) => type.startsWith('ORGANIZATION_'))).toBe(true);
  });

  it('a column its header gives an organisation is not typed: the payer’s number is the payer’s', async () => {
    const found = await fast.detect({
      ...layOut(
        table(
          [
            ["PAYER'S TIN", "RECIPIENT'S TIN", 'Amount'],
            ['90-3475388', '554-03-0876', '5000'],
            ['74-6552769', '123-45-6789', '300'],
          ],
          [40, 200, 360],
        ),
      ),
      entities: ['ID_NUMBER'],
    });
    const texts = found.filter((span) => span.score >= 0.5).map((span) => span.text);
    expect(texts).toContain('554-03-0876');
    expect(texts).not.toContain('74-6552769');
  });

  it('a product under a column of goods is no person; a known name there stays one', async () => {
    const found = await detect([
      { x: 60, y: 455, text: 'Art.Nr. Artikel' },
      { x: 352, y: 455, text: 'Menge' },
      { x: 431, y: 455, text: 'Preis' },
      { x: 501, y: 455, text: 'Betrag' },
      { x: 60, y: 485, text: '207-76-2' },
      { x: 123, y: 485, text: 'Ferritringkern Mn-Zn 36mm' },
      { x: 375, y: 485, text: '350' },
      { x: 435, y: 485, text: '3.75' },
      { x: 501, y: 485, text: '1’312.50' },
      { x: 60, y: 499, text: '207-76-3' },
      { x: 123, y: 499, text: 'Honorar Kari Nordmann' },
      { x: 375, y: 499, text: '1' },
      { x: 435, y: 499, text: '900.00' },
      { x: 501, y: 499, text: '900.00' },
    ]);
    expect(found.filter((span) => span.text.includes('Ferritringkern'))).toEqual([]);
    // The product's row names no one, so its amount is no one's income.
    expect(found.some((span) => span.text === '1’312.50')).toBe(false);
    expect(found).toContainEqual(
      expect.objectContaining({ text: 'Kari Nordmann', type: 'PERSON' }),
    );
  });
});

describe('a table row whose name is a company’s', () => {
  const table = (rows: string[][], xs: number[], top = 40): PrintedLine[] =>
    rows.flatMap((row, index) =>
      row.flatMap((text, column) => (text ? [{ x: xs[column]!, y: top + 16 * index, text }] : [])),
    );
  const LICENCES = [
    ['LICENSEE NAME', 'DBA NAME', 'ADDRESS', 'ZIP', 'PHONE NUMBER', 'EXPIRES'],
    [
      'ALLEGIANT AIR LLC',
      'ALLEGIANT AIR',
      '7100 TERMINAL DRIVE',
      '73159',
      '(405) 680-3701',
      '2014/12/03',
    ],
    [
      'MARINI, DOMENICA',
      'PIZZA NAPOLI',
      '2033 NORTH KICKAPOO',
      '74804',
      '(405) 275-1234',
      '2014/10/22',
    ],
    ['ULAJ, GEZIM', 'BURGER TOWN', '854 NORTHWEST 12TH', '73160', '(405) 703-0911', '2015/01/02'],
  ];
  const columns = [40, 200, 330, 460, 520, 620];

  it('holds the company’s data; a row naming a person keeps it personal', async () => {
    const page = layOut(table(LICENCES, columns, 200));
    // The table's own reading, before blocks and sentences have their say.
    const read = await fast.detect({
      text: page.text,
      entities: ['PERSON', 'ADDRESS', 'PHONE_NUMBER'],
    });
    const { spans } = typeColumns(page.text, page.words, read);
    const typeOf = (text: string) =>
      spans
        .filter((span) => span.score >= 0.5 && span.text === text)
        .map((span) => span.entity_type);
    expect(typeOf('7100 TERMINAL DRIVE')).toEqual(['ORGANIZATION_ADDRESS']);
    expect(typeOf('(405) 680-3701')).toEqual(['ORGANIZATION_PHONE']);
    expect(typeOf('MARINI, DOMENICA')).toEqual(['PERSON']);
    expect(typeOf('2033 NORTH KICKAPOO')).toEqual(['ADDRESS']);
    expect(typeOf('(405) 275-1234')).toEqual(['PHONE_NUMBER']);
    // A trade name's column names no person, and an expiry date is no phone.
    expect(typeOf('PIZZA NAPOLI')).toEqual([]);
    expect(spans.some((span) => span.text.includes('2014/'))).toBe(false);
  });
});
