/**
 * Pages with fewer letters and digits are left out (about a dozen words): blank pages, a lone
 * page number or "Page 2 of 3" would otherwise all be duplicates of each other. Characters
 * rather than words, as CJK text has no spaces to count.
 */
export const MIN_CHARACTERS = 60;

/** The words of a text as compared: letters and digits only, lower case, compatibility forms. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Trigrams as numbers: three UTF-16 code units side by side (48 bits, exact in a double). */
const SPACE = 32;
const code = (a: number, b: number, c: number) => (a * 65536 + b) * 65536 + c;

/**
 * How often each character trigram of the words occurs (each word padded with a space on both
 * sides), by its code. Trigrams rather than words, so a character that OCR misread costs a page
 * three of its features instead of a whole word. Undefined for a page with too little text to
 * compare.
 */
export function trigramCounts(text: string): Map<number, number> | undefined {
  const words = wordsOf(text);
  if (words.reduce((sum, word) => sum + word.length, 0) < MIN_CHARACTERS) return undefined;
  const counts = new Map<number, number>();
  for (const word of words) {
    let previous = SPACE;
    let current = word.charCodeAt(0);
    for (let index = 1; index <= word.length; index += 1) {
      const next = index < word.length ? word.charCodeAt(index) : SPACE;
      const trigram = code(previous, current, next);
      counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
      previous = current;
      current = next;
    }
  }
  return counts;
}
