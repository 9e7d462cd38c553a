import { describe, expect, it } from 'vitest';
import type { PositionedWord } from '../span';
import { recognizeIdentifiers } from './index';

const PHONES = new Set(['NO_PHONE_NUMBER', 'PHONE_NUMBER']);
/** The types that compete with phones for the same digits. */
const ALL_NUMBERS = new Set([
  ...PHONES,
  'NO_ORGANIZATION_NUMBER',
  'NO_BANK_ACCOUNT',
  'IBAN_CODE',
  'DATE_TIME',
  'NO_KID',
  'NO_FODSELSNUMMER',
  'CREDIT_CARD',
]);

/** Phones found at the default threshold as "text|TYPE", the Norwegian type shortened to NO. */
function phones(text: string, words?: readonly PositionedWord[]): string[] {
  return recognizeIdentifiers(text, ALL_NUMBERS, words)
    .filter((span) => span.score >= 0.5 && PHONES.has(span.entity_type))
    .map((span) => `${span.text}|${span.entity_type === 'NO_PHONE_NUMBER' ? 'NO' : 'INTL'}`);
}

/** Every finding at the default threshold, of any number type, as "text|TYPE". */
function numbers(text: string): string[] {
  return recognizeIdentifiers(text, ALL_NUMBERS)
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.text}|${span.entity_type}`);
}

describe('phones after a phone label, whatever the number plan says', () => {
  it('reads test numbers, unassigned ranges and extensions after labels of ten languages', () => {
    const cases: [string, string][] = [
      ['Mobile: 555-123-4567', '555-123-4567'],
      ['Desk: +1 (555) 010-9999 ext. 12', '+1 (555) 010-9999 ext. 12'],
      ['office +1-555-123-4567', '+1-555-123-4567'],
      ['Phone: 555.123.4567x123', '555.123.4567x123'],
      ['Cell (555)123-4567x1234', '(555)123-4567x1234'],
      ['Ph. 001-555-123-4567x12', '001-555-123-4567x12'],
      ['Fax: +99 (9)99 999 99 99', '+99 (9)99 999 99 99'],
      ['☎ 555-867-5309', '555-867-5309'],
      ['Tlf 12 34 56 78', '12 34 56 78'],
      ['Mob. 123 45 678', '123 45 678'],
      ['Handy: 0151 23456789', '0151 23456789'],
      ['Tel. 030 12345-0, Durchwahl -12', '030 12345-0, Durchwahl -12'],
      // The sample invoice of a German accounting program: "fon", and the direct line after a space.
      ['fon (555) 23 78 -0', '(555) 23 78 -0'],
      ['fax (555) 23 78 -51', '(555) 23 78 -51'],
      ['Tél. : 01 23 45 67 89 poste 12', '01 23 45 67 89 poste 12'],
      ['GSM +32 470 12 34 56', '+32 470 12 34 56'],
      ['Mobiel: 06-12345678', '06-12345678'],
      ['Tfn 08-123 456 78', '08-123 456 78'],
      ['Tlf.nr. 12 34 56 78 (privat)', '12 34 56 78'],
      ['Móvil: 612 345 678', '612 345 678'],
      ['Cellulare 333 123 4567', '333 123 4567'],
      ['Call us at 1-800-555-0199.', '1-800-555-0199'],
      ['T: 555 123 4567', '555 123 4567'],
      // Icelandic "sími", a capital or a small letter before its colon.
      ['S: 5551234', '5551234'],
      ['Jón Jónsson, s: 555-1234', '555-1234'],
      ['s: 552 1234', '552 1234'],
    ];
    for (const [text, number] of cases) {
      expect(
        phones(text).map((one) => one.split('|')[0]),
        text,
      ).toEqual([number]);
    }
  });

  it('types Norwegian numbers NO_PHONE_NUMBER and the others PHONE_NUMBER', () => {
    expect(phones('Mobil: +47 123 45 678')).toEqual(['+47 123 45 678|NO']);
    expect(phones('Tlf: 22 33 44 55 ext. 12')).toEqual(['22 33 44 55 ext. 12|NO']);
    expect(phones('Tlf: 12 34 56 78')).toEqual(['12 34 56 78|INTL']);
    expect(phones('Phone: (555) 123-4567')).toEqual(['(555) 123-4567|INTL']);
  });

  it('reads a label phrase up to its colon', () => {
    expect(phones('Phone number where Principal can be contacted: 312-555-0134')).toEqual([
      '312-555-0134|INTL',
    ]);
    expect(phones('Phone number where Principal can be contacted: Org.nr 923 456 789')).toEqual([]);
  });

  it('cuts a number where the next one starts', () => {
    expect(phones('Tel: 555-123-4567 555-765-4321')).toEqual([
      '555-123-4567|INTL',
      '555-765-4321|INTL',
    ]);
    expect(phones('Tlf 22 33 44 55 2024')).toEqual(['22 33 44 55|NO']);
  });

  it('leaves numbers without context to the number plan, as before', () => {
    expect(phones('Reach her at 555-123-4567 tomorrow.')).toEqual([]);
    expect(phones('See (123) 456-7890 in the table.')).toEqual([]);
    expect(phones('Ring 12 34 56 78 hvis')).toEqual(['12 34 56 78|INTL']);
    expect(phones('Office 4012-4013 is on floor 3.')).toEqual([]);
    expect(phones('the ratio is s: 555-1234')).toEqual([]);
    expect(phones('Seite S. 5551234')).toEqual([]);
  });
});

describe('phones on contact lines and in contact blocks', () => {
  it('reads an American e-mail signature', () => {
    const block = [
      'Sarah Johnson',
      'Account Manager, Northwind Traders',
      'Desk: (555)123-4567x890 | Mobile: 555.987.6543',
      '555-010-2000 (after hours)',
      'sarah.johnson@northwind.example',
    ].join('\n');
    expect(phones(block)).toEqual([
      '(555)123-4567x890|INTL',
      '555.987.6543|INTL',
      '555-010-2000|INTL',
    ]);
  });

  it("reads a CV's contact line and the number on the line above an e-mail address", () => {
    expect(
      phones('John Smith\n+1 (555) 123-4567 | john.smith@email.com | linkedin.com/in/js'),
    ).toEqual(['+1 (555) 123-4567|INTL']);
    expect(phones('Jane Doe\n555-123-4567\njane.doe@example.org')).toEqual(['555-123-4567|INTL']);
    expect(
      phones('Please contact Mr. Brown at 001-555-123-4567x12 or brown@example.org today.'),
    ).toEqual(['001-555-123-4567x12|INTL']);
  });

  it('reads a Norwegian letterhead and leaves its organisation and account numbers', () => {
    const footer = [
      'Fjord Bygg AS · Postboks 123 Sentrum, 0102 Oslo',
      'Tlf. 22 33 44 55 · Faks 22 33 44 56 · Vakt 12 34 56 78 · post@fjordbygg.no',
      'Org.nr. 923 456 789 MVA · Kontonr. 1234.56.78903',
    ].join('\n');
    expect(phones(footer)).toEqual(['22 33 44 55|NO', '22 33 44 56|NO', '12 34 56 78|INTL']);
  });

  it('reads a German imprint with its switchboard and extension forms', () => {
    const imprint = [
      'Musterfirma GmbH',
      'Musterstraße 1, 10115 Berlin',
      'Tel.: +49 (0)30 1234567-0',
      'Fax: +49 (0)30 1234567-99',
      'Handy: 0151 23456789',
      'E-Mail: info@musterfirma.de',
      'USt-IdNr.: DE123456789 · HRB 12345',
    ].join('\n');
    expect(phones(imprint)).toEqual([
      '+49 (0)30 1234567-0|INTL',
      '+49 (0)30 1234567-99|INTL',
      '0151 23456789|INTL',
    ]);
  });

  it('reads French, Dutch, Swedish, Danish, Spanish and Italian contact blocks', () => {
    expect(
      phones(
        'Service client : 09 69 32 15 15\nTél. : +33 1 23 45 67 89 – poste 214\ncontact@exemple.fr',
      ),
    ).toEqual(['09 69 32 15 15|INTL', '+33 1 23 45 67 89 – poste 214|INTL']);
    expect(phones('Klantenservice: 020-123 4567\nKvK 12345678 · info@voorbeeld.nl')).toEqual([
      '020-123 4567|INTL',
    ]);
    expect(
      phones('Växel: 08-123 456 78\nBankgiro 123-4567 · Org.nr 556123-4567\ninfo@foretag.se'),
    ).toEqual(['08-123 456 78|INTL']);
    expect(phones('Tlf. +45 12 34 56 78 · CVR 12345678 · mail@firma.dk')).toEqual([
      '+45 12 34 56 78|INTL',
    ]);
    expect(phones('Tel.: 912 345 678 · Móvil: 612 345 678 · info@empresa.es')).toEqual([
      '912 345 678|INTL',
      '612 345 678|INTL',
    ]);
    expect(phones('Cell. 333 123 4567 · Tel. 06 1234 5678 · P.IVA 12345678901')).toEqual([
      '333 123 4567|INTL',
      '06 1234 5678|INTL',
    ]);
  });

  it('reads the phone after a ZIP+4 code on an address line, not the two as one', () => {
    // From an e-mail in the English web-text set: a postcode, then the phone on the same line.
    expect(phones('Holyoke, MA 01040-2841 (413) 535-4000 mhain@iso-ne.com')).toEqual([
      '(413) 535-4000|INTL',
    ]);
  });

  it('reads a block under a "Contact" heading', () => {
    expect(phones('Kontakt\nKari Nordmann\n555-123-4567')).toEqual(['555-123-4567|INTL']);
  });

  it('reads no block across an empty line or from a long line of running text', () => {
    expect(phones('555-123-4567\n\njane.doe@example.org')).toEqual([]);
    const prose = `${'The order was shipped on time and arrived in good order. '.repeat(2)}555-123-4567`;
    expect(phones(`${prose}\njane.doe@example.org`)).toEqual([]);
  });
});

describe('national numbers as German and Dutch letterheads print them', () => {
  it('reads the area code set off by a spaced slash or dash', () => {
    const cases: [string, string][] = [
      ['Fon 0221 / 225 70 17', '0221 / 225 70 17'],
      ['Mobil: 040 / 299 24 97', '040 / 299 24 97'],
      ['Telefax 069 / 433 42 02', '069 / 433 42 02'],
      ['Doorkiesnummer\n020 - 247 7037', '020 - 247 7037'],
      ['Direct: 020 - 574 2228', '020 - 574 2228'],
      ['Thijs van Dijk\n020 - 794 3674 • thijs.vandijk@kpnmail.nl', '020 - 794 3674'],
    ];
    for (const [text, number] of cases) expect(phones(text), text).toEqual([`${number}|INTL`]);
  });

  it("reads a switchboard's and a main number's labels", () => {
    const cases: [string, string][] = [
      ['Centrale: 06-27747798', '06-27747798'],
      ['Algemeen nummer: 030-5018458', '030-5018458'],
      ['Main line: 0161 600 9039', '0161 600 9039'],
      ['Accueil : 03 91 55 90 70', '03 91 55 90 70'],
      ['Telefonzentrale 040 / 403 01 52', '040 / 403 01 52'],
      ['Hovednummer: 33 12 34 56', '33 12 34 56'],
      ['T 06-54160479', '06-54160479'],
      ['T 020 - 749 0886', '020 - 749 0886'],
    ];
    for (const [text, number] of cases) {
      expect(
        phones(text).map((one) => one.split('|')[0]),
        text,
      ).toEqual([number]);
    }
  });

  it('reads the extension each language writes after the number', () => {
    const cases: [string, string][] = [
      ['Main line: (507) 476-7586 x6422', '(507) 476-7586 x6422'],
      ['Tel. 0113 496 0622 (ext 8238)', '0113 496 0622 (ext 8238)'],
      ['Switchboard: 01632 960310 (ext 6538)', '01632 960310 (ext 6538)'],
      ['Telefon 040 / 438 86 80-60', '040 / 438 86 80-60'],
      ['Centrale: 020 - 259 7053 toestel 976', '020 - 259 7053 toestel 976'],
      ['Tel. +31 6 2669 7346 toestel 630', '+31 6 2669 7346 toestel 630'],
      ['Tel. +31 (0)20 230 1634 toestel 572', '+31 (0)20 230 1634 toestel 572'],
      ['Accueil : +33 1 14 53 85 70 poste 015', '+33 1 14 53 85 70 poste 015'],
      ['Telefon: 0221 1234-0 Durchwahl 56', '0221 1234-0 Durchwahl 56'],
      ['Tlf. 22 33 44 55 lokal 214', '22 33 44 55 lokal 214'],
      ['Tlf. +45 33 12 34 56 lok. 12', '+45 33 12 34 56 lok. 12'],
      ['Växel 08-123 456 78 ankn. 123', '08-123 456 78 ankn. 123'],
      ['Tfn 08-123 456 78 anknytning 123', '08-123 456 78 anknytning 123'],
    ];
    for (const [text, number] of cases) {
      expect(
        phones(text).map((one) => one.split('|')[0]),
        text,
      ).toEqual([number]);
    }
  });
});

describe("organisations' registration and tax numbers on contact lines", () => {
  it('takes no number after a register, tax or VAT label for a phone', () => {
    for (const [text, phone] of [
      ['www.aarhus.dk\nCVR 90 11 94 92', undefined],
      ['Tlf. +45 77 45 40 74 CVR 41 08 03 22', '+45 77 45 40 74|INTL'],
      ['Jensen I/S Tlf. +45 70375579 CVR-nr. 66066104', '+45 70375579|INTL'],
      ['E: support@thompsonsoftware.com\nEIN 07-1185389', undefined],
      ['Tel. 010-3805936\nKvK 70505747', '010-3805936|INTL'],
      ['Tel. 020 - 749 0886 KvK-nummer: 70505747', '020 - 749 0886|INTL'],
      ['post@firma.no · Org.nr. 923 456 780', undefined],
      ['info@foretag.se · Org.nr 556123-4567 · Momsreg.nr SE 556123456701', undefined],
      ['info@firma.de · Amtsgericht Köln HRB 1234567 · St.-Nr. 12/345/67890', undefined],
      ['info@firma.de · USt-IdNr.: DE 123 456 789', undefined],
      ['contact@societe.fr · SIRET 187 328 275 08668 · RCS Paris B 123 456 789', undefined],
      ['info@company.co.uk · Company No. 09429963 · VAT Reg. No. GB 123 4567 89', undefined],
    ] as const) {
      expect(phones(text), text).toEqual(phone === undefined ? [] : [phone]);
    }
  });
});

describe('numbers beside phones that are not phones', () => {
  it('leaves dates, sums, times, ranges, versions and ISBNs after or near a phone label', () => {
    for (const text of [
      'Telefon 12-03-2024',
      'Telefon: 2024.03.12',
      'Tlf 2 500 000',
      'Phone 1.234.567,00',
      'Telefon 08.00-15.30',
      'Tel 10.0.19041.1234',
      'Phone ISBN 978-3-16-148410-0',
      'Mobil: se vedlegg, sider 123-456',
    ]) {
      expect(phones(text), text).toEqual([]);
    }
  });

  it('leaves the other numbers of a contact line to their own types', () => {
    expect(phones('Fax: 22 33 44 55  Org.nr: 923 456 789')).toEqual(['22 33 44 55|NO']);
    expect(numbers('Fax: 22 33 44 55  Org.nr: 923 609 016')).toEqual([
      '22 33 44 55|NO_PHONE_NUMBER',
      '923 609 016|NO_ORGANIZATION_NUMBER',
    ]);
    const line =
      'Tel: 555-123-4567 · Konto: 1234.56.78903 · IBAN NO93 8601 1117 947 · Dato: 12-03-2024';
    expect(numbers(line)).toEqual([
      '555-123-4567|PHONE_NUMBER',
      '1234.56.78903|NO_BANK_ACCOUNT',
      'NO93 8601 1117 947|IBAN_CODE',
      '12-03-2024|DATE_TIME',
    ]);
  });

  it('takes no invoice, order, case, customer or postcode number on a contact line', () => {
    for (const text of [
      'Fakturanr: 2024 1234 5678 · post@firma.no',
      'Invoice 2024-0012 · Customer 100234 · billing@acme.com',
      'Order no. 112-4459812-5561 · Tel 555-123-4567',
      'Saksnr 23/12345 · saksbehandler@nav.no',
      'Postboks 123, 0102 Oslo · post@firma.no',
      'Chicago, IL 60601-1234 · office@acme.com',
      'Holyoke, MA 01040-2841 · mhain@iso-ne.com',
      'Total: 1.234.567,00 € · accounts@acme.de',
      'Opening hours 08.00-16.00 · Version 2.14.1 · john@x.com',
      'Fødselsnummer 01017012345 · kari@nav.no',
      'KID 1234567890123 · post@firma.no',
      'SWIFT DNBANOKK · IBAN NO93 8601 1117 947 · post@firma.no',
      'The population grew by 1 234 567 people, contact@who.int',
      'Öffnungszeiten 08.00 - 16.00 · info@firma.de',
      'Geschäftsjahr 2019 - 2023 · info@firma.de',
      'Seite 012 - 014 · info@firma.de',
      'Rechnung 0221 / 2024 · info@firma.de',
      'Betrag 1.234 - 5.678 EUR · info@firma.de',
      'm.nielsen@gmail.com\n051052-1440',
      'anna.svensson@telia.se · 851010-1234',
    ]) {
      expect(
        phones(text).filter((one) => !one.startsWith('555-123-4567')),
        text,
      ).toEqual([]);
    }
  });
});

describe('phones in a laid-out form', () => {
  it('reads the value a form prints right of its phone label (the Illinois form)', () => {
    // Page 2 of the Illinois power of attorney as the PDF reader gives it: the filled field's
    // value comes after the page's text, its box right of the label on the label's row.
    const text =
      'Phone number where Principal can be contacted: _______________\n' +
      'E-mail address of Principal: _______________________\n' +
      '1 N Central, Chicago, IL 60000\n(000)000-0000\nmsmith@example.com';
    const at = (word: string, from = 0) => text.indexOf(word, from);
    const word = (value: string, x0: number, y0: number, x1: number, y1: number, from = 0) => ({
      start: at(value, from),
      end: at(value, from) + value.length,
      x0,
      y0,
      x1,
      y1,
    });
    const words: PositionedWord[] = [
      word('Phone', 70, 226, 101, 240),
      word('number', 104, 226, 140, 240),
      word('where', 143, 226, 172, 240),
      word('Principal', 175, 226, 216, 240),
      word('can', 219, 226, 236, 240),
      word('be', 239, 226, 251, 240),
      word('contacted:', 254, 226, 303, 240),
      word('_______________', 309, 226, 398, 240),
      word('E-mail', 70, 250, 100, 265),
      word('(000)000-0000', 309, 214, 398, 238),
      word('msmith@example.com', 206, 239, 343, 262),
    ].sort((a, b) => a.start - b.start);
    expect(phones(text, words)).toEqual(['(000)000-0000|INTL']);
    // Without the e-mail's block the form's layout alone still names it.
    const alone = text.replace('\nmsmith@example.com', '\n');
    expect(
      phones(
        alone,
        words.filter((one) => one.end <= alone.length),
      ),
    ).toEqual(['(000)000-0000|INTL']);
  });

  it('reads no value from the next column after a label in running text', () => {
    // A three-column page (the Federal Register): "call" ends a line of the left column, and the
    // word right of it on the row is the middle column's, the end of another number.
    const text = 'availability of this material at the FAA, call\n206-231-3195.\n619 67 74; fax:';
    const box = (value: string, x0: number, y0: number): PositionedWord => {
      const start = text.indexOf(value);
      return { start, end: start + value.length, x0, y0, x1: x0 + value.length * 5, y1: y0 + 9 };
    };
    const words = [
      box('call', 170, 0),
      box('206-231-3195.', 40, 10),
      box('619', 222, 0),
      box('67', 239, 0),
      box('74;', 252, 0),
      box('fax:', 267, 0),
    ];
    expect(phones(text, words)).not.toContain('619 67 74|INTL');
  });

  it('reads the phone under a "Telefon" column header', () => {
    // A contact list: a number written without spaces is no typical layout, so the column's
    // header says it is a phone; in the text alone, a number that is its line's only text in
    // the block of a phone label is read as one too.
    const text = 'Navn\nTelefon\nKari Nordmann\n5551234567';
    const words: PositionedWord[] = [
      { start: 0, end: 4, x0: 0, y0: 0, x1: 24, y1: 10 },
      { start: 5, end: 12, x0: 200, y0: 0, x1: 242, y1: 10 },
      { start: 13, end: 17, x0: 0, y0: 14, x1: 24, y1: 24 },
      { start: 18, end: 26, x0: 30, y0: 14, x1: 78, y1: 24 },
      { start: 27, end: 37, x0: 200, y0: 14, x1: 260, y1: 24 },
    ];
    expect(phones(text, words)).toEqual(['5551234567|INTL']);
    expect(phones(text)).toEqual(['5551234567|INTL']);
    // Not a number that shares its line, nor one far from any contact line.
    expect(phones('Navn\nTelefon\nKari Nordmann 5551234567')).toEqual([]);
    expect(phones('Rapport\n\n5551234567')).toEqual([]);
  });
});
