import { mupdf, type PDFPage } from '../engine/mupdf';
import { OCR_DPI } from './ocr-types';

/**
 * Renders a page to an opaque grayscale PNG for OCR: its content and annotations (a stamp, a
 * note), not its form fields, whose values are read from the fields themselves (addFieldWords).
 */
export function renderPageForOcr(page: PDFPage, dpi = OCR_DPI): Uint8Array {
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
    try {
      page.runPageContents(device, matrix);
      page.runPageAnnots(device, matrix);
      device.close();
    } finally {
      device.destroy();
    }
    // MuPDF otherwise writes 96 dpi into the PNG, and Tesseract trusts that.
    pixmap.setResolution(dpi, dpi);
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}
