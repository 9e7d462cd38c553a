import { describe, expect, it } from 'vitest';
import { addressRecognizer } from './address.recognizer';
import { run, texts } from './synthetic-ids.test-helper';

describe('addressRecognizer', () => {
  it('finds one-word street names with house numbers and letters', () => {
    const text = 'Bor i Storgata 12B og Trondheimsveien 5 B; før det Nyvegen 3-5 og Fjellstien 7.';
    expect(texts(addressRecognizer, text)).toEqual([
      'Storgata 12B',
      'Trondheimsveien 5 B',
      'Nyvegen 3-5',
      'Fjellstien 7',
    ]);
  });

  it('takes the name before a street word written apart', () => {
    const text = 'Kontor i Karl Johans gate 22 og Bygdøy allé 5, ikke i gate 3.';
    expect(texts(addressRecognizer, text)).toEqual(['Karl Johans gate 22', 'Bygdøy allé 5']);
  });

  it('takes a name without a street ending when it starts its line and postcode and place follow', () => {
    expect(texts(addressRecognizer, 'Donald Mockmann\nGrepalida 44, 0560 OSLO')).toEqual([
      'Grepalida 44, 0560 OSLO',
    ]);
    expect(texts(addressRecognizer, 'Grepalida 44\n0560 Oslo')).toEqual([
      'Grepalida 44\n0560 Oslo',
    ]);
    // Without them, in running text, after a label, or run on without a comma: no address.
    expect(texts(addressRecognizer, 'Adresse: Grepalida 44, 0560 OSLO')).toEqual([
      'Grepalida 44, 0560 OSLO',
    ]);
    expect(texts(addressRecognizer, 'Grepalida 44')).toEqual([]);
    expect(texts(addressRecognizer, 'Se Grepalida 44, 0560 Oslo')).toEqual([]);
    expect(texts(addressRecognizer, 'Vedlegg 3, 2019 Oslo')).toEqual([]);
    expect(texts(addressRecognizer, 'Dokument 12 0560 Oslo')).toEqual([]);
  });

  it('includes a qualifier before the name', () => {
    expect(texts(addressRecognizer, 'i Øvre Slottsgate 3')).toEqual(['Øvre Slottsgate 3']);
  });

  it('takes postcode and place into one span with a higher score', () => {
    const text = 'Adresse: Karl Johans gate 1, 0154 Oslo. Og Storgata 4';
    const [full, street] = run(addressRecognizer, text);
    expect(full!.text).toBe('Karl Johans gate 1, 0154 Oslo');
    expect(street!.text).toBe('Storgata 4');
    expect(full!.score).toBeGreaterThan(street!.score);
  });

  it('takes postcode and place from the next line, and the country line below them', () => {
    const text = 'Ola Nordmann\nStorgata 12\n0150 OSLO\nNorge';
    expect(texts(addressRecognizer, text)).toEqual(['Storgata 12\n0150 OSLO\nNorge']);
    expect(texts(addressRecognizer, 'Storgata 12, 0150 Oslo, Norway. Takk')).toEqual([
      'Storgata 12, 0150 Oslo, Norway',
    ]);
    expect(texts(addressRecognizer, 'Storgata 12\n0150 OSLO\nNorgesgruppen')).toEqual([
      'Storgata 12\n0150 OSLO',
    ]);
  });

  it('takes a c/o line above the street into the address, not the name above it', () => {
    expect(texts(addressRecognizer, 'Kari Nordmann\nc/o Hansen\nStorgata 12\n0150 OSLO')).toEqual([
      'c/o Hansen\nStorgata 12\n0150 OSLO',
    ]);
    expect(texts(addressRecognizer, 'Sendes til c/o Berg, Postboks 12, 0150 Oslo i dag')).toEqual([
      'c/o Berg, Postboks 12, 0150 Oslo',
    ]);
  });

  it('reads a place of more words joined by "i"', () => {
    expect(texts(addressRecognizer, 'Storgata 1, 8622 Mo i Rana')).toEqual([
      'Storgata 1, 8622 Mo i Rana',
    ]);
  });

  it('scores surname-like endings lower than clear street endings', () => {
    const [weak, strong] = run(addressRecognizer, 'Solhaugen 12 og Storgata 12');
    expect(weak!.score).toBeLessThan(strong!.score);
    expect(weak!.score).toBeLessThan(0.5);
  });

  it('finds a postcode and place in capitals alone on a line, below a full address', () => {
    const block = 'KRISTIN BØTHUN\nXXXXXXXXXXX XXX\n0985 OSLO\nOrg.nr. 911 158 612';
    expect(run(addressRecognizer, block)).toEqual([{ text: '0985 OSLO', score: 0.6 }]);
    expect(texts(addressRecognizer, 'Att.\n8624 MO I RANA\n')).toEqual(['8624 MO I RANA']);
    expect(run(addressRecognizer, 'Storgata 5\n0150 OSLO')).toEqual([
      { text: 'Storgata 5\n0150 OSLO', score: 0.85 },
    ]);
  });

  it('takes no postcode line inside a sentence, in lower case or as a heading', () => {
    for (const text of [
      'I 2020 OSLO fikk',
      'Sendt til 0985 OSLO i går',
      '0985 Oslo kommune',
      '2020 TOTALT',
      '2021 NOK',
    ])
      expect(texts(addressRecognizer, text), text).toEqual([]);
  });

  it('finds post-office boxes, with the post office and postcode after them', () => {
    expect(texts(addressRecognizer, 'Postboks 5 St. Olavs plass, 0130 Oslo')).toEqual([
      'Postboks 5 St. Olavs plass, 0130 Oslo',
    ]);
    expect(texts(addressRecognizer, 'Skatteetaten, Postboks 9200 Grønland, 0134 OSLO')).toEqual([
      'Postboks 9200 Grønland, 0134 OSLO',
    ]);
    expect(texts(addressRecognizer, 'Postboks 6600 Etterstad\n0607 Oslo')).toEqual([
      'Postboks 6600 Etterstad\n0607 Oslo',
    ]);
    expect(texts(addressRecognizer, 'Svar til Postboks 7 innen fredag')).toEqual(['Postboks 7']);
  });

  it("takes a flat's number (bolignummer) after the house number", () => {
    for (const address of [
      'Skolebakken 64, H0303\n1606 Fredrikstad',
      'Dronningens gate 116 H0203\n0182 Oslo',
      'Thorvald Meyers gate 2 H0201, 9008 TROMSØ',
      'Øvre Slottsgate 32 A H0101\n6800 Førde',
    ])
      expect(texts(addressRecognizer, `Jonas Hansen\n${address}\nTlf. 22 33 44 55`)).toEqual([
        address,
      ]);
    expect(texts(addressRecognizer, 'Storgata 5 H1234x')).toEqual(['Storgata 5']);
  });

  it('takes a district letter and a place of words in capitals into the place', () => {
    for (const address of [
      'Øvre Slottsgate 125 A, 4612 Kristiansand S',
      'Kong Oscars gate 25\n4612 Kristiansand S',
      'Postboks 7552\n8601 MO I RANA',
      'Pb. 5167 Sentrum, 8601 MO I RANA',
    ])
      expect(texts(addressRecognizer, `${address}\nwww.firma.no`), address).toEqual([address]);
    // The footer runs on to the web address on the same line.
    expect(texts(addressRecognizer, 'Storgata 1, 4612 Kristiansand S www.firma.no')).toEqual([
      'Storgata 1, 4612 Kristiansand S',
    ]);
    expect(texts(addressRecognizer, 'Storgata 1, 0150 Oslo E-post: post@firma.no')).toEqual([
      'Storgata 1, 0150 Oslo',
    ]);
  });

  it('reads return lines whose parts a dash, a middle dot or a bar divides', () => {
    for (const address of [
      'Postboks 1809 Sentrum - 4068 Stavanger',
      'Pb. 3644 - 9291 Tromsø',
      'Postboks 5453 · 4068 Stavanger',
      'Pb. 4482 Dep | 8601 MO I RANA',
      'Solbakken 36 · 2609 Lillehammer',
      'Storgata 128, H0203 - 3015 Drammen',
    ])
      expect(texts(addressRecognizer, `Firma AS, ${address}\nOla Nordmann`), address).toEqual([
        address,
      ]);
  });

  it('takes the country line in the language of the letter', () => {
    for (const country of ['NORVÈGE', 'NOORWEGEN', 'NORWEGEN', 'NORWAY', 'Noreg'])
      expect(texts(addressRecognizer, `Bogstadveien 14\n4006 Stavanger\n${country}`)).toEqual([
        `Bogstadveien 14\n4006 Stavanger\n${country}`,
      ]);
  });

  it('does not take ordinary words, quantities or a street line break for addresses', () => {
    expect(texts(addressRecognizer, 'Alle 12 deltakerne, side 3, kapittel 4, Gate 12')).toEqual([]);
    expect(texts(addressRecognizer, 'Haugen 45 år og Bakken 12 kr')).toEqual([]);
    expect(texts(addressRecognizer, 'Storgata\n12')).toEqual([]);
    expect(texts(addressRecognizer, 'Storgata 12345')).toEqual([]);
  });
});
