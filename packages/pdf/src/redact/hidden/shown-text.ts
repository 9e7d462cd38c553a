import type { PageInk } from '../../engine/page-ink';
import type { PageText } from '../../engine/page-text';
import { boxAt } from '../survey-page';

/**
 * Glyphs smaller than this, in points, are not text a reader reads on the page. A glyph's box
 * is as high as its line and as wide as its advance; on a turned page the two swap, so the
 * larger of them is its size.
 */
export const MIN_LEGIBLE_SIZE = 3;

/**
 * Whether every character of `text` from `start` to `end` is drawn where a reader sees it
 * (issue 62, "what is drawn decides"): inside the page, at a legible size, and showing on the
 * rendered page — not in the colour of what lies under it, under later opaque ink or clipped
 * away. `ink` renders the page when first asked.
 */
export function isShown(text: PageText, start: number, end: number, ink: () => PageInk): boolean {
  for (let index = start; index < end; index++) {
    if (/\s/u.test(text.text[index]!)) continue;
    const box = boxAt(text, index);
    if (Number.isNaN(box.x0)) continue;
    if (box.x1 <= 0 || box.y1 <= 0 || box.x0 >= text.width || box.y0 >= text.height) return false;
    if (Math.max(box.y1 - box.y0, box.x1 - box.x0) < MIN_LEGIBLE_SIZE) return false;
    if (!ink().isInked(box)) return false;
  }
  return true;
}

/** A page's renderer that draws the page once, when first asked. */
export function lazyInk(render: () => PageInk): () => PageInk {
  let ink: PageInk | null = null;
  return () => (ink ??= render());
}
