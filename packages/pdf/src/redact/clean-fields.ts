import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { resolveObject, type PDFObject } from '../engine/pdf-object';
import type { QuoteFinder } from './quotes';

const VALUE_KEYS = ['V', 'DV', 'Opt'];
const MAX_FIELD_DEPTH = 32;

/**
 * Rewrites the values of every form field that quotes a redacted string — a field the redacted
 * areas did not cover, holding the same name or number — so each quote reads `placeholder`. A
 * rewritten field's widgets lose their appearance, which still shows the old value; the form asks
 * readers to draw appearances again from the new values. Returns the number of fields changed.
 */
export function cleanFields(
  document: PDFDocument,
  quotes: QuoteFinder,
  placeholder: string,
  budget: TaskBudget,
): number {
  const acroForm = document.getTrailer().get('Root', 'AcroForm');
  const fields = acroForm.isDictionary() ? acroForm.get('Fields') : acroForm;
  if (!fields.isArray()) return 0;
  let changed = 0;
  const seen = new Set<number>();
  const visit = (field: PDFObject, depth: number) => {
    budget.checkDepth(depth);
    budget.visit();
    if (field.isIndirect()) {
      if (seen.has(field.asIndirect())) return;
      seen.add(field.asIndirect());
    }
    const node = resolveObject(field);
    if (!node.isDictionary() || depth > MAX_FIELD_DEPTH) return;
    let rewritten = false;
    for (const key of VALUE_KEYS) {
      if (rewriteStrings(document, node, key, quotes, placeholder)) rewritten = true;
    }
    if (rewritten) {
      changed++;
      dropAppearances(node);
    }
    const kids = node.get('Kids');
    if (kids.isArray()) kids.forEach((kid) => visit(kid, depth + 1));
  };
  fields.forEach((field) => visit(field, 0));
  if (changed > 0 && acroForm.isDictionary()) acroForm.put('NeedAppearances', true);
  return changed;
}

/** Rewrites the quoting strings at `key` of `container`, looking into arrays two deep. */
function rewriteStrings(
  document: PDFDocument,
  container: PDFObject,
  key: string | number,
  quotes: QuoteFinder,
  placeholder: string,
  depth = 0,
): boolean {
  const value = resolveObject(container.get(key));
  if (value.isString()) {
    const text = value.asString();
    if (!quotes.quotes(text)) return false;
    container.put(key, document.newString(quotes.replace(text, placeholder)));
    return true;
  }
  if (!value.isArray() || depth > 1) return false;
  let rewritten = false;
  for (let index = 0; index < value.length; index++) {
    if (rewriteStrings(document, value, index, quotes, placeholder, depth + 1)) rewritten = true;
  }
  return rewritten;
}

/** Removes the appearance of a field's widgets: the field itself and its kids that are widgets. */
function dropAppearances(field: PDFObject): void {
  field.delete('AP');
  const kids = field.get('Kids');
  if (!kids.isArray()) return;
  kids.forEach((kid) => {
    const widget = resolveObject(kid);
    if (widget.isDictionary() && widget.get('T').isNull()) widget.delete('AP');
  });
}
