import { isValidDate } from './checksums';
import { compileContext } from './context-enhancer';
import {
  isCompanyKennitala,
  isValidDni,
  isValidHenkilotunnus,
  isValidKennitala,
  isValidPersonnummer,
} from './national-id-checks';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { checkFails, collectMatches } from './recognizer';

/** A written form whose own check passed: as sure as a labelled number. */
const SURE = 0.85;
/** A form other numbers share more often (Denmark's, Spain's): suggested, less sure. */
const LIKELY = 0.7;
/** A kennitala's digits run together, with no hyphen to say what it is: a suggestion. */
const RUN_TOGETHER = 0.6;

const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}.,/+-])`;
const EDGE_AFTER = String.raw`(?![\p{N}-]|[.,/]\d)`;
/** Sweden's personnummer as written: "850709-9805", "19850709-9805", over 100 with "+". */
const SWEDISH = new RegExp(`${EDGE_BEFORE}(?:19|20)?(\\d{6})[-+](\\d{4})${EDGE_AFTER}`, 'gu');
/** Finland's henkilötunnus: "131052-308T", the century sign "-", "+" or "A"–"F", "U"–"Y". */
const FINNISH = new RegExp(
  `${EDGE_BEFORE}\\d{6}[-+A-FU-Y]\\d{3}[0-9A-Y]${EDGE_AFTER}(?!\\p{L})`,
  'gu',
);
/** Ten digits in one piece: an Icelandic kennitala written without its hyphen ("1201743399"). */
const TEN_DIGITS = new RegExp(`\\d{10}${EDGE_AFTER}`, 'gu');
/** What may not stand right before a written id: a letter, a digit or a number's joint. */
const BEFORE_ID = /[\p{L}\p{N}.,/+-]/u;
/** India's PAN of a person: five letters, the fourth "P", four digits and a letter. */
const INDIAN_PAN = new RegExp(`${EDGE_BEFORE}[A-Z]{3}P[A-Z]\\d{4}[A-Z](?![\\p{L}\\p{N}])`, 'gu');
/**
 * India's provident-fund account of an employee as EPFO writes it: region, office, establishment,
 * extension (digits or letters) and account ("MH/BAN/0000064/000/0000123"), or run together as
 * the 22-character
 * member ID ("MHBAN00000640000000123").
 */
const INDIAN_PF =
  /[A-Z]{2}(?:\/[A-Z]{3}\/\d{1,7}\/[A-Z\d]{1,3}\/\d{1,7}|[A-Z]{3}\d{17})(?![\p{L}\p{N}/])/gu;
/**
 * A Brazilian professional's registration with their council and state, as prescriptions and
 * certificates print it under the signature: "CRM/SP 123456", "CRO-SP 12345", "OAB/RJ 98.765".
 */
const BRAZIL_COUNCIL =
  /(?<![\p{L}\p{N}])(?:CRM|CRO|CRP|CRF|CRN|CRMV|CREFITO|COREN|CREA|CAU|OAB)[ \u00a0]*[-/ ][ \u00a0]*[A-Z]{2}[ \u00a0]*(?:[/:-][ \u00a0]*|n?[º°][ \u00a0]*)?\d{1,3}(?:\.?\d{3})(?:-\d)?(?![\p{N}])/gu;
/** Spain's DNI "12345678Z" or "12345678-Z", and NIE "X1234567L". */
const SPANISH = new RegExp(`${EDGE_BEFORE}(?:\\d{8}|[XYZ]\\d{7})-?[A-Z](?![\\p{L}\\p{N}])`, 'gu');

/** Whether six digits read as a day, a month and a year ("131052"). */
function isDayMonthYear(value: string): boolean {
  return isValidDate(2000, Number(value.slice(2, 4)), Number(value.slice(0, 2)));
}

/** Whether ten digits start with a date, day first (Denmark, Finland) or year first (Sweden). */
function startsWithDate(digits: string): boolean {
  const yearFirst = isValidDate(2000, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
  return isDayMonthYear(digits) || yearFirst;
}

/** Denmark's CPR as written, "111111-1118": a real ddmmyy date and the old mod-11 check. */
function isValidCpr(digits: string): boolean {
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2, 1];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  return sum % 11 === 0 && isValidDate(2000, month, day);
}

/**
 * National identity numbers in the form each country writes them, with no label before them: a
 * Swedish personnummer ("850709-9805", a real date and the Luhn check), a Finnish henkilötunnus
 * (its check character), a Danish CPR number (a real date and the mod-11 check), a Spanish DNI
 * or NIE (its check letter). Each form passing its own check is rare in other text; an order or
 * invoice number written as a date and a serial fails the date or the check. An Icelandic
 * kennitala ("120174-3389": a date, its check digit and century) is written as the Swedish
 * number is, and an Indian PAN of a person ("ABCPE1234F": the fourth letter P) and an Indian
 * provident-fund account ("MH/BAN/0000064/000/0000123") have forms no other number has; these
 * are suggested a little less surely. A Brazilian professional's council registration ("CRM/SP
 * 123456") names its holder as surely as a labelled number. Any of these forms whose date is
 * real but whose check fails is suggested at 0.6 with the reason ("checksum").
 */
function find({ text }: ScanInput): Candidate[] {
  const found = (start: number, length: number, score: number) => ({
    start,
    end: start + length,
    score,
  });
  // A national id's written form whose date is real but whose check fails: a test number, a
  // typo, or a Danish CPR number issued since 2007, which has no check digit.
  const doubted = (start: number, length: number) => checkFails(start, start + length);
  return [
    ...collectMatches(text, SWEDISH, (match) => {
      const digits = match[1]! + match[2]!;
      if (isValidPersonnummer(digits)) return found(match.index, match[0].length, SURE);
      if (match[0].length === 11 && isValidCpr(digits))
        return found(match.index, match[0].length, LIKELY);
      if (match[0].length === 11 && isValidKennitala(digits) && !isCompanyKennitala(digits))
        return found(match.index, match[0].length, LIKELY);
      return match[0].length === 11 && startsWithDate(digits)
        ? doubted(match.index, match[0].length)
        : undefined;
    }),
    ...collectMatches(text, FINNISH, (match) => {
      if (isValidHenkilotunnus(match[0])) return found(match.index, match[0].length, SURE);
      // Ten digits with a hyphen are the Nordic form above, doubted there if at all.
      const isNordicForm = /^\d{6}-\d{4}$/u.test(match[0]);
      return !isNordicForm && isDayMonthYear(match[0])
        ? doubted(match.index, match[0].length)
        : undefined;
    }),
    // Its check digit, century digit and date make a random number of ten digits one in
    // thousands; less sure than with its hyphen.
    ...collectMatches(text, TEN_DIGITS, (match) =>
      !(match.index > 0 && BEFORE_ID.test(text[match.index - 1]!)) &&
      isValidKennitala(match[0]) &&
      !isCompanyKennitala(match[0])
        ? found(match.index, match[0].length, RUN_TOGETHER)
        : undefined,
    ),
    ...collectMatches(text, INDIAN_PAN, (match) => found(match.index, match[0].length, LIKELY)),
    // Its edge is checked here: a lookbehind would be tried at every position of every page.
    ...collectMatches(text, INDIAN_PF, (match) =>
      match.index > 0 && BEFORE_ID.test(text[match.index - 1]!)
        ? undefined
        : found(match.index, match[0].length, LIKELY),
    ),
    ...collectMatches(text, BRAZIL_COUNCIL, (match) => found(match.index, match[0].length, SURE)),
    ...collectMatches(text, SPANISH, (match) =>
      isValidDni(match[0].replace('-', ''))
        ? found(match.index, match[0].length, LIKELY)
        : undefined,
    ),
  ];
}

export const writtenIdsRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext('personnummer personnr cpr hetu henkilötunnus dni nie kennitala pan'),
  find,
};
