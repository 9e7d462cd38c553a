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

/** A DNI as Argentina prints it: "27.083.460", "1.234.567", "27083460". */
const DNI = /(?<![\p{L}\p{N}.,-])(?:\d{1,2}\.\d{3}\.\d{3}|\d{7,8})(?![\p{N}]|[.,-]\d)/gu;

/**
 * A person's CUIT or CUIL holds their DNI, so the DNI printed apart on the same text
 * ("Matricula 27.083.460" beside "20-27083460-5", a donors' table) is that person's number.
 */
function dnisOfCuits(text: string, cuits: readonly RegExpMatchArray[]): Candidate[] {
  const dnis = new Set(
    cuits.filter((match) => !match[1]!.startsWith('3')).map((match) => match[2]!),
  );
  if (dnis.size === 0) return [];
  return collectMatches(text, DNI, (match) => {
    if (!dnis.has(match[0].replace(/\./g, '').padStart(8, '0'))) return undefined;
    return { start: match.index, end: match.index + match[0].length, score: PERSON_SCORE };
  });
}

function find({ text }: ScanInput): Candidate[] {
  const cuits = [...text.matchAll(CUIT)].filter((match) =>
    isValidCuit(match[1]! + match[2]! + match[3]!),
  );
  return [
    ...cuits.map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      score: match[1]!.startsWith('3') ? COMPANY_SCORE : PERSON_SCORE,
    })),
    ...dnisOfCuits(text, cuits),
  ];
}

export const cuitRecognizer: Recognizer = {
  entity: 'ID_NUMBER',
  context: compileContext(''),
  find,
};
