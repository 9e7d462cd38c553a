import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();
const PERSONAL = ['PERSON', 'ADDRESS', 'NO_ADDRESS', 'ORGANIZATION_ADDRESS'];

async function detect(lines: readonly PrintedLine[]) {
  const spans = await fast.detect({ ...layOut(lines), entities: PERSONAL });
  return spans
    .filter((span) => span.score >= 0.5)
    .map((span) => ({ text: span.text, type: span.entity_type, block: span.basis?.block }));
}

const LETTERHEAD: PrintedLine[] = [
  { x: 57, y: 182, text: 'Student Kick-Off vzw' },
  { x: 57, y: 194, text: 'Blekerijstraat 75 Bus 3' },
  { x: 57, y: 206, text: '9000 Gent' },
];

describe('a person’s address block, from the name down', () => {
  it('takes a street with no suffix the recognizer knows, between the name and the postcode line', async () => {
    const found = await detect([
      ...LETTERHEAD,
      { x: 306, y: 182, text: 'JAN JANSSENS' },
      { x: 306, y: 194, text: 'STRAATDINK 1' },
      { x: 306, y: 206, text: '0000 STAD' },
      { x: 306, y: 218, text: 'LAND' },
      { x: 57, y: 400, text: 'Gelieve binnen 30 kalenderdagen na factuurdatum te betalen.' },
    ]);
    expect(found).toContainEqual(
      expect.objectContaining({ text: 'STRAATDINK 1\n0000 STAD\nLAND', type: 'ADDRESS' }),
    );
  });

  it('leaves an organisation’s department lines under a caseworker’s name alone', async () => {
    const found = await detect([
      { x: 57, y: 182, text: 'Karen Holm Jensen' },
      { x: 57, y: 194, text: 'Sundheds- og Omsorgsforvaltningen' },
      { x: 57, y: 206, text: 'Strategi og analysestaben' },
      { x: 57, y: 218, text: 'Sjællandsgade 40' },
      { x: 57, y: 230, text: '2200 København N' },
    ]);
    expect(found.some((span) => span.text.includes('Omsorgsforvaltningen'))).toBe(false);
  });

  it('takes no second person’s name for a street', async () => {
    const found = await detect([
      { x: 57, y: 182, text: 'Anna Berg' },
      { x: 57, y: 194, text: 'Peter Lund' },
      { x: 57, y: 206, text: 'Hovedgaden 12' },
      { x: 57, y: 218, text: '4000 Roskilde' },
    ]);
    expect(found.some((span) => span.type === 'ADDRESS' && span.text.includes('Peter'))).toBe(
      false,
    );
  });

  it('a return-address line set small in the address’s own block is the sender’s; the address under it is the recipient’s', async () => {
    const found = await detect([
      { x: 71, y: 127, size: 10, text: 'Acme GmbH | Europa-Allee 1980 | 60486 Frankfurt,' },
      { x: 71, y: 148, size: 13, text: 'Herr' },
      { x: 71, y: 161, size: 13, text: 'Karl E. Coyote' },
      { x: 71, y: 174, size: 13, text: 'Uferstraße 113' },
      { x: 71, y: 187, size: 13, text: '88045 Friedrichshafen' },
      { x: 71, y: 276, size: 14, text: 'Rechnung Nr. 42' },
    ]);
    expect(found).toContainEqual({
      text: 'Uferstraße 113\n88045 Friedrichshafen',
      type: 'ADDRESS',
      block: 'recipient',
    });
  });
});
