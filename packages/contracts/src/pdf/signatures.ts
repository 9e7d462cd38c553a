import { z } from 'zod';

/**
 * A signature a file carries (decision 0062). A redaction removes it, since a redacted file is no
 * longer what was signed; who signed is said so the user can judge whether that name is sensitive.
 */
export const ZSignature = z.object({
  /** The signature field's full name. */
  field: z.string(),
  /** Who signed: the signature's /Name, or its certificate's common name; null when neither says. */
  signed_by: z.string().nullable(),
});
export type TSignature = z.infer<typeof ZSignature>;

/** A signature as the workspace lists it before redacting, with the page its field is on. */
export const ZFileSignature = ZSignature.extend({
  /** 1-based page. */
  page: z.number().int(),
});
export type TFileSignature = z.infer<typeof ZFileSignature>;
