import { describe, expect, it } from 'vitest';
import { createFastEngine, FAST_TYPES } from '../fast-engine';

const fast = createFastEngine();
const found = async (text: string) =>
  (await fast.detect({ text, entities: [...FAST_TYPES] }))
    .filter((span) => span.score >= 0.5)
    .map((span) => `${span.entity_type} ${span.text}`);

describe('labels and addresses of more of the languages users meet', () => {
  it('finds a phone number after its label in Finnish, Icelandic, Estonian, Russian, Indonesian, Vietnamese and Arabic', async () => {
    expect(await found('Puhelin: 040-1234567')).toEqual(['PHONE_NUMBER 040-1234567']);
    expect(await found('Sími: 555-1234')).toEqual(['PHONE_NUMBER 555-1234']);
    expect(await found('Mobiil: +372 5123 4567')).toEqual(['PHONE_NUMBER +372 5123 4567']);
    expect(await found('Телефон: +7 912 345-67-89')).toEqual(['PHONE_NUMBER +7 912 345-67-89']);
    expect(await found('Telepon: 0812-3456-7890')).toEqual(['PHONE_NUMBER 0812-3456-7890']);
    expect(await found('SĐT: 0912 345 678')).toEqual(['PHONE_NUMBER 0912 345 678']);
    expect(await found('هاتف: 0501234567')).toEqual(['PHONE_NUMBER 0501234567']);
  });

  it('finds identity numbers by their labels: kennitala, isikukood, rijksregisternummer, AHV, RFC, UAN', async () => {
    expect(await found('Kennitala: 120174-3399')).toContain('ID_NUMBER 120174-3399');
    expect(await found('Isikukood: 37605030299')).toContain('ID_NUMBER 37605030299');
    expect(await found('Rijksregisternummer: 85.07.30-033.28')).toContain(
      'ID_NUMBER 85.07.30-033.28',
    );
    expect(await found('AHV-Nr.: 756.1234.5678.97')).toContain('ID_NUMBER 756.1234.5678.97');
    expect(await found('RFC: GODE561231GR8')).toContain('ID_NUMBER GODE561231GR8');
    expect(await found('UAN: 100123456789')).toContain('ID_NUMBER 100123456789');
    // A company's RFC (three letters) and kennitala (its day plus 40) are not a person's.
    expect(await found('RFC: ABC010101AB1')).not.toContain('ID_NUMBER ABC010101AB1');
    expect(await found('Kennitala: 550169-2829')).not.toContain('ID_NUMBER 550169-2829');
  });

  it('reads Finnish and Icelandic street addresses with their flat and postcode', async () => {
    expect(await found('Osoite: Hämeenkatu 12 B 5, 33100 Tampere')).toContain(
      'ADDRESS Hämeenkatu 12 B 5, 33100 Tampere',
    );
    expect(await found('Laugavegur 12, 101 Reykjavík')).toContain(
      'ADDRESS Laugavegur 12, 101 Reykjavík',
    );
    expect(await found('We have 101 Dalmatians')).toEqual([]);
  });

  it('reads a postcode after its label and colon, in any of the forms’ languages', async () => {
    expect(await found('Código postal: 06600')).toEqual(['ADDRESS 06600']);
    expect(await found('ZIP: 94103')).toEqual(['ADDRESS 94103']);
    expect(await found('Postnummer: 0560')).toEqual(['ADDRESS 0560']);
  });
});

describe('phones as CVs and word processors print them', () => {
  it('reads digits in one piece alone on a contact block’s line, and a hyphen printed as three characters', async () => {
    expect(await found('Anna Svensson\n0701234567\nanna@example.se')).toContain(
      'PHONE_NUMBER 0701234567',
    );
    expect(await found('lleopard@laverne.edu (909) 555-\u00ad\u20105555')).toContain(
      'PHONE_NUMBER (909) 555-\u00ad\u20105555',
    );
  });
});
