import { isValidLuhn } from './checksums';
import { CONTEXT } from './context-words';
import { scanAllRuns } from './number-runs';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** Printed in groups the way cards are embossed: Luhn, issuer and length all agree. */
const GROUPED_SCORE = 0.9;
/** One long digit run passing Luhn (1 in 10) with an issuer prefix is likely, not certain. */
const PLAIN_SCORE = 0.7;
/** A plain run in a broad range (Maestro's 5x/6x, UATP's 1): one in ten reference numbers fits. */
const BROAD_PLAIN_SCORE = 0.4;

const GROUPED_LAYOUTS = new Set([
  '4-4-4-4',
  '4-4-4-4-3',
  '4-4-4-4-2',
  '4-4-4-1',
  '4-4-4-3',
  '4-4-4-2',
  '4-4-5',
  '4-6-5',
  '4-6-4',
  '4-4-4',
]);

/** `broad`: a range wide enough that a plain run in it is a card only after a card word. */
type Issuer = { pattern: RegExp; lengths: readonly number[]; broad?: boolean };

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

// The networks' issuer ranges (IIN) and lengths; a number needs one of them and the Luhn digit.
const ISSUERS: readonly Issuer[] = [
  { pattern: /^4/, lengths: [13, 16, 19] }, // Visa, Visa Electron
  { pattern: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] }, // Mastercard
  { pattern: /^3[47]/, lengths: [15] }, // American Express
  {
    pattern: /^(?:6011|64[4-9]|65|622(?:12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/,
    lengths: range(16, 19),
  }, // Discover
  { pattern: /^(?:30[0-5]|3095|3[689])/, lengths: range(14, 19) }, // Diners Club
  {
    pattern:
      /^(?:35(?:2[89]|[3-8]\d)|30(?:8[89]|9[0-4]|9[6-9])|310[0-2]|311\d|3120|315[89]|33[3-4]\d)/,
    lengths: range(16, 19),
  }, // JCB
  { pattern: /^(?:1800|2131)/, lengths: [15] }, // JCB's older 15-digit range
  { pattern: /^(?:62|81)/, lengths: range(16, 19) }, // UnionPay
  { pattern: /^(?:50|5[6-9]|6\d)/, lengths: range(12, 19), broad: true }, // Maestro (50, 56–69)
  { pattern: /^220[0-4]/, lengths: range(16, 19) }, // Mir
  { pattern: /^(?:60|65|8[12]|508|353|356)/, lengths: [16], broad: true }, // RuPay
  {
    pattern:
      /^(?:506(?:099|1[0-8]\d|19[0-8])|6500(?:0[2-9]|1\d|2[0-7])|507(?:86[5-9]|8[7-9]\d|9[0-5]\d|96[0-4]))/,
    lengths: [16, 18, 19],
  }, // Verve
  { pattern: /^5019/, lengths: [16] }, // Dankort
  { pattern: /^9792/, lengths: [16] }, // Troy
  { pattern: /^1/, lengths: [15], broad: true }, // UATP
  { pattern: /^63[6-9]/, lengths: range(16, 19) }, // InterPayment, InstaPayment
];

function issuersOf(digits: string): Issuer[] {
  return ISSUERS.filter(
    (issuer) => issuer.lengths.includes(digits.length) && issuer.pattern.test(digits),
  );
}

/** Whether a digit string is a plausible payment card number: known issuer, its length, Luhn. */
export function isValidCardNumber(digits: string): boolean {
  return issuersOf(digits).length > 0 && isValidLuhn(digits);
}

// No amount veto: Luhn, issuer and length make a card number next to a price one.
function find(input: ScanInput): Candidate[] {
  return scanAllRuns(input.text, input.numberRuns(), { maxGroups: 5, maxDigits: 19 }, (window) => {
    // Maestro's shortest numbers (12 digits) and Visa's old 13 read as cards only after a card
    // word: 13 digits plain are an EAN or a GLN first ("4333741000005", a German company's).
    const isShort = window.digits.length === 12 || window.digits.length === 13;
    if (isShort && !input.hasContext(window.start, CONTEXT.CREDIT_CARD)) return undefined;
    const isPlain = window.separator === '' && window.digits.length >= 12;
    const isGrouped =
      GROUPED_LAYOUTS.has(window.layout) && (window.separator === ' ' || window.separator === '-');
    if (!isPlain && !isGrouped) return undefined;
    const issuers = issuersOf(window.digits);
    if (issuers.length === 0 || !isValidLuhn(window.digits)) return undefined;
    // A plain run only a broad range takes (a giro's KID, an EAN, a tracking number starting 6
    // or 1) needs a card word before it.
    const isBroad = issuers.every((issuer) => issuer.broad);
    const score = isGrouped ? GROUPED_SCORE : isBroad ? BROAD_PLAIN_SCORE : PLAIN_SCORE;
    return { start: window.start, end: window.end, score };
  });
}

/** Payment card numbers of every network that numbers its cards with a Luhn digit. */
export const creditCardRecognizer: Recognizer = {
  entity: 'CREDIT_CARD',
  context: CONTEXT.CREDIT_CARD,
  find,
};
