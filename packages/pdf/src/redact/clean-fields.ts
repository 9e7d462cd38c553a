import type { TaskBudget } from '../budget/task-budget';
import type { PDFDocument } from '../engine/mupdf';
import { resolveObject, type PDFObject } from '../engine/pdf-object';
import { blankAppearance } from './blank-appearance';
import type { QuoteFinder } from './quotes';

const VALUE_KEYS = ['V', 'DV', 'Opt'];
const MAX_FIELD_DEPTH = 32;

/**
 * Rewrites the values of every form field that quotes a redacted string — a field the redacted
 * areas did not cover, holding the same name or number — so each quote reads `placeholder`. A
 * rewritten field's widgets get an appearance that draws nothing in place of the one that still
 * shows the old value (`redrawRewritten` then draws the new value where MuPDF can). Returns the
 * object numbers of the fields changed.
 */
export function cleanFields(
  document: PDFDocument,
  quotes: QuoteFinder,
  placeholder: string,
  budget: TaskBudget,
): Set<number> {
  const acroForm = document.getTrailer().get('Root', 'AcroForm');
  const fields = acroForm.isDictionary() ? acroForm.get('Fields') : acroForm;
  const changed = new Set<number>();
  if (!fields.isArray()) return changed;
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
      if (field.isIndirect()) changed.add(field.asIndirect());
      blankWidgets(document, node);
    }
    const kids = node.get('Kids');
    if (kids.isArray()) kids.forEach((kid) => visit(kid, depth + 1));
  };
  fields.forEach((field) => visit(field, 0));
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

/**
 * Blanks the appearance of a field's widgets: the field itself if it is one, and the widgets
 * below it that inherit its value (kids of kids included; a kid with a value of its own keeps
 * its appearance).
 */
function blankWidgets(document: PDFDocument, field: PDFObject, depth = 0): void {
  if (field.get('Subtype').toString() === '/Widget' || !field.get('AP').isNull())
    blankAppearance(document, field);
  const kids = field.get('Kids');
  if (!kids.isArray() || depth > MAX_FIELD_DEPTH) return;
  kids.forEach((kid) => {
    const node = resolveObject(kid);
    if (node.isDictionary() && node.get('V').isNull()) blankWidgets(document, node, depth + 1);
  });
}
