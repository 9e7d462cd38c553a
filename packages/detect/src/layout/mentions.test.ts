import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';

const fast = createFastEngine();
const TYPES = [
  'PHONE_NUMBER',
  'NO_PHONE_NUMBER',
  'EMAIL_ADDRESS',
  'ORGANIZATION_PHONE',
  'ORGANIZATION_EMAIL',
];

async function types(text: string) {
  const words = [...text.matchAll(/\S+/g)].map((match, index) => ({
    start: match.index,
    end: match.index + match[0].length,
    x0: 40 + index * 30,
    y0: 100,
    x1: 65 + index * 30,
    y1: 110,
  }));
  const spans = await fast.detect({ text, words, entities: TYPES });
  return spans.filter((span) => span.score >= 0.5).map((span) => [span.text, span.entity_type]);
}

describe('contact data in running text', () => {
  it('is an organisation’s when its sentence names the organisation and no person', async () => {
    expect(
      await types(
        'For questions, contact the National Passport Information Center at 1-877-487-2778 or NPIC@state.gov.',
      ),
    ).toEqual([
      ['1-877-487-2778', 'ORGANIZATION_PHONE'],
      ['NPIC@state.gov', 'ORGANIZATION_EMAIL'],
    ]);
  });

  it('is a person’s when the sentence names the person first', async () => {
    expect(await types('Kari Nordmann kan nås på telefon 912 34 567 etter klokken fire.')).toEqual([
      ['912 34 567', 'NO_PHONE_NUMBER'],
    ]);
  });

  it('a free service number is always an organisation’s', async () => {
    expect(await types('Ring 800 80 000 hvis du har spørsmål.')).toEqual([
      ['800 80 000', 'ORGANIZATION_PHONE'],
    ]);
  });
});
