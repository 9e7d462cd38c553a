import type { Span } from '../span';
import { gazetteerFlag, type Gazetteer } from './gazetteer';
import { getNerTagger } from './model-loader';
import { personSpan } from './person-span';

const GIVEN = String.raw`\p{Lu}\p{Ll}[\p{L}’'-]*`;
const CAPITALS = String.raw`\p{Lu}{2}[\p{Lu}’'-]*`;
/** "Given [Given] SURNAME [SURNAME]": start lists, judges' panels, EU and French documents. */
const GIVEN_THEN_CAPITALS = new RegExp(
  String.raw`(?<![\p{L}\p{N}’'-])(${GIVEN})(?: (${GIVEN}))? (${CAPITALS}(?:-${CAPITALS})?)(?: (${CAPITALS}))?(?![\p{L}\p{N}’'])`,
  'gu',
);

/**
 * Sentence words and articles the first-name lists also hold ("Will", "May", "The", "El"): no
 * one's given name here ("El IVA" is the tax).
 */
const FUNCTION_WORDS = new Set(
  `the of will may can and or but in on at to for by with from this that these those our your
   my his her its their det den de og i på til er som med for av el la le les los las der die das
   del het`.split(/\s+/),
);
/** "Napoleon III", "Henry VIII": a regnal number, not a surname. */
const ROMAN = /^[IVXLC]+$/u;
/** A surname has a vowel; "USB", "PHB", "TLDR" are acronyms. */
const VOWEL = /[AEIOUYÆØÅÄÖÜÉÈ]/u;

/** A word in capitals that can be a surname by its form: three letters or more, a vowel, no regnal number. */
const looksLikeSurname = (part: string) =>
  part.length >= 3 && VOWEL.test(part) && !ROMAN.test(part);

/** Up to 40 characters before `index`, on its line: enough to see the word before a name. */
function lineBefore(text: string, index: number): string {
  const near = text.slice(Math.max(0, index - 40), index);
  return near.slice(near.lastIndexOf('\n') + 1);
}

const FIRST = gazetteerFlag('firstNames');
const LAST = gazetteerFlag('lastNames');
const NOT_SURNAME =
  gazetteerFlag('places') |
  gazetteerFlag('organizations') |
  gazetteerFlag('orgSuffixes') |
  gazetteerFlag('orgWords') |
  gazetteerFlag('titles');

/**
 * Names written with the surname in capitals ("Ekaterina PUSHKASH", "Jean-Marc DUPONT"): a known
 * first name followed by one or two words in capitals of three letters or more that are no
 * place, organisation or title ("Kari NAV", "Oslo AS" stay).
 */
export function findCapitalSurnames(
  text: string,
  gazetteer: Gazetteer = getNerTagger().gazetteer,
): Span[] {
  const spans: Span[] = [];
  const flagsOf = (word: string) => gazetteer.wordFlags(word.toLowerCase());
  for (const match of text.matchAll(GIVEN_THEN_CAPITALS)) {
    const [whole, first = '', , surname = '', second] = match;
    const firstFlags = flagsOf(first);
    if (!(firstFlags & FIRST) || firstFlags & NOT_SURNAME) continue;
    if (FUNCTION_WORDS.has(first.toLowerCase())) continue;
    // A second word in capitals is part of the name only when it is a known surname; else it
    // is the table's next cell ("PUSHKASH RUS").
    const withSecond = second !== undefined && (flagsOf(second) & LAST) !== 0;
    const parts = [...surname.split('-'), ...(withSecond ? [second] : [])];
    const isSurname = (part: string) =>
      looksLikeSurname(part) && (!(flagsOf(part) & NOT_SURNAME) || (flagsOf(part) & LAST) !== 0);
    if (!parts.every(isSurname)) continue;
    const length = withSecond ? whole.length : whole.length - (second ? second.length + 1 : 0);
    const known = parts.some((part) => flagsOf(part) & LAST);
    spans.push(personSpan(text, match.index, match.index + length, known ? 0.8 : 0.7));
  }
  return spans;
}

/** "R LEAVITT", "J. MACGREGOR": an initial, then a surname in capitals. */
const INITIAL_THEN_CAPITALS = new RegExp(
  String.raw`(?<![\p{L}\p{N}’'.-])(\p{Lu})\.? (\p{Lu}{2}[\p{Lu}’']*(?:-\p{Lu}{2}[\p{Lu}’']*)?)(?![\p{L}\p{N}’'-])`,
  'gu',
);
/** Particles of names, which are never a surname alone. */
const PARTICLES = new Set(['de', 'da', 'di', 'du', 'del', 'der', 'den', 'la', 'le', 'van', 'von']);
/** The word before a match on its line, if any. */
const WORD_BEFORE = /([\p{L}]+)[ \t]*$/u;
const COMMON = gazetteerFlag('commonWords');

/**
 * An initial before a surname in capitals ("AIRFARE FOR R LEAVITT", "J. MACGREGOR"), as expense
 * lists, rosters and registers write people. The surname is a known one, or a word of three
 * letters or more with a vowel that no list knows as a word, place, organisation or title, after
 * the start of a cell or a sentence word: "VITAMIN D DEFICIENCY", "SCHEDULE C FILERS" and "PLAN B
 * OSLO" stay. "A" and "I" without a stop are words.
 */
export function findInitialSurnames(
  text: string,
  gazetteer: Gazetteer = getNerTagger().gazetteer,
): Span[] {
  const spans: Span[] = [];
  const flagsOf = (word: string) => gazetteer.wordFlags(word.toLowerCase());
  const isLast = (part: string) => (flagsOf(part) & LAST) !== 0;
  const isUnknownWord = (part: string) =>
    looksLikeSurname(part) && (flagsOf(part) & (NOT_SURNAME | COMMON | FIRST)) === 0;
  for (const match of text.matchAll(INITIAL_THEN_CAPITALS)) {
    const [whole, initial = '', surname = ''] = match;
    if (/^[AI]$/u.test(initial) && !whole.startsWith(`${initial}.`)) continue;
    // "G O B I E R N O DE LA": letters spaced out in a heading, then a particle.
    if (
      PARTICLES.has(surname.toLowerCase()) ||
      /(?:^|\s)\p{L} $/u.test(lineBefore(text, match.index))
    ) {
      continue;
    }
    const parts = surname.split('-');
    if (!parts.every((part) => isLast(part) || isUnknownWord(part))) continue;
    const known = parts.some(isLast);
    if (!known) {
      const before = WORD_BEFORE.exec(lineBefore(text, match.index))?.[1];
      if (before !== undefined && !FUNCTION_WORDS.has(before.toLowerCase())) continue;
    }
    spans.push(personSpan(text, match.index, match.index + whole.length, known ? 0.8 : 0.65));
  }
  return spans;
}

const INITIAL_BEFORE = /(?<![\p{L}\p{N}’'.-])(\p{Lu}\.?) $/u;

/**
 * A person's name with the initial that stands before it ("S COWING", "K. Ford"): the tagger
 * often leaves a lone capital out. "A" and "I" without a stop are words, not initials.
 */
export function withInitial(text: string, span: Span): Span {
  const before = INITIAL_BEFORE.exec(text.slice(Math.max(0, span.start - 4), span.start));
  if (!before || /^[AI]$/u.test(before[1]!)) return span;
  const start = span.start - before[0].length;
  return { ...span, start, text: text.slice(start, span.end) };
}

/** Lower-case particles that begin a surname ("el Mathari", "van der Berg", "de la Cruz"). */
const PARTICLE_BEFORE =
  /(?<![\p{L}\p{N}’'-])((?:(?:van|von|de|der|den|da|di|du|del|della|la|le|el|al|ben|bin|ter|ten|af|zu|dos|das|do) )+)$/u;
/** Particles that end a span the tagger stopped short ("Marc van"), and the surname after them. */
const PARTICLE_END =
  /(?<=\p{L}) ((?:(?:van|von|de|der|den|da|di|du|del|della|la|le|el|al|ben|bin|ter|ten|af|zu|dos|das|do) ?)+)$/u;
const SURNAME_AFTER = /^ ?(\p{Lu}[\p{L}’'-]*)(?![\p{L}\p{N}])/u;

/**
 * A person's name the tagger ended on its surname's particles ("Marc van" of "Marc van Pul"):
 * the capitalised word after them on the line is the surname and joins the name.
 */
export function withSurnameAfterParticles(text: string, span: Span): Span {
  if (!PARTICLE_END.test(span.text)) return span;
  const surname = SURNAME_AFTER.exec(text.slice(span.end, span.end + 40));
  if (!surname) return span;
  const end = span.end + surname[0].length;
  return { ...span, end, text: text.slice(span.start, end) };
}

/** The word or initial before the particles. */
const WORD_BEFORE_PARTICLE = /(?<![\p{L}\p{N}’'-])(\p{L}+)(\.?) $/u;
/** How letters address a person, in the languages the product reads, besides the title list. */
const FORMS_OF_ADDRESS = new Set(
  `heer dhr meneer mevrouw mevr mw monsieur madame mme mlle herr frau hr fru frk mr mrs ms miss
   señor señora sr sra signor signora sig dr`.split(/\s+/),
);
const TITLE = gazetteerFlag('titles');

/**
 * A person's name with the surname particles before it ("Geachte heer el Mathari", "Dhr. M van
 * der Berg"): the tagger often starts the name at its first capital. The particles join only after
 * an initial, a form of address or the start of a line, where they can be nothing but the name's.
 */
export function withParticles(
  text: string,
  span: Span,
  gazetteer: Gazetteer = getNerTagger().gazetteer,
): Span {
  const near = lineBefore(text, span.start);
  const particles = PARTICLE_BEFORE.exec(near);
  if (!particles) return span;
  const line = near.slice(0, particles.index);
  const before = WORD_BEFORE_PARTICLE.exec(line);
  const word = before?.[1] ?? '';
  const joins =
    line.trim() === '' ||
    (before !== null &&
      ((word.length === 1 && /\p{Lu}/u.test(word)) ||
        FORMS_OF_ADDRESS.has(word.toLowerCase()) ||
        (gazetteer.wordFlags(word.toLowerCase()) & TITLE) !== 0));
  if (!joins) return span;
  const start = span.start - particles[1]!.length;
  return { ...span, start, text: text.slice(start, span.end) };
}
