import { PERSONAL_DATA_TYPES } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { createFastEngine, FAST_TYPES } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();

async function detect(lines: readonly PrintedLine[], entities: readonly string[]) {
  const spans = await fast.detect({ ...layOut(lines), entities });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => ({ text: span.text, type: span.entity_type }));
}

/** An invoice from a company to the customer under "Käufer:", with its numbers. */
const invoiceTo = (customer: readonly string[]): PrintedLine[] => [
  { x: 40, y: 40, text: 'Lieferant GmbH' },
  { x: 40, y: 52, text: 'Lieferantenstraße 20' },
  { x: 40, y: 64, text: 'DE 80333 München' },
  { x: 40, y: 76, text: 'USt-IdNr. DE123456789' },
  { x: 40, y: 140, text: 'Käufer:' },
  ...customer.map((text, index) => ({ x: 40, y: 152 + 12 * index, text })),
  { x: 40, y: 260, text: 'Ihre Kundennummer: GE2020211' },
  { x: 40, y: 272, text: 'Bestellnummer: 4711-22' },
];

describe('a company customer’s numbers', () => {
  it('are one company’s references to another, not personal data, when the buyer is a company', async () => {
    const lines = invoiceTo(['Kunden AG Mitte', 'Kundenstraße 15', 'DE 69876 Frankfurt']);
    const all = await detect(lines, FAST_TYPES);
    expect(all).toContainEqual({ text: 'GE2020211', type: 'ORGANIZATION_REFERENCE' });
    expect(all).toContainEqual({ text: '4711-22', type: 'ORGANIZATION_REFERENCE' });
    const personal = await detect(lines, PERSONAL_DATA_TYPES);
    expect(personal.filter((span) => /GE2020211|4711-22/.test(span.text))).toEqual([]);
    // Asked for alone, they are still found.
    const asked = await detect(lines, ['ORGANIZATION_REFERENCE']);
    expect(asked.map((span) => span.text)).toEqual(['GE2020211', '4711-22']);
  });

  it('stay a person’s when the buyer is a person or a sole trader', async () => {
    for (const customer of [
      ['Kari Nordmann', 'Kundenstraße 15', 'DE 69876 Frankfurt'],
      ['Max Mustermann e.K.', 'Kundenstraße 15', 'DE 69876 Frankfurt'],
    ]) {
      const personal = await detect(invoiceTo(customer), PERSONAL_DATA_TYPES);
      expect(personal).toContainEqual({ text: 'GE2020211', type: 'CUSTOMER_NUMBER' });
      expect(personal).toContainEqual({ text: '4711-22', type: 'ORDER_NUMBER' });
    }
  });

  it('name the company over its label line (“Nummer : …” over “MUSTER-KUNDE GMBH”)', async () => {
    const personal = await detect(
      invoiceTo(['Nummer', 'MUSTER-KUNDE GMBH', 'KUNDENWEG 88', 'DE 40235 DUESSELDORF']),
      PERSONAL_DATA_TYPES,
    );
    expect(personal.filter((span) => /KUNDENWEG|GE2020211/.test(span.text))).toEqual([]);
  });
});
