import type { TFileSignature } from '@workbench/contracts';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { inheritedEntry, numbersOf, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { signerOf } from './signer-name';

/** A signature the file carried, which a redaction breaks and removes. */
export interface RemovedSignature {
  /** The signature field's full name. */
  field: string;
  /** Who signed, by the signature's /Name or its certificate's subject; null when neither says. */
  signedBy: string | null;
}

const HIDDEN = 0x02;
const NO_VIEW = 0x20;

/**
 * Removes every signature from the file before its pages are redacted (decision 0062): a
 * redacted file is no longer what was signed, so a signature on it would claim what is not true,
 * and its certificate carries the signer's name and id in binary data. What a signed field shows
 * on the page (a seal, "Digitally signed by …") becomes page content, drawn where it was, so the
 * areas can cut it like any drawing and the page looks as before; the field goes with its value
 * and certificates. Says which fields were signed and by whom, for the report.
 */
export function removeSignatures(document: PDFDocument, budget: TaskBudget): RemovedSignature[] {
  const removed: RemovedSignature[] = [];
  const signed = new Set<number>();
  const acroForm = forEachSignedWidget(document, budget, ({ page, annots, at, widget, value }) => {
    drawOnPage(document, page, resolveObject(widget));
    annots.delete(at);
    if (widget.isIndirect()) signed.add(widget.asIndirect());
    removed.push({ field: fieldName(widget), signedBy: signerOf(value) });
  });
  if (acroForm && signed.size > 0) removeFields(resolveObject(acroForm.get('Fields')), signed, 0);
  return removed;
}

/**
 * The signatures a redaction would remove (see removeSignatures), read without changing the
 * file: each signed field with who signed and its page, for the workspace to show before the
 * user redacts. An unsigned signature field is not listed; it stays as an empty field.
 */
export function readSignatures(document: PDFDocument, budget: TaskBudget): TFileSignature[] {
  const found: { at: number; signature: TFileSignature }[] = [];
  forEachSignedWidget(document, budget, ({ pageIndex, at, widget, value }) => {
    const signature = { field: fieldName(widget), signed_by: signerOf(value), page: pageIndex + 1 };
    found.push({ at, signature });
  });
  return found
    .sort((a, b) => a.signature.page - b.signature.page || a.at - b.at)
    .map(({ signature }) => signature);
}

interface SignedWidget {
  page: PDFObject;
  pageIndex: number;
  annots: PDFObject;
  /** The widget's place in the page's /Annots. */
  at: number;
  widget: PDFObject;
  /** Its field's signature dictionary. */
  value: PDFObject;
}

/**
 * Visits the widgets of signed signature fields, page by page and last to first within a page,
 * so the visitor may delete each from its /Annots. Answers the form, or null when the file has
 * none (and nothing is visited).
 */
function forEachSignedWidget(
  document: PDFDocument,
  budget: TaskBudget,
  visit: (found: SignedWidget) => void,
): PDFObject | null {
  const acroForm = resolveObject(document.getTrailer().get('Root', 'AcroForm'));
  if (!acroForm.isDictionary()) return null;
  for (let pageIndex = 0; pageIndex < document.countPages(); pageIndex++) {
    budget.visit();
    const page = document.findPage(pageIndex);
    const annots = resolveObject(page.get('Annots'));
    if (!annots.isArray()) continue;
    for (let at = annots.length - 1; at >= 0; at--) {
      const widget = annots.get(at);
      const value = signatureValue(widget);
      if (value) visit({ page, pageIndex, annots, at, widget, value });
    }
  }
  return acroForm;
}

/** The signature dictionary a widget's field holds, when it is a signed signature field. */
function signatureValue(widget: PDFObject): PDFObject | null {
  if (inheritedEntry(widget, 'FT').asName() !== 'Sig') return null;
  const value = resolveObject(inheritedEntry(widget, 'V'));
  return value.isDictionary() ? value : null;
}

function fieldName(widget: PDFObject): string {
  const parts: string[] = [];
  let node = resolveObject(widget);
  for (let depth = 0; depth < 32 && node.isDictionary(); depth++) {
    const name = resolveObject(node.get('T'));
    if (name.isString()) parts.unshift(name.asString());
    node = resolveObject(node.get('Parent'));
  }
  return parts.join('.');
}

/**
 * Draws a widget's normal appearance into its page's content where a reader shows it: the form's
 * box, through its matrix, fitted to the widget's rectangle (PDF 32000-2, 12.5.5).
 */
function drawOnPage(document: PDFDocument, page: PDFObject, widget: PDFObject): void {
  const flags = resolveObject(widget.get('F'));
  if (flags.isNumber() && (flags.asNumber() & (HIDDEN | NO_VIEW)) !== 0) return;
  let appearance = resolveObject(widget.get('AP'));
  if (!appearance.isDictionary()) return;
  let normal = appearance.get('N');
  if (!normal.isStream()) {
    const state = resolveObject(widget.get('AS'));
    normal = state.isName() ? resolveObject(normal).get(state.asName()) : normal;
  }
  if (!normal.isStream()) return;
  appearance = normal.resolve();
  const rect = numbersOf(widget.get('Rect'), 4);
  const bbox = numbersOf(appearance.get('BBox'), 4);
  if (!rect || !bbox) return;
  const matrix = numbersOf(appearance.get('Matrix'), 6) ?? [1, 0, 0, 1, 0, 0];
  const box = transformedBox(bbox, matrix);
  const width = box[2] - box[0];
  const height = box[3] - box[1];
  if (width <= 0 || height <= 0) return;
  const sx = (Math.max(rect[0]!, rect[2]!) - Math.min(rect[0]!, rect[2]!)) / width;
  const sy = (Math.max(rect[1]!, rect[3]!) - Math.min(rect[1]!, rect[3]!)) / height;
  const tx = Math.min(rect[0]!, rect[2]!) - box[0] * sx;
  const ty = Math.min(rect[1]!, rect[3]!) - box[1] * sy;
  const resources = ownResources(document, page);
  let xobjects = resolveObject(resources.get('XObject'));
  if (!xobjects.isDictionary()) {
    xobjects = document.newDictionary();
    resources.put('XObject', xobjects);
  }
  // A name of its own: two signatures on a page each draw their own appearance (the widget
  // arrives resolved, so it has no object number to tell them apart by).
  let serial = 1;
  while (!resolveObject(xobjects.get(`Signature${serial}`)).isNull()) serial++;
  const name = `Signature${serial}`;
  xobjects.put(name, normal);
  const figures = [sx, 0, 0, sy, tx, ty].map((value) => Number(value.toFixed(4)));
  const content = `q ${figures.join(' ')} cm /${name} Do Q\n`;
  appendContent(document, page, content);
}

function transformedBox(bbox: number[], m: number[]): [number, number, number, number] {
  const corners = [
    [bbox[0]!, bbox[1]!],
    [bbox[2]!, bbox[1]!],
    [bbox[0]!, bbox[3]!],
    [bbox[2]!, bbox[3]!],
  ].map(([x, y]) => [m[0]! * x! + m[2]! * y! + m[4]!, m[1]! * x! + m[3]! * y! + m[5]!]);
  const xs = corners.map(([x]) => x!);
  const ys = corners.map(([, y]) => y!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** The page's own resource dictionary, made from what it inherits when it has none. */
function ownResources(document: PDFDocument, page: PDFObject): PDFObject {
  const own = resolveObject(page.get('Resources'));
  if (own.isDictionary()) return own;
  const inherited = resolveObject(page.getInheritable('Resources'));
  const copy = document.newDictionary();
  if (inherited.isDictionary()) {
    inherited.forEach((value, key) => {
      copy.put(key, value);
    });
  }
  page.put('Resources', copy);
  return copy;
}

function appendContent(document: PDFDocument, page: PDFObject, content: string): void {
  const stream = document.addStream(content, document.newDictionary());
  const contents = page.get('Contents');
  const list = document.newArray();
  const existing = resolveObject(contents);
  if (existing.isArray()) {
    existing.forEach((item) => {
      list.push(item);
    });
  } else if (!contents.isNull()) list.push(contents);
  list.push(stream);
  page.put('Contents', list);
}

/** Removes the signed fields from the form's field tree, and parents left without kids. */
function removeFields(fields: PDFObject, signed: ReadonlySet<number>, depth: number): void {
  if (!fields.isArray() || depth > 32) return;
  for (let at = fields.length - 1; at >= 0; at--) {
    const field = fields.get(at);
    if (field.isIndirect() && signed.has(field.asIndirect())) {
      fields.delete(at);
      continue;
    }
    const node = resolveObject(field);
    if (!node.isDictionary()) continue;
    const kids = resolveObject(node.get('Kids'));
    if (!kids.isArray()) continue;
    const before = kids.length;
    removeFields(kids, signed, depth + 1);
    if (before > 0 && kids.length === 0) fields.delete(at);
  }
}
