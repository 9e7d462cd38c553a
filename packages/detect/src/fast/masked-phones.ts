import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
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

/** Numbers masked at the end, with 8 to 15 digits and masks, three digits or more shown. */
export function findMaskedPhones(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(MASKED)) {
    const characters = match[0].replace(/[^\dxX*•]/gu, '');
    const firstMask = characters.search(MASK);
    if (firstMask < 0 || /\d/u.test(characters.slice(firstMask))) continue;
    const masks = characters.length - firstMask;
    if (masks < 2 || firstMask < 3 || characters.length < 8 || characters.length > 15) continue;
    found.push({ start: match.index, end: match.index + match[0].length, score: MASKED_SCORE });
  }
  return found;
}

/** A Chinese mobile number on a contact line: valid in China's plan, no label before it. */
const CHINESE_MOBILE_SCORE = 0.6;
const CHINESE_MOBILE = /(?<![\p{L}\p{N}+_.-])1[3-9]\d(?:[ -]?\d{4}){2}(?![\p{L}\p{N}])/gu;
/** A contact line: a mailbox, or items set apart by bars and bullets. */
const CONTACT_LINE = /@|[|｜·•]/u;

/**
 * China's mobile numbers ("15800001111", "138 1234 5678") on a contact line of a page written in
 * Chinese: a CV's head prints them with no label, beside the mailbox.
 */
export function findChineseMobiles(text: string): Candidate[] {
  if (!/\p{Script=Han}/u.test(text)) return [];
  const found: Candidate[] = [];
  for (const match of text.matchAll(CHINESE_MOBILE)) {
    const lineStart = text.lastIndexOf('\n', match.index - 1) + 1;
    const lineEnd = text.indexOf('\n', match.index);
    const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
    if (!CONTACT_LINE.test(line)) continue;
    if (!parsePhoneNumberFromString(match[0], 'CN')?.isValid()) continue;
    const end = match.index + match[0].length;
    found.push({ start: match.index, end, score: CHINESE_MOBILE_SCORE });
  }
  return found;
}
