import * as omggif from 'omggif';
import { crc32, deflateSync } from 'node:zlib';
import { mupdf } from '../engine/mupdf';

/** An RGB picture in memory: `width × height` pixels, three bytes each, rows from the top. */
export interface Picture {
  width: number;
  height: number;
  rgb: Uint8Array;
}

/** A picture painted by `colour(x, y)`. */
export function paint(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Picture {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rgb.set(colour(x, y), (y * width + x) * 3);
  }
  return { width, height, rgb };
}

/**
 * A page of black text on white, rendered by MuPDF at `dpi`: what a scanner gives. `height` (in
 * points) cuts the page short, for scans that must stay small.
 */
export function scannedText(lines: readonly string[], dpi = 150, height = 842): Picture {
  const document = new mupdf.PDFDocument();
  const font = document.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
  const content = lines
    .map((line, index) => `BT /F1 14 Tf 50 ${height - 82 - index * 24} Td (${line}) Tj ET`)
    .join('\n');
  const resources = document.addObject({ Font: { F1: font } });
  document.insertPage(-1, document.addPage([0, 0, 595, height], 0, resources, content));
  const page = document.loadPage(0);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(dpi / 72, dpi / 72),
    mupdf.ColorSpace.DeviceRGB,
    false,
  );
  const picture = fromPixmap(pixmap);
  pixmap.destroy();
  page.destroy();
  document.destroy();
  return picture;
}

/**
 * The picture as a phone held on its side stores it: turned a quarter counter-clockwise, so
 * EXIF orientation 6 (turn a quarter clockwise to show) stands it upright again.
 */
export function heldSideways(picture: Picture): Picture {
  const { width, height, rgb } = picture;
  const turned = new Uint8Array(rgb.length);
  // The stored picture is `height` wide: its pixel (x, y) is the upright one at (width-1-y, x).
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < height; x++) {
      const from = (x * width + (width - 1 - y)) * 3;
      turned.set(rgb.subarray(from, from + 3), (y * height + x) * 3);
    }
  }
  return { width: height, height: width, rgb: turned };
}

function fromPixmap(pixmap: InstanceType<typeof mupdf.Pixmap>): Picture {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    rgb.set(pixels.subarray(y * stride, y * stride + width * 3), y * width * 3);
  }
  return { width, height, rgb };
}

function toPixmap(picture: Picture, dpi: number): InstanceType<typeof mupdf.Pixmap> {
  const { width, height } = picture;
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, width, height], false);
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  for (let y = 0; y < height; y++) {
    pixels.set(picture.rgb.subarray(y * width * 3, (y + 1) * width * 3), y * stride);
  }
  pixmap.setResolution(dpi, dpi);
  return pixmap;
}

/** A PNG of the picture; `grey` writes one channel, as a scanner set to greyscale does. */
export function pngOf(picture: Picture, dpi = 96, { grey = false } = {}): Uint8Array {
  const pixmap = toPixmap(picture, dpi);
  const written = grey ? pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceGray) : pixmap;
  try {
    return written.asPNG().slice();
  } finally {
    if (written !== pixmap) written.destroy();
    pixmap.destroy();
  }
}

/**
 * A JPEG of the picture; with `exif`, an APP1 segment with that orientation (1–8) and a GPS
 * position, as a phone writes them, and a comment segment.
 */
export function jpegOf(
  picture: Picture,
  exif?: { orientation: number; comment?: string },
): Uint8Array {
  const pixmap = toPixmap(picture, 72);
  const jpeg = pixmap.asJPEG(92).slice();
  pixmap.destroy();
  if (!exif) return jpeg;
  const comment = new TextEncoder().encode(exif.comment ?? '');
  const segments = [exifSegment(exif.orientation), segment(0xfe, comment)];
  return concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** GPS latitude the EXIF segment carries, to look for in outputs. */
export const GPS_MARK = 'GPS-59N-10E';

function exifSegment(orientation: number): Uint8Array {
  // Big-endian TIFF: IFD0 with Orientation and a GPS IFD pointer; the GPS IFD holds one ASCII
  // tag (GPSAreaInformation would be UNDEFINED; an ASCII map datum is enough to find).
  const gps = new TextEncoder().encode(`${GPS_MARK}\0`);
  const tiff = new Uint8Array(8 + 2 + 2 * 12 + 4 + 2 + 12 + 4 + gps.length);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, 2);
  entry(view, 10, 0x0112, 3, 1, orientation << 16);
  const gpsIfd = 8 + 2 + 24 + 4;
  entry(view, 22, 0x8825, 4, 1, gpsIfd);
  view.setUint32(34, 0);
  view.setUint16(gpsIfd, 1);
  const gpsText = gpsIfd + 2 + 12 + 4;
  entry(view, gpsIfd + 2, 0x0012, 2, gps.length, gpsText);
  view.setUint32(gpsIfd + 14, 0);
  tiff.set(gps, gpsText);
  return segment(0xe1, concat([new TextEncoder().encode('Exif\0\0'), tiff]));
}

function entry(
  view: DataView,
  at: number,
  tag: number,
  type: number,
  count: number,
  value: number,
) {
  view.setUint16(at, tag);
  view.setUint16(at + 2, type);
  view.setUint32(at + 4, count);
  view.setUint32(at + 8, value);
}

function segment(marker: number, body: Uint8Array): Uint8Array {
  const head = new Uint8Array([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return concat([head, body]);
}

/**
 * An uncompressed TIFF with one page (IFD) per picture, at `dpi`: RGB, or with `grey` one channel
 * (the mean of the three), as a scanner set to greyscale writes it.
 */
export function tiffOf(pictures: readonly Picture[], dpi = 200, { grey = false } = {}): Uint8Array {
  if (grey) return tiffOfSamples(pictures.map(toGrey), dpi, 1);
  return tiffOfSamples(
    pictures.map((picture) => ({ ...picture, samples: picture.rgb })),
    dpi,
    3,
  );
}

type Samples = { width: number; height: number; samples: Uint8Array };

function toGrey(picture: Picture): Samples {
  const samples = new Uint8Array(picture.width * picture.height);
  for (let at = 0; at < samples.length; at++) {
    const rgb = picture.rgb;
    samples[at] = Math.round((rgb[at * 3]! + rgb[at * 3 + 1]! + rgb[at * 3 + 2]!) / 3);
  }
  return { width: picture.width, height: picture.height, samples };
}

function tiffOfSamples(pictures: readonly Samples[], dpi: number, channels: 1 | 3): Uint8Array {
  const ENTRIES = 10;
  const ifdSize = 2 + ENTRIES * 12 + 4;
  const extra = 6 + 16; // BitsPerSample (3 shorts), two resolutions (rationals)
  let size = 8;
  const layout = pictures.map((picture) => {
    const ifd = size;
    const data = ifd + ifdSize + extra;
    size = data + picture.samples.length;
    size += size % 2;
    return { ifd, data };
  });
  const tiff = new Uint8Array(size);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  pictures.forEach((picture, index) => {
    const { ifd, data } = layout[index]!;
    const bits = ifd + ifdSize;
    const resolution = bits + 6;
    const entries: [number, number, number, number][] = [
      [256, 4, 1, picture.width],
      [257, 4, 1, picture.height],
      [258, 3, channels, channels === 3 ? bits : 8],
      [259, 3, 1, 1],
      [262, 3, 1, channels === 3 ? 2 : 1],
      [273, 4, 1, data],
      [277, 3, 1, channels],
      [279, 4, 1, picture.samples.length],
      [282, 5, 1, resolution],
      [283, 5, 1, resolution + 8],
    ];
    view.setUint16(ifd, ENTRIES, true);
    entries.forEach(([tag, type, count, value], slot) => {
      const at = ifd + 2 + slot * 12;
      view.setUint16(at, tag, true);
      view.setUint16(at + 2, type, true);
      view.setUint32(at + 4, count, true);
      if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
      else view.setUint32(at + 8, value, true);
    });
    const next = layout[index + 1]?.ifd ?? 0;
    view.setUint32(ifd + 2 + ENTRIES * 12, next, true);
    for (let channel = 0; channel < 3; channel++) view.setUint16(bits + channel * 2, 8, true);
    for (const at of [resolution, resolution + 8]) {
      view.setUint32(at, dpi, true);
      view.setUint32(at + 4, 1, true);
    }
    tiff.set(picture.samples, data);
  });
  return tiff;
}

/** A 24-bit BMP (rows bottom-up, padded to four bytes). */
export function bmpOf(picture: Picture): Uint8Array {
  const { width, height, rgb } = picture;
  const row = Math.ceil((width * 3) / 4) * 4;
  const bmp = new Uint8Array(54 + row * height);
  const view = new DataView(bmp.buffer);
  bmp.set([0x42, 0x4d]);
  view.setUint32(2, bmp.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, row * height, true);
  for (let y = 0; y < height; y++) {
    const target = 54 + (height - 1 - y) * row;
    for (let x = 0; x < width; x++) {
      const source = (y * width + x) * 3;
      bmp.set([rgb[source + 2]!, rgb[source + 1]!, rgb[source]!], target + x * 3);
    }
  }
  return bmp;
}

/**
 * A GIF of a picture of at most four colours (taken from its pixels in order of first use).
 * The LZW stream sends a clear code before every code table would grow, so every code is 3
 * bits: valid, if not small.
 */
export function gifOf(picture: Picture): Uint8Array {
  const { width, height, rgb } = picture;
  const palette: number[] = [];
  const indexes = new Uint8Array(width * height);
  for (let pixel = 0; pixel < indexes.length; pixel++) {
    const colour = (rgb[pixel * 3]! << 16) | (rgb[pixel * 3 + 1]! << 8) | rgb[pixel * 3 + 2]!;
    let index = palette.indexOf(colour);
    if (index < 0) index = palette.push(colour) - 1;
    if (index > 3) throw new Error('gifOf takes at most four colours');
    indexes[pixel] = index;
  }
  const table = new Uint8Array(12);
  palette.forEach((colour, index) =>
    table.set([colour >> 16, (colour >> 8) & 255, colour & 255], index * 3),
  );
  const codes: number[] = [];
  // Minimum code size 2: clear = 4, end = 5; codes are 3 bits while the table holds < 8.
  indexes.forEach((index, at) => {
    if (at % 2 === 0) codes.push(4);
    codes.push(index);
  });
  codes.push(5);
  const packed: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      packed.push(buffer & 255);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(buffer & 255);
  const blocks: number[] = [];
  for (let at = 0; at < packed.length; at += 255) {
    const chunk = packed.slice(at, at + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const header = [
    ...new TextEncoder().encode('GIF89a'),
    width & 255,
    width >> 8,
    height & 255,
    height >> 8,
  ];
  return new Uint8Array([
    ...header,
    0xf1, // global table of 4 colours
    0,
    0,
    ...table,
    0x2c,
    0,
    0,
    0,
    0,
    width & 255,
    width >> 8,
    height & 255,
    height >> 8,
    0,
    2,
    ...blocks,
    0,
    0x3b,
  ]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A PNG written by hand: with a palette (`indexed`, at most 256 colours) or RGB with an alpha
 * channel (`alpha`). Rows are unfiltered; the image data is one zlib stream.
 */
export function handMadePng(picture: Picture, kind: 'indexed' | 'alpha'): Uint8Array {
  const { width, height, rgb } = picture;
  const palette: number[] = [];
  const channels = kind === 'alpha' ? 4 : 1;
  const rows = new Uint8Array(height * (1 + width * channels));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * channels);
    for (let x = 0; x < width; x++) {
      const source = (y * width + x) * 3;
      const colour = [rgb[source]!, rgb[source + 1]!, rgb[source + 2]!];
      if (kind === 'alpha') {
        rows.set([...colour, 255], row + 1 + x * 4);
        continue;
      }
      const key = (colour[0]! << 16) | (colour[1]! << 8) | colour[2]!;
      let index = palette.indexOf(key);
      if (index < 0) index = palette.push(key) - 1;
      rows[row + 1 + x] = index;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, kind === 'alpha' ? 6 : 3, 0, 0, 0], 8);
  const chunks = [pngChunk('IHDR', header)];
  if (kind === 'indexed') {
    const table = new Uint8Array(palette.length * 3);
    palette.forEach((key, index) => table.set([key >> 16, (key >> 8) & 255, key & 255], index * 3));
    chunks.push(pngChunk('PLTE', table));
  }
  chunks.push(pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', new Uint8Array()));
  return concat([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

function pngChunk(type: string, body: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), body]);
  const chunk = new Uint8Array(12 + body.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, body.length);
  chunk.set(typed, 4);
  view.setUint32(8 + body.length, crc32(typed));
  return chunk;
}

/** One frame of an animated GIF: a rectangle of one colour, and what is done with it after. */
export interface GifFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  colour: [number, number, number];
  /** 1 keep, 2 clear to the background, 3 restore what was before. */
  disposal: number;
}

/** An animated GIF of `frames` over a transparent `width × height` screen (omggif's writer). */
export function animatedGifOf(width: number, height: number, frames: GifFrame[]): Uint8Array {
  const { GifWriter } = (omggif as unknown as { default?: typeof omggif }).default ?? omggif;
  const bytes = new Uint8Array(1024 + width * height * frames.length * 2);
  const writer = new GifWriter(bytes, width, height, { loop: 0 });
  for (const frame of frames) {
    const [r, g, b] = frame.colour;
    writer.addFrame(
      frame.x,
      frame.y,
      frame.width,
      frame.height,
      new Array<number>(frame.width * frame.height).fill(1),
      {
        palette: [0xffffff, (r << 16) | (g << 8) | b],
        disposal: frame.disposal,
        delay: 10,
      },
    );
  }
  return bytes.slice(0, writer.end());
}

/** The rows of each printed line of an upright picture: runs of rows with dark pixels. */
export function inkBands(picture: Picture): [number, number][] {
  const bands: [number, number][] = [];
  let start = -1;
  for (let y = 0; y <= picture.height; y++) {
    let dark = false;
    for (let x = 0; y < picture.height && x < picture.width && !dark; x++) {
      dark = picture.rgb[(y * picture.width + x) * 3]! < 128;
    }
    if (dark && start < 0) start = y;
    if (!dark && start >= 0) {
      bands.push([start, y - 1]);
      start = -1;
    }
  }
  return bands;
}
