import * as locales from '@faker-js/faker';
import type { LocaleDefinition } from '@faker-js/faker';
import type { GazetteerData } from '../../src/ner/gazetteer';
import type { NorneSentence } from './conllu';
import { allPools, compromiseWords, strings } from './name-pools';
import { ORG_SUFFIXES, ORG_WORDS, PLACE_PREPOSITIONS, TITLES } from './word-lists';

/** Names and places that NorNE training sentences mark, per fold. */
export type NorneNames = Map<
  number,
  { first: Set<string>; last: Set<string>; places: Set<string>; orgs: Set<string> }
>;

const COMMON_TAGS = [
  'PresentTense',
  'PastTense',
  'Infinitive',
  'Gerund',
  'Adjective',
  'Singular',
  'Plural',
  'Adverb',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Uncountable',
  'Comparative',
  'Superlative',
  'Participle',
  'Modal',
  'Copula',
  'Actor',
  'Expression',
];

/** The names in NorNE training sentences, by fold: PER tokens become first/last names. */
export function collectNorneNames(sentences: readonly NorneSentence[]): NorneNames {
  const byFold: NorneNames = new Map();
  for (const sentence of sentences) {
    const fold = sentence.block % 5;
    const names = byFold.get(fold) ?? {
      first: new Set(),
      last: new Set(),
      places: new Set(),
      orgs: new Set(),
    };
    byFold.set(fold, names);
    for (const entity of sentence.entities) {
      const text = sentence.text.slice(entity.start, entity.end);
      if (entity.type === 'LOCATION') names.places.add(text);
      else if (entity.type === 'ORGANIZATION') names.orgs.add(text);
      else {
        const parts = text.split(/\s+/).filter((part) => /^\p{Lu}/u.test(part));
        parts.forEach((part, k) =>
          (k === parts.length - 1 && parts.length > 1 ? names.last : names.first).add(part),
        );
        if (parts.length === 1 && parts[0]) names.last.add(parts[0]);
      }
    }
  }
  return byFold;
}

/** Words seen in lower case at least twice in training text: ordinary words, not names. */
export function collectCommonWords(texts: readonly { text: string }[]): string[] {
  const counts = new Map<string, number>();
  for (const { text } of texts) {
    for (const word of text.match(/(?<![\p{L}])\p{Ll}[\p{Ll}-]*/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 2).map(([word]) => word);
}

let base: GazetteerData | undefined;

const LEGAL_FORM_LOCALES = ['en', 'de', 'sv', 'da', 'nb_NO', 'fr', 'it', 'nl'];
const WORD_LOCALES = ['en', 'nb_NO', 'da'];

function localeByName(name: string): LocaleDefinition | undefined {
  return (locales as unknown as Record<string, LocaleDefinition | undefined>)[name];
}

/** The gazetteer from faker, compromise and the hand lists, before any NorNE names. */
export function baseGazetteer(): GazetteerData {
  base ??= buildBaseGazetteer();
  return base;
}

function buildBaseGazetteer(): GazetteerData {
  const pools = allPools();
  const groups = [pools.en, pools.no, pools.other];
  const single = (words: string[]): string[] => words.filter((word) => !word.includes(' '));
  return {
    firstNames: groups.flatMap((group) => group.first),
    lastNames: groups.flatMap((group) => group.last),
    places: [
      ...groups.flatMap((group) => [...group.cities, ...group.regions]),
      ...compromiseWords('Place'),
    ],
    organizations: compromiseWords('Organization'),
    orgSuffixes: [
      ...ORG_SUFFIXES,
      ...LEGAL_FORM_LOCALES.flatMap((name) =>
        strings(localeByName(name)?.company?.legal_entity_type),
      ),
    ],
    orgWords: ORG_WORDS,
    titles: TITLES,
    placePrepositions: PLACE_PREPOSITIONS,
    commonWords: single([
      ...COMMON_TAGS.flatMap(compromiseWords),
      ...WORD_LOCALES.flatMap((name) => strings(localeByName(name)?.word)).map((word) =>
        word.toLowerCase(),
      ),
    ]),
  };
}

/** The gazetteer with the NorNE names of the given folds and extra common words added. */
export function gazetteerWith(
  names: NorneNames,
  folds: readonly number[],
  commonWords: readonly string[],
): GazetteerData {
  const g = baseGazetteer();
  const from = (field: 'first' | 'last' | 'places' | 'orgs'): string[] =>
    folds.flatMap((fold) => [...(names.get(fold)?.[field] ?? [])]);
  const sorted = (items: readonly string[]): string[] => [...new Set(items)].sort();
  return {
    firstNames: sorted([...g.firstNames, ...from('first')]),
    lastNames: sorted([...g.lastNames, ...from('last')]),
    places: sorted([...g.places, ...from('places')]),
    organizations: sorted([...g.organizations, ...from('orgs')]),
    orgSuffixes: sorted(g.orgSuffixes),
    orgWords: sorted(g.orgWords),
    titles: sorted(g.titles),
    placePrepositions: sorted(g.placePrepositions),
    commonWords: sorted([...g.commonWords, ...commonWords]),
  };
}
