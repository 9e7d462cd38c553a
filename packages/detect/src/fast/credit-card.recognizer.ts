import { isValidLuhn } from './checksums';
import { CONTEXT } from './context-words';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** Printed in groups the way cards are embossed: Luhn, issuer and length all agree. */
const GROUPED_SCORE = 0.9;
/** One long digit run passing Luhn (1 in 10) with an issuer prefix is likely, not certain. */
const PLAIN_SCORE = 0.7;

const GROUPED_LAYOUTS = new Set([
  '4-4-4-4',
  '4-4-4-4-3',
  '4-4-4-4-2',
  '4-4-4-1',
  '4-4-4-3',
  '4-6-5',
  '4-6-4',
]);

type Issuer = { pattern: RegExp; lengths: readonly number[] };

const SIXTEEN_TO_NINETEEN = [16, 17, 18, 19];
const ISSUERS: readonly Issuer[] = [
  { pattern: /^4/, lengths: [13, 16, 19] }, // Visa
  { pattern: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] }, // Mastercard
  { pattern: /^3[47]/, lengths: [15] }, // American Express
  { pattern: /^(?:6011|64[4-9]|65)/, lengths: SIXTEEN_TO_NINETEEN }, // Discover
  { pattern: /^(?:30[0-5]|3[689])/, lengths: [14, 15, 16, 17, 18, 19] }, // Diners Club
  { pattern: /^35(?:2[89]|[3-8]\d)/, lengths: SIXTEEN_TO_NINETEEN }, // JCB
  { pattern: /^62/, lengths: SIXTEEN_TO_NINETEEN }, // UnionPay
  { pattern: /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, lengths: [13, 14, 15, 16, 17, 18, 19] }, // Maestro
];

/** Whether a digit string is a plausible payment card number: known issuer, its length, Luhn. */
export function isValidCardNumber(digits: string): boolean {
  const length = digits.length;
  const hasIssuer = ISSUERS.some(
    (issuer) => issuer.lengths.includes(length) && issuer.pattern.test(digits),
  );
  return hasIssuer && isValidLuhn(digits);
}

// No amount veto: Luhn, issuer and length make a card number next to a price one.
function find(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 5, maxDigits: 19 }, (window) => {
    const isPlain = window.separator === '' && window.digits.length >= 13;
    const isGrouped =
      GROUPED_LAYOUTS.has(window.layout) && (window.separator === ' ' || window.separator === '-');
    if (!isPlain && !isGrouped) return undefined;
    if (!isValidCardNumber(window.digits)) return undefined;
    return {
      start: window.start,
      end: window.end,
      score: isGrouped ? GROUPED_SCORE : PLAIN_SCORE,
    };
  });
}

/** Payment card numbers (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro). */
export const creditCardRecognizer: Recognizer = {
  entity: 'CREDIT_CARD',
  context: CONTEXT.CREDIT_CARD,
  find,
};
