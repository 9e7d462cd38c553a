import { buildBlock, type Part } from './address-blocks';
import { postcodeAround, type PostcodeLine } from './address-postcodes';
import { houseNumberAt, streetAround } from './address-streets';
import { NORWAY_NAMES } from './address-words';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { isGenericStreetWord, suffixStrength } from './street-names';

/** A street or box line and a postcode line together are an address beyond doubt. */
const FULL_ADDRESS_SCORE = 0.85;
/** A street that only a region confirms ("93B Sai Yu Chung, Yuen Long, N.T."). */
const REGION_ONLY_SCORE = 0.6;
/** What a unit, district, region or country beside a street or postcode adds. */
const EXTRA_PART_BONUS = 0.1;
const MAX_PARTIAL_SCORE = 0.7;
const DIGITS = /\d+/g;
const YEAR = /^(?:19|20)\d\d$/;

/**
 * How sure a postcode line alone makes us, by its form and where it stands: on a line of its own
 * below a name it is the last line of an address; inside a sentence only an address word before
 * it ("Adresse: 60325 Frankfurt am Main") makes it one.
 */
function postcodeScore(input: ScanInput, code: PostcodeLine): number {
  const { text } = input;
  const lineStart =
    code.start === 0 || /\n[ \t\u00a0]*$/.test(text.slice(code.start - 8, code.start));
  const isAlone = lineStart && /^[ \t\u00a0]*(?:\r?\n|$)/.test(text.slice(code.end, code.end + 4));
  if (code.isLoose) return 0;
  switch (code.form) {
    case 'military':
      return 0.6;
    case 'us':
    case 'in':
      return code.isMarked ? 0.6 : 0.45;
    case 'uk':
      return code.hasPlace ? 0.6 : isAlone ? 0.5 : 0.4;
    case 'nl':
      return lineStart ? 0.6 : 0.45;
    case 'four':
      // "DK-2100 København Ø" is sure; "2100 København Ø" too, unless the number is a year.
      if (!code.isMarked) return 0;
      return /^[A-Z]/.test(text.charAt(code.start))
        ? 0.6
        : YEAR.test(text.slice(code.start, code.start + 4))
          ? 0
          : 0.5;
    case 'five':
    case 'se':
    case 'pl':
      if (code.isMarked) return 0.6;
      if (!isAlone) return input.hasContext(code.start, CONTEXT.ADDRESS) ? 0.3 : 0;
      return isAfterNameLine(text, code.start) ? 0.5 : 0.4;
    default:
      return 0;
  }
}

/** Whether the line above `start` reads like a name or company line ("Erika Mustermann"). */
function isAfterNameLine(text: string, start: number): boolean {
  const above = /(?:^|\n)([^\n]{2,60})\r?\n[ \t\u00a0]*$/.exec(
    text.slice(Math.max(0, start - 64), start),
  );
  return (
    above !== null &&
    /^[ \t\u00a0]*\p{Lu}[^\d:]*$/u.test(above[1]!) &&
    above[1]!.split(/\s+/).length <= 6
  );
}

/** The block's score from what it holds: a street or box line, a postcode, other parts. */
function scoreBlock(input: ScanInput, parts: readonly Part[], anchor: Part): number {
  const code = parts.find((part) => part.postcode && part.postcode.form !== 'bare')?.postcode;
  const hasLine = parts.some((part) => ['street', 'tentative', 'box', 'unit'].includes(part.kind));
  if (code && hasLine) return FULL_ADDRESS_SCORE;
  const extras = parts.length > 1 ? EXTRA_PART_BONUS : 0;
  if (anchor.kind === 'tentative') {
    return parts.some((part) => part.kind === 'region') ? REGION_ONLY_SCORE + extras / 2 : 0;
  }
  const alone = code ? postcodeScore(input, code) : anchor.score;
  return alone > 0 ? Math.min(MAX_PARTIAL_SCORE, Math.max(alone, anchor.score) + extras) : 0;
}

/**
 * Norwegian addresses are NO_ADDRESS: a block is left to that recognizer when it names Norway,
 * or when nothing but a four-digit postcode or a Norwegian street form places it (and no floor or
 * flat of another country's form does).
 */
function isNorwegian(text: string, parts: readonly Part[]): boolean {
  const countries = parts.filter((part) => part.kind === 'country');
  if (countries.some((part) => NORWAY_NAMES.has(text.slice(part.start, part.end).toLowerCase())))
    return true;
  if (countries.length > 0) return false;
  // A floor or flat after the street in another country's form ("3. mf.", "2 tr"): Norway's
  // reader takes none.
  const lineAt = parts.findIndex((part) => part.kind === 'street' || part.kind === 'box');
  if (lineAt >= 0 && parts.slice(lineAt).some((part) => part.kind === 'unit')) return false;
  const code = parts.find((part) => part.postcode)?.postcode;
  if (code && (code.isMarked || (code.form !== 'four' && code.form !== 'bare'))) return false;
  const line = parts.find((part) => part.kind === 'street' || part.kind === 'tentative');
  if (!line || line.kind === 'tentative') return code?.form === 'four';
  const last = line.name?.split(/[ \u00a0]/).pop() ?? '';
  return suffixStrength(last) !== undefined || isGenericStreetWord(last);
}

/** The street, box or postcode lines that the number at `start`…`end` may belong to. */
function anchorsAt(text: string, start: number, end: number): Part[] {
  const anchors: Part[] = [];
  const house = houseNumberAt(text, start, end);
  const street = house && streetAround(text, house);
  if (street) anchors.push({ ...street, name: street.name });
  const code = postcodeAround(text, start, end);
  if (code)
    anchors.push({ start: code.start, end: code.end, kind: 'postcode', score: 0, postcode: code });
  // A sure street is read before a postcode that starts at its number ("1600 Pennsylvania Ave").
  return street?.kind === 'tentative' ? anchors.reverse() : anchors;
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  let cursor = 0;
  for (const match of text.matchAll(DIGITS)) {
    if (match.index < cursor) continue;
    for (const anchor of anchorsAt(text, match.index, match.index + match[0].length)) {
      const parts = buildBlock(text, anchor, cursor);
      const score = scoreBlock(input, parts, anchor);
      if (score <= 0 || isNorwegian(text, parts)) continue;
      // "Frühling 2024", "In 2019 Supreme Court": a year is no house number.
      if (score < FULL_ADDRESS_SCORE && anchor.kind === 'street' && YEAR.test(match[0])) continue;
      const start = parts[0]!.start;
      const end = parts[parts.length - 1]!.end;
      found.push({ start, end, score });
      cursor = end;
      break;
    }
  }
  return found;
}

/**
 * Postal addresses of other countries than Norway, whole: street or box, postcode and place,
 * and the unit, c/o, district, region and country lines beside them, on one line or several.
 */
export const foreignAddressRecognizer: Recognizer = {
  entity: 'ADDRESS',
  context: CONTEXT.ADDRESS,
  find,
};
