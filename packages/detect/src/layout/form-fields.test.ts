import { describe, expect, it } from 'vitest';
import { createFastEngine } from '../fast-engine';
import { layOut, type PrintedField, type PrintedLine } from './laid-out.test-helper';

const fast = createFastEngine();
const TYPES = [
  'PERSON',
  'ORGANIZATION',
  'ADDRESS',
  'NO_ADDRESS',
  'PHONE_NUMBER',
  'NO_PHONE_NUMBER',
  'EMAIL_ADDRESS',
  'ID_NUMBER',
  'NO_FODSELSNUMMER',
  'NO_BANK_ACCOUNT',
  'IBAN_CODE',
  'INCOME',
  'DATE_OF_BIRTH',
  'LOCATION',
  'DATE_TIME',
];

async function typed(lines: PrintedLine[], fields: PrintedField[]) {
  const page = layOut(lines, fields);
  const spans = await fast.detect({ ...page, entities: TYPES });
  return spans.map((span) => ({
    text: span.text,
    type: span.entity_type,
    label: span.basis?.label,
  }));
}

describe('form field values typed by what the form calls them', () => {
  it('a Norwegian application: the tooltip says what "0301", "12345678" and "Hjemme" are', async () => {
    const found = await typed(
      [{ x: 60, y: 40, text: 'Søknad om kontantstøtte' }],
      [
        { x: 60, y: 100, text: 'Kari Nordmann', name: 'Navn', tooltip: '1 Ditt navn' },
        { x: 60, y: 130, text: 'Storgata 1', name: 'Adr', tooltip: 'Boligadresse' },
        { x: 60, y: 160, text: '0301', name: 'Pnr', tooltip: 'Postnummer' },
        { x: 160, y: 160, text: 'Oslo', name: 'Sted', tooltip: 'Poststed' },
        { x: 60, y: 190, text: '12345678', name: 'Tlf', tooltip: 'Telefonnummer' },
        { x: 60, y: 220, text: 'Jakob', name: 'BarnFornavn', tooltip: 'Barnets fornavn' },
        { x: 60, y: 250, text: 'Hjemme', name: 'Bosted', kind: 'checkbox' },
      ],
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { text: 'Kari Nordmann', type: 'PERSON', label: '1 Ditt navn' },
        { text: 'Storgata 1', type: 'ADDRESS', label: 'Boligadresse' },
        { text: '0301', type: 'ADDRESS', label: 'Postnummer' },
        { text: 'Oslo', type: 'ADDRESS', label: 'Poststed' },
        { text: '12345678', type: 'PHONE_NUMBER', label: 'Telefonnummer' },
        { text: 'Jakob', type: 'PERSON', label: 'Barnets fornavn' },
      ]),
    );
    // "Oslo" is the applicant's postal place here, not a place the tagger should call LOCATION.
    expect(found.filter((span) => span.text === 'Oslo').map((span) => span.type)).toEqual([
      'ADDRESS',
    ]);
    expect(found.some((span) => span.text === 'Hjemme')).toBe(false);
  });

  it('a US form: the last clause of a long tooltip, or the field’s own name, names the value; a company stays an organisation', async () => {
    const found = await typed(
      [],
      [
        {
          x: 120,
          y: 396,
          text: 'Mylastname',
          name: 'form1[0].#subform[0].Pt1Line1a_FamilyName[0]',
          tooltip:
            'Part 1. Information About the Person or Organization Filing This Petition. If an individual is filing this petition, answer Item Numbers 1. A. through 1. C. 1. A. Enter Family Name (Last Name).',
        },
        { x: 120, y: 420, text: 'Cedar', name: 'First Name 🚀' },
        {
          x: 60,
          y: 480,
          text: 'The company LLC',
          name: 'form1[0].#subform[0].Line2_CompanyName[0]',
        },
      ],
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { text: 'Mylastname', type: 'PERSON', label: 'Family Name (Last Name).' },
        { text: 'Cedar', type: 'PERSON', label: 'First Name' },
        { text: 'The company LLC', type: 'ORGANIZATION', label: 'Line2_CompanyName' },
      ]),
    );
  });

  it('a field named only by the page: the label over it or left of it', async () => {
    const found = await typed(
      [
        { x: 60, y: 100, text: 'Fødselsdato' },
        { x: 60, y: 160, text: 'E-post:' },
      ],
      [
        { x: 60, y: 113, text: '12.12.2018', name: 'Text7' },
        { x: 110, y: 160, text: 'kari@eksempel.no', name: 'Text8' },
      ],
    );
    expect(found).toContainEqual({
      text: '12.12.2018',
      type: 'DATE_OF_BIRTH',
      label: 'Fødselsdato',
    });
    expect(found).toContainEqual({
      text: 'kari@eksempel.no',
      type: 'EMAIL_ADDRESS',
      label: undefined,
    });
  });

  it('a value whose field says nothing is a person when it is plainly a name: a known given name and a surname', async () => {
    const found = await typed(
      [{ x: 60, y: 100, text: 'KNOW ALL MEN BY THESE PRESENT, THAT I' }],
      [
        { x: 300, y: 98, text: 'John Doe', name: 'undefined' },
        { x: 300, y: 130, text: 'Random', name: 'with full power and' },
      ],
    );
    expect(found).toContainEqual({ text: 'John Doe', type: 'PERSON', label: undefined });
    expect(found.some((span) => span.text === 'Random')).toBe(false);
  });

  it('a label whose value does not fit it names nothing, and prose around a blank is no label', async () => {
    const found = await typed(
      [{ x: 60, y: 100, text: 'of Chicago, Illinois, as my Attorney-in' }],
      [
        { x: 60, y: 130, text: '-1', name: 'Montant', tooltip: 'Montant total' },
        {
          x: 300,
          y: 100,
          text: 'Chicago',
          name: 'Illinois as my Attorneyin',
          tooltip: 'Illinois, as my Attorney-in',
        },
      ],
    );
    expect(found.some((span) => span.text === '-1')).toBe(false);
    expect(found.some((span) => span.text === 'Chicago' && span.type === 'PERSON')).toBe(false);
  });

  it('a birth date is a date: "VKE/Geb." over a quantity and a discount names no birth', async () => {
    const found = await typed(
      [],
      [
        { x: 60, y: 100, text: '15,0000 Stk. 20', name: 'VKE/Geb.', tooltip: 'VKE/Geb.' },
        {
          x: 60,
          y: 130,
          text: 'Basis: 60,00 € Rabatt: -1,80 €',
          name: 'VKE/Geb',
          tooltip: 'VKE/Geb',
        },
        { x: 60, y: 160, text: '01.02.1960', name: 'Geb.', tooltip: 'Geb.' },
      ],
    );
    expect(found.filter((span) => span.type === 'DATE_OF_BIRTH').map((span) => span.text)).toEqual([
      '01.02.1960',
    ]);
  });

  it('a blank in a sentence is typed by what the sentence says around it, on its line or across a break', async () => {
    const leader = '.'.repeat(40);
    const found = await typed(
      [
        { x: 60, y: 100, text: `The undersigned witness certifies that ${leader}, known to` },
        { x: 60, y: 112, text: 'me to be the same person whose name is subscribed as principal,' },
        { x: 60, y: 124, text: 'appeared before me and the witness(es)' },
        { x: 60, y: 136, text: `${leader} in person and acknowledged signing the instrument.` },
        { x: 60, y: 160, text: `the land commonly known as ${leader}, with full power and` },
        { x: 60, y: 184, text: `currently living in the municipality of ${leader}, State of` },
      ],
      [
        { x: 260, y: 98, text: 'Someone', name: 'Text3' },
        { x: 60, y: 134, text: 'Somethree', name: 'Text5' },
        { x: 200, y: 158, text: 'Random', name: 'with full power and' },
        { x: 260, y: 182, text: 'Springfield', name: 'of' },
      ],
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { text: 'Someone', type: 'PERSON', label: 'known to me to be the same person whose name' },
        { text: 'Somethree', type: 'PERSON', label: 'the witness(es)' },
        { text: 'Random', type: 'ADDRESS', label: 'the land commonly known as' },
      ]),
    );
    // "The municipality of ____" is a place, no one's own data, whatever the field's value.
    expect(
      found.filter((span) => span.text === 'Springfield').map((span) => span.type),
    ).not.toContain('ADDRESS');
  });
});
