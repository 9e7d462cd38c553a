import type { TBBox } from '@workbench/contracts';
import { mupdf } from '../../engine/mupdf';
import type { Matrix } from './device-geometry';

type Image = InstanceType<typeof mupdf.Image>;

/** Levels (of 255) a blanked region's samples may differ by: what a lossy codec adds. */
const TOLERANCE = 24;
/** Samples left out at a region's edges: partly covered by the region, or a codec's ringing. */
const EDGE = 2;

/**
 * Whether the samples of a picture under `region` (in page coordinates, where `ctm` draws the
 * picture's unit square) are all alike: blanked, nothing left to read there.
 */
export function isBlankRegion(image: Image, ctm: Matrix, region: TBBox): boolean {
  const inverse = mupdf.Matrix.invert(ctm);
  const unit = mupdf.Rect.transform([region.x0, region.y0, region.x1, region.y1], inverse);
  const pixmap = image.toPixmap();
  try {
    const width = pixmap.getWidth();
    const height = pixmap.getHeight();
    const x0 = Math.max(0, Math.floor(unit[0] * width) + EDGE);
    const y0 = Math.max(0, Math.floor(unit[1] * height) + EDGE);
    const x1 = Math.min(width, Math.ceil(unit[2] * width) - EDGE);
    const y1 = Math.min(height, Math.ceil(unit[3] * height) - EDGE);
    const channels = pixmap.getNumberOfComponents() + pixmap.getAlpha();
    const stride = pixmap.getStride();
    const samples = pixmap.getPixels();
    for (let channel = 0; channel < channels; channel++) {
      let low = 255;
      let high = 0;
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const value = samples[y * stride + x * channels + channel]!;
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
      }
      if (high - low > TOLERANCE) return false;
    }
    return true;
  } finally {
    pixmap.destroy();
  }
}
