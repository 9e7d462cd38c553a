/**
 * Streets and post boxes read around a house number: every street line of a postal address
 * carries one, and numbers are rarer than words, so the text is scanned for numbers only and the
 * street is read from the words before ("Hauptstraße 12", "Via Roma 10", "P.O. Box 5") or after
 * ("221B Baker Street", "12 rue de la Paix", "93B Sai Yu Chung") it.
 */
import { streetAfter, type StreetLine } from './address-number-first';
import {
  BOX_WORDS_SURE,
  BOX_WORDS_WEAK,
  GERMAN_PREPOSITIONS,
  LONG_STEM_ENDINGS,
  NAME_PARTICLES,
  NOT_STREET_NAMES,
  QUALIFIERS,
  STREET_ENDINGS,
  STREET_SCORES,
  STREET_WORDS_AFTER,
  SURE_STREET_ENDINGS,
  TYPES_FIRST,
  WEAK_TYPES_FIRST,
} from './address-words';

export type { StreetLine } from './address-number-first';

const { sure: SURE, plain: PLAIN, weak: WEAK } = STREET_SCORES;

/**
 * The rest of a house number after its digits: "B", " B" (Swedish), "-14", "/2", "-6-789", "/A",
 * "-II", and a Finnish staircase and flat at the line's end (" A 12" of "Mannerheimintie 5 A 12").
 */
const HOUSE_TAIL =
  /(?:[A-Za-z](?![\p{L}\p{N}])|[ \u00a0][A-H][ \u00a0]\d{1,3}(?=[ \u00a0]?(?:[,\r\n·|]|$))|[ \u00a0][A-Z](?=[ \u00a0]?(?:[,\r\n·|]|$)|[ \u00a0][-–][ \u00a0]|[ \u00a0](?:lgh|Lgh|Apt|Suite|Flat)))?(?:[-–/](?:\d{1,5}[A-Za-z]?|[A-Z]{1,3})(?![\p{L}\p{N}]))*(?![\p{L}\p{N}]|[.,:]\d)/uy;
/** Characters before digits that make them part of something else ("1.5", "09:30", "+47", "#3"). */
const NOT_BEFORE_HOUSE = /[\p{L}\p{N}.,:/+#€$£-]/u;

/** A number sign joined to the house number: "Nº5", "n°12". */
const NUMBER_SIGN_BEFORE = /(?<![\p{L}])[Nn][º°]$/u;
/** A number sign between a street's name and its number: "C/ Mayor, nº 5", "Hauptstr. Nr. 5". */
const NUMBER_SIGN = /^(?:[Nn][º°o]\.?|[Nn]\.[º°]|[Nn]úm\.?|[Nn]um\.|[Nn]r\.?)$/u;

/** The house number whose digits are `start`…`end`, with its letter or range, if it is one. */
export function houseNumberAt(
  text: string,
  start: number,
  end: number,
): { start: number; end: number } | undefined {
  if (end - start > 5) return undefined;
  if (
    NOT_BEFORE_HOUSE.test(text.charAt(start - 1)) &&
    !NUMBER_SIGN_BEFORE.test(text.slice(Math.max(0, start - 3), start))
  )
    return undefined;
  HOUSE_TAIL.lastIndex = end;
  return HOUSE_TAIL.test(text) ? { start, end: HOUSE_TAIL.lastIndex } : undefined;
}
/** The box number after a box word: "5", "10 01 23" (a German Postfach), "2050 Box 4190". */
const BOX_NUMBER = /\d{1,6}(?:[ \u00a0]\d\d(?!\d)){0,2}(?:,?[ \u00a0]Box[ \u00a0]\d{1,5})?/y;

const WORD_CHAR = /[\p{L}\p{N}'’./º-]/u;
const CAPITALISED = /^\p{Lu}/u;
const boxOf = (phrase: string, score: number) => {
  const parts = phrase.split(' ');
  return { words: parts, lower: parts.map((part) => part.toLowerCase()), score };
};
/** The box phrases by their last word, lower-cased: the word before a number picks the few to try. */
const BOXES = new Map<string, ReturnType<typeof boxOf>[]>();
for (const box of [
  ...BOX_WORDS_SURE.map((phrase) => boxOf(phrase, SURE)),
  ...BOX_WORDS_WEAK.map((phrase) => boxOf(phrase, WEAK)),
]) {
  const last = box.lower[box.lower.length - 1]!;
  BOXES.set(last, [...(BOXES.get(last) ?? []), box]);
}
/** Types that Polish and Spanish write in lower case as a rule ("ul. Długa 5", "c/ Mayor 3"). */
const LOWER_CASE_TYPES = new Set(['ul.', 'ulica', 'aleja', 'c/', 'avda.', 'pza.']);
/** Words ending like a street that are ordinary words ("Brigade 2", "Decade 3"). */
const NOT_STREETS = new Set(['brigade', 'arcade', 'cascade', 'decade', 'barricade', 'renegade']);

type Word = { start: number; text: string };

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0;
}

/** Letters, digits and the marks inside street words ("St.", "Sankt-Peter", "C/", "3º"). */
function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) {
    const lower = code | 32;
    return (lower >= 97 && lower <= 122) || (code >= 45 && code <= 57) || code === 39;
  }
  return WORD_CHAR.test(text.charAt(at));
}

/** Up to `count` words before `position` on its line, nearest first; one comma may end them. */
function wordsBefore(text: string, position: number, count: number): Word[] {
  const found: Word[] = [];
  let at = position;
  for (let commas = 0; found.length < count;) {
    while (at > 0 && isSpace(text.charCodeAt(at - 1))) at -= 1;
    if (found.length === 0 && commas === 0 && text.charCodeAt(at - 1) === 44) {
      commas = 1;
      at -= 1;
      continue;
    }
    const end = at;
    while (at > 0 && isWordChar(text, at - 1)) at -= 1;
    if (at === end) break;
    found.push({ start: at, text: text.slice(at, end) });
  }
  return found;
}

/** A box word ending just before the number ("P.O. Box", "Apartado de correos"). */
function boxBefore(words: readonly Word[]): { start: number; score: number } | undefined {
  for (const box of BOXES.get(words[0]!.text.toLowerCase()) ?? []) {
    const count = box.words.length;
    if (words.length < count) continue;
    let isMatch = true;
    for (let i = 0; i < count && isMatch; i += 1) {
      const word = words[count - 1 - i]!.text;
      // "Apartado de Correos" as well as "Apartado de correos"; a lone "box" must be "Box".
      isMatch = count > 1 ? word.toLowerCase() === box.lower[i] : word === box.words[i];
    }
    if (isMatch) return { start: words[count - 1]!.start, score: box.score };
  }
  return undefined;
}

function endingStrength(lower: string): number | undefined {
  if (NOT_STREETS.has(lower)) return undefined;
  let ending: string | undefined;
  for (const one of STREET_ENDINGS) if (lower.endsWith(one)) ending = one;
  if (!ending) return undefined;
  const stem = lower.length - ending.length;
  // "Åboulevarden": a long ending needs no more than a letter before it.
  const shortest = LONG_STEM_ENDINGS.has(ending) ? 4 : ending.length >= 9 ? 1 : 2;
  if (stem < shortest) return undefined;
  return SURE_STREET_ENDINGS.includes(ending) ? SURE : PLAIN;
}

/** "Calle Mayor", "ul. Żwirki i Wigury", "Rue de la Loi": a type word, then names to the number. */
function typeFirst(words: readonly Word[]): { start: number; score: number } | undefined {
  if (!CAPITALISED.test(words[0]!.text)) return undefined;
  for (let i = 1; i < words.length; i += 1) {
    const lower = words[i]!.text.toLowerCase();
    if (TYPES_FIRST.has(lower)) {
      if (WEAK_TYPES_FIRST.has(lower)) {
        const isCapital = CAPITALISED.test(words[i]!.text) && lower !== 'al.';
        return { start: words[i]!.start, score: isCapital ? PLAIN : WEAK };
      }
      const isSure = CAPITALISED.test(words[i]!.text) || LOWER_CASE_TYPES.has(lower);
      return { start: words[i]!.start, score: isSure ? SURE : PLAIN };
    }
    if (!CAPITALISED.test(words[i]!.text) && !NAME_PARTICLES.has(lower)) return undefined;
  }
  return undefined;
}

/** A street name that ends just before the house number, read word by word backwards. */
function nameBefore(words: readonly Word[]): { start: number; score: number; tentative?: true } {
  const [last, second] = words;
  const lower = last!.text.toLowerCase();
  const typed = typeFirst(words);
  if (typed) return typed;
  if (STREET_WORDS_AFTER.has(lower)) {
    const names: Word[] = [];
    for (const word of words.slice(1, 4)) {
      if (!isName(word)) break;
      names.push(word);
    }
    if (names.length > 0) {
      const isSure = /^(?:straße|strasse|street|road|avenue|vej|gatan)$/.test(lower);
      return { start: names[names.length - 1]!.start, score: isSure ? SURE : PLAIN };
    }
  }
  if (!isName(last!)) return { start: -1, score: 0 };
  const strength = endingStrength(lower);
  if (strength !== undefined) {
    const isQualified = second !== undefined && QUALIFIERS.has(second.text.toLowerCase());
    return { start: isQualified ? second.start : last!.start, score: strength };
  }
  const third = words[2];
  if (second && GERMAN_PREPOSITIONS.has(second.text.toLowerCase()) && CAPITALISED.test(second.text))
    return { start: second.start, score: WEAK };
  if (third && /^(?:An|Auf|In|Unter)$/.test(third.text) && /^(?:der|dem|den)$/.test(second!.text))
    return { start: third.start, score: WEAK };
  // "Sector 15, Noida": India's planned towns number their sectors.
  if (last!.text === 'Sector') return { start: last!.start, score: PLAIN };
  return { start: tentativeStart(words), score: 0, tentative: true };
}

/** "Kacza", "Platz der Republik", "Laan van Meerdervoort": up to three words of a bare name. */
function tentativeStart(words: readonly Word[]): number {
  let start = words[0]!.start;
  for (let i = 1; i < Math.min(words.length, 4); i += 1) {
    const word = words[i]!;
    const isParticle =
      NAME_PARTICLES.has(word.text) && i + 1 < words.length && isName(words[i + 1]!);
    if (!isName(word) && !isParticle) break;
    if (word.text.endsWith('.') || word.text.endsWith(':')) break;
    start = word.start;
  }
  return start;
}

function isName(word: Word): boolean {
  return (
    CAPITALISED.test(word.text) &&
    word.text.length >= 2 &&
    !NOT_STREET_NAMES.has(word.text.toLowerCase()) &&
    !/\d|(?:nummer|number|nr\.?)$/i.test(word.text)
  );
}

/** The street or box whose house number is `number` (as `HOUSE_NUMBER` found it), if any. */
export function streetAround(
  text: string,
  number: { start: number; end: number },
): StreetLine | undefined {
  const before = wordsBefore(text, number.start, 6);
  // The street's name is read before a number sign ("C/ Mayor, nº 5", "Plaza Juan XXIII Nº5").
  const words = NUMBER_SIGN.test(before[0]?.text ?? '')
    ? wordsBefore(text, before[0]!.start, 6)
    : before;
  if (words.length > 0) {
    const box = boxBefore(words);
    if (box) {
      BOX_NUMBER.lastIndex = number.start;
      const end = BOX_NUMBER.exec(text) ? BOX_NUMBER.lastIndex : number.end;
      // "Unit 2050 Box 4190" is the army's box; "Unit 5, Riverside Park" a unit on an estate,
      // read as a part of the address around the street below it.
      if (words[0]!.text === 'Unit' && !text.slice(number.end, end).includes('Box')) return;
      return { start: box.start, end, kind: 'box', score: box.score, name: '' };
    }
    const isCommaBetween = text.slice(words[0]!.start, number.start).includes(',');
    const named = nameBefore(words);
    const isUsable = named.tentative ? !isCommaBetween : !isCommaBetween || named.score >= SURE;
    if (named.start >= 0 && isUsable) {
      const name = text.slice(named.start, words[0]!.start + words[0]!.text.length);
      const before: StreetLine = {
        start: named.start,
        end: number.end,
        kind: named.tentative ? 'tentative' : 'street',
        score: named.score,
        name,
      };
      // "Abacus Technologies 17611 Loring Lane": a sure street after beats a bare name before.
      const after = named.tentative ? streetAfter(text, number) : undefined;
      return after?.kind === 'street' ? after : before;
    }
  }
  return streetAfter(text, number);
}
