import { mupdf, type PDFPage } from '../engine/mupdf';
import { OCR_DPI } from './ocr-types';

/** Renders a page, annotations included, to an opaque grayscale PNG for OCR. */
export function renderPageForOcr(page: PDFPage, dpi = OCR_DPI): Uint8Array {
  const scale = dpi / 72;
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceGray,
    false,
    true,
  );
  try {
    // MuPDF otherwise writes 96 dpi into the PNG, and Tesseract trusts that.
    pixmap.setResolution(dpi, dpi);
    return pixmap.asPNG();
  } finally {
    pixmap.destroy();
  }
}
