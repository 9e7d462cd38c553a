import { resolveObject, type PDFObject } from '../../engine/pdf-object';

const MAX_FIELD_DEPTH = 32;

/**
 * The nodes below a field that inherit its value — kids, and kids of kids (`addr.a`, `addr.b`
 * inheriting `addr`'s), not a kid holding a value of its own nor anything below it — each once,
 * however the file loops its `/Kids`; `except` and what lies below it are left out.
 */
export function inheritingKids(field: PDFObject, except?: PDFObject): PDFObject[] {
  const found: PDFObject[] = [];
  const seen = new Set<number>();
  if (except?.isIndirect()) seen.add(except.asIndirect());
  if (field.isIndirect()) seen.add(field.asIndirect());
  const walk = (node: PDFObject, depth: number) => {
    const kids = resolveObject(node).get('Kids');
    if (!kids.isArray() || depth > MAX_FIELD_DEPTH) return;
    kids.forEach((kid) => {
      if (kid.isIndirect()) {
        if (seen.has(kid.asIndirect())) return;
        seen.add(kid.asIndirect());
      }
      const other = resolveObject(kid);
      if (!other.isDictionary() || !other.get('V').isNull()) return;
      found.push(kid);
      walk(kid, depth + 1);
    });
  };
  walk(field, 0);
  return found;
}
