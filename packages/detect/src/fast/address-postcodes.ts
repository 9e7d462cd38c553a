/**
 * Postcode lines in each country's form: the code before the place ("10115 Berlin", "111 51
 * Stockholm", "1015 CJ Amsterdam", "02-092 Warszawa", "00184 Roma RM") or after it ("London SW1A
 * 1AA", "Austin, TX 78701", "Bengaluru, Karnataka 560001", "APO AE 09204").
 */
import {
  alternatives,
  INDIAN_STATES,
  ITALIAN_PROVINCES,
  NOT_PLACES,
  US_STATE_NAMES,
  US_STATES,
} from './address-words';

/** How a postcode line is written; `bare` is digits alone, `four` the shape Norway shares. */
export type PostcodeForm =
  | 'five'
  | 'se'
  | 'nl'
  | 'pl'
  | 'four'
  | 'three'
  | 'uk'
  | 'us'
  | 'military'
  | 'in'
  | 'eircode'
  | 'bare';

export type PostcodeLine = {
  start: number;
  end: number;
  form: PostcodeForm;
  /** A country prefix ("D-", "SE-"), a province, state or district: the form alone is sure. */
  isMarked: boolean;
  /** Whether the place's name is part of the line. */
  hasPlace: boolean;
  /** A form that is a postcode line only below a street, never alone ("Chennai 600002"). */
  isLoose?: boolean;
};

const SP = String.raw`[ \u00a0]`;
const PLACE_WORD = String.raw`(?:'s-)?(?:(?:St|Ste|Mt|Ft)\.(?=${SP}\p{Lu})|\p{Lu}[\p{L}'’-]*)`;
const JOINER = String.raw`(?:am|an${SP}der|im|upon|on|sur|en|i|I|de|del|di|la|le|sous|lès|bei)`;
const PREFIXES =
  'Den De Le La Les Los Las New San Santa Saint Sankt Bad Port Fort El Greater Navi North South East West';
/** Words that lead a place's name ("New York", "Den Haag"), also in capitals ("NEW YORK NY"). */
const PLACE_PREFIX = `(?:${[...PREFIXES.split(' '), ...PREFIXES.toUpperCase().split(' ')].join('|')}|St\\.?|ST\\.?)`;
/** Where a line or a part ends: a separator, the end of the line, a sentence's end. */
const PART_END = String.raw`(?=[ \t\u00a0]*(?:[,;∙·•|)\r\n]|$|[-–][ \t\u00a0])|[.!?](?:[ \t\u00a0]|$))`;
/**
 * "Berlin", "Den Haag", "Frankfurt am Main", "Milton Keynes", "København V": more words only
 * after a joiner or prefix, or when the place then ends its line, so that the next sentence's
 * first word ("… 10115 Berlin Saken ble …") is not taken for part of it.
 */
const PLACE = String.raw`(?:${PLACE_PREFIX}${SP})?${PLACE_WORD}(?:${SP}${JOINER}${SP}${PLACE_WORD})?(?:(?:${SP}${PLACE_WORD}){1,2}${PART_END}|${SP}[A-ZÆØ](?![\p{L}\p{N}.]))?`;
const PROVINCE = `(?:${ITALIAN_PROVINCES.join('|')})`;
const PROVINCE_AT_END = new RegExp(`[ \\u00a0]${PROVINCE}$`);
/** Country prefixes of postcodes ("D-10115", "SE-411 17"); not every pair of capitals is one. */
const COUNTRY_PREFIX = 'D|DE|F|FR|I|IT|E|ES|A|AT|CH|B|BE|L|LU|NL|S|SE|DK|PL|FI|CZ|SK|SI|HR|GR';
const END = String.raw`(?![\p{L}\p{N}])`;
// The inward code's letters leave out C, I, K, M, O and V; "2TB", "8GB" are sizes, not codes.
const UK_CODE = String.raw`(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)${SP}\d(?!GB|TB)[ABD-HJLNP-UW-Z]{2}`;
const PIN = String.raw`[1-9]\d{2}${SP}?\d{3}(?![ \u00a0]?\d)`;

/** A form: its sticky pattern (group `place`; group `mark` for a prefix, province or state). */
type Form = { form: PostcodeForm; pattern: RegExp; isAlwaysMarked: boolean; isLoose: boolean };
const sticky = (form: PostcodeForm, source: string, isAlwaysMarked = false, isLoose = false) => ({
  form,
  pattern: new RegExp(`${source}${END}`, 'uy'),
  isAlwaysMarked,
  isLoose,
});
const PREFIX = (codes: string) => String.raw`(?:(?<mark>${codes})-)?`;

/** Forms that start with the code (after an optional country prefix). */
const CODE_FIRST: readonly Form[] = [
  // Germany, France, Spain, Italy: "D-10115 Berlin", "75008 Paris Cedex 08", "00184 Roma RM",
  // "80121 Napoli (NA)", "28013 Madrid (Madrid)".
  sticky(
    'five',
    String.raw`${PREFIX(COUNTRY_PREFIX)}\d{5}${SP}(?<place>${PLACE})(?<province>${SP}(?:\(${PROVINCE}\)|${PROVINCE}(?![\p{L}\p{N}-])|\(${PLACE}\)|(?:CEDEX|Cedex)(?:${SP}\d{1,2})?))?`,
  ),
  sticky('se', String.raw`${PREFIX('SE?')}\d{3}${SP}\d{2}${SP}(?<place>${PLACE})`),
  sticky(
    'nl',
    String.raw`${PREFIX('NL')}[1-9]\d{3}${SP}?(?!SA|SD|SS)[A-Z]{2}${SP}(?<place>${PLACE})`,
  ),
  sticky('pl', String.raw`${PREFIX('PL')}\d{2}-\d{3}${SP}(?<place>${PLACE})`),
  // Denmark ("1620 København V", "DK-8000 Aarhus C"), Switzerland, Austria, Belgium; and
  // Norway's shape, which the Norwegian recognizer owns.
  sticky('four', String.raw`${PREFIX('DK|CH|A|AT|B|BE|L|LU')}\d{4}${SP}(?<place>${PLACE})`),
  // Iceland and the Faroes: "101 Reykjavík", "IS-600 Akureyri"; only under or after a street.
  sticky('three', String.raw`${PREFIX('IS|FO')}[1-9]\d{2}${SP}(?<place>${PLACE})`, false, true),
  sticky('uk', UK_CODE),
  sticky('eircode', String.raw`(?:[AC-FHKNPRTV-Y]\d{2}|D6W)${SP}[\dAC-FHKNPRTV-Y]{4}`),
];

const US_STATE = `(?:${alternatives([...US_STATES, ...US_STATE_NAMES])})`;
const INDIAN_STATE = `(?:${alternatives(INDIAN_STATES)})`;

/** Forms that start with the place or state ("Austin, TX 78701", "Kolkata - 700016"). */
const PLACE_FIRST: readonly Form[] = [
  sticky('military', String.raw`(?:APO|FPO|DPO)${SP}(?:AA|AE|AP)${SP}\d{5}(?:-\d{4})?`, true),
  // "Austin, TX 78701": the comma marks it ("Customer ID 33787" is no place in Idaho).
  sticky('us', String.raw`(?:(?<place>${PLACE})(?<mark>,)?${SP})?${US_STATE}${SP}\d{5}(?:-\d{4})?`),
  sticky(
    'in',
    String.raw`(?:(?<place>${PLACE})(?:,${SP}?|${SP}))?${INDIAN_STATE}(?:,?${SP}|${SP}?[-–]${SP}?)${PIN}`,
    true,
  ),
  // Without a state, a PIN after a dash ("Kolkata - 700016") or, only after a street, in one
  // piece ("Chennai 600002": alone it could be any label and number).
  sticky('in', String.raw`(?<place>${PLACE})${SP}?[-–]${SP}?${PIN}`),
  sticky('in', String.raw`(?<place>${PLACE})${SP}[1-9]\d{5}(?![ \u00a0]?\d)`, false, true),
  sticky('uk', String.raw`(?<place>${PLACE}),?${SP}${UK_CODE}`),
  // Spain, Mexico and others write the code after the place, a region between them: "Alcalá de
  // Henares, Madrid 28804". Only under a street: alone it could be any name and number.
  sticky('five', String.raw`(?<place>${PLACE})(?:,${SP}${PLACE})?,?${SP}\d{5}`, false, true),
];

/** "2020 TOTAL", "39376 Saksbehandlingstiden", "12345 Invoice number": no place. */
function isNotPlace(place: string): boolean {
  const first = place.split(/[ \u00a0]/)[0]!.toLowerCase();
  return (
    NOT_PLACES.has(first) || /(?:nummer|number|nr\.?|referanse|reference|referenz)$/.test(first)
  );
}

function read(text: string, position: number, forms: readonly Form[]): PostcodeLine | undefined {
  for (const { form, pattern, isAlwaysMarked, isLoose } of forms) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) continue;
    const { place, mark, province } = match.groups ?? {};
    if (place && isNotPlace(place)) continue;
    // "København V", "Aarhus C": a Danish district after the place; "Roma RM": a province.
    const isDistrict =
      place !== undefined &&
      (form === 'four' ? /[ \u00a0](?:[KVØNSC]|SV|NV|NØ|SØ)$/ : PROVINCE_AT_END).test(place);
    const isMarked = isAlwaysMarked || !!mark || !!province || isDistrict;
    const hasPlace = form === 'military' || !!place;
    return { start: position, end: pattern.lastIndex, form, isMarked, hasPlace, isLoose };
  }
  return undefined;
}

/** The postcode line that starts at `position`, in any of the forms known, if there is one. */
export function postcodeAt(text: string, position: number): PostcodeLine | undefined {
  const code = text.charCodeAt(position);
  if (code >= 48 && code <= 57) return read(text, position, CODE_FIRST);
  return read(text, position, CODE_FIRST) ?? read(text, position, PLACE_FIRST);
}

/** Digits alone after a place ("Polokwane ∙ 2069", "Yuen Long, N.T., 0000"). */
const BARE = /\d{4,6}(?![\p{L}\p{N}]|[ \u00a0.,:/-]\d)/uy;

/** Digits alone at `position` (a code whose country puts it after the place), or undefined. */
export function bareCodeAt(text: string, position: number): PostcodeLine | undefined {
  BARE.lastIndex = position;
  if (!BARE.test(text)) return undefined;
  return { start: position, end: BARE.lastIndex, form: 'bare', isMarked: false, hasPlace: false };
}

const US_STATE_SET = new Set(US_STATES);
const STATE_NAME_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${alternatives(US_STATE_NAMES)})[ \\u00a0]$`,
  'u',
);
/** A place and separator that end just before a state's or a code's position. */
const PLACE_BEFORE = new RegExp(String.raw`${PLACE}(?:,${SP}?|${SP}?[-–]${SP}?|${SP})$`, 'u');
/** The place, the state and the separator before an Indian PIN ("Bengaluru, Karnataka "). */
const PLACES_BEFORE_PIN = new RegExp(
  String.raw`(?:${PLACE}(?:,${SP}?|${SP}))?${PLACE}(?:,?${SP}|${SP}?[-–]${SP}?)$`,
  'u',
);
const MILITARY_BEFORE = /(?:APO|FPO|DPO)[ \u00a0](?:AA|AE|AP)[ \u00a0]$/;
const LOOK_BACK = 48;

/** The start of the text's slice of one line that ends at `end`, at most `LOOK_BACK` long. */
function lineBefore(text: string, end: number): number {
  return Math.max(0, end - LOOK_BACK, text.lastIndexOf('\n', end - 1) + 1);
}

/** Where a place that ends just before `position` starts (same line), or `position`. */
function placeStart(text: string, position: number): number {
  const from = lineBefore(text, position);
  const match = PLACE_BEFORE.exec(text.slice(from, position));
  return match ? from + match.index : position;
}

/** The first word from `from` on at which a postcode line begins that covers `digits`. */
function firstCovering(text: string, from: number, digits: number) {
  for (let start = from; start < digits; start += 1) {
    if (start > from && !/[ ,\u00a0]/.test(text.charAt(start - 1))) continue;
    if (/[ ,\u00a0]/.test(text.charAt(start))) continue;
    const found = postcodeAt(text, start);
    if (found && found.end > digits) return found;
  }
  return undefined;
}

/**
 * The postcode line around the digit run at `digits`…`end`: the code may come first ("10115
 * Berlin", "D-63571 Gelnhausen") or after a place or state ("Austin, TX 78701", "London SW1A
 * 1AA", "Kolkata - 700016"). Cheap guards pick the forms worth trying, as most numbers are none.
 */
export function postcodeAround(
  text: string,
  digits: number,
  end: number,
): PostcodeLine | undefined {
  const before = text.charAt(digits - 1);
  const length = end - digits;
  // "6930.97.81783", "2023/14521": the end of a longer number is no postcode.
  if (/[\p{N}.,:/+]/u.test(before)) return undefined;
  if (/[A-Z]/.test(before)) {
    const letters = /[A-Z]{1,2}$/.exec(text.slice(Math.max(0, digits - 2), digits))![0];
    const code = digits - letters.length;
    if (/[\p{L}\p{N}]/u.test(text.charAt(code - 1))) return undefined;
    return firstCovering(text, placeStart(text, code), digits);
  }
  if (before === '-') {
    const prefix = /(?<![\p{L}\p{N}])[A-Z]{1,2}-$/u.exec(
      text.slice(Math.max(0, digits - 4), digits),
    );
    return prefix ? read(text, digits - prefix[0].length, CODE_FIRST) : undefined;
  }
  if (length === 5 && /[ \u00a0]/.test(before)) {
    if (MILITARY_BEFORE.test(text.slice(digits - 7, digits))) return postcodeAt(text, digits - 7);
    const state = text.slice(digits - 3, digits - 1);
    if (US_STATE_SET.has(state) && !/[\p{L}\p{N}]/u.test(text.charAt(digits - 4)))
      return firstCovering(text, placeStart(text, digits - 3), digits);
    const name = STATE_NAME_BEFORE.exec(text.slice(Math.max(0, digits - 16), digits));
    if (name) return firstCovering(text, placeStart(text, digits - name[0].length), digits);
  }
  if (length === 6 || (length === 3 && /^[ \u00a0]?\d{3}(?!\d)/.test(text.slice(end, end + 5)))) {
    const from = lineBefore(text, digits);
    const match = PLACES_BEFORE_PIN.exec(text.slice(from, digits));
    if (match) {
      const found = firstCovering(text, from + match.index, digits);
      if (found) return found;
    }
  }
  return read(text, digits, CODE_FIRST);
}
