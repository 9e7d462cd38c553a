import { ENTITY_CATALOGUE } from './catalogue';

/**
 * The personal-data preset: `requested_entities` may name it as it names ALL_FAST. It stands for
 * every type of the fast model that identifies a person, and for none that identifies only an
 * organisation or is the context a reader needs (decision 0050).
 */
export const PERSONAL_DATA = 'PERSONAL_DATA';

/**
 * Fast types that are no one's personal data: organisations and their own contact data and
 * numbers, places, dates (a date of birth is its own type), web addresses, which name sites
 * far more often than people, and public officials named with their office (decision 0086).
 */
const NOT_PERSONAL: ReadonlySet<string> = new Set([
  'ORGANIZATION',
  'ORGANIZATION_ADDRESS',
  'ORGANIZATION_PHONE',
  'ORGANIZATION_EMAIL',
  'ORGANIZATION_ACCOUNT',
  'ORGANIZATION_REFERENCE',
  'NO_ORGANIZATION_NUMBER',
  'LOCATION',
  'DATE_TIME',
  'URL',
  'PUBLIC_OFFICIAL',
]);

/** The fast model's types the personal-data preset stands for, in catalogue order. */
export const PERSONAL_DATA_TYPES: readonly string[] = ENTITY_CATALOGUE[1].filter(
  (type) => !NOT_PERSONAL.has(type),
);
