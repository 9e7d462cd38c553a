import { zlibSync } from 'fflate';

/** A BMP's pixels as a PDF image takes them: RGB rows from the top, deflated. */
export interface BmpPixels {
  width: number;
  height: number;
  data: Uint8Array;
  dpi?: number;
}

const BI_RGB = 0;

/**
 * The pixels of an uncompressed 24- or 32-bit BMP (what scanners and Paint write), turned from
 * BMP's bottom-up BGR into top-down RGB and deflated at a fast level: MuPDF would decode it and
 * compress it again more slowly. Null for any other kind (palettes, RLE, bit fields, a header
 * that does not add up): MuPDF reads those.
 */
export function bmpPixels(bytes: Uint8Array): BmpPixels | null {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40) return null;
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  if (width <= 0 || rawHeight === 0 || compression !== BI_RGB || (bits !== 24 && bits !== 32)) {
    return null;
  }
  const height = Math.abs(rawHeight);
  const channels = bits / 8;
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (offset + stride * height > bytes.length) return null;
  const rgb = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    // Positive height: the first row stored is the bottom one.
    const source = offset + (rawHeight > 0 ? height - 1 - row : row) * stride;
    let target = row * width * 3;
    for (let x = 0, at = source; x < width; x++, at += channels) {
      rgb[target++] = bytes[at + 2]!;
      rgb[target++] = bytes[at + 1]!;
      rgb[target++] = bytes[at]!;
    }
  }
  const metres = view.getInt32(38, true);
  const dpi = metres > 0 ? Math.round(metres * 0.0254) : undefined;
  return {
    width,
    height,
    data: zlibSync(rgb, { level: 1 }),
    ...(dpi !== undefined && { dpi }),
  };
}
