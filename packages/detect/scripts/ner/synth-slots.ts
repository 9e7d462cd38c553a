import * as locales from '@faker-js/faker';
import type { NerType } from '../../src/ner/tags';
import { poolsFor, type Group, type Split } from './name-pools';
import type { Rng } from './rng';
import { englishNoun, makeOrganisation } from './synth-orgs';
import { fillValue } from './synth-values';

/** The language a synthetic text is written in; names may come from any group. */
export type Language = 'en' | 'no';

/** What one {SLOT} of a template turns into. */
export type Filled = { text: string; type?: NerType };

const NO_STREET_PARTS = locales.nb_NO.location?.street_name_part ?? ['Bjørke'];
const NO_STREET_SUFFIXES = ['veien', 'vegen', 'gata', 'bakken', 'stien', 'løkka', 'haugen'];
const EN_STREET_SUFFIXES = [
  'Street',
  'Road',
  'Avenue',
  'Lane',
  'Close',
  'Drive',
  'Way',
  'Place',
  'Terrace',
  'Crescent',
];

/** Fills template slots with names, places, organisations and realistic non-entity values. */
export class SlotFiller {
  private readonly pools;

  constructor(
    private readonly rng: Rng,
    split: Split,
    private readonly language: Language,
    private readonly groupWeights: Record<Group, number>,
    private readonly orgPatterns?: readonly string[],
  ) {
    this.pools = poolsFor(split);
  }

  private group(): Group {
    let roll = this.rng.next();
    for (const [group, weight] of Object.entries(this.groupWeights) as [Group, number][]) {
      roll -= weight;
      if (roll < 0) return group;
    }
    return 'en';
  }

  private first(group = this.group()): string {
    const name = this.rng.pick(this.pools[group].first);
    // Double first names are common in Norway (Anne-Lise, Per Olav).
    if (this.rng.chance(group === 'no' ? 0.15 : 0.03)) {
      const second = this.rng.pick(this.pools[group].first);
      return this.rng.chance(0.6) ? `${name}-${second}` : `${name} ${second}`;
    }
    return name;
  }

  private last(group = this.group()): string {
    const name = this.rng.pick(this.pools[group].last);
    return this.rng.chance(0.05) ? `${name}-${this.rng.pick(this.pools[group].last)}` : name;
  }

  private initial(group: Group): string {
    return `${this.rng.pick(this.pools[group].first).charAt(0)}.`;
  }

  /** A full name: first [middle or initial] last. */
  private full(): string {
    const group = this.group();
    const roll = this.rng.next();
    if (roll < 0.08) return `${this.first(group)} ${this.initial(group)} ${this.last(group)}`;
    if (roll < 0.14)
      return `${this.first(group)} ${this.rng.pick(this.pools[group].last)} ${this.last(group)}`;
    return `${this.first(group)} ${this.last(group)}`;
  }

  private initials(): string {
    const group = this.group();
    const initials = this.rng.chance(0.4)
      ? `${this.initial(group)} ${this.initial(group)}`
      : this.initial(group);
    return `${initials} ${this.last(group)}`;
  }

  private city(): string {
    return this.rng.pick(this.pools[this.group()].cities);
  }

  private region(): string {
    return this.rng.pick(this.pools[this.group()].regions);
  }

  private street(): string {
    if (this.language === 'no') {
      const roll = this.rng.next();
      if (roll < 0.5) return this.rng.pick(NO_STREET_PARTS) + this.rng.pick(NO_STREET_SUFFIXES);
      return `${this.last('no')}s ${this.rng.pick(['gate', 'vei', 'veg'])}`;
    }
    const base = this.rng.chance(0.5) ? this.last('en') : englishNoun(this.rng);
    return `${base} ${this.rng.pick(EN_STREET_SUFFIXES)}`;
  }

  private organisation(): string {
    if (this.orgPatterns) {
      return this.rng
        .pick(this.orgPatterns)
        .replace(/\{([A-Z]+)\}/g, (_, slot: string) => this.fill(slot).text);
    }
    return makeOrganisation(this.rng, this.language, {
      last: () => this.last(),
      city: () => this.city(),
    });
  }

  /** The text (and entity type, for names) that a slot becomes. */
  fill(slot: string): Filled {
    const r = this.rng;
    switch (slot) {
      case 'FULL':
        return { text: this.full(), type: 'PERSON' };
      case 'FIRST':
        return { text: this.first(), type: 'PERSON' };
      case 'LAST':
        return { text: this.last(), type: 'PERSON' };
      case 'INIT':
        return { text: this.initials(), type: 'PERSON' };
      case 'PER':
        return r.pick(
          ['FULL', 'FULL', 'FULL', 'FIRST', 'LAST', 'INIT'].map((s) => () => this.fill(s)),
        )();
      case 'GEN':
        return { text: `${this.full()}s`, type: 'PERSON' };
      case 'CITY':
        return { text: this.city(), type: 'LOCATION' };
      case 'REGION':
        return { text: this.region(), type: 'LOCATION' };
      case 'LOC':
        return r.chance(0.7) ? this.fill('CITY') : this.fill('REGION');
      case 'STREET':
        return { text: this.street(), type: 'LOCATION' };
      case 'ORG':
        return { text: this.organisation(), type: 'ORGANIZATION' };
      default: {
        const text = fillValue(slot, r, this.language);
        if (text === undefined) throw new Error(`unknown slot {${slot}}`);
        return { text };
      }
    }
  }
}
