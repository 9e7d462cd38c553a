import { trimPunctuation } from '@workbench/contracts';

/**
 * Which redacted strings the saved file is scanned for. A short word or a small number also
 * occurs by chance in the file's own syntax (`11.7` in a drawing operator, `(PDF` at the start of
 * a string), so only distinctive strings are scanned: four or more characters, and numbers with
 * at least six digits (an id, an account, a phone number). Text re-extraction under the boxes
 * checks everything else.
 */
export function isDistinctive(needle: string): boolean {
  if (needle.length < 4) return false;
  if (/\p{L}/u.test(needle)) return true;
  return (needle.match(/\d/gu)?.length ?? 0) >= 6;
}

/** A number of three to five digits, written with or without separators ("4521", "12-34"). */
const SHORT_NUMBER = /^[\p{Nd}.,/-]+$/u;

/**
 * Whether a string other strings of the file are checked for: a distinctive one, or a number of
 * three digits or more. Too short for the byte scan, such a number — a case, a customer, a
 * house — would still tell what was removed from a bookmark title, a tooltip or a hidden form
 * value, which are matched as text on token boundaries (see QuoteFinder).
 */
export function isQuotable(needle: string): boolean {
  if (isDistinctive(needle)) return true;
  return SHORT_NUMBER.test(needle) && (needle.match(/\d/gu)?.length ?? 0) >= 3;
}

/**
 * The strings a redacted text puts on the list the file is cleaned of: the text itself and each
 * of its words, split at any white space (a name that runs over a line break is two words, not
 * "43\nc"), without the punctuation around them, the quotable ones only. The byte scan of the
 * saved file takes the distinctive ones of them.
 */
export function needlesOf(text: string): string[] {
  return [text, ...text.split(/\s+/u)]
    .map((candidate) => trimPunctuation(candidate))
    .filter(isQuotable);
}

/** How the byte scanner compares: case folded, whitespace dropped. */
export function compact(text: string): string {
  return text.replace(/\s+/gu, '').toLocaleLowerCase();
}
