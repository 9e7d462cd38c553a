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

/** A 1-based page number. */
export const ZPageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int({ error: 'Page must be a whole number' })
  .min(1, { error: 'Page must be at least 1' })
  .max(100_000, { error: 'Page is out of range' });
