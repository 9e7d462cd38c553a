import { z } from 'zod';

/**
 * A word and its box in page coordinates (see ZBBox). `start`/`end` are offsets into the page's
 * `text`, so a span found in the text maps back to the words and boxes it covers.
 */
export const ZPdfWord = z.object({
  text: z.string(),
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
  /** True when the word came from text recognition of the page image. */
  ocr: z.boolean(),
  /**
   * True when the word is a form field's value drawn by one of the page's widgets (text, choice,
   * or the export value of a checked box) rather than the page's own text. Field words follow the
   * page's lines, each widget on lines of its own, and their box lies inside the widget.
   */
  field: z.boolean().optional(),
  start: z.number().int(),
  end: z.number().int(),
});
export type TPdfWord = z.infer<typeof ZPdfWord>;

/** True when every word the text range [start, end) touches is a form field's value. */
export function spanInField(words: readonly TPdfWord[], start: number, end: number): boolean {
  const touched = words.filter((word) => word.end > start && word.start < end);
  return touched.length > 0 && touched.every((word) => word.field === true);
}

/**
 * A form field's value on a page: the characters `start`…`end` of the page's `text` (its words
 * are field words) and what the form calls the field, which says what the value is ("1 Ditt
 * navn", "Postnummer") when the value alone does not ("0301", "Hjemme").
 */
export const ZPdfField = z.object({
  start: z.number().int(),
  end: z.number().int(),
  /** The field's full name: its own and its parents' /T, joined by dots. */
  name: z.string(),
  /** Its tooltip (/TU), the name the form shows people, when it has one. */
  tooltip: z.string().optional(),
  kind: z.enum(['text', 'choice', 'checkbox', 'radio']),
});
export type TPdfField = z.infer<typeof ZPdfField>;

/**
 * One page's text. Words sit in reading order; `text` joins them with a space inside a line and a
 * newline between lines (CJK characters are one word each and are joined without a space).
 */
export const ZPdfPage = z.object({
  page_number: z.number().int(),
  width: z.number(),
  height: z.number(),
  /** True when the page had no usable text layer and its words were recognised from the image. */
  ocr: z.boolean(),
  text: z.string(),
  words: z.array(ZPdfWord),
  /** The form field values among the words, one per widget that shows a value. */
  fields: z.array(ZPdfField).optional(),
});
export type TPdfPage = z.infer<typeof ZPdfPage>;
