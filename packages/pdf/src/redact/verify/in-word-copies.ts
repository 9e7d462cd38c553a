import { compact } from '../needles';

/** Where the compact form of the pages' texts came from: page and index of each character. */
interface CompactPages {
  text: string;
  page: Int32Array;
  index: Int32Array;
}

/** The pages' texts without white space, in lower case, each character traced to its source. */
function compactPages(texts: readonly (string | null)[]): CompactPages {
  const parts: string[] = [];
  const pages: number[] = [];
  const indexes: number[] = [];
  texts.forEach((text, page) => {
    if (!text) return;
    for (let index = 0; index < text.length; index++) {
      const char = text[index]!;
      if (/\s/u.test(char)) continue;
      const lower = char.toLocaleLowerCase();
      for (let unit = 0; unit < lower.length; unit++) {
        parts.push(lower[unit]!);
        pages.push(page);
        indexes.push(index);
      }
    }
  });
  return { text: parts.join(''), page: Int32Array.from(pages), index: Int32Array.from(indexes) };
}

/**
 * The needles some page shows inside a longer word ("Zahlen" of "Zahlentheorie"), spaces and
 * case aside: there, drawing instructions that spell one are that word drawn in pieces, not a
 * copy. An occurrence counts only where `isShownAt(page, start, end)` says the page shows it (a
 * white or covered copy is a hidden one); occurrences across two pages do not count.
 */
export function shownInsideWords(
  texts: readonly (string | null)[],
  needles: readonly string[],
  isShownAt: (page: number, start: number, end: number) => boolean,
): Set<string> {
  const shown = new Set<string>();
  const pages = needles.length > 0 ? compactPages(texts) : null;
  if (!pages) return shown;
  for (const needle of needles) {
    const wanted = compact(needle);
    if (wanted.length === 0) continue;
    for (let at = pages.text.indexOf(wanted); at >= 0; at = pages.text.indexOf(wanted, at + 1)) {
      const last = at + wanted.length - 1;
      const page = pages.page[at]!;
      if (pages.page[last] !== page) continue;
      if (isShownAt(page, pages.index[at]!, pages.index[last]! + 1)) {
        shown.add(needle);
        break;
      }
    }
  }
  return shown;
}
