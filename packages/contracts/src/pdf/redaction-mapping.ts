import { z } from 'zod';
import { ZExemptionCodeText } from '../rules/exemption-codes';
import { ZBBox, ZPageNumber } from './geometry';

export const MAX_AREAS_PER_FILE = 50_000;

export const ZSensitiveItem = z.object({
  bbox: ZBBox,
  entity_type: z
    .string()
    .trim()
    .min(1, { error: 'entity_type is required' })
    .max(100)
    .default('MANUAL'),
  original_text: z.string().max(10_000).optional().default(''),
  /** The exemption code drawn on this area instead of the appearance's text. */
  code: ZExemptionCodeText.optional(),
});
export type TSensitiveItem = z.infer<typeof ZSensitiveItem>;

export const ZRedactionPage = z.object({
  page: ZPageNumber,
  sensitive: z.array(ZSensitiveItem),
});

/** What to redact in one file; boxes in page coordinates (see ZBBox). */
export const ZRedactionMapping = z
  .object({ pages: z.array(ZRedactionPage) })
  .refine(
    (mapping) =>
      mapping.pages.reduce((sum, page) => sum + page.sensitive.length, 0) <= MAX_AREAS_PER_FILE,
    { error: `At most ${MAX_AREAS_PER_FILE} areas per file` },
  );
export type TRedactionMapping = z.infer<typeof ZRedactionMapping>;

export const ZRedactionMappings = z.array(ZRedactionMapping);
