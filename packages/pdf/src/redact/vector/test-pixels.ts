import type { TBBox } from '@workbench/contracts';
import { decodeLatin1 } from '../../bytes/bytes';
import { mupdf } from '../../engine/mupdf';
import { withDocument } from '../../test/redact-helpers';
import { contentsOf } from './page-walk';
import { readData } from './resources';

/** A page rendered in grey at 72 dpi: one pixel a point, page space. */
export interface Gray {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

export function render(bytes: Uint8Array, index = 0): Gray {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(index);
    const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false, true);
    try {
      const width = pixmap.getWidth();
      const height = pixmap.getHeight();
      const stride = pixmap.getStride();
      const all = pixmap.getPixels();
      const pixels = new Uint8ClampedArray(width * height);
      for (let y = 0; y < height; y++)
        pixels.set(all.subarray(y * stride, y * stride + width), y * width);
      return { width, height, pixels };
    } finally {
      pixmap.destroy();
      page.destroy();
    }
  });
}

/** The pixels whose square lies inside `box`, `inset` pixels in from its edges. */
export function pixelsIn(gray: Gray, box: TBBox, inset = 1): number[] {
  const values: number[] = [];
  for (let y = Math.ceil(box.y0) + inset; y < Math.floor(box.y1) - inset; y++) {
    for (let x = Math.ceil(box.x0) + inset; x < Math.floor(box.x1) - inset; x++) {
      values.push(gray.pixels[y * gray.width + x]!);
    }
  }
  return values;
}

/**
 * The pixels outside `boxes` grown by `margin` that differ between two renderings by more than
 * `slack` grey levels.
 */
export function changedOutside(
  before: Gray,
  after: Gray,
  boxes: readonly TBBox[],
  { margin = 1, slack = 0 } = {},
): number {
  let changed = 0;
  for (let index = 0; index < before.pixels.length; index++) {
    const x = index % before.width;
    const y = Math.floor(index / before.width);
    const isNear = boxes.some(
      (box) =>
        x + 1 > box.x0 - margin &&
        x < box.x1 + margin &&
        y + 1 > box.y0 - margin &&
        y < box.y1 + margin,
    );
    if (isNear) continue;
    if (Math.abs(before.pixels[index]! - after.pixels[index]!) > slack) changed++;
  }
  return changed;
}

export const pixelAt = (gray: Gray, x: number, y: number) =>
  gray.pixels[Math.floor(y) * gray.width + Math.floor(x)]!;

/** The page's content, its streams decoded and joined, as text. */
export function pageContent(bytes: Uint8Array, index = 0): string {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(index);
    try {
      return contentsOf(page.getObject())
        .map((reference) => decodeLatin1(readData(reference)))
        .join('\n');
    } finally {
      page.destroy();
    }
  });
}
