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

/**
 * The strings a redacted text puts on the scan list: the text itself and each of its words,
 * split at any white space (a name that runs over a line break is two words, not "43\nc"),
 * without the punctuation around them, the distinctive ones only.
 */
export function needlesOf(text: string): string[] {
  return [text, ...text.split(/\s+/u)]
    .map((candidate) => trimPunctuation(candidate))
    .filter(isDistinctive);
}

/** How the byte scanner compares: case folded, whitespace dropped. */
export function compact(text: string): string {
  return text.replace(/\s+/gu, '').toLocaleLowerCase();
}
