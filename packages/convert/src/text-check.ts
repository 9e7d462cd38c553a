/** A word as both sides are compared: case and Unicode forms folded, digits without separators. */
function key(token: string): string {
  const folded = token.normalize('NFKC').toLocaleLowerCase('nb');
  return /^[\d.,\s\u00a0\u202f'’]+$/u.test(folded) ? folded.replace(/\D/g, '') : folded;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}.,'’@_-]*[\p{L}\p{N}]|[\p{L}\p{N}]{2,}/gu;

function tokens(text: string): string[] {
  return (text.match(TOKEN) ?? []).map(key).filter((token) => token.length >= 2);
}

/**
 * The words of the source that the PDF does not hold anywhere (page text or comments), in the
 * order they first appear: what a conversion lost (hidden text, a cut cell). Words are compared
 * whole; a word the PDF split at a line end counts as found when both halves are there.
 */
export function missingWords(
  sourceTexts: readonly string[],
  pdfTexts: readonly string[],
): string[] {
  const found = new Set(pdfTexts.flatMap(tokens));
  const joined = pdfTexts.join(' ').normalize('NFKC').toLocaleLowerCase('nb').replace(/\s+/g, '');
  const missing = new Set<string>();
  for (const text of sourceTexts) {
    for (const token of tokens(text)) {
      if (found.has(token) || missing.has(token)) continue;
      if (joined.includes(token.replace(/\s+/g, ''))) continue;
      missing.add(token);
    }
  }
  return [...missing];
}
