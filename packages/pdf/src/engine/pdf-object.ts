import type { PDFDocument } from './mupdf';

export type PDFObject = ReturnType<PDFDocument['newNull']>;

/**
 * The object a reference points to. MuPDF's wrapper of the PDF null object (an array's `null`,
 * a missing entry) has no document and throws on `resolve` and `get`; these helpers pass it on.
 */
export function resolveObject(object: PDFObject): PDFObject {
  return object.isNull() ? object : object.resolve();
}

/** The entry at `path` of an object (references followed), or the null object. */
export function entryOf(object: PDFObject, ...path: (string | number)[]): PDFObject {
  return object.isNull() ? object : object.get(...path);
}

/** The numbers of an array of exactly `count` numbers (references followed), or null. */
export function numbersOf(array: PDFObject, count: number): number[] | null {
  const resolved = resolveObject(array);
  if (!resolved.isArray() || resolved.length !== count) return null;
  const values = Array.from({ length: count }, (_, index) => resolveObject(resolved.get(index)));
  if (!values.every((value) => value.isNumber())) return null;
  return values.map((value) => value.asNumber());
}
