import { decodeLatin1, decodeUtf8 } from '../../bytes/bytes';
import { maskString, type TResidue } from '@workbench/contracts';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { ByteSink, collectStrings } from '../../verify/pdf-strings';
import { QuoteFinder } from '../quotes';

const MAX_DEPTH = 16;
const NOT_TEXT = new Set(['Image']);

/**
 * Where in a saved file each of the leaked strings is quoted: in which object, of which kind
 * (form field, annotation, outline, link, page content…), on which page when the object belongs
 * to one. Runs only when a verification fails, to tell the user where to look; a string found
 * by the byte scan but in no object's strings or decoded data is placed in the "file data".
 */
export function locateResidues(
  document: PDFDocument,
  leaks: readonly string[],
  budget: TaskBudget,
  pages = pageObjects(document),
): TResidue[] {
  const residues: TResidue[] = [];
  const located = new Set<string>();
  for (const needle of leaks) {
    const finder = new QuoteFinder([needle]);
    const places = new Set<string>();
    const count = document.countObjects();
    for (let num = 1; num < count; num++) {
      budget.visit();
      const reference = document.newIndirect(num);
      const object = reference.resolve();
      if (!quotesIn(object, finder, 0) && !streamQuotes(reference, object, finder)) continue;
      const place = placeOf(object, reference.isStream(), pages.contents.has(num));
      const page = pages.byObject.get(num) ?? null;
      const key = `${place}@${page}`;
      if (places.has(key)) continue;
      places.add(key);
      residues.push({ ...maskString(needle), page, place });
      located.add(needle);
    }
  }
  for (const needle of leaks) {
    if (!located.has(needle))
      residues.push({ ...maskString(needle), page: null, place: 'file data' });
  }
  return residues;
}

function quotesIn(object: PDFObject, finder: QuoteFinder, depth: number): boolean {
  if (object.isString()) return finder.quotes(object.asString());
  if (depth > MAX_DEPTH || !(object.isDictionary() || object.isArray())) return false;
  let found = false;
  object.forEach((value) => {
    if (!found && !value.isIndirect()) found = quotesIn(value, finder, depth + 1);
  });
  return found;
}

function streamQuotes(reference: PDFObject, object: PDFObject, finder: QuoteFinder): boolean {
  if (!reference.isStream() || NOT_TEXT.has(object.get('Subtype').asName())) return false;
  try {
    const buffer = reference.readStream();
    const bytes = buffer.asUint8Array().slice();
    buffer.destroy();
    if (finder.quotes(decodeLatin1(bytes)) || finder.quotes(decodeUtf8(bytes))) return true;
    // Content drawn a glyph or a few at a time: `(M)Tj (o)Tj (n)Tj …`.
    const sink = new ByteSink();
    collectStrings(bytes, 0, bytes.length, sink);
    const starts = sink.starts;
    const strings = sink.take();
    const pieces = starts.map((start, index) =>
      decodeLatin1(strings, start, starts[index + 1] ?? strings.length),
    );
    return finder.quotes(pieces.join('\n'));
  } catch {
    return false;
  }
}

function placeOf(object: PDFObject, isStream: boolean, isPageContent: boolean): string {
  const type = object.get('Type').asName();
  const subtype = object.get('Subtype').asName();
  if (isPageContent) return 'page content';
  if (subtype === 'Widget' || !object.get('FT').isNull()) return 'form field';
  if (type === 'Annot' || (subtype && !object.get('Rect').isNull())) return 'annotation';
  if (!object.get('Title').isNull() && !object.get('Parent').isNull()) return 'outline';
  if (object.get('S').asName() === 'URI' || !object.get('URI').isNull()) return 'link';
  if (type === 'StructElem') return 'structure (alternate text)';
  if (type === 'OCG') return 'layer name';
  if (type === 'Metadata') return 'metadata';
  if (type === 'EmbeddedFile' || type === 'Filespec') return 'embedded file';
  if (['Author', 'Creator', 'Producer', 'Subject'].some((key) => !object.get(key).isNull()))
    return 'document info';
  if (isStream && subtype === 'Form') return 'drawn content (form XObject)';
  if (isStream) return 'stream data';
  return 'document structure';
}

/**
 * Each page's own object, content streams, annotations and the XObjects it draws (a few levels
 * deep), by object number → 1-based page (the first page claims a shared object); the content
 * streams; and every stream that draws a page (content streams and forms).
 */
export function pageObjects(document: PDFDocument) {
  const byObject = new Map<number, number>();
  const contents = new Set<number>();
  const drawn = new Set<number>();
  for (let index = 0; index < document.countPages(); index++) {
    const page = document.findPage(index);
    const note = (object: PDFObject) => {
      if (object.isIndirect() && !byObject.has(object.asIndirect()))
        byObject.set(object.asIndirect(), index + 1);
    };
    note(page);
    noteForms(page.get('Resources'), note, drawn, 0);
    for (const key of ['Contents', 'Annots']) {
      const entry = page.get(key);
      const list = entry.isIndirect() ? resolveObject(entry) : entry;
      const items: PDFObject[] = list.isArray() ? [] : [entry];
      if (list.isArray()) list.forEach((item) => items.push(item));
      for (const item of items) {
        note(item);
        if (key === 'Contents' && item.isIndirect()) {
          contents.add(item.asIndirect());
          drawn.add(item.asIndirect());
        }
      }
    }
  }
  return { byObject, contents, drawn };
}

const FORM_DEPTH = 4;

function noteForms(
  resources: PDFObject,
  note: (object: PDFObject) => void,
  drawn: Set<number>,
  depth: number,
): void {
  if (depth > FORM_DEPTH || !resources.isDictionary()) return;
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return;
  xobjects.forEach((xobject) => {
    note(xobject);
    const form = resolveObject(xobject);
    if (!form.isDictionary() || form.get('Subtype').asName() !== 'Form') return;
    if (xobject.isIndirect()) drawn.add(xobject.asIndirect());
    noteForms(form.get('Resources'), note, drawn, depth + 1);
  });
}
