import { describe, expect, it } from 'vitest';
import { recognizeIdentifiers } from './index';
import { internationalPhoneRecognizer } from './international-phone.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

const find = (text: string) => texts(internationalPhoneRecognizer, text);

describe('internationalPhoneRecognizer', () => {
  it('takes the country code in brackets, as Chinese and Korean CVs write it', () => {
    expect(find('📱(+86) 183-4087-9772 | kari@example.com')).toEqual(['(+86) 183-4087-9772']);
    expect(find('tel:(+82) 10-9030-1843')).toEqual(['(+82) 10-9030-1843']);
    expect(find('(+86) 12')).toEqual([]);
  });

  it('finds international numbers of many countries anywhere, with exact offsets', () => {
    const numbers = [
      '+44 20 7946 0958',
      '+1 (212) 555-0123',
      '+49 (0)30 1234567',
      '+46 70 123 45 67',
      '+45 20 12 34 56',
      '+31 6 12345678',
      '+33 6 12 34 56 78',
      '+48 512 345 678',
      '+34 612 345 678',
      '+39 312 345 6789',
      '+358 40 1234567',
      '0046 8 123 456 78',
      '+4915123456789',
    ];
    for (const number of numbers) {
      expect(find(`Reach her at ${number}, thanks.`), number).toEqual([number]);
    }
  });

  it('reads through an icon between the country code and the number, as a CV or invoice prints it', () => {
    expect(find('Tony Dubois\n+33\n\u{1F4DE}\n6 11 22 33 44\ntony.dubois@aubonmoulin.fr')).toEqual([
      '+33\n\u{1F4DE}\n6 11 22 33 44',
    ]);
    // Half an emoji, as a font's mapping can leave it, and a glyph no text stands for.
    expect(find('+33\n\uD83D\n4 72 07 08 56')).toEqual(['+33\n\uD83D\n4 72 07 08 56']);
    expect(find('+33 \uFFFD 4 72 07 08 56')).toEqual(['+33 \uFFFD 4 72 07 08 56']);
    // A letter is no icon: "+33 A 4 72" is no number of that plan.
    expect(find('+33\nA\n4 72 07 08 56')).toEqual([]);
  });

  it('takes the last group a narrow column wrapped onto a line of its own', () => {
    expect(find('Contact\n+32 (0)471 48 34\n52\nwww.example.be')).toEqual(['+32 (0)471 48 34\n52']);
    // A line that holds more than the group is another line's text.
    expect(find('+44 20 7946 0958\n12 High Street')).toEqual(['+44 20 7946 0958']);
  });

  it('finds a number masked at its end, and no code, size or card number', () => {
    expect(find('Telefon: +90 5xx xxx xx xx')).toEqual(['+90 5xx xxx xx xx']);
    expect(find('電話 0120-000-XXX')).toEqual(['0120-000-XXX']);
    expect(find('Kort XXXX-XXXX-4821, 1024x768, HTTP 2xx, 0xFFxx12')).toEqual([]);
  });

  it('finds a number masked in a middle group, as Korean CVs print it, and no card number', () => {
    expect(find('연락처 010-****-3597 | kim@example.com')).toEqual(['010-****-3597']);
    expect(find('Kort 4821-****-****-1234, ref 01-**-2')).toEqual([]);
  });

  it('stops at the last group that keeps the number valid', () => {
    expect(find('+44 20 7946 0958 2023 was the year')).toEqual(['+44 20 7946 0958']);
  });

  it('leaves Norwegian numbers to NO_PHONE_NUMBER', () => {
    expect(find('Ring +47 412 34 567')).toEqual([]);
  });

  it('finds national formats after a phone word, in the first country whose plan fits', () => {
    const cases = [
      ['Tel.: 030 12345678', '030 12345678'],
      ['Phone: 020 7946 0958', '020 7946 0958'],
      ['Tél : 01 23 45 67 89', '01 23 45 67 89'],
      ['Telefon 08-123 456 78', '08-123 456 78'],
      ['Mobiel: 06-12345678', '06-12345678'],
      ['Handy (privat): 0151 23456789', '0151 23456789'],
      ['Mobil 328 658 1416 (privat).', '328 658 1416'],
      ['Phone no. 020 7946 0958', '020 7946 0958'],
    ];
    for (const [text, number] of cases) expect(find(text!), text).toEqual([number]);
  });

  it('needs the word for national formats, except the North American layout', () => {
    expect(find('Invoice 020 7946 0958 paid')).toEqual([]);
    expect(find('Phone (mobile). His D-number 49090595406 was issued')).toEqual([]);
    expect(find('Call (212) 555-0123 now')).toEqual(['(212) 555-0123']);
    expect(run(internationalPhoneRecognizer, 'See (212) 555-0123')[0]!.score).toBeLessThan(0.9);
  });

  it('reads national formats on a line with an e-mail or web address of the country', () => {
    expect(find('P.O. Box 2526 ∙ Polokwane ∙ 073 555 9897 ∙ dsunter@onetwo.co.za')).toEqual([
      '073 555 9897',
    ]);
    expect(find('Musterweg 1 · 030 1234567 · www.beispiel.de')).toEqual(['030 1234567']);
    expect(find('020 7946 0958 | jane@example.co.uk')).toEqual(['020 7946 0958']);
    expect(find('Kontakt 20 12 34 56, info@firma.dk')).toEqual(['20 12 34 56']);
  });

  it('needs the address on the line or its block, and a phone layout; the domain only for others', () => {
    // A phone layout next to an e-mail address is a phone whatever the domain (a contact block).
    expect(find('073 555 9897\ndsunter@onetwo.co.za')).toEqual(['073 555 9897']);
    expect(find('073 555 9897 · team@startup.io')).toEqual(['073 555 9897']);
    expect(find('073 555 9897\n\ndsunter@onetwo.co.za')).toEqual([]);
    expect(find('Kontakt 612345678, info@empresa.io')).toEqual([]);
    expect(find('Rechnung 2024/1234 · info@beispiel.de')).toEqual([]);
    expect(find('Datum 12.03.2024 · Seite 1 / 2 · info@beispiel.de')).toEqual([]);
    const paragraph = `Write to info@beispiel.de. ${'The order was sent on time. '.repeat(8)}Ref 030 1234567.`;
    expect(find(paragraph)).toEqual([]);
  });

  it('takes the extension written after a number its plan knows', () => {
    for (const number of [
      '(507) 476-7586 x6422',
      '(212) 555-0123 ext. 12',
      '+31 6 2669 7346 toestel 630',
      '+31 (0)20 230 1634 toestel 572',
      '+33 1 14 53 85 70 poste 015',
      '+44 113 496 0622 (ext 8238)',
      '+46 8 123 456 78 ankn. 12',
    ]) {
      expect(find(`Havbris B.V., ${number}, Leiden`), number).toEqual([number]);
    }
  });

  it("takes no number after an organisation's register or VAT label", () => {
    for (const text of [
      'EIN 07-1185389 · billing@acme.com',
      'CVR 20 12 34 56 · info@firma.dk',
      'Org.nr +46 8 123 456 78',
      'www.firma.dk\nCVR-nr. 20123456',
    ]) {
      expect(find(text), text).toEqual([]);
    }
    expect(find('Tlf. +45 20 12 34 56 · CVR 20 12 34 57 · info@firma.dk')).toEqual([
      '+45 20 12 34 56',
    ]);
  });

  it('rejects invalid numbers and look-alikes', () => {
    for (const text of [
      '+44 12',
      '+1 (000) 000-0000',
      'ISBN 978-3-16-148410-0',
      'Ordre 2023/00123',
      'Tel 12',
      'Beløp kr 1 000 000',
      'a+44 20 7946 0958',
      '(123) 456-7890',
      'Telefon 12.03.2024 med bruker',
      'Telefon 08.00-15.30',
      'Tlf 2 500 000',
    ]) {
      expect(find(text), text).toEqual([]);
    }
  });

  it('is typed PHONE_NUMBER beside the Norwegian recognizer without doubles', () => {
    const spans = recognizeIdentifiers(
      'Tlf +47 412 34 567 eller +46 70 123 45 67',
      new Set(['NO_PHONE_NUMBER', 'PHONE_NUMBER']),
    );
    expect(spans.map((span) => [span.text, span.entity_type])).toEqual([
      ['+47 412 34 567', 'NO_PHONE_NUMBER'],
      ['+46 70 123 45 67', 'PHONE_NUMBER'],
    ]);
  });

  it('stays fast on a page of made-up numbers after phone words', () => {
    const page = (count: number) =>
      Array.from({ length: count }, (_, i) => `Tel ${100000 + i} ${2000 + i} ${i}`).join(' ');
    // Numbers after a label are read by their shape, without a parse; a first page lets the JIT
    // compile that reading, so the two measured pages compare the work and not the warm-up.
    find(page(1_000));
    const started = performance.now();
    find(page(200));
    const small = performance.now() - started;
    const again = performance.now();
    const found = find(page(5_000));
    // 25 times the numbers: linear time, with room for a loaded machine (a quadratic reading
    // would take 625 times as long; the parse budget bounds the rest).
    expect(performance.now() - again).toBeLessThan(50 * Math.max(5, small));
    // Each is a phone: a phone-shaped number right after "Tel", whatever the number plan says.
    expect(found.length).toBeGreaterThan(4_000);
  });
});
