import type { PageInk } from '../../engine/page-ink';
import type { PageText } from '../../engine/page-text';
import type { TBBox } from '@workbench/contracts';
import { intersects } from '../geometry';
import { boxAt } from '../survey-page';
import type { DrawnScene } from './covered-content';
import { within } from './device-geometry';

/**
 * Glyphs smaller than this, in points, are not text a reader reads on the page. A glyph's box
 * is as high as its line and as wide as its advance; on a turned page the two swap, so the
 * larger of them is its size.
 */
export const MIN_LEGIBLE_SIZE = 3;

/**
 * Whether a character plainly shows, without drawing its page: dark opaque ink (`argb`), with
 * nothing else the page draws on or under the middle of its box, no text drawn invisibly there,
 * and inside every clip the page sets. Anything less certain is left to the
 * drawing.
 */
export function isPlainlyShown(box: TBBox, argb: number | null, scene: DrawnScene): boolean {
  if (argb === null || argb >>> 24 !== 0xff || !scene.clip) return false;
  const luminance =
    0.3 * ((argb >> 16) & 0xff) + 0.59 * ((argb >> 8) & 0xff) + 0.11 * (argb & 0xff);
  if (luminance > DARK) return false;
  if (!within(box, scene.clip)) return false;
  // What reaches only the box's edges (an underline, a neighbour's box) leaves the glyph seen.
  const middle = {
    x0: box.x0 + (box.x1 - box.x0) / 4,
    y0: box.y0 + (box.y1 - box.y0) / 4,
    x1: box.x1 - (box.x1 - box.x0) / 4,
    y1: box.y1 - (box.y1 - box.y0) / 4,
  };
  return (
    !scene.drawn.some((drawn) => intersects(drawn, middle)) &&
    !scene.invisible.some((invisible) => intersects(invisible, middle))
  );
}

/** Grey level (of 255) at or under which ink is dark enough to show on white paper plainly. */
const DARK = 128;

/**
 * Whether every character of `text` from `start` to `end` is drawn where a reader sees it
 * (issue 62, "what is drawn decides"): inside the page, at a legible size, and showing on the
 * rendered page — not in the colour of what lies under it, under later opaque ink or clipped
 * away. `ink` renders the page when first asked; `isPlain` may settle a character without it
 * (isPlainlyShown).
 */
export function isShown(
  text: PageText,
  start: number,
  end: number,
  ink: () => PageInk,
  isPlain: (index: number, box: TBBox) => boolean = () => false,
): boolean {
  for (let index = start; index < end; index++) {
    if (/\s/u.test(text.text[index]!)) continue;
    const box = boxAt(text, index);
    if (Number.isNaN(box.x0)) continue;
    if (box.x1 <= 0 || box.y1 <= 0 || box.x0 >= text.width || box.y0 >= text.height) return false;
    if (Math.max(box.y1 - box.y0, box.x1 - box.x0) < MIN_LEGIBLE_SIZE) return false;
    if (!isPlain(index, box) && !ink().isInked(box)) return false;
  }
  return true;
}

/** A page's renderer that draws the page once, when first asked. */
export function lazyInk(render: () => PageInk): () => PageInk {
  let ink: PageInk | null = null;
  return () => (ink ??= render());
}
