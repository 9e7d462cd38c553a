import { tokenize, type Token } from './tokenize';

/** Word lists the tagger consults; each becomes one bit in a token's gazetteer flags. */
export const GAZETTEER_LISTS = [
  'firstNames',
  'lastNames',
  'places',
  'organizations',
  'orgSuffixes',
  'orgWords',
  'titles',
  'placePrepositions',
  'commonWords',
] as const;
export type GazetteerList = (typeof GAZETTEER_LISTS)[number];
export type GazetteerData = Record<GazetteerList, readonly string[]>;

/** The flag bit of a list. */
export function gazetteerFlag(list: GazetteerList): number {
  return 1 << GAZETTEER_LISTS.indexOf(list);
}

const PLAIN_WORD = /^[\p{L}\p{M}]+$/u;

type Phrase = { rest: string[]; flags: number };

/**
 * Looks words and multi-word phrases ("Møre og Romsdal", "University of Oslo") up by lower-cased
 * token, so membership does not depend on how a PDF capitalised them.
 */
export class Gazetteer {
  private readonly single = new Map<string, number>();
  private readonly phrases = new Map<string, Phrase[]>();

  constructor(data: GazetteerData) {
    for (const list of GAZETTEER_LISTS) {
      const flag = gazetteerFlag(list);
      for (const entry of data[list]) this.add(entry, flag);
    }
  }

  private add(entry: string, flag: number): void {
    // Most entries are one plain word; tokenising tens of thousands of them would slow loading.
    const words = PLAIN_WORD.test(entry)
      ? [entry.toLowerCase()]
      : tokenize(entry).map((token) => token.text.toLowerCase());
    const [first, ...rest] = words;
    if (first === undefined) return;
    if (rest.length === 0) {
      this.single.set(first, (this.single.get(first) ?? 0) | flag);
      return;
    }
    const list = this.phrases.get(first) ?? [];
    const existing = list.find((phrase) => phrase.rest.join(' ') === rest.join(' '));
    if (existing) existing.flags |= flag;
    else list.push({ rest, flags: flag });
    this.phrases.set(first, list);
  }

  /** The flags of a single lower-cased word. */
  wordFlags(lower: string): number {
    return this.single.get(lower) ?? 0;
  }

  /** Flags per token: its own word's flags plus those of every phrase that covers it. */
  tokenFlags(tokens: readonly Token[], lower: readonly string[]): Int32Array {
    const flags = new Int32Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const word = lower[i] ?? '';
      flags[i] = (flags[i] ?? 0) | this.wordFlags(word);
      const candidates = this.phrases.get(word);
      if (!candidates) continue;
      for (const phrase of candidates) {
        if (!matchesAt(lower, i + 1, phrase.rest)) continue;
        for (let k = i; k <= i + phrase.rest.length; k++) flags[k] = (flags[k] ?? 0) | phrase.flags;
      }
    }
    return flags;
  }
}

function matchesAt(lower: readonly string[], from: number, rest: readonly string[]): boolean {
  for (let k = 0; k < rest.length; k++) if (lower[from + k] !== rest[k]) return false;
  return true;
}
