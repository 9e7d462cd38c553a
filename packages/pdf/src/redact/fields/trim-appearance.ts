import { drawnValueRange } from '../../engine/field-words';
import { mupdf, type PDFDocument, type PDFPage, type PDFWidget } from '../../engine/mupdf';
import { isEngineFault } from '../../engine/pdf-file-error';
import { numbersOf, resolveObject, type PDFObject } from '../../engine/pdf-object';
import { applyAreas, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE } from '../content/apply-areas';
import { formatNumber } from '../appearance/appearance-stream';

/** Far enough past any widget's edge to hold whatever text runs out of it. */
const FAR = 1e5;
/** How far (points) a kept glyph may start outside the widget: rounding, not text. */
const EDGE = 0.5;

/** A widget's normal appearance and where it is drawn on its page. */
export interface Placement {
  appearance: PDFObject;
  /** The matrix that fits the appearance's box to the widget's rectangle (PDF 32000 12.5.5). */
  fit: number[];
  /** The widget's rectangle, in the page's default user space. */
  rect: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Where a widget's appearance stream is drawn: its box, through its matrix, fitted to the
 * widget's rectangle. Null when the widget has no appearance stream or an empty box.
 */
export function placementOf(widget: PDFObject): Placement | null {
  const appearance = widget.get('AP', 'N');
  if (!appearance.isStream()) return null;
  const box = numbersOf(resolveObject(appearance).get('BBox'), 4);
  const rect = numbersOf(widget.get('Rect'), 4);
  if (!box || !rect) return null;
  const [a, b, c, d, e, f] = numbersOf(resolveObject(appearance).get('Matrix'), 6) ?? [
    1, 0, 0, 1, 0, 0,
  ];
  const corners = [
    [box[0]!, box[1]!],
    [box[2]!, box[1]!],
    [box[0]!, box[3]!],
    [box[2]!, box[3]!],
  ].map(([x, y]) => [a! * x! + c! * y! + e!, b! * x! + d! * y! + f!] as const);
  const bx0 = Math.min(...corners.map(([x]) => x));
  const bx1 = Math.max(...corners.map(([x]) => x));
  const by0 = Math.min(...corners.map(([, y]) => y));
  const by1 = Math.max(...corners.map(([, y]) => y));
  const placed = {
    x0: Math.min(rect[0]!, rect[2]!),
    y0: Math.min(rect[1]!, rect[3]!),
    x1: Math.max(rect[0]!, rect[2]!),
    y1: Math.max(rect[1]!, rect[3]!),
  };
  if (bx1 - bx0 <= 0 || by1 - by0 <= 0) return null;
  const sx = (placed.x1 - placed.x0) / (bx1 - bx0);
  const sy = (placed.y1 - placed.y0) / (by1 - by0);
  return {
    appearance,
    fit: [sx, 0, 0, sy, placed.x0 - bx0 * sx, placed.y0 - by0 * sy],
    rect: placed,
  };
}

/** Whether the appearance is drawn upright: its matrix neither turns nor mirrors it. */
function isUpright({ appearance }: Placement): boolean {
  const matrix = numbersOf(resolveObject(appearance).get('Matrix'), 6);
  if (!matrix) return true;
  const [a, b, c, d] = matrix;
  return a! > 0 && d! > 0 && Math.abs(b!) < 1e-6 && Math.abs(c!) < 1e-6;
}

/** An appearance stream may leave out /Subtype /Form, which drawing it from content needs. */
export function asForm(document: PDFDocument, appearance: PDFObject): void {
  const dictionary = resolveObject(appearance);
  dictionary.put('Type', document.newName('XObject'));
  dictionary.put('Subtype', document.newName('Form'));
}

/** A widget's appearance without what it draws past its edge, and the text it still shows. */
export interface Trimmed {
  appearance: PDFObject;
  /** The characters of the glyphs left, in drawing order, white space left out. */
  text: string;
}

/**
 * A copy of a one-line widget's appearance without the text drawn left or right of the widget,
 * where it is clipped away: the part of a long value nobody sees. MuPDF's redaction cuts it on
 * a page of the widget's size made for the purpose (and removed again), so the copy keeps the
 * appearance's fonts and everything else as it was; a glyph across the edge goes too. Null for
 * a turned appearance, or when the copy still draws a glyph outside the widget.
 */
export function trimmedAppearance(document: PDFDocument, widget: PDFObject): Trimmed | null {
  try {
    const placement = placementOf(widget);
    if (!placement || !isUpright(placement)) return null;
    asForm(document, placement.appearance);
    return trimmed(document, placement);
  } catch (error) {
    // A page tree MuPDF cannot add to, an appearance it cannot cut: the widget goes whole.
    if (isEngineFault(error)) throw error;
    return null;
  }
}

function trimmed(document: PDFDocument, { rect, fit, appearance: shown }: Placement) {
  const resources = document.newDictionary();
  const xobjects = document.newDictionary();
  xobjects.put('Shown', shown);
  resources.put('XObject', xobjects);
  const content = `q ${fit.map((value) => formatNumber(value, 5)).join(' ')} cm /Shown Do Q`;
  const at = document.countPages();
  document.insertPage(
    at,
    document.addPage([rect.x0, rect.y0, rect.x1, rect.y1], 0, resources, content),
  );
  try {
    const page = document.loadPage(at);
    try {
      const width = rect.x1 - rect.x0;
      const outside = [
        { x0: -FAR, y0: -FAR, x1: 0, y1: FAR },
        { x0: width, y0: -FAR, x1: FAR, y1: FAR },
      ];
      applyAreas(page, outside, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
      const appearance = onlyXObject(page.getObject());
      const text = appearance && glyphsWithin(page, width);
      return appearance && text !== null ? { appearance, text } : null;
    } finally {
      page.destroy();
    }
  } finally {
    document.deletePage(at);
  }
}

/**
 * A one-line field's appearance trimmed to what the widget shows (`trimmedAppearance`), when
 * what is left spells a part of its value found once in it, inside the part MuPDF reads as drawn
 * (`drawnValueRange`); null otherwise.
 */
export function trimmedWidget(document: PDFDocument, widget: PDFWidget): Trimmed | null {
  const drawn = drawnValueRange(widget);
  if (!drawn) return null;
  const trimmed = trimmedAppearance(document, widget.getObject());
  if (!trimmed) return null;
  const shown = Array.from(drawn.value).slice(drawn.start, drawn.end).join('').replace(/\s+/gu, '');
  const value = drawn.value.replace(/\s+/gu, '');
  const once = value.indexOf(trimmed.text) === value.lastIndexOf(trimmed.text);
  return shown.includes(trimmed.text) && once ? trimmed : null;
}

/** The one form the page draws (MuPDF's filtered copy of the appearance), if one. */
function onlyXObject(page: PDFObject): PDFObject | null {
  const xobjects = resolveObject(page.get('Resources', 'XObject'));
  if (!xobjects.isDictionary()) return null;
  const found: PDFObject[] = [];
  xobjects.forEach((value) => {
    found.push(value);
  });
  return found.length === 1 && found[0]!.isStream() ? found[0]! : null;
}

/**
 * The characters of the glyphs the page draws (white space left out), when every glyph starts
 * between its left and right edge; null otherwise.
 */
function glyphsWithin(page: PDFPage, width: number): string | null {
  let within = true;
  let text = '';
  const check = (drawn: InstanceType<typeof mupdf.Text>, ctm: number[]) =>
    drawn.walk({
      showGlyph: (_font, trm, _glyph, unicode) => {
        const x = trm[4] * ctm[0]! + trm[5] * ctm[2]! + ctm[4]!;
        if (x < -EDGE || x > width + EDGE) within = false;
        const char = unicode > 0 ? String.fromCodePoint(unicode) : '\ufffd';
        if (!/\s/u.test(char)) text += char;
      },
    });
  const device = new mupdf.Device({
    fillText: (text, ctm) => check(text, ctm),
    strokeText: (text, _stroke, ctm) => check(text, ctm),
    clipText: (text, ctm) => check(text, ctm),
    clipStrokeText: (text, _stroke, ctm) => check(text, ctm),
    ignoreText: (text, ctm) => check(text, ctm),
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return within ? text : null;
}
