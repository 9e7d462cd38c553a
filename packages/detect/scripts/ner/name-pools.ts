import * as locales from '@faker-js/faker';
import type { LocaleDefinition } from '@faker-js/faker';
import nlp from 'compromise';
import { hashString } from '../../src/ner/hash';
import { NORWEGIAN_COUNTRIES, NORWEGIAN_PLACES } from './word-lists';

/*
 * Name and place pools for the synthetic sentences and the gazetteer.
 *  - GAZETTEER locales feed both the gazetteer and the training sentences, except a fixed tenth of
 *    their entries (by hash) that only the English held-out set uses: names the model has in its
 *    gazetteer but never saw in a training sentence.
 *  - UNSEEN locales feed only the held-out set and never the gazetteer: names the model has never
 *    met in any form, which is what real documents are full of.
 */
const ENGLISH = ['en', 'en_AU', 'en_GB', 'en_US', 'en_CA', 'en_IN'] as const;
const NORDIC = ['nb_NO', 'sv', 'da'] as const;
const OTHER = ['de', 'fr', 'it', 'nl', 'fi', 'yo_NG', 'zu_ZA', 'af_ZA', 'tr'] as const;
const UNSEEN = ['es', 'pl', 'cs_CZ', 'ro', 'hr', 'id_ID'] as const;

export type Group = 'en' | 'no' | 'other';
export type Split = 'train' | 'heldout';

type Category = { first: string[]; last: string[]; cities: string[]; regions: string[] };

function locale(name: string): LocaleDefinition {
  const found = (locales as unknown as Record<string, LocaleDefinition | undefined>)[name];
  if (!found) throw new Error(`faker has no locale ${name}`);
  return found;
}

/** Every string in a nested faker definition, minus the {{pattern}} templates. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('{{') ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function fromLocales(names: readonly string[]): Category {
  const pick = (get: (l: LocaleDefinition) => unknown): string[] =>
    unique(names.flatMap((name) => strings(get(locale(name)))));
  return {
    first: pick((l) => l.person?.first_name),
    last: pick((l) => l.person?.last_name),
    cities: pick((l) => l.location?.city_name),
    regions: pick((l) => [l.location?.state, l.location?.county]),
  };
}

function unique(items: readonly string[]): string[] {
  return [
    ...new Set(items.map((item) => item.trim()).filter((item) => /\p{Lu}/u.test(item))),
  ].sort();
}

const titleCase = (text: string): string =>
  text.replace(/(^|[\s-])(\p{Ll})/gu, (m) => m.toUpperCase());

/** compromise's English lexicon, by tag. */
export function compromiseWords(tag: string): string[] {
  const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[]> } }).one
    .lexicon;
  return Object.entries(lexicon)
    .filter(([, tags]) => (Array.isArray(tags) ? tags.includes(tag) : tags === tag))
    .map(([word]) => word);
}

let cache: Record<Group | 'unseen', Category> | undefined;

/** All pools, before the held-out tenth is split off. */
export function allPools(): Record<Group | 'unseen', Category> {
  if (cache) return cache;
  const en = fromLocales(ENGLISH);
  const names = (tag: string): string[] => compromiseWords(tag).map(titleCase);
  en.first = unique([
    ...en.first,
    ...names('FemaleName'),
    ...names('MaleName'),
    ...names('FirstName'),
  ]);
  en.last = unique([...en.last, ...names('LastName')]);
  en.cities = unique([...en.cities, ...names('City')]);
  en.regions = unique([
    ...en.regions,
    ...names('Region'),
    ...names('Country'),
    ...strings(locale('en').location?.country),
  ]);
  const no = fromLocales(NORDIC);
  // nb_NO's town names are invented (Fet + vik); real ones come from the hand list.
  no.cities = unique(NORWEGIAN_PLACES);
  no.regions = unique([...strings(locale('nb_NO').location?.state), ...NORWEGIAN_COUNTRIES]);
  cache = { en, no, other: fromLocales(OTHER), unseen: fromLocales(UNSEEN) };
  return cache;
}

/** Whether an entry belongs to the tenth kept out of training sentences. */
export function isHeldOutEntry(entry: string): boolean {
  return hashString(entry.toLowerCase()) % 10 === 0;
}

/**
 * The pools a split may draw from. Training never sees held-out entries or unseen locales; for the
 * held-out split, `en` and `no` hold the held-out tenth and `other` holds the unseen locales.
 */
export function poolsFor(split: Split): Record<Group, Category> {
  const pools = allPools();
  const keep = (items: string[]): string[] =>
    items.filter((item) => isHeldOutEntry(item) === (split === 'heldout'));
  const filtered = (source: Category): Category => ({
    first: keep(source.first),
    last: keep(source.last),
    cities: keep(source.cities),
    regions: keep(source.regions),
  });
  return {
    en: filtered(pools.en),
    no: filtered(pools.no),
    other: split === 'heldout' ? pools.unseen : filtered(pools.other),
  };
}
