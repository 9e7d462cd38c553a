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

/**
 * An entry a form field holds or inherits from its parents (`/FT`, `/Ff`, `/Q`): at most 32 up,
 * and a cycle in `/Parent` ends the walk (MuPDF's own lookup throws on one). The null object
 * when no node holds it.
 */
export function inheritedEntry(field: PDFObject, key: string): PDFObject {
  const own = resolveObject(field);
  if (!own.isDictionary()) return own;
  const seen = new Set<number>();
  let node = own;
  for (let depth = 0; depth < 32 && node.isDictionary(); depth++) {
    const value = node.get(key);
    if (!value.isNull()) return value;
    const parent = node.get('Parent');
    if (!parent.isIndirect() || seen.has(parent.asIndirect())) break;
    seen.add(parent.asIndirect());
    node = parent.resolve();
  }
  return own.get(key);
}
