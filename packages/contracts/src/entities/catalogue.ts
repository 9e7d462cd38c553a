import type { TEntityMethodId } from './entity-methods';

/**
 * The entity types each detection model can find (workspace §3 "Entity catalogues by model").
 * Names are stored as written here, with the model's method id beside them; the select-all entry
 * of each model stands for "every entry" and is never stored.
 */
export const ENTITY_CATALOGUE: Record<TEntityMethodId, readonly string[]> = {
  1: [
    'PERSON',
    'DATE_TIME',
    'EMAIL_ADDRESS',
    'IBAN_CODE',
    'IP_ADDRESS',
    'LOCATION',
    'MEDICAL_LICENSE',
    'URL',
    'NO_ADDRESS',
    'NO_PHONE_NUMBER',
    'NO_FODSELSNUMMER',
    'NO_BANK_ACCOUNT',
    'NO_LICENSE_PLATE',
    'CRYPTO',
    // Beyond the spec's list (decisions 0013 and 0024): the tagger finds organisations; card
    // numbers, organisasjonsnummer, KID and DUF numbers are validated identifiers worth their
    // own types; phone numbers and street addresses of other countries have their own types
    // beside the Norwegian ones.
    'ORGANIZATION',
    'CREDIT_CARD',
    'NO_ORGANIZATION_NUMBER',
    'NO_KID',
    'NO_DUF_NUMBER',
    'PHONE_NUMBER',
    'ADDRESS',
    // Values a label names ("Kundenummer: 10045", a column under "Lønn"), typed by the label.
    'CUSTOMER_NUMBER',
    'INVOICE_NUMBER',
    'ORDER_NUMBER',
    'CASE_NUMBER',
    'REFERENCE_NUMBER',
    'POLICY_NUMBER',
    'INCOME',
    'ID_NUMBER',
    // Members of a club, union or health insurer and patients of a hospital are named by their
    // own numbers ("Medlemsnummer", "Member ID", "Pasient-ID", "Patient No."); a patient's number
    // is health data, so neither is folded into CUSTOMER_NUMBER.
    'MEMBER_NUMBER',
    'PATIENT_NUMBER',
    // An organisation's own contact data, typed by the block it stands in (a letterhead, a
    // sender or seller block, a footer; decision 0050): found like any address, phone, e-mail
    // or account, and not a person's.
    'ORGANIZATION_ADDRESS',
    'ORGANIZATION_PHONE',
    'ORGANIZATION_EMAIL',
    'ORGANIZATION_ACCOUNT',
    // A company customer's customer, order, invoice and reference numbers (decision 0083).
    'ORGANIZATION_REFERENCE',
    // A date a label names as someone's birth ("Fødselsdato", "Date of birth", a form field).
    'DATE_OF_BIRTH',
    // A vehicle's plate (any country's, by its label) or VIN, which names its keeper.
    'VEHICLE_ID',
    // A person's user name or login: by its label, or in an organisation's prefixed form.
    'USERNAME',
    // A person's profile on a social or professional network: its address or handle (issue 65).
    'SOCIAL_PROFILE',
    // A judge, a clerk of court or a police officer named with their office: a public official
    // acting in office, found and shown but no one's personal data (decision 0086).
    'PUBLIC_OFFICIAL',
  ],
  2: [
    'PERSON',
    'ORGANIZATION',
    'PHONE',
    'EMAIL',
    'ADDRESS',
    'LOCATION',
    'DATE',
    'NATIONAL_ID',
    'FINANCIAL_INFO',
    'AGE',
    'HEALTH',
    'CRIMINAL',
    'SEXUAL',
    'RELIGIOUS_BELIEF',
    'POLITICAL_AFFILIATION',
    'TRADE_UNION',
    'BIOMETRIC_DATA',
    'GENETIC_DATA',
    'CONTEXT',
  ],
  3: [
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
  ],
};

/**
 * Catalogue entries that name the same type as another entry of the model: the spec lists the
 * coded POSTAL_CODE and the model card's "postal code" side by side, and both ask GLiNER the same
 * question. The lists people choose from show only the entry each points to; a saved alias counts
 * as that entry.
 */
export const ENTITY_ALIASES: Record<TEntityMethodId, Readonly<Record<string, string>>> = {
  1: {},
  2: {},
  3: { 'postal code': 'POSTAL_CODE' },
};

const withoutAliases = (methodId: TEntityMethodId) =>
  ENTITY_CATALOGUE[methodId].filter((name) => !(name in ENTITY_ALIASES[methodId]));

const PICKER_CATALOGUE: Record<TEntityMethodId, readonly string[]> = {
  1: withoutAliases(1),
  2: withoutAliases(2),
  3: withoutAliases(3),
};

/** The entries of a model's list as people choose from it: the catalogue without its aliases. */
export function pickerCatalogue(methodId: TEntityMethodId): readonly string[] {
  return PICKER_CATALOGUE[methodId];
}

/** The entry a saved name stands for in the lists: itself, or the entry it is an alias of. */
export function pickerEntityOf(methodId: TEntityMethodId, name: string): string {
  return ENTITY_ALIASES[methodId][name] ?? name;
}

export const SELECT_ALL_ENTITY: Record<TEntityMethodId, string> = {
  1: 'ALL_FAST',
  2: 'ALL_ADVANCED',
  3: 'ALL_STANDARD',
};

export function isCatalogueEntity(methodId: TEntityMethodId, text: string): boolean {
  return ENTITY_CATALOGUE[methodId].includes(text);
}

/**
 * Names for the Norwegian types, which title-casing alone would show as "No Fodselsnummer" (cut to
 * "No Fodselsnum…" in the panels): the register's own words where users know them, else the
 * English name with the country, each short enough for the panels' 15 characters.
 */
const NAMED_LABELS: Readonly<Record<string, string>> = {
  NO_FODSELSNUMMER: 'Fødselsnummer',
  NO_BANK_ACCOUNT: 'Kontonummer',
  NO_PHONE_NUMBER: 'Phone No. (NO)',
  NO_ADDRESS: 'Address (NO)',
  NO_LICENSE_PLATE: 'Plate No. (NO)',
  NO_ORGANIZATION_NUMBER: 'Org. No. (NO)',
  NO_KID: 'KID',
  NO_DUF_NUMBER: 'DUF No.',
  ORGANIZATION_ADDRESS: 'Org. Address',
  ORGANIZATION_PHONE: 'Org. Phone',
  ORGANIZATION_EMAIL: 'Org. Email',
  ORGANIZATION_ACCOUNT: 'Org. Account',
  ORGANIZATION_REFERENCE: 'Org. Reference',
  DATE_OF_BIRTH: 'Date of Birth',
  VEHICLE_ID: 'Vehicle ID',
  MEMBER_NUMBER: 'Staff/Member No',
  SOCIAL_PROFILE: 'Social Profile',
  PUBLIC_OFFICIAL: 'Public Official',
};

/** How the spec shows an entity type: underscores become spaces, each word title-cased. */
export function entityLabel(text: string): string {
  const named = NAMED_LABELS[text];
  if (named !== undefined) return named;
  return text
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
