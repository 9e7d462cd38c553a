/**
 * The advanced engine's entity types, each with the one-line description the model is given.
 * The GDPR article 9 special categories are HEALTH, RELIGIOUS_BELIEF, POLITICAL_AFFILIATION,
 * TRADE_UNION, SEXUAL, CRIMINAL (article 10), BIOMETRIC_DATA and GENETIC_DATA.
 */
export const ADVANCED_ENTITY_TYPES = {
  PERSON: 'Names of people (first, middle, last names, nicknames, initials used as a name).',
  ORGANIZATION:
    'Names of companies, public bodies, schools, hospitals, clubs and other organisations.',
  PHONE: 'Telephone and fax numbers, with or without country code.',
  EMAIL: 'E-mail addresses.',
  ADDRESS: 'Postal or street addresses, including postcode and town when part of the address.',
  LOCATION:
    'Places that are not a full address: cities, municipalities, regions, countries, sites.',
  DATE: 'Dates and times tied to a person or event, including dates of birth.',
  NATIONAL_ID:
    'National identity numbers and document numbers: fødselsnummer, D-number, passport, driving licence, social security numbers.',
  FINANCIAL_INFO:
    'Bank account numbers, IBANs, card numbers, salaries, debts, amounts owed or paid by a person, and similar financial details.',
  AGE: 'Ages of people ("42 years old", "42 år").',
  HEALTH:
    'Special category (GDPR): physical or mental health, diagnoses, medication, treatment, disability, pregnancy.',
  CRIMINAL:
    'Criminal offences, convictions, charges, sentences, police records or suspicions about a person.',
  SEXUAL: 'Special category (GDPR): sex life or sexual orientation of a person.',
  RELIGIOUS_BELIEF:
    'Special category (GDPR): religious or philosophical beliefs or membership of a faith community.',
  POLITICAL_AFFILIATION:
    'Special category (GDPR): political opinions, party membership or political activity.',
  TRADE_UNION: 'Special category (GDPR): trade union membership or union activity.',
  BIOMETRIC_DATA:
    'Special category (GDPR): fingerprints, face or iris data and other biometric identifiers.',
  GENETIC_DATA: 'Special category (GDPR): DNA, genetic test results and inherited characteristics.',
  CONTEXT:
    'Other passages that identify or reveal sensitive facts about a person in context (family situation, personal circumstances) not covered by another type.',
} as const satisfies Record<string, string>;

export type AdvancedEntityType = keyof typeof ADVANCED_ENTITY_TYPES;

/** Whether a name is one of the advanced engine's entity types. */
export function isAdvancedEntityType(name: string): name is AdvancedEntityType {
  return Object.hasOwn(ADVANCED_ENTITY_TYPES, name);
}

/** The entity_type of AI-search spans, so callers can tell them from detected entities. */
export const AI_SEARCH_ENTITY_TYPE = 'AI_SEARCH';
