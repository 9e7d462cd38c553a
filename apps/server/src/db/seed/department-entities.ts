import { PERSONAL_DATA_TYPES, type TEntityMethodId } from '@workbench/contracts';

export type EntityLists = Partial<Record<TEntityMethodId, readonly string[]>>;

/**
 * What every caseworker must always find, whatever the department: names, and with the fast
 * engine every personal identifier a checksum validates (fødselsnummer and D-nummer, bank
 * accounts, IBAN, cards, KID and DUF numbers), since a checked number is hardly ever a false
 * alarm; and an identity number its label names (passport, social security, "ID number"), which
 * is someone's in any case. An organisation number is no one's personal data (decision 0050): it
 * is not pinned, and the personal-data preset leaves it out.
 */
const EVERY_DEPARTMENT: EntityLists = {
  1: [
    'PERSON',
    'NO_FODSELSNUMMER',
    'NO_BANK_ACCOUNT',
    'IBAN_CODE',
    'CREDIT_CARD',
    'NO_KID',
    'NO_DUF_NUMBER',
    'ID_NUMBER',
  ],
  2: ['PERSON', 'NATIONAL_ID'],
  3: ['PERSON', 'GOV_ID'],
};

/**
 * Entity types pinned for a department's users (by department code), on top of the common
 * ones: the special categories of personal data its cases are full of.
 */
const BY_DEPARTMENT: Record<string, EntityLists> = {
  AID: { 2: ['TRADE_UNION'], 3: ['EMPLOYMENT_INFO', 'ECONOMIC_STATUS'] },
  NAV: { 1: ['NO_BANK_ACCOUNT'], 3: ['EMPLOYMENT_INFO', 'ECONOMIC_STATUS', 'HEALTH_INFO'] },
  BFD: { 2: ['AGE'], 3: ['FAMILY_RELATION', 'AGE'] },
  DFD: { 1: ['EMAIL_ADDRESS', 'IP_ADDRESS'] },
  FIN: { 1: ['IBAN_CODE', 'NO_BANK_ACCOUNT'], 2: ['FINANCIAL_INFO'], 3: ['FINANCIAL_INFO'] },
  SKATT: { 1: ['NO_BANK_ACCOUNT'], 2: ['FINANCIAL_INFO'], 3: ['tax identification number'] },
  FD: { 1: ['LOCATION'], 2: ['LOCATION'] },
  HOD: { 2: ['HEALTH', 'GENETIC_DATA'], 3: ['HEALTH_INFO', 'medical condition', 'medication'] },
  JD: { 1: ['NO_LICENSE_PLATE'], 2: ['CRIMINAL'], 3: ['CRIMINAL_RECORD'] },
  POD: { 1: ['NO_LICENSE_PLATE'], 2: ['CRIMINAL', 'BIOMETRIC_DATA'], 3: ['CRIMINAL_RECORD'] },
  UDI: { 2: ['RELIGIOUS_BELIEF'], 3: ['passport number', 'visa number'] },
  UD: { 3: ['passport number'] },
  SMK: { 2: ['POLITICAL_AFFILIATION'], 3: ['POLITICAL_CASE'] },
};

/** The predefined entity names of a department for one model, in a stable order. */
export function predefinedEntities(
  departmentCode: string | null,
  methodId: TEntityMethodId,
): string[] {
  const own = departmentCode === null ? [] : (BY_DEPARTMENT[departmentCode]?.[methodId] ?? []);
  return [...new Set([...(EVERY_DEPARTMENT[methodId] ?? []), ...own])];
}

export const DEPARTMENT_ENTITY_CODES = Object.keys(BY_DEPARTMENT);

/**
 * What a new account's lists hold besides the pinned types, as its own choice (the user may
 * uncheck them): for the fast engine the personal-data preset, so a new account finds e-mail
 * addresses, phones and addresses too. Existing accounts keep the lists they have.
 */
const FIRST_CHOSEN: EntityLists = { 1: PERSONAL_DATA_TYPES };

/** The entity names a new account starts with for one model, besides the pinned ones. */
export function firstChosenEntities(methodId: TEntityMethodId): readonly string[] {
  return FIRST_CHOSEN[methodId] ?? [];
}
