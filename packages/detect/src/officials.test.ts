import { describe, expect, it } from 'vitest';
import { createFastEngine } from './fast-engine';
import { PUBLIC_OFFICIAL, withOfficials } from './officials';
import { nameSpan } from './name-span.test-helper';

const engine = createFastEngine();
const typed = async (text: string, entities = ['PERSON', PUBLIC_OFFICIAL]) =>
  (await engine.detect({ text, entities }))
    .filter((span) => span.entity_type === 'PERSON' || span.entity_type === PUBLIC_OFFICIAL)
    .map((span) => `${span.entity_type} ${span.text}`);

const official = (text: string, name: string) =>
  withOfficials(text, [nameSpan(text, name)])[0]!.entity_type === PUBLIC_OFFICIAL;

describe('a name printed with its office of the courts or the police', () => {
  it('is a public official, before or after the office, or over it in a signature', () => {
    expect(official('Before: Judge Mary Smith', 'Mary Smith')).toBe(true);
    expect(official('HONORABLE JOHN DOE presiding', 'JOHN DOE')).toBe(true);
    expect(official('JOHN DOE, United States District Judge', 'JOHN DOE')).toBe(true);
    expect(official('Reasons for judgment of Smith, J.', 'Smith')).toBe(true);
    expect(official('/s/ Mary Smith\nU.S. Magistrate Judge', 'Mary Smith')).toBe(true);
    expect(official('Presiding Judge:\nMary Smith', 'Mary Smith')).toBe(true);
    expect(official('Kari Nordmann, tingrettsdommer', 'Kari Nordmann')).toBe(true);
    expect(official('Richterin am Amtsgericht Erika Mustermann', 'Erika Mustermann')).toBe(true);
    expect(official('Issuing officer: Tom Lee', 'Tom Lee')).toBe(true);
  });

  it('is a person anywhere else: a party, a company’s officer, a hackathon’s judge', () => {
    expect(official('JOHN DOE, Plaintiff, v. ACME CORP', 'JOHN DOE')).toBe(false);
    expect(official('Mary Smith, Chief Executive Officer', 'Mary Smith')).toBe(false);
    expect(official('Mary Smith, Hackathon Judge 2023', 'Mary Smith')).toBe(false);
    expect(official('Mary Smith\nUnited States Citizen', 'Mary Smith')).toBe(false);
    expect(official('Judge Street 5, Mary Smith', 'Mary Smith')).toBe(false);
    // A list of people, one of them named Richter (a judge in German).
    expect(official('Simon King, Stephan Richter, Steve Halasz', 'Steve Halasz')).toBe(false);
  });

  it('is left out of the personal preset and found when asked for', async () => {
    const text = 'ORDER\nSigned: Mary Smith, District Judge\nPlaintiff: Kari Nordmann';
    expect(await typed(text)).toEqual(['PUBLIC_OFFICIAL Mary Smith', 'PERSON Kari Nordmann']);
    expect(await typed(text, ['PERSON'])).toEqual(['PERSON Kari Nordmann']);
  });
});
