import { deflateSync } from 'node:zlib';
import { mupdf, type PDFDocument } from '../src/engine/mupdf';
import { createRandom } from './measure';
import { makeLines } from './sample-text';

type PDFObject = ReturnType<PDFDocument['newNull']>;

export interface TextPdfOptions {
  pages: number;
  linesPerPage?: number;
  seed?: number;
  /** Incompressible RGB images, drawn on the even pages 2, 4, … to make the file large. */
  noiseImages?: { count: number; bytesEach: number };
}

const PAGE: [number, number, number, number] = [0, 0, 595, 842];
const FONT_SIZE = 10;
const LEADING = 17;
const NOISE_WIDTH = 800;

/** A PDF string literal in WinAnsi (Latin-1 for æøå), with the delimiters escaped. */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, '\\$&')})`;
}

function pageContent(lines: readonly string[], image: string | null): Buffer {
  const text = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  const body = `BT /F1 ${FONT_SIZE} Tf ${LEADING} TL 50 800 Td\n${text}\nET\n`;
  const picture = image ? `q 160 0 0 120 400 20 cm /${image} Do Q\n` : '';
  return Buffer.from(body + picture, 'latin1');
}

/** An image XObject of random pixels, Flate-compressed by us so saving does not redo it. */
function addNoiseImage(document: PDFDocument, bytes: number, random: () => number): PDFObject {
  const height = Math.max(1, Math.ceil(bytes / (NOISE_WIDTH * 3)));
  const pixels = new Uint8Array(NOISE_WIDTH * height * 3);
  const words = new Uint32Array(pixels.buffer, 0, pixels.length >> 2);
  for (let index = 0; index < words.length; index++) words[index] = random() * 0x1_0000_0000;
  return document.addRawStream(deflateSync(pixels, { level: 1 }), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: NOISE_WIDTH,
    Height: height,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
  });
}

/**
 * Generates a text PDF with MuPDF: A4 pages of ~45 Helvetica lines of ~12 words each, the same
 * bytes for the same options. Optionally adds noise images to reach a given file size.
 */
export function makeTextPdf(options: TextPdfOptions): Uint8Array {
  const random = createRandom(options.seed ?? 20_240_601);
  const document = new mupdf.PDFDocument();
  try {
    const font = document.addSimpleFont(new mupdf.Font('Helvetica'), 'Latin');
    const textResources = document.addObject({ Font: { F1: font } });
    const images = options.noiseImages;
    for (let index = 0; index < options.pages; index++) {
      const lines = makeLines(random, options.linesPerPage ?? 45);
      const withImage = images && index % 2 === 1 && (index - 1) / 2 < images.count;
      const resources = withImage
        ? document.addObject({
            Font: { F1: font },
            XObject: { Im1: addNoiseImage(document, images.bytesEach, random) },
          })
        : textResources;
      const content = pageContent(lines, withImage ? 'Im1' : null);
      document.insertPage(-1, document.addPage(PAGE, 0, resources, content));
    }
    const buffer = document.saveToBuffer('compress');
    try {
      return buffer.asUint8Array().slice();
    } finally {
      buffer.destroy();
    }
  } finally {
    document.destroy();
  }
}

/**
 * The text PDF grown with noise images to about `targetBytes` (within a few KB: the images are
 * stored as compressed, and noise does not compress).
 */
export function makeLargePdf(pages: number, targetBytes: number, imageCount = 12): Uint8Array {
  const base = makeTextPdf({ pages }).length;
  const bytesEach = Math.floor((targetBytes - base) / imageCount);
  return makeTextPdf({ pages, noiseImages: { count: imageCount, bytesEach } });
}
