import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { inheritedEntry, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { blankAppearance } from './blank-appearance';
import { inheritingKids } from './field-tree';
import type { QuoteFinder } from '../quotes';
import { ShownWidgets } from './shown-widgets';

const VALUE_KEYS = ['V', 'DV', 'Opt'];
const MAX_FIELD_DEPTH = 32;
/** Field flag 18 of a choice field: a combo box; without it, a list box that draws its options. */
const COMBO = 1 << 17;

/** What `cleanFields` did. */
export interface FieldCleaning {
  /** The fields whose value was rewritten: their widgets are to be drawn again. */
  rewritten: Set<number>;
  /**
   * The values and captions a widget shows, left as they are: the caller's wider cleaning, which
   * rewrites every string that quotes a redacted string, is to put them back (`restore`).
   */
  kept: KeptString[];
}

/** A string left where it is: `value`, at `path` below the field `field`. */
export interface KeptString {
  field: PDFObject;
  path: (string | number)[];
  value: PDFObject;
}

/**
 * Puts back the strings `cleanFields` kept, each found again from its field's reference: an
 * object MuPDF loaded before may have been copied when the file's objects were rewritten (a
 * form that asks readers to draw its fields has MuPDF keep its widgets in a copy of their own).
 */
export function restore(kept: readonly KeptString[]): void {
  for (const { field, path, value } of kept) {
    let container = resolveObject(field);
    for (const key of path.slice(0, -1)) container = resolveObject(container.get(key));
    if (container.isDictionary() || container.isArray()) container.put(path.at(-1)!, value);
  }
}

/**
 * Rewrites the values of the form fields that quote a redacted string — fields the redacted
 * areas did not cover, holding the same name or number — so each quote reads `placeholder`: the
 * value (`/V`), the default (`/DV`) and the options (`/Opt`). A value a widget shows in full on
 * a page is page text, there for every reader to see, and stays like a name printed elsewhere on
 * the page: the user saw it in the workspace (search, detection and selection find field values)
 * and did not mark it. A value nobody sees — no widget, a hidden one, one MuPDF cannot draw,
 * a stale appearance, text clipped out of sight — is cleaned. A rewritten field's widgets get an
 * appearance that draws nothing in place of the one that still shows the old value
 * (`redrawRewritten` then draws the new value where MuPDF can).
 */
export function cleanFields(
  document: PDFDocument,
  quotes: QuoteFinder,
  placeholder: string,
  budget: TaskBudget,
): FieldCleaning {
  const acroForm = document.getTrailer().get('Root', 'AcroForm');
  const fields = acroForm.isDictionary() ? acroForm.get('Fields') : acroForm;
  const cleaning: FieldCleaning = { rewritten: new Set(), kept: [] };
  if (!fields.isArray()) return cleaning;
  const widgets = new ShownWidgets(document);
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
    const value = resolveObject(node.get('V'));
    const shown =
      value.isString() &&
      quotes.quotes(value.asString()) &&
      inheritingWidgets(field).some((widget) => widgets.showsValue(widget, value.asString()))
        ? value.asString()
        : null;
    const drawnAgain = new Set<string>();
    const rewrite = { quotes, placeholder, shown, kept: cleaning.kept, field };
    for (const key of VALUE_KEYS) {
      if (rewriteStrings(document, node, [key], rewrite)) drawnAgain.add(key);
    }
    if (drawnAgain.has('V') || (drawnAgain.has('Opt') && isListBox(node))) {
      if (field.isIndirect()) cleaning.rewritten.add(field.asIndirect());
      blankWidgets(document, field);
    }
    cleanCaptions(document, field, { ...rewrite, widgets });
    const kids = node.get('Kids');
    if (kids.isArray()) kids.forEach((kid) => visit(kid, depth + 1));
  };
  try {
    fields.forEach((field) => visit(field, 0));
  } finally {
    widgets.destroy();
  }
  return cleaning;
}

/**
 * Rewrites the captions of a button (`/MK`: normal, rollover, down) that quote a redacted
 * string, unless the widget's face shows the normal caption in full: then it is page text, and
 * it stays with the other captions that say the same.
 */
function cleanCaptions(
  document: PDFDocument,
  widget: PDFObject,
  rewrite: Rewrite & { widgets: ShownWidgets },
): void {
  const captions = resolveObject(widget).get('MK');
  if (!captions.isDictionary()) return;
  const normal = resolveObject(captions.get('CA'));
  const shown =
    normal.isString() &&
    rewrite.quotes.quotes(normal.asString()) &&
    rewrite.widgets.showsCaption(widget, normal.asString())
      ? normal.asString()
      : null;
  for (const key of ['CA', 'RC', 'AC'])
    rewriteStrings(document, captions, ['MK', key], { ...rewrite, shown });
}

function isListBox(field: PDFObject): boolean {
  if (resolveObject(inheritedEntry(field, 'FT')).asName() !== 'Ch') return false;
  const flags = resolveObject(inheritedEntry(field, 'Ff'));
  return !flags.isNumber() || (flags.asNumber() & COMBO) === 0;
}

interface Rewrite {
  quotes: QuoteFinder;
  placeholder: string;
  /** The value a widget shows in full: every string equal to it stays, and is kept. */
  shown: string | null;
  kept: KeptString[];
  /** The field the strings belong to. */
  field: PDFObject;
}

/**
 * Rewrites the quoting strings at `path` (below `container`, the field's dictionary or an entry
 * of it), looking into arrays two deep.
 */
function rewriteStrings(
  document: PDFDocument,
  container: PDFObject,
  path: (string | number)[],
  rewrite: Rewrite,
  depth = 0,
): boolean {
  const key = path.at(-1)!;
  const value = resolveObject(container.get(key));
  if (value.isString()) {
    const text = value.asString();
    if (!rewrite.quotes.quotes(text)) return false;
    if (text === rewrite.shown) {
      rewrite.kept.push({ field: rewrite.field, path, value: container.get(key) });
      return false;
    }
    container.put(key, document.newString(rewrite.quotes.replace(text, rewrite.placeholder)));
    return true;
  }
  if (!value.isArray() || depth > 1) return false;
  let rewritten = false;
  for (let index = 0; index < value.length; index++) {
    if (rewriteStrings(document, value, [...path, index], rewrite, depth + 1)) rewritten = true;
  }
  return rewritten;
}

/**
 * Blanks the appearance of a field's widgets: the field itself if it is one, and the widgets
 * below it that inherit its value (kids of kids included; a kid with a value of its own keeps
 * its appearance).
 */
function blankWidgets(document: PDFDocument, field: PDFObject): void {
  for (const widget of inheritingWidgets(field)) blankAppearance(document, widget);
}

/** The widgets that show a field's value: itself, and the kids that inherit it. */
function inheritingWidgets(field: PDFObject): PDFObject[] {
  return [field, ...inheritingKids(field)].filter(isWidget);
}

function isWidget(node: PDFObject): boolean {
  return node.get('Subtype').toString() === '/Widget' || !node.get('AP').isNull();
}
