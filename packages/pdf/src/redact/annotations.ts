import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../engine/mupdf';
import { fromRect, intersects } from './geometry';
import { entryOf, resolveObject, type PDFObject } from '../engine/pdf-object';
import { containsAny } from './quotes';

/**
 * Removes what MuPDF's redaction leaves behind: annotations and form fields that overlap an area
 * (with their values), annotations whose text quotes a redacted string, popups of removed
 * annotations, and Redact annotations that were in the file already (they are someone's
 * unapplied marks; applying them would remove content the user did not choose).
 * Returns the number of annotations removed.
 */
export function removeAnnotations(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly TBBox[],
  needles: readonly string[],
): number {
  let removed = 0;
  const removedObjects = new Set<number>();
  for (const widget of page.getWidgets()) {
    if (!areas.some((area) => intersects(fromRect(widget.getBounds()), area))) continue;
    const object = widget.getObject();
    clearFieldValue(object);
    removedObjects.add(object.asIndirect());
    page.deleteAnnotation(widget);
    removed++;
  }
  for (const annotation of page.getAnnotations()) {
    const object = annotation.getObject();
    const quoted = [
      stringOf(object.get('Contents')),
      stringOf(object.get('RC')),
      stringOf(object.get('T')),
    ];
    const overlaps = areas.some((area) => intersects(fromRect(annotation.getBounds()), area));
    const isRedact = annotation.getType() === 'Redact';
    if (!isRedact && !overlaps && !quoted.some((text) => containsAny(text, needles))) continue;
    removedObjects.add(object.asIndirect());
    page.deleteAnnotation(annotation);
    removed++;
  }
  removed += removeOrphanPopups(page, removedObjects);
  if (removedObjects.size > 0) pruneFieldTree(document, removedObjects);
  return removed;
}

function removeOrphanPopups(page: PDFPage, removedObjects: Set<number>): number {
  let removed = 0;
  for (const annotation of page.getAnnotations()) {
    if (annotation.getType() !== 'Popup') continue;
    const parent = annotation.getObject().get('Parent');
    if (parent.isIndirect() && removedObjects.has(parent.asIndirect())) {
      page.deleteAnnotation(annotation);
      removed++;
    }
  }
  return removed;
}

/** Clears a field's value on the widget and on the parents that hold it (inherited /V). */
function clearFieldValue(widget: PDFObject): void {
  for (let node = widget, depth = 0; node.isDictionary() && depth < 32; depth++) {
    for (const key of ['V', 'DV', 'AP', 'RV']) node.delete(key);
    const parent = node.get('Parent');
    if (parent.isNull()) break;
    node = resolveObject(parent);
  }
}

/** Drops removed widgets from the AcroForm field tree so no field keeps pointing at them. */
function pruneFieldTree(document: PDFDocument, removed: Set<number>): void {
  const fields = document.getTrailer().get('Root', 'AcroForm', 'Fields');
  if (fields.isArray()) pruneKids(fields, removed, 0);
}

function pruneKids(kids: PDFObject, removed: Set<number>, depth: number): void {
  if (depth > 32) return;
  for (let index = kids.length - 1; index >= 0; index--) {
    const kid = kids.get(index);
    if (kid.isIndirect() && removed.has(kid.asIndirect())) {
      kids.delete(index);
      continue;
    }
    const grandKids = entryOf(resolveObject(kid), 'Kids');
    if (grandKids.isArray()) pruneKids(grandKids, removed, depth + 1);
  }
}

function stringOf(object: PDFObject): string {
  return object.isString() ? object.asString() : '';
}
