import { hasValidMod11 } from './checksums';
import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/**
 * Argentina's CUIT and CUIL (the tax and labour numbers of people and companies): a type prefix,
 * the holder's eight-digit DNI and a mod-11 check digit, written "20-27083460-5". The hyphenated
 * form with a passing check is rare in other text; a failing one is left to a label.
 */
const CUIT = /(?<![\p{L}\p{N}-])(20|23|24|27|30|33|34)-(\d{8})-(\d)(?![\p{N}-])/gu;
/** People's prefixes (20, 23, 24, 27). */
const PERSON_SCORE = 0.85;
/** Companies' prefixes (30, 33, 34): still suggested, lower; a person's block may carry one. */
const COMPANY_SCORE = 0.6;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Whether an 11-digit CUIT or CUIL's last digit is its mod-11 check digit. */
export function isValidCuit(digits: string): boolean {
  return /^\d{11}$/.test(digits) && hasValidMod11(digits, WEIGHTS);
}

export const cuitRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] =>
    collectMatches(text, CUIT, (match) => {
      if (!isValidCuit(match[1]! + match[2]! + match[3]!)) return undefined;
      const start = match.index;
      const score = match[1]!.startsWith('3') ? COMPANY_SCORE : PERSON_SCORE;
      return { start, end: start + match[0].length, score };
    }),
};
