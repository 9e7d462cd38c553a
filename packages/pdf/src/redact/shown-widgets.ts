import type { TBBox } from '@workbench/contracts';
import { drawnCharBoxes, readableWidgets, valueCharBoxes } from '../engine/field-words';
import type { PDFDocument, PDFPage, PDFWidget } from '../engine/mupdf';
import type { PDFObject } from '../engine/pdf-object';
import { fromRect } from './geometry';
import { showsCharacters } from './widget-seen';

/**
 * What the widgets of a file's pages show a reader, found through the widgets' objects (the
 * pages are read when first asked, and kept until `destroy`).
 */
export class ShownWidgets {
  private byObject: Map<number, { widget: PDFWidget; page: TBBox }> | null = null;
  private readonly pages: PDFPage[] = [];

  constructor(private readonly document: PDFDocument) {}

  /** Whether `widget`, a text field or combo box, shows its value in full (`showsCharacters`). */
  showsValue(widget: PDFObject): boolean {
    const found = this.find(widget);
    if (!found || !(found.widget.isText() || found.widget.isComboBox())) return false;
    const boxes = valueCharBoxes(found.widget);
    return boxes !== null && showsCharacters(found.widget, boxes, found.page);
  }

  /** Whether `widget` shows `caption` in full, drawn by its appearance (`showsCharacters`). */
  showsCaption(widget: PDFObject, caption: string): boolean {
    const found = this.find(widget);
    const boxes = found ? drawnCharBoxes(found.widget, caption) : null;
    return boxes !== null && showsCharacters(found!.widget, boxes, found!.page);
  }

  destroy(): void {
    for (const page of this.pages) page.destroy();
  }

  private find(object: PDFObject) {
    return object.isIndirect() ? this.widgets().get(object.asIndirect()) : undefined;
  }

  private widgets(): Map<number, { widget: PDFWidget; page: TBBox }> {
    if (this.byObject) return this.byObject;
    this.byObject = new Map();
    for (let index = 0; index < this.document.countPages(); index++) {
      const page = this.document.loadPage(index);
      this.pages.push(page);
      const bounds = fromRect(page.getBounds());
      for (const widget of readableWidgets(page) ?? []) {
        const object = widget.getObject();
        if (object.isIndirect()) this.byObject.set(object.asIndirect(), { widget, page: bounds });
      }
    }
    return this.byObject;
  }
}
