import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/**
 * A US social security number in its printed form, "554-03-0876": three digits, two, four, with
 * hyphens. Area 000, 666 and 900–999 (ITINs and unassigned), group 00 and serial 0000 are never
 * issued. The form is rare in other text (phones are 3-3-4, dates have a month), but a form's
 * number of another kind can have it: suggested, not sure, unless a label says what it is (a
 * "SSN" or "Social security number" label makes it sure through the labelled values).
 */
const SSN = /(?<![\p{L}\p{N}-])(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}(?![\p{N}-])/gu;
const SCORE = 0.6;

export const usSsnRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext('ssn social security tin taxpayer'),
  find: ({ text }: ScanInput): Candidate[] =>
    collectMatches(text, SSN, (match) => ({
      start: match.index,
      end: match.index + match[0].length,
      score: SCORE,
    })),
};
