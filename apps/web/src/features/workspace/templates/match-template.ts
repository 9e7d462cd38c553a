import type { TRelativeBox, TTemplateAnchor, TTemplatePage } from '@workbench/contracts';
import type { PageWord, TemplatePageInfo } from './page-words';
import { centreOf, shifted, wordKey } from './relative-box';

/** Page sides may differ by 1 % (a4 and letter differ by 3 % and 6 %). */
export const SIZE_TOLERANCE = 0.01;
/** How far (as a part of the page) an anchor may have moved on another copy: a scan's shift. */
export const SEARCH_RADIUS = 0.05;
/** Anchors moved alike when their shifts agree within this part of the page. */
export const AGREEMENT = 0.006;
/** The share of a page's anchors that must be found, moved alike, for the page to match. */
export const MIN_SCORE = 0.6;
export const SIZE_ONLY_SCORE = 0.5;

export interface PageMatch {
  /**
   * 0–1: the share of anchors found where the shift puts them; a page saved without words
   * scores SIZE_ONLY_SCORE, below any page found by its words.
   */
  score: number;
  matches: boolean;
  /** Why it does not match: another page size, or the form's words are not where they were. */
  reason?: 'size' | 'anchors';
  /** How far the page's content moved against the template's, as parts of the page. */
  shift: { dx: number; dy: number };
  /** The template's boxes placed on this page, in page units (points, as shown). */
  boxes: (TTemplatePage['boxes'][number] & { bbox: TRelativeBox })[];
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * SIZE_TOLERANCE;

/** Same size as shown: a page turned by /Rotate to stand like the template's still fits. */
export function isSameSize(
  template: Pick<TTemplatePage, 'width' | 'height'>,
  page: { width: number; height: number },
) {
  return near(template.width, page.width) && near(template.height, page.height);
}

type Shift = { dx: number; dy: number };

/** Each anchor's candidate shifts: words with its text within the search radius of its place. */
function candidateShifts(anchors: readonly TTemplateAnchor[], words: readonly PageWord[]) {
  const byKey = new Map<string, PageWord[]>();
  for (const word of words) {
    const key = wordKey(word.text);
    byKey.set(key, [...(byKey.get(key) ?? []), word]);
  }
  return anchors.map((anchor) => {
    const at = centreOf(anchor.box);
    return (byKey.get(wordKey(anchor.text)) ?? [])
      .map((word) => centreOf(word.box))
      .map((centre) => ({ dx: centre.x - at.x, dy: centre.y - at.y }))
      .filter(({ dx, dy }) => Math.abs(dx) <= SEARCH_RADIUS && Math.abs(dy) <= SEARCH_RADIUS);
  });
}

const agrees = (a: Shift, b: Shift) =>
  Math.abs(a.dx - b.dx) <= AGREEMENT && Math.abs(a.dy - b.dy) <= AGREEMENT;

/**
 * The shift most anchors agree on (a consensus, so one label repeated nearby cannot pull the
 * boxes away), refined as the mean of each agreeing anchor's own shift.
 */
function consensus(candidates: readonly Shift[][]): { shift: Shift; support: number } {
  let best = { shift: { dx: 0, dy: 0 }, support: 0, size: Infinity };
  for (const proposal of candidates.flat()) {
    const support = candidates.filter((list) => list.some((s) => agrees(s, proposal))).length;
    const size = Math.hypot(proposal.dx, proposal.dy);
    if (support > best.support || (support === best.support && size < best.size)) {
      best = { shift: proposal, support, size };
    }
  }
  const agreeing = candidates.flatMap((list) => {
    const own = list.filter((s) => agrees(s, best.shift));
    return own.length > 0 ? [own[0]!] : [];
  });
  if (agreeing.length === 0) return { shift: best.shift, support: 0 };
  const mean = (pick: (s: Shift) => number) =>
    agreeing.reduce((sum, s) => sum + pick(s), 0) / agreeing.length;
  return { shift: { dx: mean((s) => s.dx), dy: mean((s) => s.dy) }, support: best.support };
}

/**
 * Whether a template page fits a page of an open file (decision 0055): the same size as shown,
 * and most of its anchor words found near their places, moved alike; the boxes are then placed
 * where the anchors moved them. A template page saved without words matches on its size alone.
 */
export function matchTemplatePage(template: TTemplatePage, page: TemplatePageInfo): PageMatch {
  const none = { shift: { dx: 0, dy: 0 }, boxes: [] };
  if (!isSameSize(template, page)) return { ...none, score: 0, matches: false, reason: 'size' };
  let shift = { dx: 0, dy: 0 };
  let score = SIZE_ONLY_SCORE;
  if (template.anchors.length > 0) {
    const found = consensus(candidateShifts(template.anchors, page.words));
    score = found.support / template.anchors.length;
    const isEnough = found.support >= Math.min(2, template.anchors.length);
    if (score < MIN_SCORE || !isEnough)
      return { ...none, score, matches: false, reason: 'anchors' };
    shift = found.shift;
  }
  const boxes = template.boxes.map((box) => {
    const moved = shifted(box, shift.dx, shift.dy);
    return {
      ...box,
      ...moved,
      bbox: {
        x0: moved.x0 * page.width,
        y0: moved.y0 * page.height,
        x1: moved.x1 * page.width,
        y1: moved.y1 * page.height,
      },
    };
  });
  return { score, matches: true, shift, boxes };
}

/**
 * Which template page fits each page of a file, if any: the best-scoring one, so a file holding
 * the form twice, or its pages in another order, is matched page by page.
 */
export function matchTemplate(
  pages: readonly TTemplatePage[],
  filePages: readonly TemplatePageInfo[],
): { page: number; match: PageMatch | null }[] {
  return filePages.map((filePage) => {
    let best: PageMatch | null = null;
    for (const templatePage of pages) {
      const match = matchTemplatePage(templatePage, filePage);
      if (match.matches && (best === null || match.score > best.score)) best = match;
    }
    return { page: filePage.page, match: best };
  });
}
