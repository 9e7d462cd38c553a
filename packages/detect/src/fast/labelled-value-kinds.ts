import { fieldKindOf } from '../layout/field-labels';
import { isOnlyLabelWords } from '../ner/not-names';
import { isValidDate } from './checksums';
import { MONTH_PATTERN, MONTHS } from './date-words';

/**
 * An identifier: a code or number with at least two digits, letters and separators allowed
 * ("2023/14521", "INV-2024-0012", "10045", "123 456 789", "CON02858", "4 C 112/23", "FV 1/2021",
 * "M-K0100077603-0001", a Medicare number's reference digit at the line's end "2123 45670 1"),
 * masked but for its last digits too ("XXXX-XXXX-4821", "**** 1234"), or its digits spaced apart
 * by a form's boxes ("0 1 0 1 7 0 0 1 0 1 0");
 * a lower-case word before the digits ("er 12345") is prose, and a date or a sum after them
 * ("23/1234 01.02.2024", "10045 NOK 4500") is another column.
 */
const ID_VALUE =
  /(?:\d(?:[ \u00a0]\d(?![\p{L}\p{N}])){5,16}(?![\p{L}\p{N}])|(?:[X*•]{2,}[-/ ]?)*(?:[A-Z]{1,6}-(?=[A-Z]{1,6}\d))?(?:[A-Z]{1,6}[-/ ]?|[A-Za-z]{1,6}[-/]?)?\d[\dA-Za-z]*(?:[-/._][\dA-Za-z]+)*(?:[ \u00a0](?!\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|(?:NOK|EUR|USD|GBP|SEK|DKK|CHF|kr)\b)(?:[A-Z]{1,3}[ \u00a0]\d+|\d{2,}|\d(?=[ \t\u00a0]*(?:\n|$)))(?:[-/._][\dA-Za-z]+)*(?![.,]\d))*(?![\p{L}\p{N}]))/uy;
/** A sum of money: "kr 450 000", "NOK 45 000,00", "450.000 kr", "€ 3.200,00", "$85,000". */
const AMOUNT_VALUE =
  /(?:(?:kr\.?|nok|eur|usd|gbp|sek|dkk|chf|€|\$|£)[ \u00a0]?)?\d{1,3}(?:[ \u00a0.,'’]\d{3})*(?:[.,]\d{1,2}|,-)?(?:[ \u00a0]?(?:kr\.?|nok|eur|€|,-|\.-)(?![\p{L}]))?(?![\p{L}\p{N}%])/iuy;
/**
 * "01.02.2024", "2024-02-01", "1/2/24": dates follow labels too, and are not what they name
 * (a part of three digits is no date's: "078-05-1120" is a social security number).
 */
const DATE = /^(?:\d{1,2}|\d{4})[./-]\d{1,2}[./-](?:\d{1,2}|\d{4})$/;
/** A currency before the digits: "Ordrenummer: NOK 1 200" is a sum, not an order number. */
const CURRENCY_FIRST = /^(?:NOK|EUR|USD|GBP|SEK|DKK|CHF|kr\.?)(?=[ \u00a0]?\d)/iu;
/** Decimals, minutes or a percent after the digits: "1.234,50", "12:30", "15 %". */
const NOT_ID_AFTER = /^(?:[.,:]\d|,-|[ \u00a0]?%)/u;
/** Thousands before a currency: "1 200 kr", "45.000 €". */
const THOUSANDS = /^\d{1,3}(?:[ \u00a0.]\d{3})+$/u;
const CURRENCY_AFTER = /^[ \u00a0]?(?:kr\b|nok\b|eur\b|usd\b|gbp\b|sek\b|dkk\b|chf\b|€|\$|£|,-)/iu;

/** Whether an identifier read after a label is a sum of money or a time instead. */
function isSumOrTime(value: string, after: string): boolean {
  return (
    CURRENCY_FIRST.test(value) ||
    NOT_ID_AFTER.test(after) ||
    (THOUSANDS.test(value) && CURRENCY_AFTER.test(after))
  );
}

/**
 * A person's name: one to four capitalised words on one line ("Kari Nordmann", "BØTHUN"), or
 * two to seven Chinese or Japanese characters ("王小明", "山田 太郎", "長谷川 三郎兵衛") or two
 * to four Korean syllables ("김민수").
 */
const NAME_VALUE =
  /(?:\p{Lu}[\p{L}'’.-]*(?:[ \u00a0](?:(?:van|von|de|der|den|la|le|af|da|di)[ \u00a0])?\p{Lu}[\p{L}'’.-]*){0,3}|\p{Script=Han}{1,4}[ \u3000]?\p{Script=Han}{1,3}|[가-힣]{2,4})(?![\p{L}\p{N}])/uy;

/**
 * A date with its year: "12.12.2018", "1989-12-11", "11 December 1989", "11. des. 1989",
 * "December 11, 1989", "6 de septiembre de 1998", "1995年3月", "1995.03", a form's
 * "09 / 21 / 1970", "12-Mar-1990", eight digits that are a day, a month and a year ("14051980",
 * "19800514");
 * what a date-of-birth label names.
 */
const DATE_VALUE = new RegExp(
  String.raw`(?:\d{1,2}[ \u00a0][./-][ \u00a0]\d{1,2}[ \u00a0][./-][ \u00a0]\d{4}|\d{8}(?!\d)|\d{4}[ \u00a0]?年[ \u00a0]?\d{1,2}[ \u00a0]?月(?:[ \u00a0]?\d{1,2}[ \u00a0]?日)?|\d{4}[./]\d{1,2}(?:[./]\d{1,2})?(?![./-]?\d)|\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{1,2}([./-])(?:${MONTH_PATTERN})\1(?:\d{4}|\d{2})|\d{4}-\d{2}-\d{2}|\d{1,2}(?:\.|st|nd|rd|th|er|º)?[ \u00a0]?(?:de[ \u00a0]+)?(?:${MONTH_PATTERN})\.?,?[ \u00a0](?:de[ \u00a0]+)?\d{4}|(?:${MONTH_PATTERN})\.?[ \u00a0]\d{1,2}(?:st|nd|rd|th)?,?[ \u00a0]\d{4})(?![\p{L}\p{N}]|[./-]\d)`,
  'iuy',
);

/**
 * A vehicle's plate or VIN: "FB-LE 9999", "AB 12345", "AB12 CDE", "WBA11FZ060FP99999". Groups
 * of capitals and digits, cut to a plate's ten characters when a word follows on the line.
 */
const VEHICLE_VALUE =
  /[A-ZÆØÅÄÖÜ0-9]{1,17}(?:[- \u00a0·.][A-ZÆØÅÄÖÜ0-9]{1,5}){0,3}(?![\p{L}\p{N}])/uy;
/** A user name: one token of letters, digits, dots, hyphens and underscores, e-mail-like too. */
const LOGIN_VALUE = /[\p{L}\p{N}][\p{L}\p{N}._@-]{1,62}[\p{L}\p{N}](?![\p{L}\p{N}._@-])/uy;

/** A plate's most characters, separators aside; a VIN has 17. */
const PLATE_CHARACTERS = 10;

/** The forms of value a label can name. */
export type ValueKind = 'id' | 'amount' | 'name' | 'date' | 'vehicle' | 'login';

const VALUE_PATTERNS: Record<ValueKind, RegExp> = {
  id: ID_VALUE,
  amount: AMOUNT_VALUE,
  name: NAME_VALUE,
  date: DATE_VALUE,
  vehicle: VEHICLE_VALUE,
  login: LOGIN_VALUE,
};

/**
 * A date a label names outranks the same date found as any date ("Date of birth: 11.12.1989"
 * is a date of birth first), whose full dates score 0.85.
 */
export const NAMED_DATE_BONUS = 0.1;

/** The characters of a value of `kind` at `at`, or 0 when none starts there. */
export function valueLength(text: string, at: number, kind: ValueKind): number {
  const pattern = VALUE_PATTERNS[kind];
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  if (!match) return 0;
  const value = match[0].trimEnd();
  const digits = value.replace(/\D/g, '').length;
  if (kind === 'id') {
    const after = text.slice(at + value.length, at + value.length + 5);
    if (digits < 2 || DATE.test(value) || isSumOrTime(value, after)) return 0;
  }
  if (kind === 'amount' && digits < 3) return 0;
  if (kind === 'date' && !isRealDate(value)) return 0;
  if (kind === 'vehicle') return vehicleLength(value);
  // "Username: required", "Login: Password": a label word or a word of prose is no one's login;
  // a login that is a plain word ("kari") is left to the tagger, to keep prose out.
  if (kind === 'login' && (isOnlyLabelWords([value]) || /^\p{Lu}?\p{Ll}+$/u.test(value))) {
    return 0;
  }
  // "Name: Date of birth", "Navn Fødselsdato", "Full Name" over "Middle Initial": a label after a
  // label is no one's name; "Vi har mottatt …" under a heading "Søker" is a sentence, and
  // "Slektskap/relasjon til barnet" another label, not a name.
  if (kind === 'name') {
    if (isOnlyLabelWords(value.split(/[ \u00a0]+/))) return 0;
    if (fieldKindOf(value, { roles: false }) !== undefined) return 0;
    // "NUMERO D’IMMATRICULATION", "Nummer": a number's label; no name starts with the word.
    if (/^(?:num[ée]ro|number|nummer|numer|n[°º])(?![\p{L}])/iu.test(value)) return 0;
    if (
      /^(?:[ \u00a0]+\p{Ll}|\/\p{Ll})/u.test(text.slice(at + value.length, at + value.length + 3))
    ) {
      return 0;
    }
  }
  return value.length;
}

/** Whether a numeric date's day and month can be a day and a month, either way round. */
function isRealDate(value: string): boolean {
  if (/^\d{8}$/.test(value)) return isCompactDate(value);
  const named = /^(\d{1,2})[./-](\p{L}+)[./-](\d{2}|\d{4})$/u.exec(value);
  if (named) {
    const month = MONTHS.get(named[2]!.toLowerCase()) ?? 0;
    const year = Number(named[3]);
    return isValidDate(year < 100 ? 2000 + year : year, month, Number(named[1]));
  }
  const parts = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$/.exec(value.replace(/[ \u00a0]/g, ''));
  if (!parts) return true;
  const [first, second, third] = parts.slice(1).map(Number) as [number, number, number];
  if (parts[1]!.length === 4) return isValidDate(first, second, third);
  // A two-digit year may be a leap year's: 29.02.24.
  const year = third < 100 ? 2000 + third : third;
  return isValidDate(year, second, first) || isValidDate(year, first, second);
}

/** Eight digits that are a date of this or the last century: DDMMYYYY or YYYYMMDD. */
function isCompactDate(value: string): boolean {
  const number = (from: number, to: number) => Number(value.slice(from, to));
  const isYear = (year: number) => year >= 1900 && year <= 2099;
  return (
    (isYear(number(4, 8)) && isValidDate(number(4, 8), number(2, 4), number(0, 2))) ||
    (isYear(number(0, 4)) && isValidDate(number(0, 4), number(4, 6), number(6, 8)))
  );
}

/** The length of the plate or VIN that starts `value`, or 0 when it is none. */
function vehicleLength(value: string): number {
  const groups = value.split(/(?=[- \u00a0·.])/u);
  let length = 0;
  let characters = 0;
  for (const group of groups) {
    const alphanumerics = group.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (characters > 0 && characters + alphanumerics > PLATE_CHARACTERS) break;
    length += group.length;
    characters += alphanumerics;
  }
  const vehicle = value.slice(0, length);
  const isMixed = /\d/.test(vehicle) && /\p{Lu}/u.test(vehicle);
  return characters >= 4 && (characters <= PLATE_CHARACTERS || characters === 17) && isMixed
    ? length
    : 0;
}
