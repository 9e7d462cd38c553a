import { hasValidMod11, isValidDate } from './checksums';
import { hasContextBefore } from './context-enhancer';
import { CONTEXT } from './context-words';
import { isAfterKidLabel } from './kid.recognizer';
import type { DigitWindow } from './number-runs';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** The first control digit's weights, the digit itself weighted 1 (Skatteetaten's 2032 rule). */
const FIRST_CONTROL_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2, 1];
const SECOND_CONTROL_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/**
 * Numbers issued from 2032 (to anyone, whatever their birth year) accept remainders 0–3 for the
 * first control digit; numbers issued before accept only 0, so the new rule covers both.
 */
const FIRST_CONTROL_REMAINDERS = 4;
/** "010190 12345" and "010190-12345" are unmistakably fødselsnummer; a plain run less so. */
const GROUPED_SCORE = 0.95;
const PLAIN_SCORE = 0.85;
/** Below a plain account number with its context (0.5 + 0.35), above the default threshold. */
const NEAR_ACCOUNT_WORDS_SCORE = 0.8;

/** The century of a birth year from the individual number (Folkeregisteret's pre-2032 rules). */
function centuryOf(individual: number, year: number): number | undefined {
  if (individual <= 499) return 1900;
  if (individual <= 749 && year >= 54) return 1800;
  if (year <= 39) return 2000;
  if (individual >= 900) return 1900;
  return undefined;
}

/**
 * Day and month without the offsets of D-nummer (day + 40), H-nummer and NAV's synthetic numbers
 * (month + 40) and Skatteetaten's synthetic Tenor numbers (month + 80).
 */
function dayAndMonthOf(digits: string): { day: number; month: number } {
  const rawDay = Number(digits.slice(0, 2));
  const rawMonth = Number(digits.slice(2, 4));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = rawMonth > 80 ? rawMonth - 80 : rawMonth > 40 ? rawMonth - 40 : rawMonth;
  return { day, month };
}

/**
 * The birth date a fødselsnummer, D- or H-nummer encodes by the pre-2032 rules, where the
 * individual number gives the century; undefined when it gives none or the date is not real.
 */
export function birthDateOf(
  digits: string,
): { year: number; month: number; day: number } | undefined {
  const { day, month } = dayAndMonthOf(digits);
  const shortYear = Number(digits.slice(4, 6));
  const century = centuryOf(Number(digits.slice(6, 9)), shortYear);
  if (century === undefined) return undefined;
  const year = century + shortYear;
  return isValidDate(year, month, day) ? { year, month, day } : undefined;
}

/**
 * Whether the date is real in some century. From 2032 the individual number no longer gives the
 * century, and numbers are issued to people born before too, so any century will do.
 */
function hasRealDate(digits: string): boolean {
  const { day, month } = dayAndMonthOf(digits);
  const shortYear = Number(digits.slice(4, 6));
  return isValidDate(1900 + shortYear, month, day) || isValidDate(2000 + shortYear, month, day);
}

function hasValidFirstControl(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < FIRST_CONTROL_WEIGHTS.length; i += 1) {
    sum += (digits.charCodeAt(i) - 48) * FIRST_CONTROL_WEIGHTS[i]!;
  }
  return sum % 11 < FIRST_CONTROL_REMAINDERS;
}

/**
 * Whether 11 digits are a valid fødselsnummer, D- or H-nummer, or a synthetic test number:
 * both control digits (the first by the 2032 rule, which includes the old one) and a real date.
 */
export function isValidFodselsnummer(digits: string): boolean {
  return (
    /^\d{11}$/.test(digits) &&
    hasValidFirstControl(digits) &&
    hasValidMod11(digits, SECOND_CONTROL_WEIGHTS) &&
    hasRealDate(digits)
  );
}

/**
 * Every fødselsnummer also passes the bank-account check (same weights as its second control
 * digit), so a plain 11-digit run with account words before it and no fødselsnummer words may be
 * an account.
 */
export function isAccountByContext(input: ScanInput, start: number): boolean {
  return (
    input.hasContext(start, CONTEXT.NO_BANK_ACCOUNT) &&
    !input.hasContext(start, CONTEXT.NO_FODSELSNUMMER)
  );
}

/** "Fnr 29027 612383": odd spaced groups count only right after a fødselsnummer word. */
function isNamedRightBefore(input: ScanInput, start: number): boolean {
  return hasContextBefore(input.text, start, CONTEXT.NO_FODSELSNUMMER, 1);
}

function scoreOf(input: ScanInput, window: DigitWindow): number | undefined {
  const isGrouped =
    window.layout === '6-5' && (window.separator === ' ' || window.separator === '-');
  const isPlain = window.layout === '11';
  const isOddlySpaced =
    !isGrouped && !isPlain && window.separator === ' ' && window.digits.length === 11;
  if (!isGrouped && !isPlain && !isOddlySpaced) return undefined;
  if (!isValidFodselsnummer(window.digits)) return undefined;
  // "KID-nummer: 20018359805": a payment reference may pass as a fødselsnummer; its label says no.
  if (isAfterKidLabel(input.text, window.start)) return undefined;
  if (isGrouped) return GROUPED_SCORE;
  if (isOddlySpaced) return isNamedRightBefore(input, window.start) ? PLAIN_SCORE : undefined;
  // Never dropped for account words ("BankID", "Utbetaling", "Kontoret" match them): the number is
  // still reported, below the account reading, so overlap resolution labels it by context.
  return isAccountByContext(input, window.start) ? NEAR_ACCOUNT_WORDS_SCORE : PLAIN_SCORE;
}

// No amount veto: two control digits and a date make "29027612383 kr 5000" a fødselsnummer.
function find(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 4, maxDigits: 11 }, (window) => {
    const score = scoreOf(input, window);
    return score === undefined ? undefined : { start: window.start, end: window.end, score };
  });
}

/** Fødselsnummer, D-nummer, H-nummer and synthetic test numbers (Tenor, NAV). */
export const fodselsnummerRecognizer: Recognizer = {
  entity: 'NO_FODSELSNUMMER',
  context: CONTEXT.NO_FODSELSNUMMER,
  find,
};
