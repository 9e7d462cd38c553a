import type { Candidate } from './recognizer';

/** A masked number cannot be checked against a number plan: its shape and a phone word say it. */
const MASKED_SCORE = 0.55;
/**
 * A phone number its writer masked at the end, as CV templates and receipts print it: "+90 5xx
 * xxx xx xx", "0120-000-XXX", "+47 41 XX XX XX". A country code or a trunk zero, then groups of
 * digits, then groups masked with x, X, * or •.
 */
const MASKED =
  /(?<![\p{L}\p{N}+*•])(?:\+\d{1,3}|\(?0\d{0,4}\)?)(?:[ \u00a0.-]?[\dxX*•]{1,4}){2,6}(?![\p{L}\p{N}*•])/gu;
const MASK = /[xX*•]/u;
/** A group of three masks or more between separators, digits on both sides. */
const MASKED_GROUP = /\d[ \u00a0.-](?:[xX]{3,4}|[*•]{3,4})[ \u00a0.-]\d/u;

/**
 * Numbers masked at the end or in a middle group ("010-****-3597"), with 8 to 15 digits and
 * masks, three digits or more shown before the masks.
 */
export function findMaskedPhones(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(MASKED)) {
    const characters = match[0].replace(/[^\dxX*•]/gu, '');
    const firstMask = characters.search(MASK);
    if (firstMask < 0) continue;
    // Digits after the masks only where a whole group is masked: "010-****-3597".
    if (/\d/u.test(characters.slice(firstMask)) && !MASKED_GROUP.test(match[0])) continue;
    const masks = characters.length - firstMask;
    if (masks < 2 || firstMask < 3 || characters.length < 8 || characters.length > 15) continue;
    found.push({ start: match.index, end: match.index + match[0].length, score: MASKED_SCORE });
  }
  return found;
}
