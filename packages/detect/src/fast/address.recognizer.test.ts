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

  it('takes postcode and place from the next line', () => {
    const text = 'Ola Nordmann\nStorgata 12\n0150 OSLO\nNorge';
    expect(texts(addressRecognizer, text)).toEqual(['Storgata 12\n0150 OSLO']);
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

  it('finds post-office boxes', () => {
    expect(texts(addressRecognizer, 'Postboks 5 St. Olavs plass, 0130 Oslo')).toEqual([
      'Postboks 5',
    ]);
  });

  it('does not take ordinary words, quantities or a street line break for addresses', () => {
    expect(texts(addressRecognizer, 'Alle 12 deltakerne, side 3, kapittel 4, Gate 12')).toEqual([]);
    expect(texts(addressRecognizer, 'Haugen 45 år og Bakken 12 kr')).toEqual([]);
    expect(texts(addressRecognizer, 'Storgata\n12')).toEqual([]);
    expect(texts(addressRecognizer, 'Storgata 12345')).toEqual([]);
  });
});
