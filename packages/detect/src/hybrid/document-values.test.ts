import { describe, expect, it } from 'vitest';
import type { Span } from '../span';
import { DocumentValues, spreadValues } from './document-values';

/** A span on the first occurrence of `value` in `text`. */
function spanOf(text: string, value: string, entity_type = 'PERSON', score = 0.9): Span {
  const start = text.indexOf(value);
  if (start < 0) throw new Error(`${value} is not in the text`);
  return { start, end: start + value.length, text: value, entity_type, score, engine: 'fast' };
}

const texts = (spans: readonly Span[]) => spans.map((span) => span.text);

describe('DocumentValues', () => {
  it('finds a value again on another page, with its type, score and exact offsets', () => {
    const values = new DocumentValues();
    values.add([spanOf('Brev til Ola Nordmann.', 'Ola Nordmann', 'PERSON', 0.8)]);
    const page = 'Sak 12\nKopi: Ola Nordmann, (Ola Nordmann)';
    const found = values.occurrences(page, []);
    expect(texts(found)).toEqual(['Ola Nordmann', 'Ola Nordmann']);
    for (const span of found) expect(page.slice(span.start, span.end)).toBe(span.text);
    expect(found[0]).toMatchObject({ entity_type: 'PERSON', score: 0.8, engine: 'fast' });
  });

  it('finds a Chinese name of two characters again where it is a cell of its own', () => {
    const values = new DocumentValues();
    values.add([spanOf('胡立\n境内自然人', '胡立', 'PERSON', 0.85)]);
    const page = '股东名称\n胡立\n2,172,360 人民币普通股\n胡立华';
    expect(texts(values.occurrences(page, []))).toEqual(['胡立']);
  });

  it('matches capitals and line breaks between the words, not lower case', () => {
    const values = new DocumentValues();
    values.add([spanOf('Ola Nordmann', 'Ola Nordmann')]);
    expect(texts(values.occurrences('OLA NORDMANN', []))).toEqual(['OLA NORDMANN']);
    expect(texts(values.occurrences('Ola\nNordmann', []))).toEqual(['Ola\nNordmann']);
    expect(values.occurrences('ola nordmann', [])).toEqual([]);
  });

  it('matches a name styled with a capital at each word, on one line only', () => {
    const values = new DocumentValues();
    values.add([spanOf('Kunhee Kim', 'Kunhee Kim')]);
    expect(texts(values.occurrences('KUNHEE KiM · Curriculum', []))).toEqual(['KUNHEE KiM']);
    expect(texts(values.occurrences('KUNHEE\nKiM', []))).not.toContain('KUNHEE\nKiM');
    expect(values.occurrences('kunhee KiM', [])).toEqual([]);
    const lower = new DocumentValues();
    lower.add([spanOf('om intellectual property', 'intellectual property')]);
    expect(lower.occurrences('Intellectual Property', [])).toEqual([]);
  });

  it('takes a value found in capitals in any case', () => {
    const values = new DocumentValues();
    values.add([spanOf('NORDMANN, KARI', 'NORDMANN, KARI')]);
    expect(texts(values.occurrences('Signed: Nordmann, Kari.', []))).toEqual(['Nordmann, Kari']);
  });

  it('does not spread places and organisations', () => {
    const values = new DocumentValues();
    values.add([
      spanOf('Johannesburg', 'Johannesburg', 'LOCATION'),
      spanOf('Statens vegvesen', 'Statens vegvesen', 'ORGANIZATION'),
    ]);
    expect(values.occurrences('Statens vegvesen, Johannesburg', [])).toEqual([]);
  });

  it('leaves occurrences already covered and words that only contain the value', () => {
    const page = 'Kari Nordmann og Kari Nordmannsen';
    const values = new DocumentValues();
    values.add([spanOf(page, 'Kari Nordmann')]);
    expect(values.occurrences(page, [spanOf(page, 'Kari Nordmann')])).toEqual([]);
    expect(values.occurrences('Kari Nordmannsen', [])).toEqual([]);
  });

  it('marks an occurrence of which another span holds only a part', () => {
    const values = new DocumentValues();
    values.add([spanOf('Storgata 5\n0150 OSLO', 'Storgata 5\n0150 OSLO', 'NO_ADDRESS')]);
    const page = 'Storgata\n5\n0150 OSLO';
    const found = values.occurrences(page, [spanOf(page, 'Storgata', 'LOCATION')]);
    expect(texts(found)).toEqual(['Storgata\n5\n0150 OSLO']);
  });

  it('spreads identifiers and e-mail addresses of one word', () => {
    const values = new DocumentValues();
    values.add([
      spanOf('fnr 01019012345', '01019012345', 'NO_FODSELSNUMMER'),
      spanOf('ola@example.no', 'ola@example.no', 'EMAIL_ADDRESS'),
    ]);
    const found = values.occurrences('(01019012345) ola@example.no; 101019012345', []);
    expect(texts(found)).toEqual(['01019012345', 'ola@example.no']);
  });

  it('does not spread a single doubtful or short word', () => {
    const values = new DocumentValues();
    values.add([
      spanOf('May', 'May', 'PERSON', 0.95),
      spanOf('Hansen', 'Hansen', 'PERSON', 0.55),
      spanOf('ab', 'ab', 'ORGANIZATION', 0.99),
    ]);
    expect(values.occurrences('May Hansen ab', [])).toEqual([]);
    values.add([spanOf('Hansen', 'Hansen', 'PERSON', 0.8)]);
    expect(texts(values.occurrences('May Hansen ab HANSEN hansen', []))).toEqual([
      'Hansen',
      'HANSEN',
    ]);
  });

  it('marks the words of a confident name where they stand alone and capitalised', () => {
    const values = new DocumentValues();
    values.add([spanOf('Til: Kari J. Hansen', 'Kari J. Hansen', 'PERSON', 0.8)]);
    const page = 'Hei Kari,\nHansen har søkt. HANSEN, K.\nhansen og kari';
    const found = values.occurrences(page, []);
    expect(texts(found)).toEqual(['Kari', 'Hansen', 'HANSEN']);
    for (const span of found) expect(page.slice(span.start, span.end)).toBe(span.text);
    expect(found[0]).toMatchObject({ entity_type: 'PERSON', score: 0.8 });
    // No initials alone, and no word that starts another name or place on its line.
    expect(values.occurrences('J. Berg', [])).toEqual([]);
    expect(values.occurrences('Kari Nordmannsen og Hansen Bygg AS', [])).toEqual([]);
    expect(texts(values.occurrences('Kari\nNordmannsen', []))).toEqual(['Kari']);
  });

  it('lends no courtesy title of a name to the document as a word of it', () => {
    const values = new DocumentValues();
    values.add([spanOf('Dear Mrs Jane Smith', 'Mrs Jane Smith', 'PERSON', 0.8)]);
    expect(texts(values.occurrences('Mrs Brown wrote to Smith.', []))).toEqual(['Smith']);
  });

  it('takes the particles a surname had in the whole name where it stands alone', () => {
    const values = new DocumentValues();
    values.add([spanOf('Dhr. M el Mathari', 'M el Mathari', 'PERSON', 0.85)]);
    values.add([spanOf('Marc van der Pul', 'Marc van der Pul', 'PERSON', 0.85)]);
    const page = 'Geachte heer el Mathari,\nMathari schreef; Pul en van der Pul; model Mathari';
    expect(texts(values.occurrences(page, []))).toEqual([
      'el Mathari',
      'Mathari',
      'Pul',
      'van der Pul',
      'Mathari',
    ]);
    // Particles other than the name's own stay out.
    expect(texts(values.occurrences('de Pul', []))).toEqual(['Pul']);
  });

  it('lends no words of a doubtful name, a one-word name or another type', () => {
    const values = new DocumentValues();
    values.add([
      spanOf('Maybe Harold', 'Maybe Harold', 'PERSON', 0.6),
      spanOf('Eriksen', 'Eriksen', 'PERSON', 0.6),
      spanOf('Nord Trøndelag', 'Nord Trøndelag', 'LOCATION', 0.9),
      spanOf('Mo Li', 'Mo Li', 'PERSON', 0.9),
    ]);
    expect(values.occurrences('Maybe. Harold. Eriksen. Nord. Trøndelag. Mo. Li.', [])).toEqual([]);
  });

  it('prefers the longest value that starts at a word', () => {
    const values = new DocumentValues();
    values.add([
      spanOf('Ola Nordmann', 'Ola Nordmann'),
      spanOf('Ola Nordmann Berg', 'Ola Nordmann Berg'),
    ]);
    expect(texts(values.occurrences('til Ola Nordmann Berg', []))).toEqual(['Ola Nordmann Berg']);
  });
});

describe('spreadValues', () => {
  it('marks a value found on a later page on the earlier pages too', () => {
    const pages = [
      { text: 'Vedlegg fra Per Olsen', spans: [] },
      { text: 'Søker: Per Olsen', spans: [spanOf('Søker: Per Olsen', 'Per Olsen')] },
    ];
    const [first, second] = spreadValues(pages);
    expect(texts(first!)).toEqual(['Per Olsen']);
    expect(second).toEqual(pages[1]!.spans);
  });
});
