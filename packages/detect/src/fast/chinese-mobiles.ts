import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Candidate } from './recognizer';

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
