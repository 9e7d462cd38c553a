import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { companyNames } from './company-names';
import { layOut } from './laid-out.test-helper';
import { nameSpan } from '../name-span.test-helper';

const fast = createFastEngine();

describe('names the tagger takes for people that are companies', () => {
  it('a name that runs into its legal form, and the issuer’s own name, are organisations; a person named like the company is not', async () => {
    const page = layOut([
      { x: 40, y: 30, text: 'Lenze B.V. Postbus 3101, 5203 DC ’s-Hertogenbosch' },
      { x: 40, y: 42, text: 'BTW-nr. NL004271920B01' },
      { x: 320, y: 30, text: 'Contact Lenze Benelux' },
      { x: 40, y: 200, text: 'Nabywca' },
      { x: 40, y: 212, text: 'Wirtualna Polska Media Spółka Akcyjna' },
      { x: 40, y: 224, text: 'ul. Żwirki i Wigury 16' },
      { x: 40, y: 400, text: 'Kontoinhaber: Max Lenze' },
    ]);
    const spans = await fast.detect({ ...page, entities: ['PERSON', 'ORGANIZATION'] });
    const typeOf = (text: string) =>
      spans
        .filter((span) => span.text === text && span.score >= 0.5)
        .map((span) => span.entity_type);
    expect(typeOf('Lenze Benelux')).not.toContain('PERSON');
    expect(typeOf('Wirtualna Polska Media Spółka Akcyjna')).not.toContain('PERSON');
    expect(typeOf('Max Lenze')).toEqual(['PERSON']);
  });
});

/** The tagger's PERSON span over `name` in `text`. */
const taggerName = nameSpan;

describe('a name the tagger took for a person before a legal form in brackets', () => {
  it('is an organisation: "МТС Веб Сервисы (ООО "МВС")"', () => {
    const text = 'МТС Веб Сервисы (ООО "МВС"), Центр Геосервисов';
    const span = taggerName(text, 'Веб Сервисы', 0.8);
    expect(companyNames(text, [span], [])[0]!.entity_type).toBe('ORGANIZATION');
  });
});

describe('a name the tagger took for a person before a legal form and an address', () => {
  it('is an organisation: "Clara Service Gruppen ApS, Vandtårnsvej 85, Gladsaxe"', () => {
    const text =
      'Leverandørens navn og adresse\nClara Service Gruppen ApS, Vandtårnsvej 85, Gladsaxe';
    const span = taggerName(text, 'Clara Service', 0.56);
    expect(companyNames(text, [span], [])[0]!.entity_type).toBe('ORGANIZATION');
  });
});

describe('a name the tagger took for a person with a short legal form inside it', () => {
  it('is an organisation in mixed case ("Taxi-Gast AG Mitte"), a person in capitals ("ANNA AS HOLM")', () => {
    const text = 'Taxi-Gast AG Mitte\nANNA AS HOLM';
    const spans = [
      taggerName(text, 'Taxi-Gast AG Mitte', 0.8),
      taggerName(text, 'ANNA AS HOLM', 0.8),
    ];
    expect(companyNames(text, spans, []).map((span) => span.entity_type)).toEqual([
      'ORGANIZATION',
      'PERSON',
    ]);
  });
});

describe('a party named before the other party’s legal form', () => {
  it('stays a person: "Jane Doe v. J. R. Holt, Inc.", "Kari Nordmann mot Nordmann Bygg AS"', () => {
    const text =
      'Jane Doe v. J. R. Holt, Inc.\nKari Nordmann mot Nordmann Bygg AS\nAcme Brands, Inc.';
    const spans = [
      taggerName(text, 'Jane Doe', 0.8),
      taggerName(text, 'Kari Nordmann', 0.8),
      taggerName(text, 'Acme Brands', 0.6),
    ];
    expect(companyNames(text, spans, []).map((span) => span.entity_type)).toEqual([
      'PERSON',
      'PERSON',
      'ORGANIZATION',
    ]);
  });
});

describe('a name the tagger took for a person before a firm’s second name', () => {
  it('is an organisation: "Hansen & Kvam", "Kari Nordmann & Partner"', () => {
    const text = 'Advokatfirma Hansen & Kvam, Oslo\nKari Nordmann & Partner\nOla & Kari Nordmann';
    const spans = [
      taggerName(text, 'Hansen', 0.8),
      taggerName(text, 'Kari Nordmann', 0.9),
      taggerName(text, 'Ola & Kari Nordmann', 0.9),
    ];
    expect(companyNames(text, spans, []).map((span) => span.entity_type)).toEqual([
      'ORGANIZATION',
      'ORGANIZATION',
      'PERSON',
    ]);
  });
});
