import type { TBBox } from '@workbench/contracts';
import { mupdf, type PDFPage } from '../engine/mupdf';
import { OCR_DPI } from './ocr-types';

/**
 * Renders a page to an opaque grayscale PNG for OCR: its content and annotations (a stamp, a
 * note), not its form fields, whose values are read from the fields themselves (addFieldWords).
 * With `only`, nothing outside those boxes (page space) is drawn: the page stays the same size,
 * so what OCR reads keeps its place, and a blank page around a few words is quickly read.
 */
export function renderPageForOcr(
  page: PDFPage,
  dpi = OCR_DPI,
  only: readonly TBBox[] | null = null,
): Uint8Array {
  const scale = dpi / 72;
  const matrix = mupdf.Matrix.scale(scale, scale);
  const [x0, y0, x1, y1] = mupdf.Rect.transform(page.getBounds(), matrix);
  const bounds: [number, number, number, number] = [
    Math.floor(x0 + 0.001),
    Math.floor(y0 + 0.001),
    Math.ceil(x1 - 0.001),
    Math.ceil(y1 - 0.001),
  ];
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceGray, bounds, false);
  try {
    pixmap.clear(255);
    const device = new mupdf.DrawDevice(mupdf.Matrix.identity, pixmap);
    const clip = only ? boxesPath(only) : null;
    try {
      if (clip) device.clipPath(clip, false, matrix);
      page.runPageContents(device, matrix);
      page.runPageAnnots(device, matrix);
      if (clip) device.popClip();
      device.close();
    } finally {
      device.destroy();
      clip?.destroy();
    }
    // MuPDF otherwise writes 96 dpi into the PNG, and Tesseract trusts that.
    pixmap.setResolution(dpi, dpi);
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}

/** The boxes as one path; drawn the same way round, their union is its inside (non-zero). */
function boxesPath(boxes: readonly TBBox[]) {
  const path = new mupdf.Path();
  for (const { x0, y0, x1, y1 } of boxes) path.rect(x0, y0, x1, y1);
  return path;
}
