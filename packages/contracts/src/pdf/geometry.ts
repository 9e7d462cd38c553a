import { z } from 'zod';

/**
 * Page coordinates, used by every PDF call in both directions: PDF points (1/72 inch) on the page
 * as a viewer shows it — origin at the top-left corner of the visible page, x to the right, y
 * downwards. The crop box is the visible page and the page's /Rotate is already applied, so a page
 * rotated by 90° reports its width and height swapped and its boxes in the upright view.
 */
export const ZBBox = z
  .object({
    x0: z.number({ error: 'x0 must be a number' }).finite(),
    y0: z.number({ error: 'y0 must be a number' }).finite(),
    x1: z.number({ error: 'x1 must be a number' }).finite(),
    y1: z.number({ error: 'y1 must be a number' }).finite(),
  })
  .refine((box) => box.x1 > box.x0 && box.y1 > box.y0, {
    error: 'A box needs x1 > x0 and y1 > y0',
  });
export type TBBox = z.infer<typeof ZBBox>;

/** Half the least width and height of a box made from glyphs (see withExtent). */
const HALF_EXTENT = 0.5;

/**
 * A glyph box, at least a point wide and high around its centre. MuPDF gives the characters
 * after the first of a glyph that copies as several (a ligature, a Type 3 glyph mapped to a
 * word) a box of no width; a box must have an inside to be drawn, marked and redacted.
 */
export function withExtent(box: TBBox): TBBox {
  const grow = (low: number, high: number): [number, number] => {
    if (high - low >= 2 * HALF_EXTENT) return [low, high];
    const middle = (low + high) / 2;
    return [middle - HALF_EXTENT, middle + HALF_EXTENT];
  };
  const [x0, x1] = grow(box.x0, box.x1);
  const [y0, y1] = grow(box.y0, box.y1);
  return { x0, y0, x1, y1 };
}

/** A 1-based page number. */
export const ZPageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int({ error: 'Page must be a whole number' })
  .min(1, { error: 'Page must be at least 1' })
  .max(100_000, { error: 'Page is out of range' });
