import { describe, expect, it } from 'vitest';
import { layOut } from './layout/laid-out.test-helper';
import { withLayout } from './layout-engine';
import type { DetectRequest, Engine, Span } from './span';

/** An agency's letter: its letterhead at the top, the recipient's address block under it. */
const page = layOut([
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
  { x: 60, y: 220, size: 11, text: 'Vi har mottatt søknaden din om dagpenger.' },
]);

const at = (text: string, type: string, score = 0.8): Span => {
  const start = page.text.indexOf(text);
  return { start, end: start + text.length, text, entity_type: type, score, engine: 'standard' };
};

/** A model that finds these spans, of the types it is asked for, and says what it was asked. */
function fakeModel(spans: readonly Span[]) {
  const asked: string[][] = [];
  const engine: Engine = {
    name: 'standard',
    status: () => ({ state: 'ready' }),
    detect: async (request: DetectRequest) => {
      asked.push([...request.entities]);
      return spans.filter((span) => request.entities.includes(span.entity_type));
    },
  };
  return { engine, asked };
}

const MODEL_SPANS = [
  at('Postboks 6683 St. Olavs plass, 0129 Oslo', 'ADDRESS'),
  at('55 55 33 33', 'PHONE_NUMBER'),
  at('Kari Nordmann', 'PERSON', 0.9),
  at('Storgata 15 B\n0184 OSLO', 'ADDRESS'),
];

describe('an engine read with the page’s layout', () => {
  it('types the agency’s address and phone as the agency’s and keeps the recipient’s personal', async () => {
    const { engine } = fakeModel(MODEL_SPANS);
    const found = await withLayout(engine).detect({
      ...page,
      entities: ['PERSON', 'ADDRESS', 'PHONE_NUMBER', 'ORGANIZATION_ADDRESS', 'ORGANIZATION_PHONE'],
    });
    expect(found.map((span) => [span.text, span.entity_type, span.basis?.block])).toEqual([
      ['Postboks 6683 St. Olavs plass, 0129 Oslo', 'ORGANIZATION_ADDRESS', 'sender'],
      ['55 55 33 33', 'ORGANIZATION_PHONE', 'letterhead'],
      ['Kari Nordmann', 'PERSON', 'recipient'],
      ['Storgata 15 B\n0184 OSLO', 'ADDRESS', 'recipient'],
    ]);
    expect(found.every((span) => span.engine === 'standard')).toBe(true);
  });

  it('asks the model for the values an organisation’s type is found as, and the names that tell whose', async () => {
    const { engine, asked } = fakeModel(MODEL_SPANS);
    const found = await withLayout(engine).detect({ ...page, entities: ['ORGANIZATION_PHONE'] });
    expect(asked[0]).toEqual(
      expect.arrayContaining(['ORGANIZATION_PHONE', 'PHONE_NUMBER', 'PERSON']),
    );
    expect(found.map((span) => [span.text, span.entity_type])).toEqual([
      ['55 55 33 33', 'ORGANIZATION_PHONE'],
    ]);
  });

  it('reads a plain text (no words with boxes) as the model found it', async () => {
    const { engine } = fakeModel([]);
    const plain = await withLayout(engine).detect({ text: 'Kari Nordmann', entities: ['PERSON'] });
    expect(plain).toEqual([]);
  });
});
