import type { TPdfWord } from '@workbench/contracts';
import { shownText, type Highlight } from '../highlights/highlight';
import type { PageRef } from './similar-pages';
import { findText, samePlace, type PageSize } from './reanchor';

/** What a copy needs of each page: its size as shown and its words. */
export interface PageFacts {
  size: PageSize;
  words: readonly TPdfWord[];
}

/** How far apart (points, each edge) a mark may be from a copy and still stand for it. */
const SAME_PLACE_PT = 1;

const flatText = (mark: Highlight) => shownText(mark).replace(/\s+/g, ' ').trim();
const key = (ref: PageRef) => `${ref.fileKey}\u0000${ref.page}`;

function isSameSpot(a: Highlight, b: Highlight): boolean {
  return (
    flatText(a) === flatText(b) &&
    Math.abs(a.x - b.x) <= SAME_PLACE_PT &&
    Math.abs(a.y - b.y) <= SAME_PLACE_PT &&
    Math.abs(a.x + a.w - (b.x + b.w)) <= SAME_PLACE_PT &&
    Math.abs(a.y + a.h - (b.y + b.h)) <= SAME_PLACE_PT
  );
}

/** A mark of `source` as it stands on `target`: over its text there, else at the same place. */
function copyOf(
  mark: Highlight,
  source: PageRef,
  target: PageRef,
  facts: { source: PageFacts; target: PageFacts },
  now: number,
): Highlight {
  const place = samePlace(mark, facts.source.size, facts.target.size);
  const text = shownText(mark);
  const rect = (text && findText(text, facts.target.words, place)) || place;
  const copy: Highlight = {
    ...mark,
    ...rect,
    id: `duplicate:${mark.id}:${target.fileKey}:p${target.page}`,
    fileKey: target.fileKey,
    page: target.page,
    status: 'suggested',
    copiedFrom: { fileKey: source.fileKey, page: source.page },
    timestamp: now,
    ...(text && { text }),
  };
  // What was said of the mark where it was made is not true of the copy.
  delete copy.reviewedBy;
  delete copy.fromFile;
  delete copy.field;
  return copy;
}

/**
 * Suggestions that copy each mark on a page to the pages alike it (`alike`, from pagesAlike):
 * a mark that names text goes over that text on the other page, found in its words, and
 * otherwise (a box, a whole page, text the other page does not read alike) to the same place
 * relative to the page. Copies are not copied again, a hidden form value stays on its page, and
 * a page that has the mark already (a copy made before, or the same text at the same place) gets
 * none.
 */
export function copyMarks(
  alike: readonly (readonly PageRef[])[],
  marksOn: (page: PageRef) => readonly Highlight[],
  factsOf: (page: PageRef) => PageFacts | undefined,
  now = Date.now(),
): Highlight[] {
  const copies: Highlight[] = [];
  for (const pages of alike) {
    const onPage = new Map(pages.map((page) => [key(page), [...marksOn(page)]]));
    for (const source of pages) {
      const marks = onPage
        .get(key(source))!
        .filter((mark) => !mark.copiedFrom && !mark.hiddenValue);
      for (const target of pages) {
        const facts = { source: factsOf(source), target: factsOf(target) };
        if (target === source || !facts.source || !facts.target) continue;
        const there = onPage.get(key(target))!;
        for (const mark of marks) {
          const copy = copyOf(
            mark,
            source,
            target,
            { source: facts.source, target: facts.target },
            now,
          );
          if (there.some((known) => known.id === copy.id || isSameSpot(known, copy))) continue;
          there.push(copy);
          copies.push(copy);
        }
      }
    }
  }
  return copies;
}
