import type { TaskBudget } from '../budget/task-budget';
import { mupdf, type PDFPage } from '../engine/mupdf';
import { openPdf } from '../engine/open-pdf';

export type ImageFormat = 'png' | 'jpeg';

/**
 * Pixels per point of the largest image a page draws (what a page made from an image holds): its
 * longer side in pixels over the longer side it covers, whichever way the page turned it.
 */
function imageScale(page: PDFPage): number | null {
  let largest = 0;
  let scale: number | null = null;
  page.toStructuredText('preserve-images').walk({
    onImageBlock([x0, y0, x1, y1], _transform, image) {
      const area = (x1 - x0) * (y1 - y0);
      if (area <= largest) return;
      largest = area;
      scale = Math.max(image.getWidth(), image.getHeight()) / Math.max(x1 - x0, y1 - y0);
    },
  });
  return scale;
}

/**
 * Each page of a (redacted) PDF as an image of `format`, at the pixel size of the picture it was
 * made from: the page drawn at the scale that gives its widest image its own width, so a photo
 * comes back as a photo of its size, with the redactions in its pixels. A page without an image
 * is drawn at 150 dpi.
 */
export function pagesAsImages(
  bytes: Uint8Array,
  format: ImageFormat,
  budget: TaskBudget,
): Uint8Array[] {
  const document = openPdf(bytes, { isUpload: false });
  try {
    const images: Uint8Array[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      budget.step(index + 1);
      const page = document.loadPage(index);
      try {
        const scale = imageScale(page) ?? 150 / 72;
        const pixmap = page.toPixmap(
          mupdf.Matrix.scale(scale, scale),
          mupdf.ColorSpace.DeviceRGB,
          false,
          true,
        );
        try {
          images.push((format === 'png' ? pixmap.asPNG() : pixmap.asJPEG(92)).slice());
        } finally {
          pixmap.destroy();
        }
      } finally {
        page.destroy();
      }
    }
    return images;
  } finally {
    document.destroy();
  }
}
