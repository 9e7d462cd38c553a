import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { collectMatches } from './recognizer';

/** Two plate letters and five digits: the car format, rarely anything else in running text. */
const FIVE_DIGIT_SCORE = 0.5;
/** Four digits (motorcycles, trailers) look like years and standard numbers more often. */
const FOUR_DIGIT_SCORE = 0.4;

// Norwegian plates do not use G, I, M, O, Q, W, Æ, Ø or Å; the number never starts with 0.
const PLATE =
  /(?<![\p{L}\p{N}])([A-FHJKLNPR-VX-Z]{2})[ \u00a0-]?([1-9]\d{3,4})(?![\p{L}\p{N}]|[.,/:]\d)/gu;
/** Pairs of plate letters that are far more often standards, company forms or unions. */
const NOT_PLATES = new Set(['NS', 'EN', 'AS', 'SA', 'DA', 'BA', 'KS', 'EU', 'UN', 'US', 'UK']);

function find(input: ScanInput): Candidate[] {
  return collectMatches(input.text, PLATE, (match) => {
    const letters = match[1] ?? '';
    const digits = match[2] ?? '';
    if (NOT_PLATES.has(letters)) return undefined;
    const isFourDigit = digits.length === 4;
    // "EL 2023" is a year far more often than a motorcycle.
    const year = Number(digits);
    if (isFourDigit && year >= 1900 && year <= 2099) return undefined;
    const score = isFourDigit ? FOUR_DIGIT_SCORE : FIVE_DIGIT_SCORE;
    return { start: match.index, end: match.index + match[0].length, score };
  });
}

/** Norwegian vehicle registration plates ("AB 12345", "EL12345", "EK 1234"). */
export const licensePlateRecognizer: Recognizer = {
  entity: 'NO_LICENSE_PLATE',
  context: CONTEXT.NO_LICENSE_PLATE,
  find,
};
