import type { TBBox } from '@workbench/contracts';
import { mupdf, type Matrix, type PDFPage } from './mupdf';

/** The box of every image the page's content draws, in page coordinates. */
export function imageBoxes(page: PDFPage): TBBox[] {
  const boxes: TBBox[] = [];
  const record = (_image: unknown, ctm: Matrix) => {
    const [x0, y0, x1, y1] = mupdf.Rect.transform([0, 0, 1, 1], ctm);
    boxes.push({ x0, y0, x1, y1 });
  };
  // A 1-bit image drawn as a stencil (many black-and-white scans) is an image too.
  const device = new mupdf.Device({ fillImage: record, fillImageMask: record });
  try {
    page.runPageContents(device, mupdf.Matrix.identity);
  } finally {
    device.close();
    device.destroy();
  }
  return boxes;
}
