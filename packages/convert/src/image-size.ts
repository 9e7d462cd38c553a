import type { TSourceFormat } from '@workbench/contracts';

/** One page of an image file, in pixels. */
export interface ImagePage {
  width: number;
  height: number;
}

/**
 * The pages of an image file and their sizes in pixels, read from the headers only (nothing is
 * decoded), so a hostile file is measured before it can cost memory. At most `maxPages + 1`
 * pages of a TIFF are read; null when the headers cannot be read.
 */
export function imagePages(
  bytes: Uint8Array,
  format: TSourceFormat,
  maxPages: number,
): ImagePage[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (format) {
      case 'png':
        return [{ width: view.getUint32(16), height: view.getUint32(20) }];
      case 'gif': {
        const page = { width: view.getUint16(6, true), height: view.getUint16(8, true) };
        return Array.from({ length: gifFrames(bytes, maxPages) }, () => page);
      }
      case 'bmp':
        return [
          { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) },
        ];
      case 'jpeg':
        return jpegPages(bytes, view);
      case 'tiff':
        return tiffPages(bytes, view, maxPages);
      default:
        return null;
    }
  } catch {
    // A header shorter than it says (DataView's RangeError).
    return null;
  }
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which hold the image's size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegPages(bytes: Uint8Array, view: DataView): ImagePage[] | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (SOF.has(marker)) return [{ height: view.getUint16(at + 5), width: view.getUint16(at + 7) }];
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

const WIDTH = 256;
const HEIGHT = 257;
const SHORT = 3;

function tiffPages(bytes: Uint8Array, view: DataView, maxPages: number): ImagePage[] | null {
  const little = bytes[0] === 0x49;
  const pages: ImagePage[] = [];
  const seen = new Set<number>();
  let ifd = view.getUint32(4, little);
  while (ifd !== 0 && pages.length <= maxPages) {
    // An IFD chain that loops back would never end.
    if (seen.has(ifd)) return null;
    seen.add(ifd);
    const count = view.getUint16(ifd, little);
    const page: ImagePage = { width: 0, height: 0 };
    for (let index = 0; index < count; index++) {
      const entry = ifd + 2 + index * 12;
      const tag = view.getUint16(entry, little);
      if (tag !== WIDTH && tag !== HEIGHT) continue;
      const isShort = view.getUint16(entry + 2, little) === SHORT;
      const value = isShort ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little);
      if (tag === WIDTH) page.width = value;
      else page.height = value;
    }
    pages.push(page);
    ifd = view.getUint32(ifd + 2 + count * 12, little);
  }
  return pages;
}

/**
 * How many frames a GIF holds (each may become a page), counted from its blocks without decoding
 * any; stops one past `maxPages`. A GIF cut short counts the frames before the cut.
 */
function gifFrames(bytes: Uint8Array, maxPages: number): number {
  const flags = bytes[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let frames = 0;
  const skipBlocks = () => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at]! + 1;
    at += 1;
  };
  while (at < bytes.length && frames <= maxPages) {
    const kind = bytes[at];
    if (kind === 0x21) {
      at += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      const local = bytes[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      skipBlocks();
      frames += 1;
    } else break;
  }
  return Math.max(1, frames);
}
