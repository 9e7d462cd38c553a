import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();

/** A person's data, as the personal-data preset asks for it. */
const PERSONAL = [
  'PERSON',
  'ADDRESS',
  'NO_ADDRESS',
  'PHONE_NUMBER',
  'NO_PHONE_NUMBER',
  'EMAIL_ADDRESS',
  'IBAN_CODE',
  'NO_BANK_ACCOUNT',
  'ORGANIZATION_ADDRESS',
  'ORGANIZATION_PHONE',
  'ORGANIZATION_EMAIL',
  'ORGANIZATION_ACCOUNT',
];

/** What detection finds on a laid-out page: each span's text, type and block. */
async function detect(lines: readonly PrintedLine[], entities = PERSONAL) {
  const page = layOut(lines);
  const spans = await fast.detect({ ...page, entities });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => ({ text: span.text, type: span.entity_type, block: span.basis?.block }));
}

describe('whose block a value stands in', () => {
  it('a block that prints a person’s fødselsnummer is the person’s, under an agency’s form title', async () => {
    const head: PrintedLine[] = [
      { x: 40, y: 30, text: 'NAV 35-18.01 e-søknad' },
      { x: 40, y: 50, text: 'Søknad om økonomisk sosialhjelp' },
      { x: 40, y: 70, text: 'RAUS ERT' },
      { x: 40, y: 82, text: '30063104414' },
      { x: 40, y: 94, text: 'ADALSVEIEN 11, 3185 SKOPPUM' },
      { x: 40, y: 130, text: 'Personalia' },
    ];
    const types = (await detect(head, [...PERSONAL, 'NO_FODSELSNUMMER'])).map((span) => span.type);
    expect(types).toContain('NO_FODSELSNUMMER');
    expect(types).toContain('NO_ADDRESS');
    expect(types).not.toContain('ORGANIZATION_ADDRESS');
  });

  it('an organisation’s address printed again elsewhere, with or without its comma, is the organisation’s', async () => {
    const found = await detect([
      { x: 73, y: 115, text: 'Test Tenant' },
      { x: 73, y: 127, text: '1 Hillman Street' },
      { x: 73, y: 139, text: 'London' },
      { x: 73, y: 151, text: 'E8 1DY' },
      { x: 360, y: 122, text: 'Income Collection Team' },
      { x: 360, y: 134, text: 'Hackney Service Centre' },
      { x: 360, y: 146, text: '1 Hillman Street' },
      { x: 360, y: 158, text: 'London, E8 1DY' },
      { x: 360, y: 170, text: 'Telephone: 020 8356 3100' },
      { x: 360, y: 182, text: 'Email: income.services@hackney.gov.uk' },
    ]);
    const addresses = found.filter((span) => span.text.startsWith('1 Hillman Street'));
    expect(addresses.map((span) => span.type)).toEqual([
      'ORGANIZATION_ADDRESS',
      'ORGANIZATION_ADDRESS',
    ]);
  });

  it('lines over a block a cue opens ("Käufer:") are not that block’s', async () => {
    const found = await detect([
      { x: 50, y: 300, text: 'MUSTER-Autovermietung' },
      { x: 50, y: 312, text: 'Musterstr. 99' },
      { x: 50, y: 324, text: 'DE 99199 MUSTERHAUSEN' },
      { x: 50, y: 348, text: 'Käufer:' },
      { x: 50, y: 360, text: 'Kari Nordmann' },
      { x: 50, y: 372, text: 'Kundenweg 88' },
      { x: 50, y: 384, text: 'DE 40235 DUESSELDORF' },
    ]);
    const blockOf = (text: string) => found.find((span) => span.text.startsWith(text))?.block;
    expect(blockOf('Musterstr. 99')).toBeUndefined();
    expect(blockOf('Kundenweg 88')).toBe('buyer');
  });

  it('a Swiss QR bill: "Zahlbar an" heads the creditor’s account and address, "Zahlbar durch" the debtor’s', async () => {
    const found = await detect([
      { x: 20, y: 600, text: 'Empfangsschein' },
      { x: 20, y: 620, text: 'Konto / Zahlbar an' },
      { x: 20, y: 632, text: 'CH44 3199 9123 0008 8901 2' },
      { x: 20, y: 644, text: 'Muster Software AG' },
      { x: 20, y: 656, text: 'Musterstrasse 7' },
      { x: 20, y: 668, text: '1234 Musterstadt' },
      { x: 20, y: 700, text: 'Zahlbar durch' },
      { x: 20, y: 712, text: 'Peter Muster' },
      { x: 20, y: 724, text: 'Musterstrasse 1' },
      { x: 20, y: 736, text: '1234 Musterstadt' },
    ]);
    expect(found).toContainEqual({
      text: 'CH44 3199 9123 0008 8901 2',
      type: 'ORGANIZATION_ACCOUNT',
      block: 'seller',
    });
    const debtor = found.find((span) => span.text.startsWith('Musterstrasse 1'));
    expect(debtor).toMatchObject({ type: 'ADDRESS', block: 'buyer' });
  });

  it('an e-invoice’s table of labels: the values beside a seller’s labels are the seller’s, its contact person’s line theirs', async () => {
    const rows: [string, string][] = [
      ['Name:', 'Lieferant GmbH'],
      ['Ansprechpartner:', 'Max Mustermann'],
      ['Anschrift:', 'Lieferantenstraße 20'],
      ['', 'DE 80333 München'],
      ['Telefon:', '+49891234567'],
      ['E-Mail:', 'Max@Mustermann.de'],
    ];
    const lines: PrintedLine[] = [{ x: 70, y: 313, text: 'Verkäufer' }];
    rows.forEach(([label, value], index) => {
      const y = 331 + 18 * index;
      if (label) lines.push({ x: 70, y, text: label });
      lines.push({ x: 261, y, text: value });
    });
    lines.push(
      { x: 70, y: 545, text: 'Käufer/Leistungsempfänger' },
      { x: 70, y: 562, text: 'Name:' },
      { x: 261, y: 562, text: 'Kari Nordmann' },
      { x: 70, y: 580, text: 'Anschrift:' },
      { x: 261, y: 580, text: 'Kundenstraße 15' },
      { x: 261, y: 598, text: 'DE 69876 Frankfurt' },
    );
    const found = await detect(lines);
    const typeOf = (start: string) => found.find((span) => span.text.startsWith(start));
    expect(typeOf('Lieferantenstraße 20')).toMatchObject({
      type: 'ORGANIZATION_ADDRESS',
      block: 'seller',
    });
    expect(typeOf('+49891234567')?.type).toBe('PHONE_NUMBER');
    expect(typeOf('Max@Mustermann.de')?.type).toBe('EMAIL_ADDRESS');
    expect(typeOf('Kundenstraße 15')).toMatchObject({ type: 'ADDRESS', block: 'buyer' });
  });

  it('a bank statement: the addressee under the bank’s address at the top keeps a personal address', async () => {
    // The address lines end in a US postcode; the addressee's name is not one the tagger knows.
    const found = await detect([
      { x: 40, y: 40, text: '1000 Walnut' },
      { x: 40, y: 52, text: 'Kansas City MO 64106-3686' },
      { x: 40, y: 90, text: 'Jane Customer' },
      { x: 40, y: 102, text: '1234 Anywhere Dr.' },
      { x: 40, y: 114, text: 'Small Town, MO 12345-6789' },
      { x: 40, y: 170, text: 'Bank Statement' },
      { x: 40, y: 190, text: 'If you have any questions about your statement, call us.' },
      { x: 40, y: 760, text: 'Page 1' },
    ]);
    const addressee = found.find((span) => span.text.startsWith('1234 Anywhere Dr.'));
    expect(addressee?.type).toBe('ADDRESS');
  });

  it('a company’s letter: a postal address at the top that ends in a US or UK postcode may be the recipient’s', async () => {
    for (const [street, town] of [
      ['1234 Anywhere Dr.', 'Small Town, MO 12345-6789'],
      ['12 High Street', 'London SW1A 1AA'],
    ]) {
      const found = await detect([
        { x: 40, y: 40, text: 'Acme Widgets Inc.' },
        { x: 40, y: 52, text: '1000 Walnut' },
        { x: 40, y: 64, text: 'Kansas City MO 64106-3686' },
        { x: 40, y: 100, text: 'Jane Customer' },
        { x: 40, y: 112, text: street! },
        { x: 40, y: 124, text: town! },
        { x: 40, y: 200, text: 'Thank you for your order of 3 May.' },
      ]);
      const addressee = found.find((span) => span.text.startsWith(street!));
      expect(addressee?.type, town).toBe('ADDRESS');
    }
  });

  it('an agency’s letter: its return address, phone and signature are the agency’s, the recipient’s address is personal', async () => {
    const found = await detect([
      { x: 60, y: 40, size: 7, text: 'Returadresse:' },
      {
        x: 60,
        y: 49,
        size: 7,
        text: 'NAV Arbeid og ytelser, Postboks 6683 St. Olavs plass, 0129 Oslo',
      },
      { x: 380, y: 40, size: 9, text: 'Telefon' },
      { x: 380, y: 51, size: 9, text: '55 55 33 33' },
      { x: 60, y: 110, size: 11, text: 'Kari Nordmann' },
      { x: 60, y: 124, size: 11, text: 'Storgata 15 B' },
      { x: 60, y: 138, size: 11, text: '0184 OSLO' },
      {
        x: 60,
        y: 220,
        size: 11,
        text: 'Vi har mottatt søknaden din om dagpenger og har behandlet den.',
      },
      { x: 60, y: 300, size: 11, text: 'Med vennlig hilsen' },
      { x: 60, y: 314, size: 11, text: 'NAV Arbeid og ytelser' },
    ]);
    expect(found).toContainEqual({
      text: 'Postboks 6683 St. Olavs plass, 0129 Oslo',
      type: 'ORGANIZATION_ADDRESS',
      block: 'sender',
    });
    expect(found).toContainEqual({
      text: '55 55 33 33',
      type: 'ORGANIZATION_PHONE',
      block: 'letterhead',
    });
    expect(found).toContainEqual({ text: 'Kari Nordmann', type: 'PERSON', block: 'recipient' });
    const address = found.find((span) => span.text.startsWith('Storgata'));
    expect(address?.type).toBe('NO_ADDRESS');
  });

  it('a company’s invoice to a company: letterhead, footer and the customer’s address are the companies’, the customer’s contact person stays personal', async () => {
    const found = await detect([
      { x: 330, y: 30, size: 10, text: 'Bei Spiel GmbH' },
      { x: 330, y: 42, size: 10, text: 'Ecke 12' },
      { x: 330, y: 54, size: 10, text: '12345 Stadthausen' },
      { x: 330, y: 66, size: 10, text: 'info@beispiel.de' },
      { x: 70, y: 130, size: 6, text: 'Bei Spiel GmbH • Ecke 12 • 12345 Stadthausen' },
      { x: 70, y: 160, size: 10, text: 'Muster GmbH' },
      { x: 70, y: 172, size: 10, text: 'z. Hd. Herr Theodor Mustermann' },
      { x: 70, y: 184, size: 10, text: 'Bahnstr. 42' },
      { x: 70, y: 196, size: 10, text: '88802 Spielkreis' },
      { x: 70, y: 300, size: 10, text: 'Rechnung Nr. RE-2024-505 für die Leistungen im Mai.' },
      { x: 330, y: 760, size: 8, text: 'USt-IdNr. DE136695976' },
      { x: 330, y: 770, size: 8, text: 'IBAN DE88 2008 0000 0970 3757 00' },
      { x: 330, y: 780, size: 8, text: 'Kontoinhaber: Max Mustermann' },
    ]);
    const types = (text: string) => found.filter((span) => span.text === text).map((s) => s.type);
    expect(types('Ecke 12\n12345 Stadthausen')).toEqual(['ORGANIZATION_ADDRESS']);
    expect(types('info@beispiel.de')).toEqual(['ORGANIZATION_EMAIL']);
    const customer = found.filter((span) => span.text.includes('Bahnstr'));
    // The customer is a GmbH (decision 0083): its street is the company's, its contact a person.
    expect(customer.map((span) => [span.type, span.block])).toEqual([
      ['ORGANIZATION_ADDRESS', 'recipient'],
    ]);
    expect(found.filter((span) => span.block === 'recipient' && span.type === 'PERSON')).toEqual([
      { text: 'Theodor Mustermann', type: 'PERSON', block: 'recipient' },
    ]);
    expect(types('DE88 2008 0000 0970 3757 00')).toEqual(['ORGANIZATION_ACCOUNT']);
    expect(types('Max Mustermann')).toEqual(['PERSON']);
    expect(found.some((span) => span.text.includes('Mustermann') && span.type === 'PERSON')).toBe(
      true,
    );
  });

  it('a customer that is a sole trader (“e.K.”) is a person: their address stays personal', async () => {
    const found = await detect([
      { x: 330, y: 30, size: 10, text: 'Bei Spiel GmbH' },
      { x: 330, y: 42, size: 10, text: 'Ecke 12' },
      { x: 330, y: 54, size: 10, text: '12345 Stadthausen' },
      { x: 70, y: 130, size: 6, text: 'Bei Spiel GmbH • Ecke 12 • 12345 Stadthausen' },
      { x: 70, y: 160, size: 10, text: 'Theodor Mustermann e.K.' },
      { x: 70, y: 172, size: 10, text: 'Bahnstr. 42' },
      { x: 70, y: 184, size: 10, text: '88802 Spielkreis' },
      { x: 330, y: 760, size: 8, text: 'USt-IdNr. DE136695976' },
    ]);
    const customer = found.filter((span) => span.text.includes('Bahnstr'));
    expect(customer.map((span) => [span.type, span.block])).toEqual([['ADDRESS', 'recipient']]);
  });

  it('a block a lone “Firma” label heads is a company’s: its street stays', async () => {
    const found = await detect([
      { x: 40, y: 200, text: 'Firma' },
      { x: 40, y: 212, text: 'Elektromarkt Bamby' },
      { x: 40, y: 224, text: 'Adlerstrasse 452' },
      { x: 40, y: 236, text: 'D-07545 GERA' },
      { x: 40, y: 300, text: 'Rechnung für die Lieferung vom 3. Januar.' },
    ]);
    expect(found.filter((span) => span.type === 'ADDRESS')).toEqual([]);
  });

  it('an address on the page’s first row beside the letterhead is the letterhead’s; one under it is the recipient’s', async () => {
    const letterhead: PrintedLine[] = [
      { x: 300, y: 30, text: 'Tel: +49 (030) 41092-0' },
      { x: 300, y: 42, text: 'Fax: +49 (030) 41092-111' },
      { x: 300, y: 54, text: 'email: info@vordefiniert.de' },
      { x: 300, y: 66, text: 'UStID DE123456189' },
    ];
    const issuer = await detect([
      { x: 40, y: 30, text: 'Die Vordefinierte Firma' },
      { x: 40, y: 42, text: 'Waldstrasse 86-90' },
      { x: 40, y: 54, text: '13403 Berlin' },
      ...letterhead,
    ]);
    expect(issuer.filter((span) => span.type === 'ADDRESS')).toEqual([]);
    // A window envelope's address under the letterhead's first row is the customer's.
    const customer = await detect([
      { x: 40, y: 10, text: 'Die Vordefinierte Firma' },
      ...letterhead,
      { x: 40, y: 30, text: 'Kari Nordmann' },
      { x: 40, y: 42, text: 'Waldstrasse 86-90' },
      { x: 40, y: 54, text: '13403 Berlin' },
    ]);
    expect(customer.map((span) => span.type)).toContain('ADDRESS');
  });

  it('an invoice from a person: with nothing an organisation prints, the seller’s contact data stays personal', async () => {
    const found = await detect([
      { x: 40, y: 40, text: 'Sammy Maystone' },
      { x: 40, y: 52, text: 'smaystone4@fake.com' },
      { x: 40, y: 120, text: 'Bill To:' },
      { x: 40, y: 132, text: 'Taylor Riddel' },
      { x: 40, y: 144, text: 'triddel9@fake.com' },
    ]);
    expect(found).toContainEqual({
      text: 'smaystone4@fake.com',
      type: 'EMAIL_ADDRESS',
      block: undefined,
    });
    expect(found).toContainEqual({
      text: 'triddel9@fake.com',
      type: 'EMAIL_ADDRESS',
      block: 'buyer',
    });
    expect(found).toContainEqual({ text: 'Taylor Riddel', type: 'PERSON', block: 'buyer' });
    expect(found.some((span) => span.text === 'Bill')).toBe(false);
  });

  it('an office’s contact block mid-page, known by its fax and opening hours, is the organisation’s; the addressee’s stays personal', async () => {
    const found = await detect([
      { x: 71, y: 140, text: 'Herrn' },
      { x: 71, y: 152, text: 'Max Mustermann' },
      { x: 71, y: 164, text: 'Musterstr. 11' },
      { x: 71, y: 176, text: '12346 Bad Musterhausen' },
      { x: 71, y: 200, text: 'Versicherungsbüro Muster' },
      { x: 71, y: 212, text: 'Musterstr. 12' },
      { x: 71, y: 224, text: '12345 Musterstadt' },
      { x: 71, y: 236, text: 'Tel.: 0123/45678' },
      { x: 71, y: 248, text: 'Mo.-Fr. 08.30 - 12.30 Uhr' },
    ]);
    expect(found).toContainEqual({
      text: 'Musterstr. 12\n12345 Musterstadt',
      type: 'ORGANIZATION_ADDRESS',
      block: 'sender',
    });
    expect(found).toContainEqual({
      text: 'Musterstr. 11\n12346 Bad Musterhausen',
      type: 'ADDRESS',
      block: undefined,
    });
  });

  it('a cover sheet sent to a public body: its address is the body’s', async () => {
    const found = await detect([
      { x: 60, y: 300, size: 11, text: 'Send til:' },
      { x: 60, y: 314, size: 11, text: 'NAV Skanning' },
      { x: 60, y: 328, size: 11, text: 'Postboks 1400' },
      { x: 60, y: 342, size: 11, text: '0109 Oslo' },
    ]);
    const address = found.filter((span) => span.text.includes('Postboks'));
    expect(address.map((span) => [span.type, span.block])).toEqual([
      ['ORGANIZATION_ADDRESS', 'recipient'],
    ]);
  });

  it('a mailbox on a person’s own domain stays the person’s, in the top lines of a paper', async () => {
    const found = await detect([
      { x: 200, y: 60, size: 14, text: 'Creativity in Machine Learning' },
      { x: 240, y: 84, text: 'Martin Thoma' },
      { x: 220, y: 96, text: 'E-Mail: info@martin-thoma.de' },
    ]);
    expect(
      found.filter((span) => span.text === 'info@martin-thoma.de').map((span) => span.type),
    ).toEqual(['EMAIL_ADDRESS']);
  });

  it('a CV’s contact line under its name, set large, is the person’s', async () => {
    const found = await detect([
      { x: 240, y: 55, size: 24, text: 'Kunhee Kim' },
      { x: 220, y: 88, size: 8, text: '(+82) 10-3062-0763' },
      { x: 300, y: 88, size: 8, text: 'kunheekim@korea.ac.kr' },
      { x: 40, y: 140, size: 14, text: 'Education' },
      { x: 40, y: 164, text: 'Korea University' },
      { x: 40, y: 176, text: 'B.S. in Cyber Defense, Seoul' },
    ]);
    expect(
      found
        .filter((span) => span.text.includes('kunheekim') || span.text.includes('3062'))
        .map((span) => span.type),
    ).toEqual(['PHONE_NUMBER', 'EMAIL_ADDRESS']);
  });

  it('a CV’s head is its holder’s, a web address and a university in its sections notwithstanding', async () => {
    const cv: PrintedLine[] = [
      { x: 200, y: 30, size: 26, text: 'Taeyang Gwon' },
      { x: 230, y: 62, size: 8, text: 'Backend Engineer · Platform Architect' },
      { x: 230, y: 74, size: 8, text: 'www.tgwon.dev' },
      { x: 130, y: 86, size: 8, text: '(+82) 10-4471-2290' },
      { x: 230, y: 86, size: 8, text: 'taeyang.gwon@mail.example' },
      { x: 40, y: 150, size: 14, text: 'Experience' },
      { x: 40, y: 170, text: 'Senior engineer at a payments start-up, 2019 to 2024.' },
      { x: 40, y: 400, size: 14, text: 'Education' },
      { x: 40, y: 420, text: 'Korea University' },
      { x: 40, y: 432, text: 'B.S. in Computer Science' },
    ];
    const found = await detect(cv);
    const typeOf = (text: string) =>
      found.filter((span) => span.text === text).map((span) => span.type);
    expect(typeOf('Taeyang Gwon')).toEqual(['PERSON']);
    expect(typeOf('(+82) 10-4471-2290')).toEqual(['PHONE_NUMBER']);
    expect(typeOf('taeyang.gwon@mail.example')).toEqual(['EMAIL_ADDRESS']);
    // Its web address is its holder's site, asked for as a profile.
    const profiles = await detect(cv, ['SOCIAL_PROFILE']);
    expect(profiles.map((span) => span.text)).toContain('www.tgwon.dev');
    // Without its section headings the same head reads as a company's letterhead.
    const letterhead = await detect(cv.slice(0, 5));
    expect(letterhead.find((span) => span.text === '(+82) 10-4471-2290')?.type).toBe(
      'ORGANIZATION_PHONE',
    );
  });

  it('a mailbox named after the founder of a company with that name is the company’s', async () => {
    const found = await detect([
      { x: 330, y: 30, text: 'Hetzner Online GmbH' },
      { x: 330, y: 42, text: 'Industriestr. 25' },
      { x: 330, y: 54, text: '91710 Gunzenhausen' },
      { x: 330, y: 66, text: 'info@hetzner.de' },
      { x: 60, y: 400, text: 'Vielen Dank für Ihren Auftrag.' },
      { x: 60, y: 760, size: 8, text: 'Hetzner Online GmbH' },
      { x: 60, y: 770, size: 8, text: 'Geschäftsführer: Martin Hetzner' },
    ]);
    expect(
      found.filter((span) => span.text === 'info@hetzner.de').map((span) => span.type),
    ).toEqual(['ORGANIZATION_EMAIL']);
    expect(found.some((span) => span.text === 'Martin Hetzner' && span.type === 'PERSON')).toBe(
      true,
    );
  });

  it('the seller’s account in a payment sentence is the seller’s, as in its footer', async () => {
    const found = await detect([
      { x: 330, y: 30, text: 'Nordmann Bygg AS' },
      { x: 330, y: 42, text: 'Org.nr. 923 456 789 MVA' },
      { x: 60, y: 400, text: 'Beløpet betales til NO93 8601 1117 947 innen 14 dager.' },
      { x: 330, y: 770, size: 8, text: 'Org.nr. 923 456 789 MVA' },
      { x: 330, y: 780, size: 8, text: 'IBAN NO93 8601 1117 947' },
    ]);
    expect(
      found.filter((span) => span.text === 'NO93 8601 1117 947').map((span) => span.type),
    ).toEqual(['ORGANIZATION_ACCOUNT', 'ORGANIZATION_ACCOUNT']);
  });

  it('a sole trader’s letterhead, headed by their own name, is a person’s even with a tax number and a BIC', async () => {
    const lines: PrintedLine[] = [
      { x: 330, y: 30, text: 'Max Mustermann' },
      { x: 330, y: 42, text: 'SenderStraße 12' },
      { x: 330, y: 54, text: '55555 Stadt' },
      { x: 330, y: 66, text: 'mail@domain.de' },
      { x: 330, y: 78, text: 'IBAN: DE89 3704 0044 0532 0130 00' },
      { x: 330, y: 90, text: 'BIC: COBADEFFXXX' },
      { x: 330, y: 102, text: 'Steuernummer: 333/4444/4444' },
      { x: 60, y: 160, text: 'Erika Beispiel' },
      { x: 60, y: 172, text: 'Kundenweg 3' },
      { x: 60, y: 184, text: '12345 Stadt' },
      { x: 60, y: 240, text: 'Rechnung' },
    ];
    const found = await detect(lines);
    for (const text of ['mail@domain.de', 'DE89 3704 0044 0532 0130 00']) {
      expect(found.find((span) => span.text === text)?.type, text).toMatch(
        /^(EMAIL_ADDRESS|IBAN_CODE)$/,
      );
    }
    // The same block printed by a company is the company's.
    const company = await detect([{ x: 330, y: 18, text: 'Mustermann Beratung GmbH' }, ...lines]);
    expect(company.find((span) => span.text === 'mail@domain.de')?.type).toBe('ORGANIZATION_EMAIL');
  });

  it('a sole trader’s footer, with their tax number and bank, is theirs as their letterhead is', async () => {
    const lines: PrintedLine[] = [
      { x: 330, y: 30, text: 'Max Mustermann' },
      { x: 330, y: 42, text: 'SenderStraße 12' },
      { x: 330, y: 54, text: '50667 Köln' },
      { x: 330, y: 66, text: 'mail@domain.de' },
      { x: 60, y: 160, text: 'Erika Beispiel' },
      { x: 60, y: 172, text: 'Kundenweg 3' },
      { x: 60, y: 184, text: '12345 Bonn' },
      { x: 60, y: 240, text: 'Rechnung' },
      { x: 60, y: 770, size: 8, text: 'Telefon: 0151 23456789 · Steuernummer: 333/4444/4444' },
      { x: 60, y: 780, size: 8, text: 'IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX' },
    ];
    const found = await detect(lines);
    const typeOf = (text: string) => found.find((span) => span.text === text)?.type;
    expect(typeOf('0151 23456789')).toBe('PHONE_NUMBER');
    expect(typeOf('DE89 3704 0044 0532 0130 00')).toBe('IBAN_CODE');
    // A company's footer under the same letterhead stays the company's.
    const company = await detect([{ x: 330, y: 18, text: 'Mustermann Beratung GmbH' }, ...lines]);
    expect(company.find((span) => span.text === '0151 23456789')?.type).toBe('ORGANIZATION_PHONE');
  });

  it('a letterhead headed by a person’s name with only a web address besides is theirs', async () => {
    const lines: PrintedLine[] = [
      { x: 330, y: 30, text: 'Kari Nordmann' },
      { x: 330, y: 42, text: 'Storgata 15 B, 0184 Oslo' },
      { x: 330, y: 54, text: 'Tlf. 912 34 567 · www.karinordmann.no' },
      { x: 60, y: 160, text: 'Nordmann Bygg AS' },
      { x: 60, y: 172, text: 'Postboks 12' },
      { x: 60, y: 184, text: '5804 BERGEN' },
      { x: 60, y: 240, text: 'Klage på faktura' },
    ];
    const found = await detect(lines);
    expect(found.find((span) => span.text === '912 34 567')?.type).toBe('NO_PHONE_NUMBER');
    const office = await detect([
      { x: 330, y: 18, text: 'Advokatfirmaet Nordmann' },
      { x: 330, y: 30, text: 'Storgata 15 B, 0184 Oslo' },
      { x: 330, y: 42, text: 'Tlf. 912 34 567 · www.karinordmann.no' },
      ...lines.slice(3),
    ]);
    expect(office.find((span) => span.text === '912 34 567')?.type).toBe('ORGANIZATION_PHONE');
  });

  it('an agency’s letter headed by its name stays the agency’s when a caseworker’s name heads another block', async () => {
    const found = await detect([
      { x: 60, y: 30, text: 'Trøndelag fylkeskommune' },
      { x: 60, y: 42, text: 'Postboks 6519 Sentrum' },
      { x: 60, y: 54, text: '5804 BERGEN' },
      { x: 380, y: 30, text: 'Saksbehandler:' },
      { x: 380, y: 42, text: 'Kari Nordmann' },
      { x: 380, y: 54, text: 'kari.nordmann@example.no' },
      { x: 60, y: 160, text: 'Ola Hansen' },
      { x: 60, y: 172, text: 'Storgata 15 B' },
      { x: 60, y: 184, text: '0184 OSLO' },
      { x: 60, y: 240, text: 'Vedtak om skoleskyss' },
    ]);
    expect(found.find((span) => span.text.startsWith('Postboks 6519'))?.type).toBe(
      'ORGANIZATION_ADDRESS',
    );
  });

  it('a council’s letterhead is known by its government mailbox: its address and mailbox are the council’s', async () => {
    const found = await detect([
      { x: 330, y: 30, text: 'Income Collection Team' },
      { x: 330, y: 42, text: 'Hackney Service Centre' },
      { x: 330, y: 54, text: '1 Hillman Street' },
      { x: 330, y: 66, text: 'London, E8 1DY' },
      { x: 330, y: 78, text: 'Email: income.services@hackney.gov.uk' },
      { x: 60, y: 160, text: 'Mr John Smith' },
      { x: 60, y: 172, text: '12 Acacia Avenue' },
      { x: 60, y: 184, text: 'London N1 2AB' },
      { x: 60, y: 240, text: 'Dear Mr Smith,' },
    ]);
    expect(found).toContainEqual({
      text: '1 Hillman Street\nLondon, E8 1DY',
      type: 'ORGANIZATION_ADDRESS',
      block: 'letterhead',
    });
    expect(found).toContainEqual({
      text: 'income.services@hackney.gov.uk',
      type: 'ORGANIZATION_EMAIL',
      block: 'letterhead',
    });
    expect(found.find((span) => span.text.startsWith('12 Acacia Avenue'))?.type).toBe('ADDRESS');
  });

  it('two cues side by side head a column each: the buyer’s column is the buyer’s, not the seller’s', async () => {
    // A Polish e-invoice: "Sprzedawca" (seller) and "Nabywca" (buyer) over two columns of rows.
    const found = await detect([
      { x: 28, y: 128, text: 'Sprzedawca', size: 14 },
      { x: 298, y: 128, text: 'Nabywca', size: 14 },
      { x: 28, y: 152, text: 'NIP: 9999999999' },
      { x: 298, y: 152, text: 'NIP: 1111111111' },
      { x: 28, y: 162, text: 'Nazwa: ABC Developex S.A.' },
      { x: 298, y: 162, text: 'Nazwa: F.H.U. Jan Kowalski' },
      { x: 28, y: 187, text: 'Adres' },
      { x: 298, y: 187, text: 'Adres' },
      { x: 28, y: 197, text: 'ul. Sadowa 1 m. 3, 00-002 Kraków' },
      { x: 298, y: 197, text: 'ul. Polna 1, 00-001 Warszawa' },
      { x: 28, y: 223, text: 'E-mail: abc@abc.pl' },
      { x: 298, y: 223, text: 'E-mail: jan@kowalski.pl' },
    ]);
    expect(found).toContainEqual(
      expect.objectContaining({ text: 'jan@kowalski.pl', type: 'EMAIL_ADDRESS', block: 'buyer' }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({ text: 'abc@abc.pl', type: 'ORGANIZATION_EMAIL', block: 'seller' }),
    );
  });

  it('a tax form’s box whose label names the employer is the employer’s; the employee’s box under it stays theirs', async () => {
    // A W-2 mid-page: box labels in small type, the filled values under them in larger type.
    const found = await detect([
      { x: 42, y: 361, text: 'b Employer identification number (EIN)', size: 7 },
      { x: 42, y: 385, text: 'c Employer’s name, address, and ZIP code', size: 7 },
      { x: 42, y: 481, text: 'e Employee’s first name and initial', size: 7 },
      { x: 42, y: 525, text: 'f Employee’s address and ZIP code', size: 7 },
      // The filled values come after the form's own text, as a filled form's PDF holds them.
      { x: 73, y: 370, text: '63-0065650' },
      { x: 73, y: 400, text: 'NORTH 312' },
      { x: 73, y: 416, text: '151 N Market Street' },
      { x: 73, y: 432, text: 'Wooster OH 44691' },
      { x: 73, y: 490, text: 'Anastasia Hodges' },
      { x: 73, y: 540, text: '200 2nd Street NE' },
      { x: 73, y: 556, text: 'Waseca MN 56093' },
    ]);
    const types = (part: string) =>
      found.filter((span) => span.text.includes(part)).map((span) => span.type);
    expect(types('151 N Market Street')).toEqual(['ORGANIZATION_ADDRESS']);
    expect(types('200 2nd Street NE')).toEqual(['ADDRESS']);
    expect(types('Anastasia Hodges')).toEqual(['PERSON']);
  });

  it('finds an organisation’s contact data only when asked for it, and personal data apart from it', async () => {
    const lines: PrintedLine[] = [
      { x: 330, y: 30, text: 'Nordmann Bygg AS' },
      { x: 330, y: 42, text: 'Org.nr. 923 456 789 MVA' },
      { x: 330, y: 54, text: 'Tlf. 22 33 44 55' },
    ];
    expect(await detect(lines, ['PHONE_NUMBER', 'NO_PHONE_NUMBER'])).toEqual([]);
    expect(await detect(lines, ['ORGANIZATION_PHONE'])).toEqual([
      { text: '22 33 44 55', type: 'ORGANIZATION_PHONE', block: 'letterhead' },
    ]);
  });
});
