import { crc32, deflateSync } from 'node:zlib';
import { jpegOf, paint, tiffOf } from '@workbench/pdf/test-images';

/** An image built to overload a converter, and the file error it must end in (null: any). */
export interface HostileImage {
  name: string;
  type: string;
  bytes: Buffer;
  expected: 'LIMIT_EXCEEDED' | 'CONVERSION_FAILED' | null;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of one colour: tiny on disk, `width × height` bytes once decoded. */
function greyPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then the pixels (all 0x80); `rows` of them are really sent.
  const row = Buffer.alloc(width + 1, 0x80);
  row[0] = 0;
  const data = deflateSync(Buffer.concat(Array.from({ length: rows }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A TIFF whose last page points back at its first: a reader that follows it never ends. */
function loopingTiff(): Buffer {
  const tiff = Buffer.from(tiffOf([paint(4, 4, () => [0, 0, 0]), paint(4, 4, () => [0, 0, 0])]));
  const first = tiff.readUInt32LE(4);
  const second = tiff.readUInt32LE(first + 2 + 10 * 12);
  tiff.writeUInt32LE(first, second + 2 + 10 * 12);
  return tiff;
}

/** Issue 52's hostile images, as a user's upload would bring them. */
export function hostileImages(): HostileImage[] {
  const photo = jpegOf(paint(64, 64, (x, y) => [x * 4, y * 4, 90]));
  return [
    // 30,000 × 30,000 pixels: 900 megapixels, 2.7 GB decoded, 45 kB sent (a few rows).
    {
      name: 'huge.png',
      type: 'image/png',
      bytes: greyPng(30_000, 30_000, 8),
      expected: 'LIMIT_EXCEEDED',
    },
    {
      name: 'ten-thousand-pages.tif',
      type: 'image/tiff',
      bytes: Buffer.from(
        tiffOf(Array.from({ length: 10_000 }, () => paint(1, 1, () => [0, 0, 0]))),
      ),
      expected: 'LIMIT_EXCEEDED',
    },
    {
      name: 'looping.tif',
      type: 'image/tiff',
      bytes: loopingTiff(),
      expected: 'CONVERSION_FAILED',
    },
    {
      name: 'cut-short.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from(photo.subarray(0, Math.floor(photo.length / 2))),
      expected: 'CONVERSION_FAILED',
    },
    // 9,000 × 9,000 (81 megapixels, within the limit): 80 kB that decode to 81 MB.
    { name: 'grey-bomb.png', type: 'image/png', bytes: greyPng(9_000, 9_000), expected: null },
  ];
}
