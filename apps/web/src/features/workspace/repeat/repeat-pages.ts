import { parsePageRanges, type PageRangeError } from '../marks/page-ranges';

/** Which pages a mark is repeated on: every page, the odd or even ones, or a list of pages. */
export type RepeatChoice = 'all' | 'odd' | 'even' | 'range';

/** Why no page was chosen: a list that cannot be read, or only the mark's own page. */
export type RepeatPagesError = PageRangeError | { reason: 'ownPageOnly'; page: number };

const FILTERS: Record<Exclude<RepeatChoice, 'range'>, (page: number) => boolean> = {
  all: () => true,
  odd: (page) => page % 2 === 1,
  even: (page) => page % 2 === 0,
};

/**
 * The pages of a file of `pageCount` pages that a mark on `ownPage` is repeated on, in order:
 * those the choice names (`range` is read for 'range', e.g. "2-5, 8"), without its own page.
 */
export function repeatPages(
  choice: RepeatChoice,
  range: string,
  pageCount: number,
  ownPage: number,
): { pages: number[] } | { error: RepeatPagesError } {
  let chosen: number[];
  if (choice === 'range') {
    const parsed = parsePageRanges(range, pageCount);
    if ('error' in parsed) return parsed;
    chosen = parsed.pages;
  } else {
    chosen = Array.from({ length: pageCount }, (_, index) => index + 1).filter(FILTERS[choice]);
  }
  const pages = chosen.filter((page) => page !== ownPage);
  return pages.length > 0 ? { pages } : { error: { reason: 'ownPageOnly', page: ownPage } };
}
