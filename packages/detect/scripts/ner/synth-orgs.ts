import * as locales from '@faker-js/faker';
import type { Rng } from './rng';
import type { Language } from './synth-slots';

/** Where an organisation name gets its person and place parts. */
export type OrgParts = { last: () => string; city: () => string };

const words = (text: string): string[] => text.split(' ');
const NO_BUSINESS = words(
  'Bygg Eiendom Transport Elektro Regnskap Rør Maskin Data Invest Bil Marine Fisk Handel Service Energi Kraft Havbruk Shipping Tre Mat Helse Consult Media Reklame Snekkeri Maler Revisjon',
);
const NO_PREFIX = words(
  'Nord Sør Vest Øst Fjord Fjell Kyst Polar Viking Norsk Nordic Midt Bygde Havn Lys Stein',
);
const NO_AGENCIES = [
  'NAV',
  'Skatteetaten',
  'UDI',
  'Lånekassen',
  'Statens vegvesen',
  'Arbeidstilsynet',
  'Mattilsynet',
  'Helsedirektoratet',
  'Datatilsynet',
  'Kriminalomsorgen',
];
const EN_INDUSTRY = words(
  'Logistics Consulting Engineering Construction Properties Analytics Software Foods Recruitment Insurance Security Healthcare Media Energy Finance Holdings',
);
const EN_KNOWN = [
  'NHS England',
  'HMRC',
  'BBC',
  'Barclays',
  'Tesco',
  'Siemens',
  'Deloitte',
  'Oxfam',
  'Home Office',
];
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const company = locales.en.company ?? {};
const EN_ADJECTIVES = (company.adjective ?? []).filter((word) => /^[A-Z][a-z]+$/.test(word));
const EN_NOUNS = (company.noun ?? []).filter((word) => /^[a-z]+$/.test(word)).map(capitalise);

/** A capitalised English noun (for company and street names). */
export function englishNoun(r: Rng): string {
  return r.pick(EN_NOUNS);
}

/** An organisation name in the shapes common in Norwegian or English documents. */
export function makeOrganisation(r: Rng, language: Language, parts: OrgParts): string {
  const last = parts.last();
  if (language === 'no') {
    return r.pick([
      () => `${last} ${r.pick(['AS', 'ASA', 'AS', 'DA', 'ANS'])}`,
      () => `${r.pick(NO_PREFIX)} ${r.pick(NO_BUSINESS)} ${r.pick(['AS', 'ASA', 'SA'])}`,
      () => `${r.pick(NO_PREFIX)}${r.pick(NO_BUSINESS).toLowerCase()} AS`,
      () => `${last} ${r.pick(NO_BUSINESS)} AS`,
      () => `${parts.city()} kommune`,
      () => `Helse ${parts.city()}`,
      () => `Universitetet i ${parts.city()}`,
      () => `${parts.city()} tingrett`,
      () => `Sparebanken ${parts.city()}`,
      () => `Advokatfirmaet ${last} & ${parts.last()}`,
      () => `${parts.city()} ${r.pick(['Idrettslag', 'Røde Kors', 'Næringsforening'])}`,
      () => r.pick(NO_AGENCIES),
    ])();
  }
  return r.pick([
    () => `${last} ${r.pick(['Ltd', 'Limited', 'Inc', 'LLC', 'plc', 'Group', 'Holdings'])}`,
    () => `${last} & ${parts.last()}${r.chance(0.5) ? ' LLP' : ''}`,
    () => `${last}, ${parts.last()} and ${parts.last()}`,
    () =>
      `${r.pick(EN_ADJECTIVES)} ${r.pick(EN_NOUNS)} ${r.pick(['Ltd', 'Inc', 'Systems', 'Solutions'])}`,
    () => `${last} ${r.pick(EN_INDUSTRY)}`,
    () =>
      `${parts.city()} ${r.pick(['City Council', 'Borough Council', 'General Hospital', 'University', 'Police'])}`,
    () => `University of ${parts.city()}`,
    () => `Bank of ${parts.city()}`,
    () => r.pick(EN_KNOWN),
  ])();
}
