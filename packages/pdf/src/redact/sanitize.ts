import type { PDFDocument } from '../engine/mupdf';
import { containsAny } from './needles';

type PDFObject = ReturnType<PDFDocument['newNull']>;

const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'Rendition',
  'RichMediaExecute',
]);

/**
 * Removes what could carry the redacted content or act on the reader: document info and XMP
 * metadata, document-level JavaScript and embedded files, opening and trigger actions, XFA form
 * data, page thumbnails and private data, active actions on annotations, and the outline when a
 * title quotes a redacted string. Everything removed here becomes unreferenced and is dropped by
 * the garbage-collecting save.
 */
export function sanitizeDocument(document: PDFDocument, needles: readonly string[]): void {
  const trailer = document.getTrailer();
  trailer.delete('Info');
  const root = trailer.get('Root');
  if (!root.isDictionary()) return;
  for (const key of ['Metadata', 'OpenAction', 'AA', 'PieceInfo', 'SpiderInfo', 'Perms', 'Threads'])
    root.delete(key);
  const names = root.get('Names');
  if (names.isDictionary())
    for (const key of ['JavaScript', 'EmbeddedFiles', 'AlternatePresentations']) names.delete(key);
  const acroForm = root.get('AcroForm');
  if (acroForm.isDictionary()) {
    acroForm.delete('XFA');
    acroForm.delete('NeedsRendering');
    scrubFields(acroForm.get('Fields'), 0);
  }
  if (outlineQuotes(root.get('Outlines'), needles)) root.delete('Outlines');
  for (let index = 0; index < document.countPages(); index++) scrubPage(document.findPage(index));
}

function scrubPage(page: PDFObject): void {
  for (const key of ['Metadata', 'PieceInfo', 'Thumb', 'AA']) page.delete(key);
  const annots = page.get('Annots');
  if (!annots.isArray()) return;
  for (let index = annots.length - 1; index >= 0; index--) {
    const annotation = annots.get(index).resolve();
    if (annotation.get('Subtype').asName() === 'FileAttachment') {
      annots.delete(index);
      continue;
    }
    scrubActions(annotation);
  }
}

/** Fields: no trigger actions, no JavaScript; values stay unless they were redacted. */
function scrubFields(fields: PDFObject, depth: number): void {
  if (!fields.isArray() || depth > 32) return;
  for (let index = 0; index < fields.length; index++) {
    const field = fields.get(index).resolve();
    scrubActions(field);
    scrubFields(field.get('Kids'), depth + 1);
  }
}

function scrubActions(dictionary: PDFObject): void {
  dictionary.delete('AA');
  const action = dictionary.get('A');
  if (action.isDictionary() && ACTIVE_ACTIONS.has(action.get('S').asName())) dictionary.delete('A');
}

function outlineQuotes(outlines: PDFObject, needles: readonly string[]): boolean {
  if (!outlines.isDictionary() || needles.length === 0) return false;
  const seen = new Set<number>();
  const stack: PDFObject[] = [outlines.get('First')];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (!item.isDictionary() || (item.isIndirect() && seen.has(item.asIndirect()))) continue;
    if (item.isIndirect()) seen.add(item.asIndirect());
    const title = item.get('Title');
    if (title.isString() && containsAny(title.asString(), needles)) return true;
    stack.push(item.get('First'), item.get('Next'));
  }
  return false;
}
