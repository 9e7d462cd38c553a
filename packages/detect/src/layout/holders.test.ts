import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();
const ASKED = [
  'PERSON',
  'PHONE_NUMBER',
  'EMAIL_ADDRESS',
  'IBAN_CODE',
  'ORGANIZATION_PHONE',
  'ORGANIZATION_EMAIL',
  'ORGANIZATION_ACCOUNT',
];

async function typeOf(lines: readonly PrintedLine[], text: string) {
  const spans = await fast.detect({ ...layOut(lines), entities: ASKED });
  return spans.filter((span) => span.text === text).map((span) => span.entity_type);
}

describe('whose a value in an organisation’s block is', () => {
  it('an account masked but for a few digits is the customer’s, the company’s VAT number beside it notwithstanding', async () => {
    const lines = [
      { x: 70, y: 60, text: 'Hetzner Online GmbH' },
      { x: 70, y: 72, text: 'Industriestr. 25' },
      { x: 70, y: 84, text: '91710 Gunzenhausen' },
      { x: 70, y: 500, text: 'Der Betrag wird von Ihrem Konto abgebucht.' },
      { x: 70, y: 512, text: 'IBAN: DE54 5004 **** **** **** 00' },
      { x: 70, y: 524, text: 'USt-IdNr. DE136695976' },
      { x: 70, y: 536, text: 'IBAN: DE89 3704 0044 0532 0130 00' },
    ];
    expect(await typeOf(lines, 'DE54 5004 **** **** **** 00')).toEqual(['IBAN_CODE']);
    expect(await typeOf(lines, 'DE89 3704 0044 0532 0130 00')).toEqual(['ORGANIZATION_ACCOUNT']);
  });

  it('a phone on the row of a named person’s own mailbox in a footer is their direct line', async () => {
    const lines = [
      { x: 120, y: 90, size: 18, text: 'FACTUUR' },
      { x: 57, y: 699, text: 'Contact' },
      { x: 57, y: 711, text: 'Freya De Schamphelaere' },
      { x: 256, y: 711, text: 'freya.deschamphelaere@studentkickoff.be' },
      { x: 457, y: 711, text: '+32 471 48 34 52' },
      { x: 57, y: 760, text: 'Student Kick-Off vzw · Ondernemingsnummer BE 0886.847.343' },
      { x: 57, y: 772, text: 'info@studentkickoff.be · +32 9 264 70 00' },
    ];
    expect(await typeOf(lines, '+32 471 48 34 52')).toEqual(['PHONE_NUMBER']);
    expect(await typeOf(lines, '+32 9 264 70 00')).toEqual(['ORGANIZATION_PHONE']);
  });
});
