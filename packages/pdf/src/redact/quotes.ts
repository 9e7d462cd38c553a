import { foldText, isBinaryText } from '@workbench/contracts';

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Scripts written without spaces: a name there is part of a longer run of letters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const KEY_LENGTH = 3;

/** Whether a match's edge needs a non-word neighbour: it is a letter or digit of a spaced script. */
export function needsBoundary(char: string | undefined): boolean {
  return char !== undefined && WORD_CHAR.test(char) && !UNSPACED.test(char);
}

/**
 * Finds where a text quotes any of the redacted strings, by the one folding rule (foldText:
 * compatibility forms, case, white space and invisible characters do not count) and on token
 * boundaries, so "Tech" is not quoted by "Technical" nor "Espace" by "codespacerange" (in
 * scripts written without spaces any occurrence counts, and so in binary data, where a tag byte
 * follows each string). Built once for a redaction's strings and used on every string of a
 * file: a three-character key filters the candidates.
 */
export class QuoteFinder {
  private readonly byKey = new Map<
    string,
    { needle: string; folded: string; first: string; last: string }[]
  >();

  constructor(needles: Iterable<string>) {
    for (const needle of new Set(needles)) {
      const trimmed = needle.trim();
      const { folded } = foldText(trimmed);
      if (folded.length < KEY_LENGTH) continue;
      const key = folded.slice(0, KEY_LENGTH);
      const entry = { needle, folded, first: trimmed[0]!, last: trimmed.at(-1)! };
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), entry]);
    }
  }

  get isEmpty(): boolean {
    return this.byKey.size === 0;
  }

  /**
   * The quoted ranges `[start, end)` of `text`, in order, overlapping ones merged. `isValue`:
   * the text is a string value of the file, which may be binary data (see isBinaryText).
   */
  ranges(text: string, isValue = false): [number, number][] {
    return merge(this.find(text, isValue).map(({ range }) => range));
  }

  /** Which of the strings (as given) the text quotes. */
  quotedIn(text: string, isValue = false): Set<string> {
    return new Set(this.find(text, isValue).map(({ needle }) => needle));
  }

  /** Every quote in the text: which string (as given), and where `[start, end)`. */
  find(text: string, isValue = false): { needle: string; range: [number, number] }[] {
    if (this.byKey.size === 0 || !text) return [];
    const { folded, start: starts, end: ends } = foldText(text);
    const isBinary = isValue && isBinaryText(text);
    const found: { needle: string; range: [number, number] }[] = [];
    for (let index = 0; index + KEY_LENGTH <= folded.length; index++) {
      const candidates = this.byKey.get(folded.slice(index, index + KEY_LENGTH));
      if (!candidates) continue;
      for (const needle of candidates) {
        if (!folded.startsWith(needle.folded, index)) continue;
        const start = starts[index]!;
        const end = ends[index + needle.folded.length - 1]!;
        if (!isBinary && !this.isOnBoundary(text, needle, start, end)) continue;
        found.push({ needle: needle.needle, range: [start, end] });
      }
    }
    return found;
  }

  /** Whether a match has no letter or digit right before and after it (where one would join). */
  private isOnBoundary(
    text: string,
    needle: { first: string; last: string },
    start: number,
    end: number,
  ): boolean {
    if (needsBoundary(needle.first) && WORD_CHAR.test(visibleBefore(text, start))) return false;
    return !(needsBoundary(needle.last) && WORD_CHAR.test(visibleAfter(text, end)));
  }

  quotes(text: string, isValue = false): boolean {
    return this.ranges(text, isValue).length > 0;
  }

  /** The text with every quoted range replaced by `placeholder`. */
  replace(text: string, placeholder: string, isValue = false): string {
    let result = '';
    let from = 0;
    for (const [start, end] of this.ranges(text, isValue)) {
      result += text.slice(from, start) + placeholder;
      from = end;
    }
    return result + text.slice(from);
  }
}

const INVISIBLE = /\p{Cf}/u;

/** The character a reader sees before `index`: invisible ones (soft hyphen, ZWSP) skipped. */
function visibleBefore(text: string, index: number): string {
  let at = index - 1;
  while (at >= 0 && INVISIBLE.test(text[at]!)) at--;
  return text[at] ?? ' ';
}

/** The character a reader sees at `index` or after it. */
function visibleAfter(text: string, index: number): string {
  let at = index;
  while (at < text.length && INVISIBLE.test(text[at]!)) at++;
  return text[at] ?? ' ';
}

function merge(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

const finders = new WeakMap<readonly string[], QuoteFinder>();

/** Whether a text quotes any of the strings (see QuoteFinder); the finder is kept per list. */
export function containsAny(text: string, needles: readonly string[]): boolean {
  if (!text) return false;
  let finder = finders.get(needles);
  if (!finder) {
    finder = new QuoteFinder(needles);
    finders.set(needles, finder);
  }
  return finder.quotes(text);
}
