import { TEMPLATE_LIMITS, type TRelativeBox, type TTemplateAnchor } from '@workbench/contracts';
import type { TemplatePageInfo } from './page-words';
import { coveredShare, gapInPoints, wordKey } from './relative-box';

/** Words nearest each box that are kept as its anchors. */
const ANCHORS_PER_BOX = 4;
/** A word half inside a box is what the box hides (it differs from copy to copy), not the form. */
const HIDDEN_SHARE = 0.3;

/**
 * The words of the form near the boxes (labels such as "Signature" or "ID number"), which another
 * copy of the form prints at the same places: the nearest few to each box, taking turns between
 * boxes, never one the boxes cover, and only words with at least two letters or digits.
 */
export function chooseAnchors(
  page: Pick<TemplatePageInfo, 'width' | 'height' | 'words'>,
  boxes: readonly TRelativeBox[],
): TTemplateAnchor[] {
  const usable = page.words.filter(
    (word) =>
      wordKey(word.text).length >= 2 &&
      word.text.length <= TEMPLATE_LIMITS.anchorLength &&
      boxes.every((box) => coveredShare(word.box, box) < HIDDEN_SHARE),
  );
  const nearest = boxes.map((box) =>
    usable
      .map((word) => ({ word, gap: gapInPoints(word.box, box, page) }))
      .sort((a, b) => a.gap - b.gap)
      .slice(0, ANCHORS_PER_BOX)
      .map(({ word }) => word),
  );
  const chosen = new Set<(typeof usable)[number]>();
  for (let rank = 0; rank < ANCHORS_PER_BOX; rank++) {
    for (const list of nearest) {
      const word = list[rank];
      if (word !== undefined && chosen.size < TEMPLATE_LIMITS.anchorsPerPage) chosen.add(word);
    }
  }
  return [...chosen].map((word) => ({ text: word.text, box: roundBox(word.box) }));
}

/** Five decimals: a hundredth of a point on the largest page, and a shorter record. */
export function roundBox(box: TRelativeBox): TRelativeBox {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  return { x0: round(box.x0), y0: round(box.y0), x1: round(box.x1), y1: round(box.y1) };
}
