import { CONTEXT } from './context-words';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** The weights of the DUF number's two-digit control (UDI): remainder of the sum by 11. */
const DUF_WEIGHTS = [4, 6, 3, 2, 4, 6, 3, 2, 7, 5];
/**
 * Twelve digits with a 1-in-11 control are a DUF number only after its word ("DUF-nr.", "UDI");
 * plain, the score stays below the default threshold.
 */
const BASE_SCORE = 0.45;
const LAYOUTS = new Set(['12', '4-6-2', '4-4-4', '4-8']);
const FIRST_YEAR = 1970;
const LAST_YEAR = 2099;

/**
 * Whether 12 digits are a DUF number (UDI's case number for a person): a registration year, six
 * digits and the two-digit control.
 */
export function isValidDufNumber(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const year = Number(digits.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  let sum = 0;
  for (let i = 0; i < DUF_WEIGHTS.length; i += 1)
    sum += (digits.charCodeAt(i) - 48) * DUF_WEIGHTS[i]!;
  return sum % 11 === Number(digits.slice(10));
}

function find(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 3, maxDigits: 12 }, (window) => {
    if (!LAYOUTS.has(window.layout)) return undefined;
    if (window.separator !== '' && window.separator !== ' ' && window.separator !== '-') {
      return undefined;
    }
    if (!isValidDufNumber(window.digits)) return undefined;
    return { start: window.start, end: window.end, score: BASE_SCORE };
  });
}

/** DUF numbers, UDI's identifier for foreign nationals' cases. */
export const dufNumberRecognizer: Recognizer = {
  entity: 'NO_DUF_NUMBER',
  context: CONTEXT.NO_DUF_NUMBER,
  find,
};
