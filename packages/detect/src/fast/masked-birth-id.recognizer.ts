import { isValidDate } from './checksums';
import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/**
 * A personal identity number whose writer masked its personal part and left the birth date, as
 * invoices with a tax deduction and letters print it: Swedish "19840812xxxx" or "840812-XXXX",
 * Danish "010170-xxxx", Norwegian "010170 *****". The date still says who it is: a birth date
 * of six or eight digits (a real one, read as yymmdd or ddmmyy), then four or five masks.
 */
const MASKED_ID =
  /(?<![\p{L}\p{N}*•.\-/])((?:19|20)?\d{6})[ \u00a0+-]?([xX*•]{4,5})(?![\p{L}\p{N}*•])/gu;
const SCORE = 0.6;

const number = (digits: string, from: number) => Number(digits.slice(from, from + 2));

/** Whether six or eight digits are a date: yyyymmdd, yymmdd or ddmmyy. */
function isBirthDate(digits: string): boolean {
  if (digits.length === 8) {
    return isValidDate(Number(digits.slice(0, 4)), number(digits, 4), number(digits, 6));
  }
  return (
    isValidDate(2000, number(digits, 2), number(digits, 4)) ||
    isValidDate(2000, number(digits, 2), number(digits, 0))
  );
}

export const maskedBirthIdRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext(
    'personnummer fødselsnummer fodselsnummer fnr cpr personnr henkilötunnus identity',
  ),
  find: ({ text }: ScanInput): Candidate[] =>
    collectMatches(text, MASKED_ID, (match) =>
      isBirthDate(match[1]!)
        ? { start: match.index, end: match.index + match[0].length, score: SCORE }
        : undefined,
    ),
};
