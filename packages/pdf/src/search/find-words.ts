import type { TBBox, TPdfWord } from '@workbench/contracts';

/**
 * The words a selection rectangle takes in: a word counts when its centre lies inside the
 * rectangle or at least half of its box does — what a reader expects when dragging over text.
 */
export function findWordsInRect(words: readonly TPdfWord[], rect: TBBox): TPdfWord[] {
  return words.filter((word) => {
    const centreX = (word.x0 + word.x1) / 2;
    const centreY = (word.y0 + word.y1) / 2;
    if (centreX >= rect.x0 && centreX <= rect.x1 && centreY >= rect.y0 && centreY <= rect.y1) {
      return true;
    }
    const overlapX = Math.min(word.x1, rect.x1) - Math.max(word.x0, rect.x0);
    const overlapY = Math.min(word.y1, rect.y1) - Math.max(word.y0, rect.y0);
    const area = (word.x1 - word.x0) * (word.y1 - word.y0);
    return overlapX > 0 && overlapY > 0 && area > 0 && (overlapX * overlapY) / area >= 0.5;
  });
}
