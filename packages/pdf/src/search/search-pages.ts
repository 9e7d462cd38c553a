import { spanInField, type TMatchPage } from '@workbench/contracts';
import type { PageText } from '../engine/page-text';
import { matchGuarded } from './guarded-regex';
import { spanBoxes } from './span-boxes';

export interface SearchOptions {
  caseSensitive: boolean;
  /** Terms are JavaScript regular expressions instead of plain text. */
  regex: boolean;
  /** A match must not continue a word on either side (letters and digits; not in CJK text). */
  wholeWord?: boolean;
}

/** The most matches reported per file, so a pattern like `.` cannot produce a giant answer. */
export const MAX_MATCHES_PER_FILE = 20_000;

/**
 * Finds every term on every page. Plain terms ignore case unless asked, match across word gaps
 * and line breaks (any run of whitespace in the term matches any run in the text) and across a
 * word hyphenated at a line end. Each match yields one box per line it spans.
 */
export function searchPages(
  pages: readonly PageText[],
  terms: readonly string[],
  options: SearchOptions,
): TMatchPage[] {
  const texts = pages.map((page) => page.text);
  const byPage = new Map<number, TMatchPage>();
  let total = 0;
  for (const term of new Set(terms)) {
    const spansPerPage = options.regex
      ? matchGuarded(wholeWordSource(term, term, options), flagsFor(options), texts)
      : matchPlain(plainPattern(term, options), texts);
    spansPerPage.forEach((spans, pageIndex) => {
      const page = pages[pageIndex]!;
      for (let at = 0; at < spans.length && total < MAX_MATCHES_PER_FILE; at += 2) {
        const start = spans[at]!;
        const end = spans[at + 1]!;
        const text = page.text.slice(start, end);
        const entry = byPage.get(page.pageNumber) ?? { page: page.pageNumber, matches: [] };
        byPage.set(page.pageNumber, entry);
        const field = spanInField(page.words, start, end) ? { field: true } : {};
        for (const bbox of spanBoxes(page, start, end)) {
          entry.matches.push({ bbox, text, term, ...field });
        }
        total++;
      }
    });
  }
  return [...byPage.values()].sort((a, b) => a.page - b.page);
}

function flagsFor(options: SearchOptions): string {
  return options.caseSensitive ? 'gu' : 'giu';
}

/** A plain term as a pattern: literal characters, flexible whitespace, optional line-end hyphens. */
export function plainPattern(term: string, options: SearchOptions): RegExp {
  const parts = term
    .trim()
    .split(/\s+/u)
    .map((word) => {
      // Only syntax characters are escaped: under the `u` flag any other escape, `\-` among
      // them, is an invalid pattern.
      const chars = Array.from(word).map((char) => char.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&'));
      return chars.reduce((pattern, char, index) => {
        const joinsLetters =
          index > 0 && /\p{L}/u.test(Array.from(word)[index - 1]!) && /\p{L}/u.test(char);
        return pattern + (joinsLetters ? '(?:-\\n)?' : '') + char;
      }, '');
    });
  return new RegExp(wholeWordSource(term.trim(), parts.join('\\s+'), options), flagsFor(options));
}

const WORD_CHAR = '[\\p{L}\\p{N}]';
const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/**
 * `source` (the pattern of `term`) kept from matching inside a longer word when whole words are
 * asked for: no letter or digit right before or after it. Scripts written without spaces have no
 * such edges, so a term that starts or ends with a CJK character is not bounded on that side.
 */
export function wholeWordSource(term: string, source: string, options: SearchOptions): string {
  if (!options.wholeWord) return source;
  const chars = Array.from(term);
  const before = CJK.test(chars[0] ?? '') ? '' : `(?<!${WORD_CHAR})`;
  const after = CJK.test(chars.at(-1) ?? '') ? '' : `(?!${WORD_CHAR})`;
  return `${before}(?:${source})${after}`;
}

function matchPlain(pattern: RegExp, texts: readonly string[]): number[][] {
  return texts.map((text) => {
    const spans: number[] = [];
    for (const match of text.matchAll(pattern))
      spans.push(match.index, match.index + match[0].length);
    return spans;
  });
}
