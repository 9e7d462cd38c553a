import { describe, expect, it } from 'vitest';
import { TaskBudget } from '../budget/task-budget';
import { mupdf } from '../engine/mupdf';
import { openPdf } from '../engine/open-pdf';
import { PdfFileError } from '../engine/pdf-file-error';
import {
  animatedGifOf,
  bmpOf,
  gifOf,
  handMadePng,
  heldSideways,
  GPS_MARK,
  jpegOf,
  paint,
  pngOf,
  tiffOf,
  type Picture,
} from '../test/image-files';
import { imagesToPdf, pageSizeOf } from './images-to-pdf';
import { pagesAsImages } from './pages-as-images';

const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];
const GREEN: [number, number, number] = [0, 255, 0];

/** 40 × 20: left half red, right half blue, a green 8 × 8 corner at the top left. */
const marked = paint(40, 20, (x, y) => (x < 8 && y < 8 ? GREEN : x < 20 ? RED : BLUE));

function convert(...images: { bytes: Uint8Array; type: string }[]) {
  return imagesToPdf(images, new TaskBudget());
}

/** Each page's size in points and the colour at a few spots given as fractions of the page. */
function pagesOf(pdf: Uint8Array, spots: [number, number][] = []) {
  const document = openPdf(pdf, { isUpload: false });
  try {
    return Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index);
      const [, , width, height] = page.getBounds();
      const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
      const colours = spots.map(([fx, fy]) => {
        const x = Math.floor(fx * pixmap.getWidth());
        const y = Math.floor(fy * pixmap.getHeight());
        const at = y * pixmap.getStride() + x * 3;
        return [...pixmap.getPixels().subarray(at, at + 3)].map((v) => Math.round(v / 255));
      });
      pixmap.destroy();
      page.destroy();
      return { width: Math.round(width), height: Math.round(height), colours };
    });
  } finally {
    document.destroy();
  }
}

const textOf = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('imagesToPdf', () => {
  it('makes one page per image at its resolution, in the order given, for each format', () => {
    const pdf = convert(
      { bytes: pngOf(marked, 96), type: 'image/png' },
      { bytes: jpegOf(marked), type: 'image/jpeg' },
      { bytes: bmpOf(marked), type: 'image/bmp' },
      { bytes: gifOf(marked), type: 'image/gif' },
    );
    const pages = pagesOf(pdf, [
      [0.05, 0.1],
      [0.4, 0.8],
      [0.9, 0.5],
    ]);
    expect(pages).toHaveLength(4);
    // 40 px at 96 dpi is 30 pt; the JPEG says 72 dpi.
    expect(pages[0]).toMatchObject({ width: 30, height: 15 });
    expect(pages[1]).toMatchObject({ width: 40, height: 20 });
    for (const page of pages)
      expect(page.colours).toEqual([
        [0, 1, 0],
        [1, 0, 0],
        [0, 0, 1],
      ]);
  });

  it('carries a PNG’s own compressed rows when it can, and has MuPDF decode one with alpha', () => {
    const spots: [number, number][] = [
      [0.05, 0.1],
      [0.4, 0.8],
      [0.9, 0.5],
    ];
    const colours = [
      [0, 1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ];
    for (const kind of ['indexed', 'alpha'] as const) {
      const [page] = pagesOf(
        convert({ bytes: handMadePng(marked, kind), type: 'image/png' }),
        spots,
      );
      expect({ kind, ...page }).toEqual({ kind, width: 30, height: 15, colours });
    }
    const grey = pngOf(marked, 150, { grey: true });
    const [page] = pagesOf(convert({ bytes: grey, type: 'image/png' }), [[0.9, 0.5]]);
    // 40 px at 150 dpi; blue in grey is dark.
    expect(page).toMatchObject({ width: 19, height: 10 });
    expect(page!.colours[0]).toEqual([0, 0, 0]);
    // A PNG whose chunk no longer matches its checksum is refused, not drawn.
    const damaged = pngOf(marked);
    damaged[40] = damaged[40]! ^ 0xff;
    expect(() => convert({ bytes: damaged, type: 'image/png' })).toThrow(/damaged/);
  });

  it('writes every page of a TIFF', () => {
    const second = paint(30, 60, () => BLUE);
    const pages = pagesOf(convert({ bytes: tiffOf([marked, second], 72), type: 'image/tiff' }), [
      [0.5, 0.5],
    ]);
    expect(pages).toEqual([
      { width: 40, height: 20, colours: [[0, 0, 1]] },
      { width: 30, height: 60, colours: [[0, 0, 1]] },
    ]);
  });

  it('writes each picture an animated GIF shows, as its frames and their disposal make it', () => {
    // Red on the left stays; blue on the right is cleared after its frame, then drawn again the
    // same (no new picture); green covers the middle and the screen goes back to before it.
    const gif = animatedGifOf(30, 10, [
      { x: 0, y: 0, width: 10, height: 10, colour: RED, disposal: 1 },
      { x: 20, y: 0, width: 10, height: 10, colour: BLUE, disposal: 2 },
      { x: 20, y: 0, width: 10, height: 10, colour: BLUE, disposal: 2 },
      { x: 10, y: 0, width: 10, height: 10, colour: GREEN, disposal: 3 },
      { x: 20, y: 0, width: 10, height: 10, colour: BLUE, disposal: 1 },
    ]);
    const spots: [number, number][] = [
      [0.15, 0.5],
      [0.5, 0.5],
      [0.85, 0.5],
    ];
    const white = [1, 1, 1];
    const pages = pagesOf(convert({ bytes: gif, type: 'image/gif' }), spots);
    expect(pages.map((page) => page.colours)).toEqual([
      [[1, 0, 0], white, white],
      [[1, 0, 0], white, [0, 0, 1]],
      [[1, 0, 0], [0, 1, 0], white],
      [[1, 0, 0], white, [0, 0, 1]],
    ]);
  });

  it('turns a photo by its EXIF orientation and keeps none of its metadata', () => {
    // Orientation 6: the camera was turned a quarter clockwise; the picture stands upright.
    const jpeg = jpegOf(marked, { orientation: 6, comment: 'Taken at Storgata 1' });
    expect(textOf(jpeg)).toContain(GPS_MARK);
    const pdf = convert({ bytes: jpeg, type: 'image/jpeg' });
    const [page] = pagesOf(pdf, [
      [0.9, 0.1],
      [0.5, 0.25],
      [0.5, 0.9],
    ]);
    expect(page).toEqual({
      width: 20,
      height: 40,
      colours: [
        [0, 1, 0],
        [1, 0, 0],
        [0, 0, 1],
      ],
    });
    for (const secret of [GPS_MARK, 'Storgata', 'Exif']) expect(textOf(pdf)).not.toContain(secret);
    // A picture stored as a phone on its side stores it stands as it was taken.
    const sideways = jpegOf(heldSideways(marked), { orientation: 6 });
    const [upright] = pagesOf(convert({ bytes: sideways, type: 'image/jpeg' }), [[0.05, 0.1]]);
    expect(upright).toEqual({ width: 40, height: 20, colours: [[0, 1, 0]] });
  });

  it('turns a photo each of the eight ways EXIF names', () => {
    // Where the green corner (top left as stored) stands once the picture is upright.
    const corner: Record<number, [number, number]> = {
      1: [0.1, 0.1],
      2: [0.9, 0.1],
      3: [0.9, 0.9],
      4: [0.1, 0.9],
      5: [0.1, 0.1],
      6: [0.9, 0.1],
      7: [0.9, 0.9],
      8: [0.1, 0.9],
    };
    for (const [orientation, spot] of Object.entries(corner)) {
      const jpeg = jpegOf(marked, { orientation: Number(orientation) });
      const [page] = pagesOf(convert({ bytes: jpeg, type: 'image/jpeg' }), [spot]);
      const upright =
        Number(orientation) >= 5 ? { width: 20, height: 40 } : { width: 40, height: 20 };
      expect({ orientation, ...page }).toEqual({ orientation, ...upright, colours: [[0, 1, 0]] });
    }
  });

  it('fits a page that would be over 14 inches long onto A4 without touching its pixels', () => {
    expect(pageSizeOf(300, 200)).toEqual([300, 200]);
    const [width, height] = pageSizeOf(4032, 3024);
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(632);
    const photo: Picture = paint(1200, 900, (x) => (x < 600 ? RED : BLUE));
    const [page] = pagesOf(convert({ bytes: jpegOf(photo), type: 'image/jpeg' }), [
      [0.25, 0.5],
      [0.75, 0.5],
    ]);
    expect(page).toEqual({
      width: 842,
      height: 632,
      colours: [
        [1, 0, 0],
        [0, 0, 1],
      ],
    });
  });

  it('refuses an image cut short rather than drawing it part blank', () => {
    const photo = paint(64, 64, (x, y) => [x * 4, y * 4, 128]);
    for (const [bytes, type] of [
      [pngOf(photo).slice(0, 120), 'image/png'],
      [jpegOf(photo).slice(0, 400), 'image/jpeg'],
      [tiffOf([photo]).slice(0, 2000), 'image/tiff'],
      [new TextEncoder().encode('GIF89a and nothing else'), 'image/gif'],
    ] as const) {
      let code = '';
      try {
        convert({ bytes, type });
      } catch (error) {
        code = error instanceof PdfFileError ? error.code : String(error);
      }
      expect({ type, code }).toEqual({ type, code: 'CONVERSION_FAILED' });
    }
  });
});

describe('pagesAsImages', () => {
  it('gives each page back as an image of the size of the picture it was made from', () => {
    const photo = paint(640, 480, (x) => (x < 320 ? RED : BLUE));
    const pdf = convert(
      { bytes: jpegOf(photo), type: 'image/jpeg' },
      { bytes: pngOf(marked, 150), type: 'image/png' },
    );
    const images = pagesAsImages(pdf, 'png', new TaskBudget()).map(
      (bytes) => new mupdf.Image(bytes),
    );
    expect(images.map((image) => [image.getWidth(), image.getHeight()])).toEqual([
      [640, 480],
      [40, 20],
    ]);
    const jpeg = pagesAsImages(pdf, 'jpeg', new TaskBudget())[0]!;
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]);
  });
});
