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

/**
 * Each line on a row of its own, 40 points apart in the page's middle: lines that stand apart,
 * in no block and under no letterhead.
 */
function wordsOnRows(text: string) {
  return [...text.matchAll(/\S+/g)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length - 1;
    const column = match.index - text.lastIndexOf('\n', match.index - 1) - 1;
    return {
      start: match.index,
      end: match.index + match[0].length,
      x0: 40 + column * 5,
      y0: 300 + line * 40,
      x1: 40 + (column + match[0].length) * 5,
      y1: 310 + line * 40,
    };
  });
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

  it('is a person’s under a contact-person label, though the company is named before it', async () => {
    const customer = 'Leistungsempfänger:\nHinkelsteininvest SE\nLager 3\n1234 Laudanum\n';
    expect(
      await types(`${customer}Kontaktperson Hinkelsteininvest SE:\nTechnokratus\nTel: 0123 456789`),
    ).toEqual([['0123 456789', 'PHONE_NUMBER']]);
    expect(await types(`${customer}Technokratus\nTel: 0123 456789`)).toEqual([
      ['0123 456789', 'ORGANIZATION_PHONE'],
    ]);
  });

  it('a free service number is always an organisation’s', async () => {
    expect(await types('Ring 800 80 000 hvis du har spørsmål.')).toEqual([
      ['800 80 000', 'ORGANIZATION_PHONE'],
    ]);
  });

  it('a role’s mailbox is an organisation’s, one on a person’s own domain stays theirs', async () => {
    expect(await types('For disputes, contact support@northstarbank.in within 30 days.')).toEqual([
      ['support@northstarbank.in', 'ORGANIZATION_EMAIL'],
    ]);
    expect(await types('Skriv til Kari Nordmann, post@nordmann.no, innen fredag.')).toEqual([
      ['post@nordmann.no', 'EMAIL_ADDRESS'],
    ]);
    expect(await types('For disputes, write to kari.nordmann@gmail.com today.')).toEqual([
      ['kari.nordmann@gmail.com', 'EMAIL_ADDRESS'],
    ]);
  });

  it('on a CV is its holder’s, a role’s mailbox and a line after an employer too', async () => {
    const lineTypes = async (text: string) => {
      const words = wordsOnRows(text);
      const spans = await fast.detect({
        text,
        words,
        pageSize: { width: 595, height: 842 },
        entities: TYPES,
      });
      return spans.filter((span) => span.score >= 0.5).map((span) => [span.text, span.entity_type]);
    };
    const body =
      'Seit 2019 bei der Nordmann Bygg AS tätig, erreichbar unter hello@janedoe.dev oder 0151 23456789.';
    expect(await lineTypes(`Lebenslauf\n${body}`)).toEqual([
      ['hello@janedoe.dev', 'EMAIL_ADDRESS'],
      ['0151 23456789', 'PHONE_NUMBER'],
    ]);
    expect(await lineTypes(`Kontakt\n${body}`)).toEqual([
      ['hello@janedoe.dev', 'ORGANIZATION_EMAIL'],
      ['0151 23456789', 'ORGANIZATION_PHONE'],
    ]);
  });

  it('types an address in a sentence by it, and leaves an address that starts a block to its block', async () => {
    const addressTypes = async (text: string) => {
      const words = wordsOnRows(text);
      const spans = await fast.detect({
        text,
        words,
        pageSize: { width: 595, height: 842 },
        entities: ['NO_ADDRESS', 'ORGANIZATION_ADDRESS'],
      });
      return spans.filter((span) => span.score >= 0.5).map((span) => [span.text, span.entity_type]);
    };
    expect(
      await addressTypes('Send klagen til Skatteetaten, Postboks 9200 Grønland, 0134 Oslo.'),
    ).toEqual([['Postboks 9200 Grønland, 0134 Oslo', 'ORGANIZATION_ADDRESS']]);
    expect(
      await addressTypes('Skatteetaten\nKvittering\nLOMPEBAKERIER\nXXXXXXXXXXX XXX\n0985 OSLO\n'),
    ).toEqual([['0985 OSLO', 'NO_ADDRESS']]);
  });
});
