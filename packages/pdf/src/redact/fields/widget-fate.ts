import type { TBBox } from '@workbench/contracts';
import {
  appearanceBoxes,
  drawnValueRange,
  laidOutChars,
  readableWidgets,
  valueCharBoxes,
} from '../../engine/field-words';
import { isEngineFault } from '../../engine/pdf-file-error';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument, PDFWidget } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { drawnAt } from '../appearance/page-xobject';
import { centreInside, fromRect, intersects } from '../geometry';
import { placementOf } from './trim-appearance';

/**
 * What becomes of a widget the areas overlap:
 * - `keep`: the areas only graze it — none of its value's characters and less than half of its
 *   rectangle under them (a search hit on the label beside a field);
 * - `flatten`: they cover part of its value ("Chicago," in "1 N Central, Chicago, IL 60000"): its
 *   appearance becomes page content, where the redaction removes what lies under the areas and
 *   leaves the rest where it was; the field itself goes;
 * - `trim`: a one-line field shows the start of a long value, the rest runs past its edge
 *   (clipped away), and the areas cover only that hidden rest: flattened as `flatten` is, without
 *   the text past the edge (`trimmedAppearance`);
 * - `remove`: they cover all of its value, or most of a widget that shows none (a check box),
 *   or a value its appearance does not draw: the widget goes whole.
 */
export type WidgetFate = 'keep' | 'flatten' | 'trim' | 'remove';

/** A check box, an empty field or a button goes when this share of it lies under the areas. */
const MOSTLY = 0.5;

export function widgetFate(
  widget: PDFWidget,
  areas: readonly TBBox[],
  /** The areas drawn by hand: like MuPDF's cut of page text, they take whatever they touch. */
  drawn: readonly TBBox[] = [],
): WidgetFate {
  const bounds = fromRect(widget.getBounds());
  if (!areas.some((area) => intersects(bounds, area))) return 'keep';
  try {
    return fateOfTouched(widget, bounds, areas, drawn);
  } catch (error) {
    // A field MuPDF cannot read or draw (a cycle in a real form's resources) goes whole.
    if (isEngineFault(error)) throw error;
    return 'remove';
  }
}

function fateOfTouched(
  widget: PDFWidget,
  bounds: TBBox,
  areas: readonly TBBox[],
  drawn: readonly TBBox[],
): WidgetFate {
  const mostly =
    coveredShare(bounds, areas) >= MOSTLY || drawn.some((area) => intersects(bounds, area));
  let boxes = valueCharBoxes(widget);
  // Only a widget that goes or becomes content gets one, never one that stays as it was.
  if (boxes === null && !drawsNoText(widget) && !widget.getObject().get('AP', 'N').isStream()) {
    drawAppearance(widget);
    boxes = valueCharBoxes(widget);
  }
  if (boxes === null) {
    // A value the appearance does not draw as text is judged as a whole.
    if (drawsNoText(widget)) return mostly ? 'remove' : 'keep';
    if (widget.getValue().trim() === '') {
      // Without a value it may still draw text (a stale appearance, or one trimmed from a value
      // cut on another page): a glyph under an area takes it whole.
      const glyphs = appearanceBoxes(widget) ?? [];
      const touched = glyphs.some(
        (box) =>
          areas.some((area) => centreInside(box, area)) ||
          drawn.some((area) => intersects(box, area)),
      );
      return mostly || touched ? 'remove' : 'keep';
    }
    return drawn.some((area) => intersects(bounds, area)) ? 'remove' : clippedFate(widget, areas);
  }
  const hit = boxes.filter(
    (box) =>
      areas.some((area) => centreInside(box, area)) || drawn.some((area) => intersects(box, area)),
  ).length;
  if (hit === 0) return mostly ? 'remove' : 'keep';
  if (hit === boxes.length) return 'remove';
  // Text past the widget's edge is clipped away, out of sight: as page content, what the areas
  // did not reach of it would stay hidden in the file. Such a widget goes whole.
  return boxes.every((box) => centreInside(box, bounds)) ? 'flatten' : 'remove';
}

/**
 * The fate of a one-line field that draws only part of its value (the start of a long option in
 * a narrow combo box), judged by the value's characters as the page text lays them out over the
 * widget (`addFieldWords`): areas that cover only characters it does not draw leave the drawn
 * part as page content (`trim`); one that covers a drawn character, where the areas may miss
 * its glyph, takes the widget whole.
 */
function clippedFate(widget: PDFWidget, areas: readonly TBBox[]): WidgetFate {
  // A turned appearance, or one MuPDF cannot trim, still goes whole (`trimmedWidget`).
  const oneLine = widget.isComboBox() || (widget.isText() && !widget.isMultiline());
  if (!oneLine) return 'remove';
  const drawn = drawnValueRange(widget);
  if (!drawn || /[\r\n]/u.test(drawn.value)) return 'remove';
  const boxes = laidOutChars(drawn.value, fromRect(widget.getBounds()));
  const hit = boxes.flatMap((box, index) =>
    areas.some((area) => centreInside(box, area)) ? [index] : [],
  );
  if (hit.length === 0) return 'remove';
  return hit.every((index) => index < drawn.start || index >= drawn.end) ? 'trim' : 'remove';
}

/**
 * Gives a widget without an appearance stream (none in the file, or a broken /AP) one drawn by
 * MuPDF from its value, as readers draw it: setting the value again is what makes MuPDF write it.
 */
export function drawAppearance(widget: PDFWidget): void {
  const object = widget.getObject();
  if (!object.get('AP').isNull() && !object.get('AP').isDictionary()) object.delete('AP');
  const value = widget.getValue();
  if (widget.isText()) widget.setTextValue(value);
  else if (widget.isComboBox()) widget.setChoiceValue(value);
  else return;
  widget.update();
}

/** Whether the form asks readers to draw its fields' appearances anew (`/NeedAppearances`). */
function asksForAppearances(document: PDFDocument): boolean {
  const flag = document.getTrailer().get('Root', 'AcroForm', 'NeedAppearances');
  return flag.isBoolean() && flag.asBoolean();
}

/** Check boxes and radio buttons draw a symbol, buttons and signatures no value. */
function drawsNoText(widget: PDFWidget): boolean {
  return ['checkbox', 'radiobutton', 'button', 'signature'].includes(widget.getFieldType());
}

/** The share of a box under the areas (overlaps summed, so at most over-counted). */
function coveredShare(box: TBBox, areas: readonly TBBox[]): number {
  const size = Math.max(1e-6, (box.x1 - box.x0) * (box.y1 - box.y0));
  let covered = 0;
  for (const area of areas) {
    const width = Math.min(box.x1, area.x1) - Math.max(box.x0, area.x0);
    const height = Math.min(box.y1, area.y1) - Math.max(box.y0, area.y0);
    if (width > 0 && height > 0) covered += width * height;
  }
  return Math.min(1, covered / size);
}

const RESOURCE_NAME = 'RedactField';
/** Annotation flag 2: not shown, not printed. */
const HIDDEN = 2;

/**
 * The content that draws a widget's normal appearance where the widget stands (PDF 32000
 * 12.5.5: the appearance's box, through its matrix, fitted to the widget's rectangle), with the
 * appearance added to the page's XObject resources; '' when the widget has no appearance stream
 * to draw or is hidden. `shown` is drawn in place of the appearance (fate `trim`: the appearance
 * without the text past the widget's edge).
 */
export function flattenedWidget(
  document: PDFDocument,
  pageObject: PDFObject,
  of: PDFWidget,
  shown?: PDFObject,
): string {
  // An appearance MuPDF draws for display is written to the file only now: one for a widget
  // without any, and one for every widget of a form that asks readers to draw its fields
  // (/NeedAppearances) — MuPDF keeps its drawing apart from the file, whose own appearance may
  // draw nothing ("/Tx BMC EMC"), so the flattened field would lose every line the areas left.
  if (!of.getObject().get('AP', 'N').isStream() || asksForAppearances(document)) {
    try {
      drawAppearance(of);
    } catch (error) {
      if (isEngineFault(error)) throw error;
      return '';
    }
  }
  const widget = of.getObject();
  const flags = resolveObject(widget.get('F'));
  if (flags.isNumber() && (flags.asNumber() & HIDDEN) !== 0) return '';
  const placement = placementOf(widget);
  if (!placement) return '';
  return drawnAt(document, pageObject, placement, RESOURCE_NAME, shown);
}

/**
 * Draws again, from their new values, the widgets of the fields the sanitiser rewrote (their
 * appearance was blanked): text fields and combo boxes, as MuPDF draws them. A list box, or a
 * widget MuPDF cannot draw, keeps the blank appearance.
 */
export function redrawRewritten(
  document: PDFDocument,
  fields: ReadonlySet<number>,
  budget: TaskBudget,
): void {
  if (fields.size === 0) return;
  for (let index = 0; index < document.countPages(); index++) {
    budget.step(index + 1);
    const page = document.loadPage(index);
    try {
      for (const widget of readableWidgets(page) ?? []) {
        if (belongsTo(widget.getObject(), fields)) redraw(widget);
      }
    } finally {
      page.destroy();
    }
  }
}

function redraw(widget: PDFWidget): void {
  try {
    drawAppearance(widget);
  } catch (error) {
    if (isEngineFault(error)) throw error;
  }
}

/** Whether a widget or a field above it (bounded) is one of `fields`. */
function belongsTo(widget: PDFObject, fields: ReadonlySet<number>): boolean {
  let node: PDFObject = widget;
  for (let depth = 0; depth < 32 && node.isIndirect(); depth++) {
    if (fields.has(node.asIndirect())) return true;
    node = resolveObject(node).get('Parent');
  }
  return false;
}
