/** How texts are compared: compatibility forms folded, any case, runs of whitespace as one space. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Where `needle` (normalized) occurs in `haystack` (normalized) on token boundaries: a needle
 * that starts or ends with a letter or digit is not found inside a longer word ("Tech" is not
 * in "Technical", "Espace" is not in "codespacerange").
 */
export function findTokens(haystack: string, needle: string): number[] {
  if (!needle) return [];
  const found: number[] = [];
  const startsWord = WORD_CHAR.test(needle[0]!);
  const endsWord = WORD_CHAR.test(needle.at(-1)!);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if (startsWord && before !== undefined && WORD_CHAR.test(before)) continue;
    if (endsWord && after !== undefined && WORD_CHAR.test(after)) continue;
    found.push(at);
  }
  return found;
}

/** A string as a report may show it: its first character and its length. */
export function mask(text: string): string {
  const chars = Array.from(text.trim());
  return `${chars[0] ?? ''}…(${chars.length})`;
}
