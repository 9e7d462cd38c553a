import { countrySpecs, isValidIBAN } from 'ibantools';
import { CONTEXT } from './context-words';
import { checkFails, type Candidate, type Recognizer, type ScanInput } from './recognizer';

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

/** "IBAN" just before a value, on its line or the line over it ("IBAN: DE…", "IBAN⏎DE…"). */
const IBAN_LABEL = /(?<![\p{L}])IBAN(?![\p{L}])[^\n]{0,12}\n?[^\n\p{L}\p{N}]{0,4}$/iu;

/**
 * A value its "IBAN" label names, of its country's length, whose mod-97 check fails: a test
 * number or a typo, suggested with the reason rather than dropped.
 */
function labelledFailing(text: string, start: number, candidate: string): number | undefined {
  if (!IBAN_LABEL.test(text.slice(Math.max(0, start - 20), start))) return undefined;
  const length = countrySpecs[candidate.slice(0, 2)]?.chars;
  if (!length) return undefined;
  let end = candidate.length;
  while (end > 0) {
    const compact = candidate.slice(0, end).replace(SPACES, '').length;
    if (compact === length) return end;
    if (compact < length) return undefined;
    end = Math.max(candidate.lastIndexOf(' ', end - 1), candidate.lastIndexOf('\u00a0', end - 1));
  }
  return undefined;
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
      const failing = labelledFailing(text, match.index, match[0]);
      if (failing !== undefined) found.push(checkFails(match.index, match.index + failing));
      pattern.lastIndex = match.index + (failing ?? 1);
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
