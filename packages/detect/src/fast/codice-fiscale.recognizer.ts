import { isValidDate } from './checksums';
import { compileContext } from './context-enhancer';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { checkFails, collectMatches } from './recognizer';

/**
 * An Italian person's codice fiscale: three letters of the surname, three of the name, the year,
 * the month's letter, the day (plus 40 for women), the place's code and a check letter; the
 * digits may be swapped for letters where two people would share a code ("omocodia"). Its form
 * alone is rare in other text, and its check letter and date make it sure.
 */
const DIGIT = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z](?![\p{L}\p{N}])`,
  'gu',
);
/** Form, check letter and birth date agree. */
const VALID_SCORE = 0.9;

/** What the check letter gives each character in an odd place (first, third, …). */
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
const MONTHS = 'ABCDEHLMPRST';
const OMOCODIA = 'LMNPQRSTUV';

/** A character's place in its alphabet: digits 0–9, letters 0–25. */
const ordinal = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

function hasValidCheck(code: string): boolean {
  let sum = 0;
  for (let index = 0; index < 15; index++) {
    const value = ordinal(code[index]!);
    sum += index % 2 === 0 ? ODD[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

/** The digits of a code whose "omocodia" letters are read back as digits. */
function digitsOf(code: string, from: number, to: number): number {
  const part = [...code.slice(from, to)].map((char) =>
    /\d/.test(char) ? char : String(OMOCODIA.indexOf(char)),
  );
  return Number(part.join(''));
}

/** Whether the code's letter and date check out: a real month and day (women's day + 40). */
export function isValidCodiceFiscale(code: string): boolean {
  const month = MONTHS.indexOf(code[8]!) + 1;
  const dayField = digitsOf(code, 9, 11);
  const day = dayField > 40 ? dayField - 40 : dayField;
  return hasValidCheck(code) && isValidDate(2000, month, day);
}

export const codiceFiscaleRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  // No context words: its form and check decide, and a label would lift a failing code above one
  // that passes.
  context: compileContext(''),
  find: ({ text }: ScanInput): Candidate[] =>
    collectMatches(text, CODICE_FISCALE, (match) => {
      const start = match.index;
      const end = start + match[0].length;
      // Its form but a wrong check letter or date: a test code or a typo (invoices of
      // freelancers carry made-up ones in samples).
      return isValidCodiceFiscale(match[0])
        ? { start, end, score: VALID_SCORE }
        : checkFails(start, end);
    }),
};
