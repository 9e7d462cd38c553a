import { concatBytes } from '../bytes/bytes';
import { crc32 } from '../bytes/crc32';
import { inflateLenient } from '../verify/lenient-inflate';

/**
 * A PNG whose compressed data a PDF can carry as it is: PNG's IDAT is a zlib stream with PNG's
 * row filters, which is exactly PDF's FlateDecode with predictor 15. Nothing is decoded or
 * compressed again, so an A4 scan takes milliseconds instead of a decode and a deflate.
 */
export interface PassablePng {
  width: number;
  height: number;
  bitsPerComponent: number;
  /** 1 (grey), 3 (RGB) or 1 index into `palette` (RGB triples). */
  colors: 1 | 3;
  palette?: Uint8Array;
  data: Uint8Array;
  /** From the pHYs chunk, when it gives metres. */
  dpi?: number;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GREY = 0;
const RGB = 2;
const PALETTE = 3;

/**
 * The PNG as a PDF can carry it, or null when it needs decoding first (interlaced, alpha or a
 * transparent colour): MuPDF converts those. A damaged PNG (a chunk's checksum wrong, its image
 * data cut short or not inflating to its rows) throws: it must not become a part-blank page.
 */
export function passablePng(bytes: Uint8Array): PassablePng | null {
  if (!SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  let header: DataView | undefined;
  let palette: Uint8Array | undefined;
  let dpi: number | undefined;
  let isPassable = true;
  let at = 8;
  for (;;) {
    if (at + 12 > bytes.length) throw new DamagedPng('it ends before its last chunk');
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > bytes.length) throw new DamagedPng(`its ${type} chunk is cut short`);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      throw new DamagedPng(`its ${type} chunk is damaged`);
    if (type === 'IHDR') header = new DataView(body.buffer, body.byteOffset, body.byteLength);
    else if (type === 'PLTE') palette = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'tRNS') isPassable = false;
    else if (type === 'pHYs' && body[8] === 1)
      dpi = Math.round(new DataView(body.buffer, body.byteOffset).getUint32(0) * 0.0254);
    else if (type === 'IEND') break;
    at = end;
  }
  if (!header || header.byteLength < 13) throw new DamagedPng('it has no header');
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const bits = header.getUint8(8);
  const colorType = header.getUint8(9);
  const isInterlaced = header.getUint8(12) !== 0;
  if (!isPassable || isInterlaced || ![GREY, RGB, PALETTE].includes(colorType)) return null;
  if (colorType === PALETTE && (palette === undefined || bits > 8)) return null;
  const channels = colorType === RGB ? 3 : 1;
  const joined = concatBytes(data);
  const rowBytes = 1 + Math.ceil((width * channels * bits) / 8);
  checkRows(joined, rowBytes * height);
  return {
    width,
    height,
    bitsPerComponent: bits,
    colors: colorType === RGB ? 3 : 1,
    ...(colorType === PALETTE && { palette }),
    data: joined,
    ...(dpi !== undefined && dpi > 0 && { dpi }),
  };
}

/** The image data inflates to exactly its rows, or the PNG is damaged. */
function checkRows(data: Uint8Array, expected: number): void {
  let inflated: Uint8Array;
  try {
    // zlib's rules (lenient-inflate.ts): data that ends early gives what it holds, which is then
    // shorter than the rows; more than the rows stops at the limit.
    inflated = inflateLenient(data, true, expected + 1);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DamagedPng(`its image data cannot be read (${message})`);
  }
  if (inflated.length !== expected) throw new DamagedPng('its image data is cut short');
}

/** Why a PNG cannot be read. */
export class DamagedPng extends Error {
  constructor(reason: string) {
    super(`damaged PNG: ${reason}`);
    this.name = 'DamagedPng';
  }
}
