import type { PdfValue } from '../content/content-objects';
import { decodeText } from '../redact/content/content-quotes';

/** A sign's replacement text is short: a hyphen, a plus, an arrow. */
const MAX_LENGTH = 8;

/**
 * Whether a marked-content replacement text (`/Span << /ActualText <feff002d> >> BDC`) holds
 * signs only: no letter and no digit, so nothing a redaction removes can be in it. A font whose
 * Unicode map gives a glyph U+0000 (a hyphen, a plus in a receipt's "2721-5058", "+1 650…") is
 * read through such a text; without it the page's words read otherwise. Texts with letters or
 * digits go, as before (decision 0074).
 */
export function isSignText(value: PdfValue): boolean {
  if (value.kind !== 'string') return false;
  const text = decodeText(value.bytes);
  return text.length > 0 && text.length <= MAX_LENGTH && !/[\p{L}\p{N}]/u.test(text);
}
