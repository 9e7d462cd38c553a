import { countrySpecs, isValidIBAN } from 'ibantools';
import { CONTEXT } from './context-words';
import type { Candidate, Recognizer, ScanInput } from './recognizer';

/** mod-97 and the country's length and BBAN format leave little doubt. */
const IBAN_SCORE = 0.95;
/** A masked IBAN cannot be checked: its country and length say what it is. */
const MASKED_SCORE = 0.75;
/** Norway's IBAN is the shortest (15 characters). */
const MIN_LENGTH = 15;

// Country, check digits, then up to 30 characters with an optional space before each, so the
// grouped form "NO93 8601 1117 947" and the electronic one both match; the longest possible run
// is trimmed back at spaces until it validates ("… 947 BIC" ends before "BIC").
const CANDIDATE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]){11,30}(?![\p{L}\p{N}])/gu;
const SPACES = /[ \u00a0]/g;

/**
 * An IBAN with its middle masked, as statements and direct-debit notices print the customer's
 * ("DE54 5004 **** **** **** 00"): a country's code, its check digits, the country's length
 * with three or more of the characters masked.
 */
const MASKED =
  /(?<![\p{L}\p{N}])([A-Z]{2})\d{2}(?:[ \u00a0]?[A-Z0-9*xX•]){11,30}(?![\p{L}\p{N}*•])/gu;
const MASK = /[*xX•]/g;

function findMasked(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(MASKED)) {
    const value = match[0].replace(SPACES, '');
    const masks = value.slice(4).match(MASK)?.length ?? 0;
    const length = countrySpecs[match[1]!]?.chars;
    if (masks < 3 || !length || value.length !== length) continue;
    found.push({ start: match.index, end: match.index + match[0].length, score: MASKED_SCORE });
  }
  return found;
}

/** Whether an IBAN (spaces allowed) passes ibantools' country length, format and mod-97 checks. */
export function isValidIban(value: string): boolean {
  return isValidIBAN(value.replace(SPACES, ''));
}

/** The longest prefix of a candidate, cut at a space, that is a valid IBAN. */
function longestValidPrefix(candidate: string): number | undefined {
  let end = candidate.length;
  while (end > 0) {
    const prefix = candidate.slice(0, end);
    if (prefix.replace(SPACES, '').length < MIN_LENGTH) return undefined;
    if (isValidIban(prefix)) return end;
    end = Math.max(prefix.lastIndexOf(' '), prefix.lastIndexOf('\u00a0'));
  }
  return undefined;
}

// Not matchAll: that would resume after the untrimmed candidate and lose an IBAN starting inside
// it ("NO93 8601 1117 947 DE89 …", "AB12 NO9386011117947"). Each candidate is at most 64
// characters, so restarting one character later keeps the scan linear.
function find(input: ScanInput): Candidate[] {
  const { text } = input;
  const found: Candidate[] = [];
  const pattern = new RegExp(CANDIDATE.source, CANDIDATE.flags);
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const length = longestValidPrefix(match[0]);
    if (length === undefined) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    found.push({ start: match.index, end: match.index + length, score: IBAN_SCORE });
    pattern.lastIndex = match.index + length;
  }
  return [...found, ...findMasked(text)];
}

/** International bank account numbers. */
export const ibanRecognizer: Recognizer = {
  entity: 'IBAN_CODE',
  context: CONTEXT.IBAN_CODE,
  find,
};
