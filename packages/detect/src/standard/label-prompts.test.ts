import { describe, expect, it } from 'vitest';

import { groupLabelPrompts, promptFor } from './label-prompts';

// The standard catalogue (contracts ENTITY_CATALOGUE[3]); detect does not import contracts.
const STANDARD = [
  'PERSON',
  'AGE',
  'AGE_INFO',
  'DATE_TIME',
  'EMAIL_ADDRESS',
  'GOV_ID',
  'NO_ADDRESS',
  'POSTAL_CODE',
  'NO_PHONE_NUMBER',
  'POLITICAL_CASE',
  'BEHAVIORAL_PATTERN',
  'CONTEXT_SENSITIVE',
  'CRIMINAL_RECORD',
  'ECONOMIC_STATUS',
  'EMPLOYMENT_INFO',
  'FAMILY_RELATION',
  'FINANCIAL_INFO',
  'HEALTH_INFO',
  'SEXUAL_ORIENTATION',
  'ANIMAL_INFO',
  'location',
  'date',
  'organization',
  'address',
  'medical condition',
  'medication',
  'passport number',
  'credit card number',
  'date of birth',
  'bank account number',
  'tax identification number',
  'identity card number',
  'national id number',
  'insurance number',
  'license plate number',
  'ip address',
  'iban',
  'username',
  'social media handle',
  'registration number',
  'student id number',
  'vehicle registration number',
  'fax number',
  'visa number',
  'postal code',
  'credit card expiration date',
];

describe('promptFor', () => {
  it('gives coded names a plain-language prompt', () => {
    expect(promptFor('PERSON')).toBe('person');
    expect(promptFor('NO_PHONE_NUMBER')).toBe('phone number');
    expect(promptFor('GOV_ID')).toBe('government id number');
    expect(promptFor('NO_ADDRESS')).toBe('address');
    expect(promptFor('HEALTH_INFO')).toBe('health information');
  });

  it('sends free-text labels as they are', () => {
    expect(promptFor('passport number')).toBe('passport number');
    expect(promptFor('credit card number')).toBe('credit card number');
  });

  it('reads unknown coded names as words, without a country prefix', () => {
    expect(promptFor('NO_BANK_ACCOUNT')).toBe('bank account');
    expect(promptFor('BLOOD_TYPE')).toBe('blood type');
  });

  it('has a lower-case prompt for every standard type', () => {
    for (const type of STANDARD) expect(promptFor(type)).toMatch(/^[a-z][a-z ]+[a-z]$/);
  });
});

describe('groupLabelPrompts', () => {
  it('asks a shared prompt once and reports it as the first type that wanted it', () => {
    const groups = groupLabelPrompts(['NO_ADDRESS', 'address', 'postal code', 'POSTAL_CODE']);
    expect(groups).toEqual([
      [
        { prompt: 'address', entityType: 'NO_ADDRESS' },
        { prompt: 'postal code', entityType: 'postal code' },
      ],
    ]);
  });

  it('splits the whole catalogue into balanced calls of at most 25 labels', () => {
    const groups = groupLabelPrompts(STANDARD);
    const sizes = groups.map((group) => group.length);
    expect(sizes).toEqual([22, 22]);
    const prompts = groups.flat().map((label) => label.prompt);
    expect(new Set(prompts).size).toBe(prompts.length);
    expect(groupLabelPrompts(STANDARD, 10).map((group) => group.length)).toEqual([9, 9, 9, 9, 8]);
  });

  it('returns no groups when nothing is asked', () => {
    expect(groupLabelPrompts([])).toEqual([]);
  });
});
