import { isOnlyLabelWords } from '../ner/not-names';
import { withCareOfAndCountry } from './address-blocks';
import { houseNumberAt, streetAround } from './address-streets';
import { NOT_STREET_NAMES } from './address-words';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import type { StreetStrength } from './street-names';
import { isGenericStreetWord, isPostboxWord, isQualifier, suffixStrength } from './street-names';

const STREET_SCORES: Record<StreetStrength, number> = { strong: 0.6, weak: 0.45 };
/** Street, number, postcode and place together are an address beyond doubt. */
const FULL_ADDRESS_SCORE = 0.85;
/** At most this many capitalised words make the name before a separate street word. */
const MAX_NAME_WORDS = 3;

// A house number after a word on the same line: "12", "12B", "12 B", "12-14", with the flat's
// number (bolignummer) after it, "12 H0201" or "12, H0201". Found first because numbers are
// rarer than words; the street name is then read backwards from it.
const HOUSE_NUMBER =
  /(?<=[\p{L}.][ \t\u00a0]{1,2})\d{1,4}(?:[-–]\d{1,4})?(?:[A-Za-z]|[ \u00a0][A-Z])?(?![\p{L}\p{N}]|[.,]\d)(?:,?[ \u00a0]H\d{4}(?![\p{L}\p{N}]))?/gu;
/** "45 år", "12 kr", "3 timer": a quantity, not a house number. */
const UNIT_AFTER =
  /^[ \u00a0]?(?:år|kr|nok|%|prosent|kg|km|cm|mm|m|stk|timer|dager|uker|min|mill|personer|ganger)(?![\p{L}])/iu;
// ", 0150 Oslo", the next line "0150 Oslo", or after a return line's " - ", "·" or "|"; a second
// place word only after "i" ("Mo i Rana", "MO I RANA"), or a district letter ("Kristiansand S").
const POSTCODE_AFTER =
  /(?:,[ \t\u00a0]*(?:\r?\n[ \t\u00a0]*)?|[ \t\u00a0]*\r?\n[ \t\u00a0]*|[ \t\u00a0]*[·|][ \t\u00a0]*|[ \t\u00a0]+[-–][ \t\u00a0]+|[ \t\u00a0]+)(?:NO?-)?\d{4}[ \t\u00a0]+\p{Lu}[\p{L}-]*(?:[ \t\u00a0][iI][ \t\u00a0]\p{Lu}[\p{L}-]*|[ \t\u00a0][A-ZÆØ](?![\p{L}\p{N}.'’/-]))?(?![\p{L}\p{N}])/uy;
/**
 * A postcode and place alone on a line, the place in capitals as the post office wants it
 * ("0985 OSLO", "9515 ALTA", "8624 MO I RANA"): the last line of an address block whose street
 * line did not survive extraction, or a post-box address.
 */
const POSTCODE_LINE =
  /(?<=^|\n)[ \t\u00a0]*((?:NO?-)?\d{4}[ \t\u00a0]+[A-ZÆØÅ][A-ZÆØÅ-]+(?:[ \t\u00a0]I[ \t\u00a0][A-ZÆØÅ-]+)?)[ \t\u00a0]*(?=\r?\n|$)/gu;
const POSTCODE_LINE_SCORE = 0.6;
/** The post office after a box number ("Postboks 9200 Grønland, 0134 OSLO", "Pb. 12 Dep | …"). */
const BOX_OFFICE =
  /[ \t\u00a0]+\p{Lu}[\p{L}.-]*(?:[ \t\u00a0][\p{L}.-]+){0,2}(?=,|[ \t\u00a0]*(?:\r?\n|[·|])|[ \t\u00a0]+[-–][ \t\u00a0])/uy;
/** Capitals after a number that are a heading, not a place ("2020 TOTALT"). */
const NOT_PLACES = new Set(['TOTALT', 'TOTAL', 'SUM', 'SUMMA', 'NOK', 'EUR', 'USD', 'MVA', 'KR']);
const WORD_CHAR = /[\p{L}'.-]/u;
const CAPITALISED = /^\p{Lu}/u;

type Word = { start: number; text: string };

/** The word that ends `end` characters in, past horizontal space only (a line break ends a street). */
function wordBefore(text: string, end: number): Word | undefined {
  let position = end;
  while (position > 0 && /[ \t\u00a0]/.test(text.charAt(position - 1))) position -= 1;
  const wordEnd = position;
  while (position > 0 && WORD_CHAR.test(text.charAt(position - 1))) position -= 1;
  if (position === wordEnd || position === end) return undefined;
  return { start: position, text: text.slice(position, wordEnd) };
}

/** Where the street name before a house number starts, and how sure its form makes us. */
function streetBefore(
  text: string,
  numberStart: number,
): { start: number; strength: StreetStrength; isBox?: boolean } | undefined {
  const last = wordBefore(text, numberStart);
  if (!last) return undefined;
  if (isPostboxWord(last.text) && CAPITALISED.test(last.text))
    return { start: last.start, strength: 'strong', isBox: true };
  if (isGenericStreetWord(last.text)) {
    let start = -1;
    let word = wordBefore(text, last.start);
    for (let count = 0; word && count < MAX_NAME_WORDS; count += 1) {
      // "Oslo. Karl Johans gate": a sentence end is not part of the name; "St." is.
      if (!CAPITALISED.test(word.text) || (word.text.endsWith('.') && word.text.length > 3)) break;
      start = word.start;
      word = wordBefore(text, word.start);
    }
    return start >= 0 ? { start, strength: 'strong' } : undefined;
  }
  const strength = CAPITALISED.test(last.text) ? suffixStrength(last.text) : undefined;
  if (!strength) return undefined;
  const qualifier = wordBefore(text, last.start);
  const isQualified =
    qualifier !== undefined && CAPITALISED.test(qualifier.text) && isQualifier(qualifier.text);
  return { start: isQualified ? qualifier.start : last.start, strength };
}

/** Where the postcode and place after a street (or a box and its post office) end, if any. */
function postcodeAfter(text: string, numberEnd: number, isBox: boolean): number | undefined {
  BOX_OFFICE.lastIndex = numberEnd;
  const afterOffice = isBox && BOX_OFFICE.test(text) ? BOX_OFFICE.lastIndex : numberEnd;
  for (const from of new Set([numberEnd, afterOffice])) {
    POSTCODE_AFTER.lastIndex = from;
    if (POSTCODE_AFTER.test(text)) return POSTCODE_AFTER.lastIndex;
  }
  return undefined;
}

/** The start of a line, or an address's label and colon there ("Adresse: "). */
const LINE_START =
  /(?:^|\n)[ \t\u00a0]*(?:(?:post|bo)?adresse|address|adr\.|bosted|bustad)?[ \t\u00a0]*:?[ \t\u00a0]*$/iu;

/**
 * "Grepalida 44, 0560 OSLO": a street whose name has none of the usual endings, at the start of
 * its line or after an address's label, is an address only with its postcode and place after
 * it, past a comma or a line break.
 */
function bareStreetBefore(
  text: string,
  number: { start: number; end: number },
): { start: number } | undefined {
  const last = wordBefore(text, number.start);
  if (!last || !/^\p{Lu}\p{Ll}{2,}$|^\p{Lu}{3,}$/u.test(last.text)) return undefined;
  if (!LINE_START.test(text.slice(Math.max(0, last.start - 24), last.start))) {
    return undefined;
  }
  const lower = last.text.toLowerCase();
  if (NOT_STREET_NAMES.has(lower) || isOnlyLabelWords([last.text])) return undefined;
  // "Musterstrasse 1", "Rue Foo 3": another country's street form, that recognizer's.
  const house = houseNumberAt(text, number.start, number.end);
  if (house && streetAround(text, house)?.kind !== 'tentative') return undefined;
  return { start: last.start };
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  for (const match of text.matchAll(HOUSE_NUMBER)) {
    const numberEnd = match.index + match[0].length;
    if (UNIT_AFTER.test(text.slice(numberEnd, numberEnd + 10))) continue;
    const street = streetBefore(text, match.index);
    if (!street) {
      const digits = /^\d+/.exec(match[0])![0];
      const bare = bareStreetBefore(text, { start: match.index, end: match.index + digits.length });
      const end = bare && postcodeAfter(text, numberEnd, false);
      // Set apart by a comma or a line break: "Dokument 12 0560 Oslo" runs on.
      if (bare && end && /^[ \t\u00a0]*[,\n]/.test(text.slice(numberEnd, end))) {
        const address = withCareOfAndCountry(text, { start: bare.start, end });
        found.push({ ...address, score: FULL_ADDRESS_SCORE });
      }
      continue;
    }
    const postcodeEnd = postcodeAfter(text, numberEnd, street.isBox === true);
    const address = { start: street.start, end: postcodeEnd ?? numberEnd };
    found.push({
      ...withCareOfAndCountry(text, address),
      score: postcodeEnd ? FULL_ADDRESS_SCORE : STREET_SCORES[street.strength],
    });
  }
  for (const match of text.matchAll(POSTCODE_LINE)) {
    const line = match[1]!;
    if (NOT_PLACES.has(line.split(/[ \t\u00a0]+/)[1]!)) continue;
    const start = match.index + match[0].indexOf(line);
    const end = start + line.length;
    if (found.some((one) => one.start < end && start < one.end)) continue;
    found.push({ ...withCareOfAndCountry(text, { start, end }), score: POSTCODE_LINE_SCORE });
  }
  return found;
}

/** Norwegian street addresses, with postcode and place, c/o line and country when they are there. */
export const addressRecognizer: Recognizer = {
  entity: 'NO_ADDRESS',
  context: CONTEXT.NO_ADDRESS,
  find,
};
