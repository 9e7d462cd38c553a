/**
 * The organisation's own types of contact data: its address, phone, e-mail and bank account are
 * what it prints to be reached and paid, not anyone's personal data.
 */
export const ORGANISATION_TYPES: Readonly<Record<string, string>> = {
  ADDRESS: 'ORGANIZATION_ADDRESS',
  NO_ADDRESS: 'ORGANIZATION_ADDRESS',
  PHONE_NUMBER: 'ORGANIZATION_PHONE',
  NO_PHONE_NUMBER: 'ORGANIZATION_PHONE',
  EMAIL_ADDRESS: 'ORGANIZATION_EMAIL',
  IBAN_CODE: 'ORGANIZATION_ACCOUNT',
  NO_BANK_ACCOUNT: 'ORGANIZATION_ACCOUNT',
};

/** The types a span of each organisation type was found as (what to ask the recognizers for). */
export function foundAs(organisationType: string): string[] {
  return Object.entries(ORGANISATION_TYPES)
    .filter(([, type]) => type === organisationType)
    .map(([type]) => type);
}

/** "kari.nordmann@", "k_hansen2@": a person's own mailbox, even on an organisation's page. */
export const PERSONAL_MAILBOX = /^[\p{L}]{2,}[._-][\p{L}]{2,}\d*@/u;
