/**
 * Postal addresses of twelve countries as their post offices want them printed: real postcode and
 * town pairs, each country's order (number before or after the street, postcode before or after
 * the town), units, floors, boxes, and the US military's APO/FPO/DPO mail.
 */
import type { Random } from '../identifiers';
import type { Address } from './address-lines';
import { france, germany, italy, netherlands, poland, spain } from './addresses-continent';
import { britain, india, unitedStates } from './addresses-english';
import { denmark, norway, sweden } from './addresses-nordic';
import type { Country } from './model';

export type { Address } from './address-lines';

const WRITERS: Record<Country, (random: Random, isOrganisation: boolean) => Address> = {
  NO: norway,
  SE: sweden,
  DK: denmark,
  DE: germany,
  NL: netherlands,
  FR: france,
  GB: britain,
  US: unitedStates,
  IN: india,
  ES: spain,
  IT: italy,
  PL: poland,
};

/** A postal address of a country, of an organisation (boxes now and then) or a person. */
export function addressOf(random: Random, country: Country, isOrganisation: boolean): Address {
  return WRITERS[country](random, isOrganisation);
}
