import type { Span } from '../span';
import { handleSites, profileHandles } from '../named-sites';
import { isCourtesyTitle } from '../ner/courtesy-titles';
import { runningWords, withoutCommonWords } from './common-words';

/** A repository or user page of a profile's handle found on another page of the document. */
const HANDLE_SITE_SCORE = 0.85;

type Token = { start: number; end: number; key: string };
/** `part`: one word of a person's name found whole (the surname alone, later in a letter). */
type Value = { keys: string[]; text: string; span: Span; part: boolean; particles?: string };

const TOKEN = /\S+/g;
const LEADING = /^[([{«"'‘“]+/u;
const TRAILING = /[.,;:!?)\]}»"'’”]+$/u;

/** The words of a text, without the brackets, quotes and stops around them. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const lead = LEADING.exec(match[0])?.[0].length ?? 0;
    const core = match[0].slice(lead).replace(TRAILING, '');
    if (core === '') continue;
    const start = match.index + lead;
    tokens.push({ start, end: start + core.length, key: core.toLocaleLowerCase('nb') });
  }
  return tokens;
}

const isUpper = (text: string) => text === text.toLocaleUpperCase('nb');
const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** Every word begins with a capital, as a name is written in any style ("KUNHEE KiM"). */
const isCapitalised = (text: string) =>
  text.split(/\s+/u).every((word) => /^\P{Ll}*\p{Lu}/u.test(word));

/**
 * Another occurrence counts when it is written the same, or in capitals ("OLA NORDMANN" in a
 * table heading), or, for a value found in capitals, in any case; a name of several words also
 * where each word begins with a capital in both, on one line ("KUNHEE KiM" in a footer after
 * "Kunhee Kim").
 */
function sameValue(found: string, value: string, span: Span): boolean {
  if (squeeze(found) === squeeze(value) || isUpper(found) || isUpper(value)) return true;
  const isName = span.entity_type === 'PERSON' && /\s/u.test(value.trim());
  const sameLetters = squeeze(found).toLowerCase() === squeeze(value).toLowerCase();
  return (
    isName && sameLetters && !found.includes('\n') && isCapitalised(value) && isCapitalised(found)
  );
}

/**
 * Places and organisations are not spread: they are mostly context a reader needs (the agency,
 * a city), and marking every copy of them takes much that is no one's personal data.
 */
const NOT_SPREAD = new Set(['LOCATION', 'ORGANIZATION']);

/**
 * Whether finding a value once is reason enough to mark it everywhere: identifiers and values of
 * several words always; a single word only when it is a confident, capitalised name of four
 * letters or more, so one doubtful word does not spread through a file.
 */
function worthSpreading(span: Span, tokens: readonly Token[]): boolean {
  if (NOT_SPREAD.has(span.entity_type)) return false;
  // A Chinese name is two to four characters, each a syllable: "胡立" is a whole name.
  if (span.score >= 0.7 && HAN_NAME.test(span.text)) return true;
  const characters = span.text.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (characters < 3 || tokens.length === 0) return false;
  if (tokens.length > 1) return true;
  if (/\d{4}|@/u.test(span.text)) return true;
  return span.score >= 0.7 && /^\p{Lu}[\p{L}'’-]{3,}$/u.test(span.text);
}

/** A Chinese person's name, which stands apart as a table cell (a token of its own). */
const HAN_NAME = /^\p{Script=Han}{2,4}$/u;

/** A word of a name that may stand for the person alone: a capitalised word of three letters or more. */
const NAME_PART = /^(?:\p{Lu}[\p{Ll}'’-]{2,}|\p{Lu}[\p{Lu}'’-]{2,})$/u;
/** A whole name this sure lends its words to the document: "Hansen" alone after "Kari Hansen". */
const PART_SCORE = 0.7;

/** Lower-case particles that belong to the surname after them ("el Mathari", "van der Berg"). */
const PARTICLES = new Set(
  'van von de der den da di du del della la le el al ben bin ter ten af zu dos das do'.split(' '),
);

type NamePart = { word: string; particles: string };

/**
 * The words of a confident person's name of several words that can stand alone for the person
 * (not initials, particles or a word of two letters), each with the particles written before it
 * in the name, which go with it where it stands alone ("Geachte heer el Mathari").
 */
function nameParts(span: Span, tokens: readonly Token[]): NamePart[] {
  if (span.entity_type !== 'PERSON' || span.score < PART_SCORE || tokens.length < 2) return [];
  const parts: NamePart[] = [];
  tokens.forEach((token, index) => {
    const word = span.text.slice(token.start, token.end);
    if (!NAME_PART.test(word) || isCourtesyTitle(word)) return;
    let first = index;
    while (first > 0 && PARTICLES.has(tokens[first - 1]!.key)) first--;
    const particles = first < index ? span.text.slice(tokens[first]!.start, token.start) : '';
    parts.push({ word, particles });
  });
  return parts;
}

/** Where a name's word found alone starts, with the particles it had in the whole name before it. */
function withOwnParticles(text: string, start: number, particles: string): number {
  if (particles === '') return start;
  const from = start - particles.length;
  if (from < 0 || squeeze(text.slice(from, start)) !== squeeze(particles)) return start;
  return from === 0 || /\s/u.test(text[from - 1]!) ? from : start;
}

/**
 * Whether a name's word found alone in `text` starts another name instead ("Kari" of a different
 * "Kari Nordmannsen", "Washington" of "Washington DC"): a capitalised word follows it on its line
 * with nothing but spaces between.
 */
function startsAnotherName(text: string, end: number): boolean {
  return /^[ \t]+\p{Lu}/u.test(text.slice(end, end + 3));
}

/** Already marked whole by one span; one that covers only part ("Storgata" of "Storgata 5") is not enough. */
const isCovered = (start: number, end: number, spans: readonly Span[]) =>
  spans.some((span) => span.start <= start && end <= span.end);

/**
 * The values detected so far in one document. A caseworker who accepts "Ola Nordmann" on page 1
 * expects every "Ola Nordmann" in the file to go, also where an engine missed it (a table cell,
 * a heading in capitals, a later page), so each found value is looked for again in every page.
 * The words of a confident person's name go too where they stand alone and capitalised ("Dear
 * Ola", "Nordmann said"): left, they name the person the redaction hid.
 */
export class DocumentValues {
  private readonly byFirstWord = new Map<string, Value[]>();
  private readonly known = new Map<string, Value>();

  /** Remembers the values of the spans (after threshold and ignore list). */
  add(spans: readonly Span[]): void {
    for (const span of spans) {
      const tokens = tokensOf(span.text);
      if (!worthSpreading(span, tokens)) continue;
      this.remember(
        tokens.map((token) => token.key),
        span.text,
        span,
        false,
      );
      for (const { word, particles } of nameParts(span, tokens)) {
        this.remember([word.toLocaleLowerCase('nb')], word, span, true, particles);
      }
    }
  }

  private remember(keys: string[], text: string, span: Span, part: boolean, particles = ''): void {
    const id = keys.join(' ');
    const known = this.known.get(id);
    if (known !== undefined) {
      // A value found whole outranks the same word known only as a part of a name.
      if (known.part && !part) Object.assign(known, { text, span, part });
      else if (span.score > known.span.score && known.part === part) known.span = span;
      return;
    }
    const value: Value = { keys, text, span, part, particles };
    this.known.set(id, value);
    const list = this.byFirstWord.get(keys[0]!) ?? [];
    list.push(value);
    // Longest first, so "Ola Nordmann Hansen" wins over "Ola Nordmann".
    list.sort((a, b) => b.keys.length - a.keys.length);
    this.byFirstWord.set(keys[0]!, list);
  }

  /** Occurrences in `text` of remembered values that no span of `covered` holds whole. */
  occurrences(text: string, covered: readonly Span[]): Span[] {
    if (this.known.size === 0) return [];
    const tokens = tokensOf(text);
    const found: Span[] = [];
    for (let index = 0; index < tokens.length; index++) {
      const candidates = this.byFirstWord.get(tokens[index]!.key);
      if (candidates === undefined) continue;
      for (const { keys, text: valueText, span, part, particles } of candidates) {
        if (!keys.every((key, offset) => tokens[index + offset]?.key === key)) continue;
        const end = tokens[index + keys.length - 1]!.end;
        const word = text.slice(tokens[index]!.start, end);
        if (part && (!NAME_PART.test(word) || startsAnotherName(text, end))) continue;
        const start = part
          ? withOwnParticles(text, tokens[index]!.start, particles ?? '')
          : tokens[index]!.start;
        if (!sameValue(word, valueText, span) || isCovered(start, end, covered)) continue;
        found.push({ ...span, start, end, text: text.slice(start, end) });
        index += keys.length - 1;
        break;
      }
    }
    return found;
  }
}

/**
 * Each page's spans plus every other occurrence, on any page, of a value found in the document,
 * and the repositories and user pages of its profiles' handles (named-sites.ts); less the
 * tagger's names that are words the document writes in lower case (common-words.ts).
 */
export function spreadValues(pages: readonly { text: string; spans: readonly Span[] }[]): Span[][] {
  const words = runningWords(pages.map((page) => page.text));
  const own = pages.map((page) => withoutCommonWords(page.spans, words));
  const values = new DocumentValues();
  for (const spans of own) values.add(spans);
  const handles = profileHandles(own.flat());
  return pages.map((page, index) => {
    const spans = [...own[index]!, ...values.occurrences(page.text, own[index]!)];
    spans.push(...handleSites(page.text, handles, spans, HANDLE_SITE_SCORE));
    return spans.sort((a, b) => a.start - b.start);
  });
}
