import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();

/** The addresses the personal-data preset finds on a laid-out page. */
async function addresses(lines: readonly PrintedLine[]): Promise<string[]> {
  const spans = await fast.detect({ ...layOut(lines), entities: ['ADDRESS', 'EMAIL_ADDRESS'] });
  return spans
    .filter((span) => span.entity_type === 'ADDRESS' && span.score >= 0.5)
    .map((span) => span.text);
}

const SECTIONS: PrintedLine[] = [
  { x: 300, y: 200, text: 'EXPERIENCIA LABORAL' },
  { x: 300, y: 220, text: 'Empresa: Farmacia El Girasol | Tierra Blanca, Ver.' },
  { x: 300, y: 400, text: 'FORMACIÓN ACADÉMICA' },
];

describe('the town a CV holder’s contact lines give', () => {
  it('is their address, in the block of their own phone or mailbox', async () => {
    const found = await addresses([
      { x: 50, y: 60, text: 'Gustavo Rodríguez', size: 20 },
      { x: 50, y: 200, text: 'DATOS PERSONALES' },
      { x: 50, y: 220, text: '271 315 7568' },
      { x: 50, y: 232, text: 'gustavo.rodriguez@gmail.com' },
      { x: 50, y: 244, text: 'Los Cafetales, Córdoba, Ver.' },
      ...SECTIONS,
    ]);
    expect(found).toEqual(['Los Cafetales, Córdoba, Ver.']);
  });

  it('is read from a contact line of parts ("San Francisco, CA · phone · mailbox")', async () => {
    const found = await addresses([
      { x: 50, y: 60, text: 'John Smith', size: 20 },
      { x: 50, y: 90, text: 'San Francisco, CA · (415) 555-0123 · john.smith@gmail.com' },
      { x: 50, y: 200, text: 'Experience' },
      { x: 50, y: 400, text: 'Education' },
    ]);
    expect(found).toEqual(['San Francisco, CA']);
  });

  it('takes a postcode and a house number with the town', async () => {
    const line = (place: string) => [
      { x: 50, y: 60, text: 'Kari Nordmann', size: 20 },
      { x: 50, y: 90, text: `${place} · +45 12 34 56 78 · kari@example.dk` },
      { x: 50, y: 200, text: 'Experience' },
      { x: 50, y: 400, text: 'Education' },
    ];
    expect(await addresses(line('9220 Aalborg Øst, Danmark'))).toEqual([
      '9220 Aalborg Øst, Danmark',
    ]);
    expect(await addresses(line('Tähe 5-12, Tartu'))).toEqual(['Tähe 5-12, Tartu']);
  });

  it('is no one’s on a page that is no CV, nor an employer’s town in a CV’s sections', async () => {
    const letter = await addresses([
      { x: 50, y: 60, text: 'Kari Nordmann', size: 20 },
      { x: 50, y: 90, text: 'Bergen, Norway · kari@example.no' },
      { x: 50, y: 200, text: 'Vi viser til søknaden din om bostøtte.' },
    ]);
    expect(letter).toEqual([]);
  });
});
