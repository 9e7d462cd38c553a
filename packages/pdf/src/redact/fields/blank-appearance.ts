import type { PDFDocument } from '../../engine/mupdf';
import { numbersOf, type PDFObject } from '../../engine/pdf-object';

/**
 * Gives a widget an appearance that draws nothing, as an emptied or rewritten value shows until
 * it is drawn again. Asking readers to draw appearances again (`/NeedAppearances`) would have
 * every reader redraw every field of the form its own way (list boxes without their options,
 * buttons without captions, or nothing at all in readers that ignore the flag).
 */
export function blankAppearance(document: PDFDocument, widget: PDFObject): void {
  const [x0, y0, x1, y1] = numbersOf(widget.get('Rect'), 4) ?? [0, 0, 0, 0];
  const blank = document.addStream('', {
    Type: document.newName('XObject'),
    Subtype: document.newName('Form'),
    BBox: [0, 0, Math.abs(x1! - x0!), Math.abs(y1! - y0!)],
  });
  const appearances = document.newDictionary();
  appearances.put('N', blank);
  widget.put('AP', appearances);
}
