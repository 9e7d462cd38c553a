import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage, PDFWidget } from '../../engine/mupdf';
import { appearanceBoxes } from '../../engine/field-words';
import { centreInside, fromRect, intersects } from '../geometry';
import { entryOf, inheritedEntry, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { appearanceStrings } from '../../text-model/drawn-strings';
import { containsAny } from '../quotes';
import { appendContentStream } from '../appearance/appearance-append';
import { blankAppearance } from '../fields/blank-appearance';
import { inheritingKids } from '../fields/field-tree';
import { trimmedAppearance, trimmedWidget } from '../fields/trim-appearance';
import { flattenedWidget, widgetFate } from '../fields/widget-fate';

/**
 * Removes what MuPDF's redaction leaves behind: form fields the areas cover (with their values;
 * a field they cover only part of leaves its appearance in the page content, for the redaction
 * to cut, see widgetFate), annotations that overlap an area, annotations whose text or appearance
 * quotes a redacted string, popups of removed annotations, and Redact annotations that were in the file
 * already (they are someone's unapplied marks; applying them would remove content the user did
 * not choose). `drawn` are the areas drawn by hand, which take whatever they touch; `flatten`
 * is false where the page's content was redacted elsewhere (a shard), flattening included.
 * Returns the number of annotations removed.
 */
export function removeAnnotations(
  document: PDFDocument,
  page: PDFPage,
  areas: readonly TBBox[],
  needles: readonly string[],
  { drawn = [], flatten = true }: { drawn?: readonly TBBox[]; flatten?: boolean } = {},
): number {
  let removed = 0;
  const removedObjects = new Set<number>();
  const flattened: string[] = [];
  for (const widget of [...page.getWidgets()]) {
    const object = widget.getObject();
    const fate = widgetFate(widget, areas, drawn);
    if (fate === 'keep') continue;
    const trimmed = fate === 'trim' ? trimmedWidget(document, widget) : null;
    // The field's other widgets may keep what this one shows only if no area reached it.
    const shownUncut = trimmed && !glyphUnder(widget, areas) ? trimmed.text : undefined;
    if (flatten && (fate === 'flatten' || trimmed))
      flattened.push(flattenedWidget(document, page.getObject(), widget, trimmed?.appearance));
    clearFieldValue(document, object, shownUncut);
    removedObjects.add(object.asIndirect());
    deleteWidget(page, widget);
    removed++;
  }
  appendContentStream(document, page.getObject(), flattened.filter(Boolean).join('\n'));
  for (const annotation of [...page.getAnnotations()]) {
    const object = annotation.getObject();
    const quoted = [
      stringOf(object.get('Contents')),
      stringOf(object.get('RC')),
      stringOf(object.get('T')),
      appearanceStrings(object),
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

/**
 * Whether an area covers the centre of a character the widget draws across its width (all
 * that a trim may keep), or its characters cannot be read.
 */
function glyphUnder(widget: PDFWidget, areas: readonly TBBox[]): boolean {
  const glyphs = appearanceBoxes(widget);
  const bounds = fromRect(widget.getBounds());
  return (
    !glyphs ||
    glyphs.some(
      (box) =>
        box.x0 < bounds.x1 && box.x1 > bounds.x0 && areas.some((area) => centreInside(box, area)),
    )
  );
}

/**
 * Deletes a widget. mupdf.js forgets a deleted annotation in its list of annotations but not in
 * its list of widgets, which `getWidgets` returns as it is: the widget leaves that list here.
 */
function deleteWidget(page: PDFPage, widget: PDFWidget): void {
  page.deleteAnnotation(widget);
  const widgets = page.getWidgets();
  const index = widgets.indexOf(widget);
  if (index >= 0) widgets.splice(index, 1);
}

function removeOrphanPopups(page: PDFPage, removedObjects: Set<number>): number {
  let removed = 0;
  for (const annotation of [...page.getAnnotations()]) {
    if (annotation.getType() !== 'Popup') continue;
    const parent = annotation.getObject().get('Parent');
    if (parent.isIndirect() && removedObjects.has(parent.asIndirect())) {
      page.deleteAnnotation(annotation);
      removed++;
    }
  }
  return removed;
}

/**
 * Clears a field's value on the widget and on the parents that hold it (inherited /V). The
 * field's other widgets (the same value shown on other pages) would still draw the old value:
 * text and choice widgets get an appearance that draws nothing, as the empty value, and check
 * boxes and radio buttons are turned off. `shown` is what the widget still shows of the value
 * when only what ran past its edge was cut (fate `trim`): another widget that shows the same
 * once trimmed keeps that. Returns whether another widget was changed.
 */
function clearFieldValue(document: PDFDocument, widget: PDFObject, shown?: string): boolean {
  let changedOthers = false;
  let held: string | null = null;
  for (let node = widget, depth = 0; node.isDictionary() && depth < 32; depth++) {
    // The nearest node holding a value holds the one the widget showed, and nodes above it may
    // hold copies of it. A node holding another value holds it for other fields, and an empty
    // value nothing (an XFA-made form's `form1[0]` holds `()` for everything below it): it and
    // what lies above stay. Only the widgets below a holder showed the value.
    const value = resolveObject(node.get('V'));
    if (!value.isNull()) {
      // An empty value (`()`, `/Off`, `[]`) holds nothing to clear.
      if (isEmptyValue(value) || (held !== null && value.toString() !== held)) break;
      held = value.toString();
    }
    for (const key of ['V', 'DV', 'AP', 'RV']) node.delete(key);
    if (node !== widget && !value.isNull() && resetKids(document, node, widget, shown))
      changedOthers = true;
    const parent = node.get('Parent');
    if (parent.isNull()) break;
    node = resolveObject(parent);
  }
  return changedOthers;
}

/**
 * Resets every widget below a field whose value was cleared (`inheritingKids`): text and choice
 * widgets get a blank appearance, or the trimmed one when it shows `shown`; check boxes and
 * radio buttons are turned off.
 */
function resetKids(
  document: PDFDocument,
  field: PDFObject,
  removed: PDFObject,
  shown?: string,
): boolean {
  let changed = false;
  for (const kid of inheritingKids(field, removed)) {
    const other = resolveObject(kid);
    if (other.get('Subtype').toString() !== '/Widget' || !showsValue(other)) continue;
    changed = true;
    const trimmed = shown === undefined ? null : trimmedAppearance(document, other);
    if (trimmed && trimmed.text === shown) {
      const appearances = document.newDictionary();
      appearances.put('N', trimmed.appearance);
      other.put('AP', appearances);
      continue;
    }
    // A check box's appearances are a dictionary of states; a text field's is a stream, whose
    // dictionary (isDictionary() looks through the reference) is no state dictionary.
    const normal = other.get('AP', 'N');
    if (normal.isDictionary() && !normal.isStream()) other.put('AS', document.newName('Off'));
    else blankAppearance(document, other);
  }
  return changed;
}

function isEmptyValue(value: PDFObject): boolean {
  if (value.isString()) return value.asString() === '';
  if (value.isName()) return value.asName() === 'Off';
  return value.isArray() && value.length === 0;
}

/** Push buttons and signatures draw no value (field flag 17: a push button). */
function showsValue(widget: PDFObject): boolean {
  const type = resolveObject(inheritedEntry(widget, 'FT')).asName();
  const flags = resolveObject(inheritedEntry(widget, 'Ff'));
  const pushButton = type === 'Btn' && flags.isNumber() && (flags.asNumber() & (1 << 16)) !== 0;
  return type !== 'Sig' && !pushButton;
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
