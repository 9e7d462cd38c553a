import type { CountryCode } from 'libphonenumber-js/max';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { findContactPhones } from './contact-phones';
import { findChineseMobiles } from './chinese-mobiles';
import { findMaskedPhones } from './masked-phones';
import { CONTEXT } from './context-words';
import { isAfterOrgIdLabel } from './org-id-labels';
import { extendedEnd } from './phone-shape';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { boundedMemo } from './bounded-memo';

/** With the country code and libphonenumber's number plan agreeing, it can only be a phone. */
const INTERNATIONAL_SCORE = 0.9;
/** "(212) 555-0123": the North American layout is a phone number even without a word before. */
const NORTH_AMERICAN_SCORE = 0.6;
/**
 * A national number valid in the country of an e-mail or web address on its line ("073 555 9897
 * ∙ dsunter@onetwo.co.za"): a letterhead's or a CV's contact line.
 */
const CONTACT_LINE_SCORE = 0.6;
/** A contact line is short; a paragraph that quotes an address is running text. */
const CONTACT_LINE_CHARS = 200;

/**
 * Digit groups after "+" or "00": "+44 20 7946 0958", "+49 (0)30 1234567", "0033 6 12 34 56 78",
 * the code in brackets as Chinese and Korean CVs write it: "(+86) 183-4087-9772";
 * an icon may stand after the country code (see ICON_GAP); a narrow column may wrap the last
 * group onto a line of its own ("+32 (0)471 48 34⏎52").
 */
const INTERNATIONAL =
  /(?<![\p{L}\p{N}+_(])\(?(?:\+[ \u00a0]?|00)[1-9]\d{0,3}\)?(?:[ \u00a0]*\n?[\uFFFD\uE000-\uF8FF\uD800-\uDFFF\p{Extended_Pictographic}\p{So}]{1,2}\n?[ \u00a0]*)?(?:(?:[ \u00a0./-]{0,2}|\n(?=\d{1,4}(?:\n|$)))(?:\(0\)|\(\d{1,4}\)|\d+)){1,8}/gu;
/**
 * An icon (a telephone emoji, a symbol, a glyph no text stands for, half an emoji a font's
 * mapping lost), read with the line breaks around it between a country code and the rest of its
 * number: "+33⏎📞⏎4 72 07 08 56".
 */
const ICON_GAP =
  /[ \u00a0]*\n?[\uFFFD\uE000-\uF8FF\uD800-\uDFFF\p{Extended_Pictographic}\p{So}]{1,2}\n?[ \u00a0]*/gu;
const NORTH_AMERICAN =
  /(?<![\p{L}\p{N}+_(])\(\d{3}\)[ \u00a0]?\d{3}[ \u00a0.-]\d{4}(?![\p{L}\p{N}])/gu;
/** Dates, times and sums on a contact line ("12.03.2024", "08.00-15.30", "2 500 000"). */
const NOT_A_PHONE =
  /^(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}[.:]\d{2}(?:[-–]\d{1,2}[.:]\d{2})?|\d{1,2}(?:[ \u00a0.]\d{3})+)$/u;
/** Groups ("+44", "20", "7946") of a match with their end offsets, so a number can be cut short. */
function groupEnds(value: string): number[] {
  const ends: number[] = [];
  for (const match of value.matchAll(/\(0\)|\(\d+\)|\d+/g))
    ends.push(match.index + match[0].length);
  return ends;
}

/** The shortest national significant numbers of the plans read here have six digits. */
const MIN_DIGITS = 6;

// A parse with the full metadata costs ~20 µs, and the same numbers recur across pages.
const foreignNumber = boundedMemo(4096, (key) => {
  const [country, value] = key.split('|') as [string, string];
  const number = parsePhoneNumberFromString(
    value,
    (country || undefined) as CountryCode | undefined,
  );
  return number !== undefined && number.isValid() && number.country !== 'NO';
});

/** A valid number of another country than Norway (Norwegian numbers are NO_PHONE_NUMBER). */
function isForeignNumber(value: string, country?: CountryCode): boolean {
  return foreignNumber(`${country ?? ''}|${value}`);
}

const digitCount = (value: string): number => value.replace(/\D/g, '').length;
const MAX_DIGITS = 15;

/**
 * Parses left for one text. A parse costs 20–60 µs; a page of made-up numbers after phone words
 * must not keep the server's thread for seconds, so past this many a page's further candidates
 * are not checked (a real page holds a few dozen numbers, each a few parses).
 */
type ParseBudget = { left: number };
const PARSES_PER_TEXT = 1_000;

/** The longest run of whole groups from the start that is valid in the country its code names. */
function longestValid(value: string, budget: ParseBudget): number | undefined {
  const ends = groupEnds(value);
  for (let last = ends.length - 1; last >= 0; last -= 1) {
    const end = ends[last]!;
    const prefix = value
      .slice(0, end)
      .replace(/^00/, '+')
      .replace(ICON_GAP, ' ')
      .replace('\n', ' ');
    const digits = digitCount(prefix);
    // No number plan has more than 15 digits with the country code (E.164).
    if (digits > MAX_DIGITS) continue;
    if (digits < MIN_DIGITS) return undefined;
    if (budget.left <= 0) return undefined;
    budget.left--;
    if (isForeignNumber(prefix)) return end;
  }
  return undefined;
}

function findInternational(text: string, budget: ParseBudget): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(INTERNATIONAL)) {
    const end = longestValid(match[0], budget);
    if (end !== undefined) {
      found.push({ start: match.index, end: match.index + end, score: INTERNATIONAL_SCORE });
    }
  }
  return found;
}

/** An e-mail or web address ending in a country's domain: ".co.za", ".de", ".co.uk". */
const COUNTRY_ADDRESS =
  /(?:@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*|(?:https?:\/\/|www\.)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*)\.([a-z]{2})(?![\p{L}\p{N}.-])/giu;
/** Country domains sold for other uses (.io, .tv, .me…), which say nothing of a country. */
const NOT_A_COUNTRY = new Set(['io', 'co', 'me', 'tv', 'ai', 'ly', 'fm', 'to', 'cc', 'ws', 'no']);
/** A national number on a contact line: digit groups, with the brackets people write. */
const LINE_NUMBER =
  /(?<![\p{L}\p{N}+_@./-])\(?\d{2,5}\)?(?:[ \u00a0./-]{1,2}\d{2,8}){1,4}(?![\p{L}\p{N}@]|[./-]\d)/gu;

/** The country a line's e-mail or web address names, if any (".uk" is Great Britain). */
function lineCountry(line: string): CountryCode | undefined {
  for (const match of line.matchAll(COUNTRY_ADDRESS)) {
    const domain = match[1]!.toLowerCase();
    if (!NOT_A_COUNTRY.has(domain))
      return (domain === 'uk' ? 'GB' : domain.toUpperCase()) as CountryCode;
  }
  return undefined;
}

/**
 * Whether a whole number is valid in `country` and written as that country writes its own
 * numbers, trunk prefix included: "030 1234567" in Germany, not "2024/1234", which the number
 * plan would accept as "02024 1234". One parse, kept like `foreignNumber`'s.
 */
const nationalNumber = boundedMemo(4096, (key) => {
  const [country, value] = key.split('|') as [CountryCode, string];
  const number = parsePhoneNumberFromString(value, country);
  if (number === undefined || !number.isValid() || number.country === 'NO') return false;
  return number.format('NATIONAL').replace(/\D/g, '') === value.replace(/\D/g, '');
});

function findOnContactLines(text: string, budget: ParseBudget): Candidate[] {
  const found: Candidate[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const isContactLine =
      line.length <= CONTACT_LINE_CHARS && (line.includes('@') || /www\.|https?:/iu.test(line));
    const country = isContactLine ? lineCountry(line) : undefined;
    if (country !== undefined) {
      for (const number of line.matchAll(LINE_NUMBER)) {
        const digits = digitCount(number[0]);
        if (NOT_A_PHONE.test(number[0]) || digits < MIN_DIGITS || digits > MAX_DIGITS) continue;
        if (budget.left <= 0) return found;
        budget.left--;
        if (!nationalNumber(`${country}|${number[0]}`)) continue;
        const start = lineStart + number.index;
        found.push({ start, end: start + number[0].length, score: CONTACT_LINE_SCORE });
      }
    }
    lineStart += line.length + 1;
  }
  return found;
}

function findNorthAmerican(text: string, budget: ParseBudget): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(NORTH_AMERICAN)) {
    if (budget.left <= 0) break;
    budget.left -= 2;
    if (isForeignNumber(match[0], 'US') || isForeignNumber(match[0], 'CA')) {
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        score: NORTH_AMERICAN_SCORE,
      });
    }
  }
  return found;
}

function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const budget: ParseBudget = { left: PARSES_PER_TEXT };
  // The number plans know no extensions: "(507) 476-7586 x6422" is one number with its extension.
  // A number plan takes a Danish CVR in pairs for a phone: not after its label ("CVR 20 12 34 56").
  const byPlan = [
    ...findInternational(text, budget),
    ...findNorthAmerican(text, budget),
    ...findOnContactLines(text, budget),
  ]
    .filter((candidate) => !isAfterOrgIdLabel(text, candidate.start))
    .map((candidate) => ({ ...candidate, end: extendedEnd(text, candidate.end) }));
  const all = [
    ...byPlan,
    // By context, whatever the number plan says: "Mobile: 555-123-4567 x12".
    ...findContactPhones(input).filter((phone) => !phone.isNorwegian),
    ...findMaskedPhones(text),
    ...findChineseMobiles(text),
  ];
  // The same number may be found twice ("Phone: (212) 555-0123" after "+1"): keep the best
  // of a range, and drop one inside another.
  const best = new Map<string, Candidate>();
  for (const candidate of all) {
    const key = `${candidate.start}:${candidate.end}`;
    if ((best.get(key)?.score ?? -1) < candidate.score) {
      best.set(key, { start: candidate.start, end: candidate.end, score: candidate.score });
    }
  }
  // In text order, widest first, a range inside another ends no later than the widest end seen
  // so far: one pass, where comparing every pair cost seconds on a page of labelled numbers.
  const ordered = [...best.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  let widestEnd = -1;
  return ordered.filter((candidate) => {
    if (candidate.end <= widestEnd) return false;
    widestEnd = candidate.end;
    return true;
  });
}

/**
 * Phone numbers of every other country, validated with libphonenumber's full metadata; after a
 * phone label or on a contact line, by their shape alone (test numbers, extensions).
 */
export const internationalPhoneRecognizer: Recognizer = {
  entity: 'PHONE_NUMBER',
  context: CONTEXT.PHONE_NUMBER,
  find,
};
