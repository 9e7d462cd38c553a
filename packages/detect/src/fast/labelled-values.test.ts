import { describe, expect, it } from 'vitest';
import type { PositionedWord } from '../span';
import { recognizeIdentifiers, recognizeLabelledNames } from './index';
import { LABELLED_TYPES } from './labelled-types';

const TYPES = new Set(LABELLED_TYPES.map((type) => type.entity));

/** Found values as "text|TYPE" at the default threshold. */
function found(text: string, words?: readonly PositionedWord[]): string[] {
  return recognizeIdentifiers(text, TYPES, words)
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.text}|${span.entity_type}`);
}

/**
 * Lays out lines of cells as a page would: each cell is [x, text]; words get boxes 10 high,
 * 6 wide per character, one line every 14. Returns the page text (cells joined by newlines, in
 * the order given) and the words.
 */
function layout(lines: readonly (readonly [number, string][])[]): {
  text: string;
  words: PositionedWord[];
} {
  let text = '';
  const words: PositionedWord[] = [];
  lines.forEach((cells, row) => {
    for (const [x, cell] of cells) {
      if (text) text += '\n';
      let at = x;
      for (const part of cell.split(' ')) {
        if (!text.endsWith('\n') && text.length > 0) text += ' ';
        const start = text.length;
        text += part;
        words.push({
          start,
          end: text.length,
          x0: at,
          y0: row * 14,
          x1: at + part.length * 6,
          y1: row * 14 + 10,
        });
        at += (part.length + 1) * 6;
      }
    }
  });
  return { text, words };
}

describe('labelled values in running text', () => {
  it('finds the value after its label in seven languages, typed by the label', () => {
    const cases: [string, string][] = [
      ['Kundenummer: 10045', '10045|CUSTOMER_NUMBER'],
      ['Kundenr. 47774 gjelder', '47774|CUSTOMER_NUMBER'],
      ['Customer ID AB-77812', 'AB-77812|CUSTOMER_NUMBER'],
      ['Kundennummer 556677', '556677|CUSTOMER_NUMBER'],
      ['Fakturanummer 2024-118', '2024-118|INVOICE_NUMBER'],
      ['Invoice no. INV-2024-0012', 'INV-2024-0012|INVOICE_NUMBER'],
      ['Rechnungsnr.: 30064443', '30064443|INVOICE_NUMBER'],
      ['N° de facture : F2024/881', 'F2024/881|INVOICE_NUMBER'],
      ['Order no. 112-4459812-5561', '112-4459812-5561|ORDER_NUMBER'],
      ['Numer klienta: fdfd778343', 'fdfd778343|CUSTOMER_NUMBER'],
      ['Mandatsreferenz: M-K0100077603-0001', 'M-K0100077603-0001|CUSTOMER_NUMBER'],
      ['Müşteri No: 4455667', '4455667|CUSTOMER_NUMBER'],
      ['Bestelnummer 88213', '88213|ORDER_NUMBER'],
      ['Uw bestelling 3389', '3389|ORDER_NUMBER'],
      ['Lieferschein-Nr. 87032595', '87032595|ORDER_NUMBER'],
      ['Deb.nr. 2056981', '2056981|CUSTOMER_NUMBER'],
      ['Debitorennummer 77120', '77120|CUSTOMER_NUMBER'],
      ['Solgt til: 7402956928', '7402956928|CUSTOMER_NUMBER'],
      ['Sold to 55012', '55012|CUSTOMER_NUMBER'],
      ['Saksnummer: 2023/14521', '2023/14521|CASE_NUMBER'],
      ['Aktenzeichen 4 C 112/23', '4 C 112/23|CASE_NUMBER'],
      ['Vår referanse 23/00412-3', '23/00412-3|REFERENCE_NUMBER'],
      ['Your ref. 7781-XQ', '7781-XQ|REFERENCE_NUMBER'],
      ['Policy number P-9923184', 'P-9923184|POLICY_NUMBER'],
      ['Polisenummer 88123456', '88123456|POLICY_NUMBER'],
      ['Contract No. CON02858', 'CON02858|POLICY_NUMBER'],
      ['Leasingnummer: 63419999', '63419999|POLICY_NUMBER'],
      ['Rechnung # RE-20170509/505 von 09.05.2017', 'RE-20170509/505|INVOICE_NUMBER'],
      ['Lønn: kr 450 000', 'kr 450 000|INCOME'],
      ['Årslønn 612 500,00 kr per år', '612 500,00 kr|INCOME'],
      ['Annual salary: $85,000', '$85,000|INCOME'],
      ['Inntekt NOK 1 250 000', 'NOK 1 250 000|INCOME'],
      ['Bruttoeinkommen 54.300 €', '54.300 €|INCOME'],
      ['ID number:          891211 5586 225', '891211 5586 225|ID_NUMBER'],
      ['Passport No. P1234567', 'P1234567|ID_NUMBER'],
      ['Social Security Number: 078-05-1120', '078-05-1120|ID_NUMBER'],
      ['Personnummer 19121212-1212', '19121212-1212|ID_NUMBER'],
      ['CPR-nr. 010190-1234', '010190-1234|ID_NUMBER'],
      ['Personalausweisnummer: L01X00T47', 'L01X00T47|ID_NUMBER'],
      ['BSN 111222333', '111222333|ID_NUMBER'],
      ['N° de passeport : 12AB34567', '12AB34567|ID_NUMBER'],
    ];
    for (const [text, expected] of cases) expect(found(text), text).toEqual([expected]);
  });

  it('takes the value from the next line when the label ends its line', () => {
    expect(found('Saksnummer:\n2023/14521\nDato: 12.03.2023')).toEqual(['2023/14521|CASE_NUMBER']);
  });

  it('takes a number masked but for its last digits, and more countries’ identity numbers', () => {
    expect(found('Account Number:\nXXXX-XXXX-4821')).toEqual(['XXXX-XXXX-4821|CUSTOMER_NUMBER']);
    expect(found('Kundennummer: **** 1234')).toEqual(['**** 1234|CUSTOMER_NUMBER']);
    expect(found('Hans CPR nummer:\n1111111118')).toEqual(['1111111118|ID_NUMBER']);
    expect(found('Cédula: 12565403')).toEqual(['12565403|ID_NUMBER']);
    expect(found('CONSUMIDOR Id. Estrangeiro: 123456789')).toEqual(['123456789|ID_NUMBER']);
    // A mask alone is no number.
    expect(found('Account Number: XXXX-XXXX')).toEqual([]);
  });

  it('leaves labels without a value, words, dates and percentages alone', () => {
    for (const text of [
      'Oppgi kundenummeret ditt når du ringer.',
      'Tell us if your income changes by more than 10 percent.',
      'Saksnummer: se vedlegg',
      'Fakturanummer 12.03.2024',
      'Lønn: 5 %',
      'Du må gi beskjed dersom inntekten din endrer seg.',
      'Referanse:\nKari Nordmann',
      'Order no. A',
    ]) {
      expect(found(text), text).toEqual([]);
    }
  });
});

describe('labelled values in a laid-out page', () => {
  it('takes the value right of its label on the same row', () => {
    // MuPDF gives the cells as separate lines, the labels first.
    const page = layout([
      [
        [0, 'Kundennr.'],
        [200, '47774'],
      ],
      [
        [0, 'Rechnungsnr.'],
        [200, '30064443'],
      ],
    ]);
    expect(found(page.text, page.words)).toEqual([
      '47774|CUSTOMER_NUMBER',
      '30064443|INVOICE_NUMBER',
    ]);
  });

  it('takes the value under its label in a table, column by column', () => {
    const page = layout([
      [
        [0, 'Kundenummer'],
        [120, 'Fakturanummer'],
        [260, 'Fakturadato'],
      ],
      [
        [0, '10045'],
        [120, '2024-118'],
        [260, '01.02.2024'],
      ],
    ]);
    expect(found(page.text, page.words)).toEqual([
      '10045|CUSTOMER_NUMBER',
      '2024-118|INVOICE_NUMBER',
    ]);
    expect(
      recognizeIdentifiers(page.text, TYPES, page.words).every((span) => span.score < 0.85),
    ).toBe(true);
  });

  it('reads past a second header row without digits to the value under it', () => {
    const page = layout([
      [
        [0, 'Ordernummer'],
        [120, 'Artikelomschrijving'],
      ],
      [
        [20, 'ISBN/EAN'],
        [120, '(ex. BTW)'],
      ],
      [
        [0, '8587333880 (Verzenddatum 29-10-2015)'],
        [240, 'Boek'],
      ],
    ]);
    expect(found(page.text, page.words)).toEqual(['8587333880|ORDER_NUMBER']);
  });

  it('reads no further than the next line under a label in running text', () => {
    const page = layout([
      [[0, 'To figure the tax, give your social security number and']],
      [[0, 'the Medicare tax, use Form 4137. If you']],
      [[0, 'owe RRTA tax, see Form 8919 for 2013.']],
    ]);
    expect(found(page.text, page.words)).toEqual([]);
  });

  it('reads text order when the value follows on the same line, whatever the layout', () => {
    const page = layout([[[0, 'Saksnummer: 2023/14521']]]);
    expect(found(page.text, page.words)).toEqual(['2023/14521|CASE_NUMBER']);
  });

  it('falls back to reading order when the layout has no value near the label', () => {
    // The invoice prints the number at the far right of the label's row; the text has it next.
    const text = 'Invoice Number:\n42183017\nInvoice Date:\nAugust 3, 2014';
    const words: PositionedWord[] = [
      { start: 0, end: 7, x0: 300, y0: 100, x1: 330, y1: 108 },
      { start: 8, end: 15, x0: 332, y0: 100, x1: 365, y1: 108 },
      { start: 16, end: 24, x0: 560, y0: 100, x1: 600, y1: 108 },
      { start: 25, end: 32, x0: 300, y0: 112, x1: 330, y1: 120 },
      { start: 33, end: 38, x0: 332, y0: 112, x1: 355, y1: 120 },
    ];
    expect(found(text, words)).toEqual(['42183017|INVOICE_NUMBER']);
  });

  it('does not take a value from far away or from another column', () => {
    const page = layout([
      [[0, 'Kundenummer']],
      [[0, 'Kari Nordmann']],
      [[0, 'Storgata 1']],
      [[0, '10045']],
      [[400, '77881']],
    ]);
    expect(found(page.text, page.words)).toEqual([]);
  });
});

describe('names a label names', () => {
  const names = (text: string, words?: readonly PositionedWord[]) =>
    recognizeLabelledNames(text, words).map((span) => `${span.text}|${span.score}`);

  it('finds the name after a form label with a colon, or under a label alone on its line', () => {
    expect(names('Navn: Kari Nordmann\nFødselsdato: 01.01.1990')).toEqual(['Kari Nordmann|0.85']);
    expect(names('Kontoinhaber: Max Mustermann\nIBAN')).toEqual(['Max Mustermann|0.85']);
    expect(names('z. Hd. Herr Mustermann\nMusterweg 1')).toEqual(['Mustermann|0.85']);
    expect(names('Barn du søker for\nNavn\nJakob\nFødselsdato\n12.12.2018')).toEqual([
      'Jakob|0.75',
    ]);
    const page = layout([
      [
        [0, 'Family name'],
        [200, 'Given name(s)'],
      ],
      [
        [0, 'MUSTERMANN'],
        [200, 'Erika'],
      ],
    ]);
    expect(names(page.text, page.words)).toEqual(['MUSTERMANN|0.75', 'Erika|0.75']);
  });

  it('reads a label that asks for two parts of the name, after a numbered party or not', () => {
    expect(names('Søker 1 etternavn og fornavn\nTest Testesen\nAdresse')).toEqual([
      'Test Testesen|0.75',
    ]);
    expect(names('Etternavn og fornavn\nTest Testesen')).toEqual(['Test Testesen|0.75']);
    expect(names('Surname and given names: Mary Sue')).toEqual(['Mary Sue|0.85']);
  });

  it('takes a single word under a role’s word alone on its line only when the lists know it as a name', () => {
    // A W-2's check boxes: "Statutory employee", "Retirement plan", each over two lines.
    expect(names('Statutory\nemployee\nRetirement\nplan\nThird-party\nsick pay')).toEqual([]);
    expect(names('Søker\nKari Nordmann')).toEqual(['Kari Nordmann|0.75']);
    expect(names('Søker:\nHinkelstein')).toEqual(['Hinkelstein|0.75']);
  });

  it('takes no name from prose, and no label for a name', () => {
    expect(names('The company changed its name Equinor in 2018.')).toEqual([]);
    expect(names('Name: Date of Birth')).toEqual([]);
    expect(names('Navn\nFødselsdato')).toEqual([]);
    // A form's labels one under the other: each is the label of another field.
    expect(names('Full Name\nEmployee Id\nJob Title')).toEqual([]);
    expect(
      names('First Name\nMiddle Initial\nLast Name\nSuffix\nStreet Address Where You Live'),
    ).toEqual([]);
    expect(names('LE CLIENT\nCLIENT NOM COMMERCIAL')).toEqual([]);
    expect(names('Søker 2 etternavn og fornavn\nSlektskap/relasjon til barnet')).toEqual([]);
    expect(names('NOM :\nNUMERO D’IMMATRICULATION :')).toEqual([]);
  });
});

describe('labelled values: where a value ends', () => {
  it('stops a layout value at its column', () => {
    const page = layout([
      [
        [0, 'Vår ref.'],
        [120, 'Deres ref.'],
        [260, 'Dato'],
      ],
      [
        [0, '23/1234'],
        [120, '24/55'],
        [260, '01.02.2024'],
      ],
    ]);
    // The builder joins a row's cells with newlines; real pages often give one line per row.
    const oneLine = {
      text: page.text.replace('23/1234\n24/55\n01.02.2024', '23/1234 24/55 01.02.2024'),
      words: page.words,
    };
    expect(found(oneLine.text, oneLine.words)).toEqual([
      '23/1234|REFERENCE_NUMBER',
      '24/55|REFERENCE_NUMBER',
    ]);
  });

  it('takes no prose word before a value and no date or sum after it', () => {
    expect(found('Kundenummer er 12345')).toEqual([]);
    expect(found('with reference to 12 cases')).toEqual([]);
    expect(found('Saksnr. 23/1234 01.02.2024')).toEqual(['23/1234|CASE_NUMBER']);
    expect(found('Fakturanr 10045 NOK 4500')).toEqual(['10045|INVOICE_NUMBER']);
    expect(found('Fakturanr. FV 1/2021')).toEqual(['FV 1/2021|INVOICE_NUMBER']);
    expect(found('Order ID df82bd01-86dc-48b5')).toEqual(['df82bd01-86dc-48b5|ORDER_NUMBER']);
  });

  it('finds the people an organisation names by their role', () => {
    const names = (text: string) =>
      recognizeLabelledNames(text).map((span) => `${span.text}|${span.score}`);
    expect(names('Geschäftsführer: Hans Muster\nHandelsregister: HRB 123')).toEqual([
      'Hans Muster|0.85',
    ]);
    expect(names('Daglig leder: Kari Nordmann')).toEqual(['Kari Nordmann|0.85']);
    expect(names('Managing Director: Jane Smith')).toEqual(['Jane Smith|0.85']);
    expect(names('Ansprechpartner:\nMax Mustermann')).toEqual(['Max Mustermann|0.75']);
  });

  it('takes no name from a label inside a line or a sentence under a heading', () => {
    const names = (text: string) => recognizeLabelledNames(text).map((span) => span.text);
    expect(names('File name: Annual Report')).toEqual([]);
    expect(names('Søker\nVi har mottatt søknaden din.')).toEqual([]);
    expect(names('Saksbehandler\nSaken gjelder bostøtte.')).toEqual([]);
  });
});
