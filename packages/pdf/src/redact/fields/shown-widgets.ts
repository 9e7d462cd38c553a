import type { TBBox } from '@workbench/contracts';
import { drawnCharBoxes, readableWidgets, valueCharBoxes } from '../../engine/field-words';
import type { PDFDocument, PDFPage, PDFWidget } from '../../engine/mupdf';
import { inheritedEntry, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { isEngineFault } from '../../engine/pdf-file-error';
import { fromRect } from '../geometry';
import { drawAppearance } from './widget-fate';
import { isHidden, showsCharacters, type PageView } from './widget-seen';

interface Found {
  widget: PDFWidget;
  page: { bounds: TBBox; drawn: { object: number; box: TBBox }[] };
}

/**
 * What the widgets of a file's pages show a reader, found through the widgets' objects (the
 * pages are read when first asked, and kept until `destroy`).
 */
export class ShownWidgets {
  private byObject: Map<number, Found> | null = null;
  private readonly pages: PDFPage[] = [];

  /** The form's default appearance (`/DA`), which fields without their own inherit. */
  private readonly formLook: boolean;

  constructor(private readonly document: PDFDocument) {
    this.formLook = hasText(document.getTrailer().get('Root', 'AcroForm', 'DA'));
  }

  /**
   * Whether `widget`, a text field or combo box showing `value` (the value of the field being
   * judged, not another one's it might belong to), shows it in full (`showsCharacters`).
   */
  showsValue(widget: PDFObject, value: string): boolean {
    const found = this.find(widget);
    if (!found || !(found.widget.isText() || found.widget.isComboBox())) return false;
    if (found.widget.getValue() !== value) return false;
    const object = found.widget.getObject();
    dropBrokenAppearance(object);
    // Readers draw a field without an appearance from its value in its default appearance; a
    // field without one (its own, inherited or the form's) they cannot draw.
    const drawable = this.formLook || hasText(inheritedEntry(object, 'DA'));
    if (!object.get('AP', 'N').isStream() && !drawable) return false;
    const boxes = valueCharBoxes(found.widget);
    if (boxes === null || !showsCharacters(found.widget, boxes, this.view(found))) return false;
    // What was judged is what every reader draws: some draw no field without an appearance.
    if (!found.widget.getObject().get('AP', 'N').isStream()) writeAppearance(found.widget);
    return true;
  }

  /** Whether `widget` shows `caption` in full, drawn by its appearance (`showsCharacters`). */
  showsCaption(widget: PDFObject, caption: string): boolean {
    const found = this.find(widget);
    if (found) dropBrokenAppearance(found.widget.getObject());
    const boxes = found ? drawnCharBoxes(found.widget, caption) : null;
    return boxes !== null && showsCharacters(found!.widget, boxes, this.view(found!));
  }

  destroy(): void {
    for (const page of this.pages) page.destroy();
  }

  /** The page as a widget sees it: the other annotations drawn over the page. */
  private view({ widget, page }: Found): PageView {
    const self = widget.getObject().asIndirect();
    return {
      bounds: page.bounds,
      others: page.drawn.filter((other) => other.object !== self).map((other) => other.box),
    };
  }

  private find(object: PDFObject): Found | undefined {
    return object.isIndirect() ? this.widgets().get(object.asIndirect()) : undefined;
  }

  private widgets(): Map<number, Found> {
    if (this.byObject) return this.byObject;
    this.byObject = new Map();
    for (let index = 0; index < this.document.countPages(); index++) {
      const page = this.document.loadPage(index);
      this.pages.push(page);
      const widgets = readableWidgets(page) ?? [];
      const shown = {
        bounds: fromRect(page.getBounds()),
        drawn: drawnAnnotations([...page.getAnnotations(), ...widgets]),
      };
      for (const widget of widgets) {
        const object = widget.getObject();
        if (object.isIndirect()) this.byObject.set(object.asIndirect(), { widget, page: shown });
      }
    }
    return this.byObject;
  }
}

type Annotation = ReturnType<PDFPage['getAnnotations']>[number];

function hasText(entry: PDFObject): boolean {
  const text = resolveObject(entry);
  return text.isString() && text.asString().trim() !== '';
}

function writeAppearance(widget: PDFWidget): void {
  try {
    drawAppearance(widget);
  } catch (error) {
    if (isEngineFault(error)) throw error;
  }
}

/**
 * Removes an `/AP` that is not a dictionary (a string where the appearances belong): readers
 * ignore it and draw the field from its value, which MuPDF does only without it.
 */
function dropBrokenAppearance(widget: PDFObject): void {
  const appearance = resolveObject(widget.get('AP'));
  if (!appearance.isNull() && !appearance.isDictionary()) widget.delete('AP');
}

/** The annotations and widgets of a page that are drawn (not hidden, not popups). */
function drawnAnnotations(annotations: readonly Annotation[]): { object: number; box: TBBox }[] {
  return annotations.flatMap((annotation) => {
    const object = annotation.getObject();
    if (isHidden(object) || annotation.getType() === 'Popup') return [];
    return [
      {
        object: object.isIndirect() ? object.asIndirect() : -1,
        box: fromRect(annotation.getBounds()),
      },
    ];
  });
}
