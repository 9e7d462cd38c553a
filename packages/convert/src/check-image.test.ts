import { describe, expect, it } from 'vitest';
import { checkImage } from './check-image';
import { ConversionError } from './conversion-error';

function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function jpeg(width: number, height: number): Uint8Array {
  // SOI, an APP0 of 16 bytes, then SOF0 with the size.
  const bytes = new Uint8Array(2 + 18 + 19);
  const view = new DataView(bytes.buffer);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  view.setUint16(4, 16);
  bytes.set([0xff, 0xc0], 20);
  view.setUint16(22, 17);
  bytes[24] = 8;
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

/** A little-endian TIFF of `pages` IFDs of two entries each; `loop` points the last back. */
function tiff(pages: number, size: [number, number], loop = false): Uint8Array {
  const ifdSize = 2 + 2 * 12 + 4;
  const bytes = new Uint8Array(8 + pages * ifdSize);
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 0x2a, 0]);
  view.setUint32(4, 8, true);
  for (let page = 0; page < pages; page++) {
    const at = 8 + page * ifdSize;
    view.setUint16(at, 2, true);
    [256, 257].forEach((tag, index) => {
      view.setUint16(at + 2 + index * 12, tag, true);
      view.setUint16(at + 4 + index * 12, 4, true);
      view.setUint32(at + 6 + index * 12, 1, true);
      view.setUint32(at + 10 + index * 12, size[index]!, true);
    });
    const next = page + 1 < pages ? at + ifdSize : loop ? 8 : 0;
    view.setUint32(at + 26, next, true);
  }
  return bytes;
}

function refusal(run: () => unknown): { code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof ConversionError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('checkImage', () => {
  it('counts the pages an image will make', () => {
    expect(checkImage(png(2480, 3508), 'png')).toBe(1);
    expect(checkImage(jpeg(4032, 3024), 'jpeg')).toBe(1);
    expect(checkImage(tiff(2, [2480, 3508]), 'tiff')).toBe(2);
  });

  it('refuses a picture past the pixel limit before anything decodes it', () => {
    expect(refusal(() => checkImage(png(30_000, 30_000), 'png'))).toEqual({
      code: 'LIMIT_EXCEEDED',
      message:
        'The PNG image is 30,000 × 30,000 pixels; this server converts images of at most 100 megapixels. Scale it down and try again.',
    });
    expect(refusal(() => checkImage(tiff(3, [20_000, 20_000]), 'tiff'))?.message).toMatch(
      /^Page 1 of the TIFF image is 20,000 × 20,000 pixels/,
    );
  });

  it('refuses a TIFF of too many pages, or whose pages loop, without reading them all', () => {
    expect(refusal(() => checkImage(tiff(10_000, [100, 100]), 'tiff'))).toEqual({
      code: 'LIMIT_EXCEEDED',
      message:
        'The TIFF image has more than 1,000 pages, the most this server converts in one file. Split it into smaller files and try again.',
    });
    expect(refusal(() => checkImage(tiff(3, [100, 100], true), 'tiff'))?.code).toBe(
      'CONVERSION_FAILED',
    );
  });

  it('refuses a header it cannot read', () => {
    expect(refusal(() => checkImage(png(0, 10), 'png'))?.code).toBe('CONVERSION_FAILED');
    expect(refusal(() => checkImage(jpeg(10, 10).slice(0, 12), 'jpeg'))?.code).toBe(
      'CONVERSION_FAILED',
    );
    expect(refusal(() => checkImage(tiff(1, [10, 10]).slice(0, 12), 'tiff'))?.code).toBe(
      'CONVERSION_FAILED',
    );
  });
});
