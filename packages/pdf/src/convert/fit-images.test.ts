import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { TaskBudget } from '../budget/task-budget';
import { mupdf, type PDFDocument } from '../engine/mupdf';
import { fitImages } from './fit-images';

/** Pixels that compress poorly, as a photo's do. */
function noise(count: number): Uint8Array {
  const pixels = new Uint8Array(count);
  let seed = 7;
  for (let index = 0; index < count; index++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[index] = (seed >>> 16) & 0xff;
  }
  return pixels;
}

/** A PDF of one page per picture: [width, height, with a soft mask]. */
function picturesPdf(pictures: [number, number, boolean][]): Uint8Array {
  const document = new mupdf.PDFDocument();
  try {
    for (const [width, height, isMasked] of pictures) {
      const mask =
        isMasked &&
        document.addRawStream(zlibSync(new Uint8Array(width * height).fill(200)), {
          Type: 'XObject',
          Subtype: 'Image',
          Width: width,
          Height: height,
          BitsPerComponent: 8,
          ColorSpace: 'DeviceGray',
          Filter: 'FlateDecode',
        });
      const image = document.addRawStream(zlibSync(noise(width * height * 3)), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: 'DeviceRGB',
        Filter: 'FlateDecode',
        ...(mask && { SMask: mask }),
      });
      const resources = document.addObject({ XObject: { Im0: image } });
      const page = document.addPage(
        [0, 0, 595, 842],
        0,
        resources,
        'q 595 0 0 842 0 0 cm /Im0 Do Q',
      );
      document.insertPage(-1, page);
    }
    const buffer = document.saveToBuffer('compress');
    return buffer.asUint8Array().slice();
  } finally {
    document.destroy();
  }
}

function imageSizes(bytes: Uint8Array): [number, number, string][] {
  const document = mupdf.PDFDocument.openDocument(bytes, 'application/pdf') as PDFDocument;
  try {
    return Array.from({ length: document.countPages() }, (_, index) => {
      const image = document.findPage(index).get('Resources').get('XObject').get('Im0');
      return [
        image.get('Width').asNumber(),
        image.get('Height').asNumber(),
        image.get('Filter').asName(),
      ];
    });
  } finally {
    document.destroy();
  }
}

describe('fitImages', () => {
  it('scales a picture past A4 at 200 dpi to that many pixels as a JPEG, and leaves the rest', () => {
    const pdf = picturesPdf([
      [3000, 2000, false],
      [800, 600, false],
      [2600, 2000, true],
    ]);
    const fitted = fitImages(pdf, new TaskBudget());
    expect(fitted.scaled).toBe(1);
    const [large, small, masked] = imageSizes(fitted.bytes);
    expect(large![0] * large![1]).toBeLessThanOrEqual(1654 * 2339 * 1.01);
    expect(large![0] / large![1]).toBeCloseTo(1.5, 2);
    expect(large![2]).toBe('DCTDecode');
    expect(small).toEqual([800, 600, 'FlateDecode']);
    // A picture with transparency keeps its pixels: its mask would no longer fit it.
    expect(masked).toEqual([2600, 2000, 'FlateDecode']);
  });

  it('gives the file back untouched when no picture is too large', () => {
    const pdf = picturesPdf([[800, 600, false]]);
    expect(fitImages(pdf, new TaskBudget())).toEqual({ bytes: pdf, scaled: 0 });
  });
});
