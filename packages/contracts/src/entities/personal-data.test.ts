import { describe, expect, it } from 'vitest';
import { ENTITY_CATALOGUE } from './catalogue';
import { PERSONAL_DATA_TYPES } from './personal-data';

describe('the personal-data preset', () => {
  it('holds every type that identifies a person: names, contact data, national and financial identifiers, labelled numbers, incomes', () => {
    for (const type of [
      'PERSON',
      'EMAIL_ADDRESS',
      'PHONE_NUMBER',
      'NO_PHONE_NUMBER',
      'ADDRESS',
      'NO_ADDRESS',
      'NO_FODSELSNUMMER',
      'NO_DUF_NUMBER',
      'ID_NUMBER',
      'NO_BANK_ACCOUNT',
      'IBAN_CODE',
      'CREDIT_CARD',
      'NO_KID',
      'CUSTOMER_NUMBER',
      'INVOICE_NUMBER',
      'CASE_NUMBER',
      'INCOME',
      'IP_ADDRESS',
      'NO_LICENSE_PLATE',
    ])
      expect(PERSONAL_DATA_TYPES).toContain(type);
  });

  it('holds none that identifies only an organisation, nor places, dates, web addresses and officials in office', () => {
    for (const type of [
      'ORGANIZATION',
      'ORGANIZATION_ADDRESS',
      'ORGANIZATION_PHONE',
      'ORGANIZATION_EMAIL',
      'ORGANIZATION_ACCOUNT',
      'NO_ORGANIZATION_NUMBER',
      'LOCATION',
      'DATE_TIME',
      'URL',
      'PUBLIC_OFFICIAL',
    ])
      expect(PERSONAL_DATA_TYPES).not.toContain(type);
  });

  it('takes new types of the fast model unless they are an organisation’s or an official’s', () => {
    const left = ENTITY_CATALOGUE[1].filter((type) => !PERSONAL_DATA_TYPES.includes(type));
    expect(
      left.every((type) => /ORGANIZATION|LOCATION|DATE_TIME|^URL$|^PUBLIC_OFFICIAL$/.test(type)),
    ).toBe(true);
  });
});
