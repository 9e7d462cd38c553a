import { describe, expect, it } from 'vitest';
import { foreignAddressRecognizer } from './foreign-address.recognizer';
import { recognizeIdentifiers } from './index';
import { run, texts } from './synthetic-ids.test-helper';

const find = (text: string) => texts(foreignAddressRecognizer, text);

describe('foreignAddressRecognizer', () => {
  it('finds full addresses of six languages with postcode and place', () => {
    const addresses = [
      'Hauptstraße 12, 10115 Berlin',
      'Berliner Straße 5a, D-60311 Frankfurt am Main',
      'Am Markt 3, 28195 Bremen',
      'Nieuwe Binnenweg 31, 3012 CJ Rotterdam',
      'Stationsweg 4, 2515 BP Den Haag',
      'Västra Hamngatan 12, SE-411 17 Göteborg',
      'Algade 17, 9000 Aalborg',
      'Strandvejen 3, DK-2100 København Ø',
      'Keizersgracht 123, 1015 CJ Amsterdam',
      'Drottninggatan 5, 111 51 Stockholm',
      'Vesterbrogade 12, 1620 København V',
      '221B Baker Street, London NW1 6XE',
      '1600 Pennsylvania Avenue NW, Washington, DC 20500',
      '12 rue de la Paix, 75002 Paris',
      '5 bis, avenue des Champs-Élysées, 75008 Paris',
    ];
    for (const address of addresses) {
      const found = run(foreignAddressRecognizer, `Sendes til ${address}. Takk.`);
      expect(
        found.map((one) => one.text),
        address,
      ).toEqual([address]);
      expect(found[0]!.score, address).toBeGreaterThanOrEqual(0.85);
    }
  });

  it('takes postcode and place from the next line', () => {
    expect(find('Erika Mustermann\nHauptstr. 7\n80331 München\nDeutschland')).toEqual([
      'Hauptstr. 7\n80331 München',
    ]);
    expect(find('J. Smith\n10 Downing St\nLondon SW1A 2AA')).toEqual([
      '10 Downing St\nLondon SW1A 2AA',
    ]);
  });

  it('finds post boxes, sure with their postcode, and a Dutch postcode line alone', () => {
    const scored = (text: string) =>
      run(foreignAddressRecognizer, text).map((one) => [one.text, one.score]);
    expect(scored('Lenze B.V.\nPostbus 14\n4870 AA ETTEN-LEUR\nNederland')).toEqual([
      ['Postbus 14\n4870 AA ETTEN-LEUR', 0.85],
    ]);
    expect(scored('Donald Sunter, P.O. Box 2526 ∙ Polokwane')).toEqual([['P.O. Box 2526', 0.55]]);
    expect(scored('Postfach 10 01 23, 10115 Berlin')).toEqual([
      ['Postfach 10 01 23, 10115 Berlin', 0.85],
    ]);
    expect(scored('M el Mathari\n1216 JD HILVERSUM')).toEqual([['1216 JD HILVERSUM', 0.6]]);
  });

  it('reads no post box in other boxes and no Dutch postcode in other lines', () => {
    for (const text of [
      'Tick box 3 of the form',
      'See Box 12 below',
      'Totaal 2019 SS Rotterdam',
      '1216 JD',
      'Oplag 2000 AB Oslo er en linje',
    ]) {
      const found = run(foreignAddressRecognizer, text).filter((one) => one.score >= 0.5);
      expect(found, text).toEqual([]);
    }
  });

  it('finds a street and number alone below the threshold, lifted by an address word', () => {
    const [street] = run(foreignAddressRecognizer, 'She lives at 42 Elm Road now.');
    expect(street).toEqual({ text: '42 Elm Road', score: expect.any(Number) });
    expect(street!.score).toBeLessThan(0.5);
    expect(find('Apartment at 350 Fifth Avenue, Apt 4B')).toEqual(['350 Fifth Avenue, Apt 4B']);
    const named = recognizeIdentifiers('Address: 42 Elm Road', new Set(['ADDRESS']));
    expect(named.map((span) => [span.text, span.score >= 0.5 && span.score < 0.85])).toEqual([
      ['42 Elm Road', true],
    ]);
  });

  it('reads no street in words that end like one, and no year as a house number', () => {
    for (const text of [
      'Vurdering 2 av saken',
      'Brigade 2',
      'In 2019 Supreme Court ruled',
      'A-'.repeat(50),
    ]) {
      const likely = recognizeIdentifiers(text, new Set(['ADDRESS'])).filter((s) => s.score >= 0.5);
      expect(likely, text).toEqual([]);
    }
  });

  it('reads a long hyphenated run in linear time', () => {
    const short = 'A-'.repeat(2_000);
    const long = 'A-'.repeat(20_000);
    const time = (text: string) => {
      const started = performance.now();
      find(text);
      return performance.now() - started;
    };
    time(short);
    // Ten times the text may take at most ~30 times as long (quadratic would be ~100).
    expect(time(long)).toBeLessThan(30 * Math.max(1, time(short)));
  });

  it('leaves numbers before ordinary words, and street words without one, below the threshold', () => {
    for (const text of [
      'We met 3 People in the Street yesterday.',
      'Die Straße ist lang.',
      'Chapter 12 explains the method.',
      'rue 5',
      'The 2023 Annual Report',
      'Vi bor i Storgata 12, 0150 Oslo.',
      'Spring 2024 and Offspring 2023',
      'Meeting 3 in Hamburg 5',
      'Am Montag 5 Leute',
    ]) {
      const likely = run(foreignAddressRecognizer, text).filter((found) => found.score >= 0.5);
      expect(likely, text).toEqual([]);
    }
  });

  it('leaves Norwegian addresses to NO_ADDRESS when both are asked for', () => {
    const spans = recognizeIdentifiers(
      'Storgata 12, 0150 Oslo og Hauptstraße 1, 10115 Berlin',
      new Set(['NO_ADDRESS', 'ADDRESS']),
    );
    expect(spans.map((span) => [span.text, span.entity_type])).toEqual([
      ['Storgata 12, 0150 Oslo', 'NO_ADDRESS'],
      ['Hauptstraße 1, 10115 Berlin', 'ADDRESS'],
    ]);
  });
});
