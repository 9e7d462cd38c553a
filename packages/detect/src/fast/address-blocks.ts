/**
 * An address as one span: from a street, box or postcode line found around a number, the parts
 * next to it are taken in — unit, c/o and box lines before; unit, district, postcode, region and
 * country after — across commas, bullets, " - " and line breaks (a blank line ends a block).
 */
import { bareCodeAt, postcodeAt, type PostcodeLine } from './address-postcodes';
import type { StreetLine } from './address-streets';
import { BUILDING, CARE_OF, INDIAN_STREET, NAME, SECTOR, SERVICE_BOX, UNIT } from './address-parts';
import { alternatives, COUNTRIES, INDIAN_STATES, NOT_PLACES, REGIONS } from './address-words';

export type PartKind =
  StreetLine['kind'] | 'unit' | 'careof' | 'postcode' | 'locality' | 'region' | 'country';
export type Part = {
  start: number;
  end: number;
  kind: PartKind;
  score: number;
  postcode?: PostcodeLine;
  /** A street's name, for telling Norwegian streets apart. */
  name?: string;
  /** Whether a line break came before this part. */
  isNewLine?: boolean;
};

const SP = String.raw`[ \u00a0]`;
const JOINER = String.raw`(?:am|an${SP}der|im|upon|on|sur|en|i|I|de|del|di|la|le|sous|lès|bei|of)`;
/** A part ends at a separator, a line's end or a sentence's end. */
const PART_END = String.raw`(?=[ \t\u00a0]*(?:[,;∙·•|)\r\n]|$|[-–][ \t\u00a0])|[.!?](?:[ \t\u00a0]|$))`;
const LOCALITY = String.raw`${NAME}(?:${SP}(?:${JOINER}${SP})?${NAME}){0,3}`;
const withCapitals = (names: readonly string[]) => [
  ...names,
  ...names.map((name) => name.toUpperCase()),
];

const sticky = (source: string) => new RegExp(source, 'uy');
const SEPARATOR =
  /[ \t\u00a0]*(?:,[ \t\u00a0]*(?:\r?\n[ \t\u00a0]*)?|\r?\n[ \t\u00a0]*|[∙·•|][ \t\u00a0]*)(?!\r?\n)|[ \t\u00a0]+[-–][ \t\u00a0]+/y;
const SPACE = /[ \t\u00a0]+/y;
const UNIT_AT = sticky(UNIT);
const SERVICE_BOX_AT = sticky(SERVICE_BOX);
const COUNTRY_AT = sticky(`(?:${alternatives(withCapitals(COUNTRIES))})(?![\\p{L}\\p{N}])`);
const REGION_AT = sticky(`(?:${alternatives([...REGIONS, ...INDIAN_STATES])})(?![\\p{L}\\p{N}])`);
const LOCALITY_AT = sticky(`(?:${SECTOR}|${LOCALITY})${PART_END}`);
/** A whole segment before an address line, as it may be read backwards. */
const BEFORE = [
  { kind: 'careof', pattern: new RegExp(`^${CARE_OF}$`, 'u') },
  { kind: 'unit', pattern: new RegExp(`^(?:${UNIT}|${SECTOR})$`, 'u') },
  { kind: 'number', pattern: /^\d{1,4}[A-Z]?$/u },
  { kind: 'box', pattern: new RegExp(`^${SERVICE_BOX}$`, 'u') },
  { kind: 'street', pattern: new RegExp(`^(?:${INDIAN_STREET})$`, 'u') },
  // A house or building name is as firm as a flat number: the address starts there.
  { kind: 'unit', pattern: new RegExp(`^${BUILDING}$`, 'u') },
  { kind: 'locality', pattern: new RegExp(`^${LOCALITY}$`, 'u') },
] as const;
/** A unit or c/o that ends the words before an address line ("… to Flat 3, 14 High St"). */
const SUFFIXES = [
  { kind: 'unit', pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${UNIT}|${SECTOR})$`, 'u') },
  { kind: 'careof', pattern: new RegExp(`(?<![\\p{L}\\p{N}])${CARE_OF}$`, 'u') },
  { kind: 'box', pattern: new RegExp(`(?<![\\p{L}\\p{N}])${SERVICE_BOX}$`, 'u') },
  { kind: 'unit', pattern: new RegExp(`(?<![\\p{L}\\p{N}])${BUILDING}$`, 'u') },
  // "Address: 88, Banjara Hills": a house number after a label, on the address's own line.
  { kind: 'number', pattern: /(?<![\p{L}\p{N}.,:/-])\d{1,4}[A-Z]?$/u },
] as const;
const MAX_PARTS = 8;
/** How many lines and pieces before an address line are read at most. */
const MAX_PARTS_BEFORE = 5;

function stickyMatch(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** The part that starts at `at`, given the part before it. */
function partAt(text: string, at: number, last: Part): Part | undefined {
  const isAfterCode = last.kind === 'postcode';
  if (!isAfterCode) {
    const postcode = postcodeAt(text, at);
    if (postcode) return { start: at, end: postcode.end, kind: 'postcode', score: 0, postcode };
    if (last.kind === 'box' || last.kind === 'street' || last.kind === 'tentative') {
      const box = stickyMatch(SERVICE_BOX_AT, text, at);
      if (box > 0) return { start: at, end: box, kind: 'box', score: 0 };
    }
    if (last.kind !== 'locality' && last.kind !== 'region') {
      const unit = stickyMatch(UNIT_AT, text, at);
      if (unit > 0) return { start: at, end: unit, kind: 'unit', score: 0 };
    }
  }
  const country = stickyMatch(COUNTRY_AT, text, at);
  if (country > 0) return { start: at, end: country, kind: 'country', score: 0 };
  const region = stickyMatch(REGION_AT, text, at);
  if (region > 0) return { start: at, end: region, kind: 'region', score: 0 };
  if (isAfterCode) return undefined;
  if (last.kind === 'locality' || last.kind === 'region') {
    const code = bareCodeAt(text, at);
    if (code) return { start: at, end: code.end, kind: 'postcode', score: 0, postcode: code };
  }
  const locality = stickyMatch(LOCALITY_AT, text, at);
  if (
    locality > 0 &&
    !NOT_PLACES.has(
      text
        .slice(at, locality)
        .split(/[ \u00a0]/)[0]!
        .toLowerCase(),
    )
  )
    return { start: at, end: locality, kind: 'locality', score: 0 };
  return undefined;
}

/** The parts after `first`, as long as each follows a separator (or a space, for a postcode). */
function partsAfter(text: string, first: Part): Part[] {
  const parts = [first];
  for (let last = first; parts.length < MAX_PARTS && last.kind !== 'country';) {
    let next: Part | undefined;
    const at = stickyMatch(SEPARATOR, text, last.end);
    if (at > 0) {
      next = partAt(text, at, last);
      if (next) next.isNewLine = text.slice(last.end, at).includes('\n');
    }
    if (!next && last.kind !== 'postcode' && stickyMatch(SPACE, text, last.end) > 0) {
      const at = SPACE.lastIndex;
      const postcode = postcodeAt(text, at);
      const unit = postcode || last.kind === 'locality' ? -1 : stickyMatch(UNIT_AT, text, at);
      if (postcode) next = { start: at, end: postcode.end, kind: 'postcode', score: 0, postcode };
      else if (unit > 0) next = { start: at, end: unit, kind: 'unit', score: 0 };
    }
    if (!next) break;
    parts.push(next);
    last = next;
  }
  // A district line is part of the address only when a postcode, region or country follows it.
  while (parts.length > 1 && parts[parts.length - 1]!.kind === 'locality') {
    const tail = parts[parts.length - 1]!;
    const isSameLineAfterLine = !tail.isNewLine && parts.length === 2;
    if (isSameLineAfterLine) break;
    parts.pop();
  }
  return parts;
}

/** The segment that ends at a separator just before `position`, not reaching before `floor`. */
function segmentBefore(text: string, position: number, floor: number) {
  let at = position;
  while (at > floor && /[ \t\u00a0]/.test(text.charAt(at - 1))) at -= 1;
  const isNewLine = text.charAt(at - 1) === '\n';
  if (isNewLine) at -= text.charAt(at - 2) === '\r' ? 2 : 1;
  while (at > floor && /[ \t\u00a0]/.test(text.charAt(at - 1))) at -= 1;
  const mark = text.charAt(at - 1);
  if (',∙·•|'.includes(mark) && mark !== '') at -= 1;
  else if ((mark === '-' || mark === '–') && text.charAt(at - 2) === ' ') at -= 2;
  else if (!isNewLine) return undefined;
  while (at > floor && /[ \t\u00a0]/.test(text.charAt(at - 1))) at -= 1;
  const end = at;
  let start = end;
  while (start > floor && end - start < 80 && !',\n∙·•|'.includes(text.charAt(start - 1)))
    start -= 1;
  while (start < end && /[ \t\u00a0]/.test(text.charAt(start))) start += 1;
  return start < end ? { start, end, isNewLine } : undefined;
}

/** The known part that `words` (a segment before an address line) is, or ends with. */
function partBefore(
  text: string,
  segment: { start: number; end: number; isNewLine: boolean },
  next: Part,
): Part | undefined {
  const words = text.slice(segment.start, segment.end);
  const whole = BEFORE.find(({ pattern }) => pattern.test(words));
  // "Address The Old Rectory" reads as a district of names; the house name that ends it is firm.
  const suffix =
    !whole || whole.kind === 'locality'
      ? SUFFIXES.find(({ pattern }) => pattern.test(words))
      : undefined;
  const known = suffix ?? whole;
  if (!known) return undefined;
  // The end of the line above ("VAT Reg. No. GB 288 7772 50", "IBAN … 50") is no part of an
  // address below it; a c/o at the end of a name line ("Kari Nordmann c/o Hansen") is.
  if (segment.isNewLine && (known.kind === 'number' || (suffix && known.kind !== 'careof')))
    return undefined;
  // "282, Sector 15": a bare house number leads a district, not a street that has its own.
  const isNumbered = (next.kind === 'street' && next.name !== 'Sector') || next.kind === 'box';
  if (known.kind === 'number' && isNumbered) return undefined;
  const kind = known.kind === 'number' ? 'unit' : known.kind;
  const at = suffix ? segment.start + suffix.pattern.exec(words)!.index : segment.start;
  return { start: at, end: segment.end, kind, score: 0, isNewLine: !suffix };
}

/**
 * Units, c/o, service and building lines before `first`. Districts between them are kept only
 * when such a line is above them ("Flat 305, Sai Krupa Apartments\n5th Cross, Malleshwaram"): a
 * name, company or cue line ("Billed To", "Kunde") above an address is no part of it.
 */
function partsBefore(text: string, first: Part, floor: number): Part[] {
  const found: Part[] = [];
  let next = first;
  while (found.length < MAX_PARTS_BEFORE) {
    const segment = segmentBefore(text, next.start, floor);
    if (!segment) break;
    const part = partBefore(text, segment, next);
    if (!part) break;
    found.push(part);
    // A segment read only in part ends the walk: what comes before it is running text.
    if (!part.isNewLine) break;
    next = part;
  }
  const firm = found.findLastIndex((part) => part.kind !== 'locality');
  return found.slice(0, firm + 1).reverse();
}

/**
 * The whole address around a street, box or postcode line. A bare name and number ("Kacza 11")
 * with no postcode or region after it is no address: its block is the line alone, unread around.
 */
export function buildBlock(text: string, first: Part, floor: number): Part[] {
  const after = partsAfter(text, first);
  const isConfirmed = after.some((part) => part.kind === 'postcode' || part.kind === 'region');
  if (first.kind === 'tentative' && !isConfirmed) return [first];
  return [...partsBefore(text, first, floor), ...after];
}

const COUNTRY_AFTER = sticky(
  `(?:[ \\t\\u00a0]*,[ \\t\\u00a0]*|[ \\t\\u00a0]*\\r?\\n[ \\t\\u00a0]*)(?:${alternatives(withCapitals(COUNTRIES))})(?![\\p{L}\\p{N}])`,
);

/**
 * An address found by another reader widened by a c/o line before it and a country after it
 * ("c/o Hansen\nStorgata 12\n0150 OSLO\nNorge"), as an address block holds them.
 */
export function withCareOfAndCountry(
  text: string,
  address: { start: number; end: number },
): { start: number; end: number } {
  const end = stickyMatch(COUNTRY_AFTER, text, address.end);
  const first: Part = { ...address, kind: 'street', score: 0 };
  const careOf = partsBefore(text, first, 0).find((part) => part.kind === 'careof');
  return { start: careOf?.start ?? address.start, end: end > 0 ? end : address.end };
}
