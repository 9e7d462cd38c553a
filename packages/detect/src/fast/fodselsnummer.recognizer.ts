import { hasValidMod11, isValidDate } from './checksums';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { scanWindows } from './number-runs';

const FIRST_CONTROL_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const SECOND_CONTROL_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
/** "010190 12345" and "010190-12345" are unmistakably fødselsnummer; a plain run less so. */
const GROUPED_SCORE = 0.95;
const PLAIN_SCORE = 0.85;

/** The century of a birth year from the individual number (Folkeregisteret's pre-2032 rules). */
function centuryOf(individual: number, year: number): number | undefined {
  if (individual <= 499) return 1900;
  if (individual <= 749 && year >= 54) return 1800;
  if (year <= 39) return 2000;
  if (individual >= 900) return 1900;
  return undefined;
}

/** The birth date an 11-digit fødselsnummer, D-nummer (day + 40) or H-nummer (month + 40) encodes. */
export function birthDateOf(
  digits: string,
): { year: number; month: number; day: number } | undefined {
  const rawDay = Number(digits.slice(0, 2));
  const rawMonth = Number(digits.slice(2, 4));
  const day = rawDay > 40 ? rawDay - 40 : rawDay;
  const month = rawMonth > 40 ? rawMonth - 40 : rawMonth;
  const shortYear = Number(digits.slice(4, 6));
  const century = centuryOf(Number(digits.slice(6, 9)), shortYear);
  if (century === undefined) return undefined;
  const year = century + shortYear;
  return isValidDate(year, month, day) ? { year, month, day } : undefined;
}

/** Whether 11 digits are a valid fødselsnummer, D- or H-nummer: both control digits and a real date. */
export function isValidFodselsnummer(digits: string): boolean {
  return (
    /^\d{11}$/.test(digits) &&
    hasValidMod11(digits, FIRST_CONTROL_WEIGHTS) &&
    hasValidMod11(digits, SECOND_CONTROL_WEIGHTS) &&
    birthDateOf(digits) !== undefined
  );
}

/**
 * Every fødselsnummer also passes the bank-account check (same weights as its second control
 * digit), so a plain 11-digit run with account words before it and no fødselsnummer words is left
 * to the bank-account recognizer.
 */
export function isAccountByContext(input: ScanInput, start: number): boolean {
  return (
    input.hasContext(start, CONTEXT.NO_BANK_ACCOUNT) &&
    !input.hasContext(start, CONTEXT.NO_FODSELSNUMMER)
  );
}

function find(input: ScanInput): Candidate[] {
  const found: Candidate[] = [];
  for (const run of input.numberRuns()) {
    if (run.isAmount) continue;
    const matches = scanWindows(input.text, run, { maxGroups: 2, maxDigits: 11 }, (window) => {
      const isGrouped =
        window.layout === '6-5' && (window.separator === ' ' || window.separator === '-');
      if (!isGrouped && window.layout !== '11') return undefined;
      if (!isValidFodselsnummer(window.digits)) return undefined;
      if (!isGrouped && isAccountByContext(input, window.start)) return undefined;
      return {
        start: window.start,
        end: window.end,
        score: isGrouped ? GROUPED_SCORE : PLAIN_SCORE,
      };
    });
    found.push(...matches);
  }
  return found;
}

/** Fødselsnummer, D-nummer and H-nummer. */
export const fodselsnummerRecognizer: Recognizer = {
  entity: 'NO_FODSELSNUMMER',
  context: CONTEXT.NO_FODSELSNUMMER,
  find,
};
