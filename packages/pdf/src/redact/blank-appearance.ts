import type { PDFDocument } from '../engine/mupdf';
import { resolveObject, type PDFObject } from '../engine/pdf-object';

/**
 * Gives a widget an appearance that draws nothing, as an emptied or rewritten value shows until
 * it is drawn again. Asking readers to draw appearances again (`/NeedAppearances`) would have
 * every reader redraw every field of the form its own way (list boxes without their options,
 * buttons without captions, or nothing at all in readers that ignore the flag).
 */
export function blankAppearance(document: PDFDocument, widget: PDFObject): void {
  const rect = resolveObject(widget.get('Rect'));
  const side = (index: number) => {
    const value = rect.isArray() ? resolveObject(rect.get(index)) : null;
    return value?.isNumber() ? value.asNumber() : 0;
  };
  const blank = document.addStream('', {
    Type: document.newName('XObject'),
    Subtype: document.newName('Form'),
    BBox: [0, 0, Math.abs(side(2) - side(0)), Math.abs(side(3) - side(1))],
  });
  const appearances = document.newDictionary();
  appearances.put('N', blank);
  widget.put('AP', appearances);
}
