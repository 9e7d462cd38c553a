import type { TBBox } from '@workbench/contracts';
import { mupdf, type PDFPage } from './mupdf';
import type { PageDrawing } from './page-drawing';

/** Grey levels (of 255) a box must span to show something: a tenth of black on white. */
const CONTRAST = 24;
/** The render's resolution, in pixels per point: a 4-point glyph still covers a few pixels. */
const SCALE = 1;

/**
 * A page drawn as a reader shows it (annotations and form fields included, layers as the file
 * sets them), in grey, to tell where something is drawn: what lies under later opaque ink, is
 * painted in the colour of what is under it, or is clipped away shows no contrast.
 */
export class PageInk {
  private constructor(
    private readonly pixels: Uint8ClampedArray,
    private readonly width: number,
    private readonly height: number,
    private readonly stride: number,
  ) {}

  static of(page: PDFPage | PageDrawing): PageInk {
    const matrix = mupdf.Matrix.scale(SCALE, SCALE);
    const pixmap =
      page instanceof mupdf.PDFPage
        ? page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray, false, true)
        : page.toPixmap(matrix, mupdf.ColorSpace.DeviceGray);
    try {
      const pixels = pixmap.getPixels().slice();
      return new PageInk(pixels, pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride());
    } finally {
      pixmap.destroy();
    }
  }

  /**
   * Whether anything shows inside a box in page coordinates: its pixels differ by at least a
   * tenth of the grey scale. The box's edges are left out (a neighbour's anti-aliasing).
   */
  isInked(box: TBBox): boolean {
    const inset = Math.min((box.x1 - box.x0) * 0.15, (box.y1 - box.y0) * 0.15);
    const x0 = Math.max(0, Math.floor((box.x0 + inset) * SCALE));
    const y0 = Math.max(0, Math.floor((box.y0 + inset) * SCALE));
    const x1 = Math.min(this.width, Math.ceil((box.x1 - inset) * SCALE));
    const y1 = Math.min(this.height, Math.ceil((box.y1 - inset) * SCALE));
    let darkest = 255;
    let lightest = 0;
    for (let y = y0; y < y1; y++) {
      const row = y * this.stride;
      for (let x = x0; x < x1; x++) {
        const value = this.pixels[row + x]!;
        if (value < darkest) darkest = value;
        if (value > lightest) lightest = value;
        if (lightest - darkest >= CONTRAST) return true;
      }
    }
    return false;
  }
}
