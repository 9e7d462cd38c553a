import type { TBBox } from '@workbench/contracts';
import { mupdf, type PDFWidget } from '../engine/mupdf';
import { isEngineFault } from '../engine/pdf-file-error';
import { resolveObject } from '../engine/pdf-object';
import { centreInside, fromRect } from './geometry';

/** Annotation flags 2 (hidden) and 32 (not viewed): the widget is not shown. */
const NOT_SHOWN = 2 | 32;
/** Characters smaller than this (points) are not read by anyone. */
const LEGIBLE = 3;
/** Pixels per point of the test rendering. */
const SCALE = 2;
/** How far apart (sum over R, G, B) two pixels of a character box must be to show a glyph. */
const CONTRAST = 96;

/**
 * Whether a widget shows `boxes` — the characters of its value or caption, as its appearance
 * draws them — to whoever looks at the page: the widget is neither hidden nor off `page`; each
 * character is at least 3 points high, inside the widget (not clipped away past its edge), and
 * drawn in ink that stands out where it lies (rendered: white on white, the background's own
 * colour or invisible text show nothing). Whatever it cannot tell is not seen. A widget without
 * an appearance stream is judged as MuPDF draws it from its value, as readers do (a form that
 * asks for it with /NeedAppearances; Poppler and pdf.js draw such fields anyway).
 */
export function showsCharacters(widget: PDFWidget, boxes: readonly TBBox[], page: TBBox): boolean {
  if (boxes.length === 0) return false;
  const object = widget.getObject();
  const flags = resolveObject(object.get('F'));
  if (flags.isNumber() && (flags.asNumber() & NOT_SHOWN) !== 0) return false;
  const bounds = fromRect(widget.getBounds());
  if (!centreInside(bounds, page)) return false;
  const placed = boxes.every(
    (box) => box.y1 - box.y0 >= LEGIBLE && centreInside(box, bounds) && centreInside(box, page),
  );
  try {
    return placed && inked(widget, boxes);
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return false;
  }
}

/** Whether every box of the widget's rendering holds pixels of clearly different colours. */
function inked(widget: PDFWidget, boxes: readonly TBBox[]): boolean {
  const pixmap = widget.toPixmap(
    mupdf.Matrix.scale(SCALE, SCALE),
    mupdf.ColorSpace.DeviceRGB,
    false,
  );
  try {
    const pixels = pixmap.getPixels();
    const stride = pixmap.getStride();
    const components = pixmap.getNumberOfComponents();
    const [left, top, width, height] = [
      pixmap.getX(),
      pixmap.getY(),
      pixmap.getWidth(),
      pixmap.getHeight(),
    ];
    return boxes.every((box) => {
      const x0 = Math.max(0, Math.floor(box.x0 * SCALE) - left);
      const x1 = Math.min(width, Math.ceil(box.x1 * SCALE) - left);
      const y0 = Math.max(0, Math.floor(box.y0 * SCALE) - top);
      const y1 = Math.min(height, Math.ceil(box.y1 * SCALE) - top);
      let darkest = Infinity;
      let lightest = -Infinity;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = y * stride + x * components;
          const sum = pixels[at]! + pixels[at + 1]! + pixels[at + 2]!;
          darkest = Math.min(darkest, sum);
          lightest = Math.max(lightest, sum);
        }
      }
      return lightest - darkest >= CONTRAST;
    });
  } finally {
    pixmap.destroy();
  }
}
