import { zlibSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLatin1 } from '../bytes/bytes';
import { readDocumentText, recognisePage } from '../engine/document-text';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { trueTypeProgram } from '../test/font-programs';
import { withDocument } from '../test/redact-helpers';
import { openPdf } from '../engine/open-pdf';
import { mupdf } from '../engine/mupdf';
import { createOcrEngine, type OcrEngine } from './ocr';
import type { OcrLine } from './ocr-types';

const HIDDEN = 'BERGEN';
const KEPT = 'MONDAY';

/**
 * "BERGEN MONDAY" drawn in a Type 0 font (Identity-H, the pixel alphabet) with no ToUnicode map,
 * as a peer project's suite draws it (issue 62): every reader extracts U+FFFD, though the page
 * plainly shows the words; above it a line of ordinary text.
 */
function unmappedPdf(): Uint8Array {
  const letters = [...new Set(`${HIDDEN}${KEPT}`)];
  const program = trueTypeProgram(
    letters.map((char, index) => ({ name: `g${index + 1}`, char })),
    { 1: 'Pixel', 4: 'Pixel Regular', 6: 'Pixel-Regular' },
  );
  const codes = (word: string) =>
    [...word].map((char) => (letters.indexOf(char) + 1).toString(16).padStart(4, '0')).join('');
  const content = [
    'BT /F1 12 Tf 72 700 Td (Reference number:) Tj ET',
    `BT /U 40 Tf 72 600 Td <${codes(HIDDEN)}> Tj ET`,
    `BT /U 40 Tf 72 500 Td <${codes(KEPT)}> Tj ET`,
  ].join('\n');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} /U 5 0 R >> >> >>`,
    stream(content),
    '<< /Type /Font /Subtype /Type0 /BaseFont /Pixel /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Pixel /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /CIDToGIDMap /Identity /DW 600 /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /Pixel /Flags 4 /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>',
    stream(decodeLatin1(zlibSync(program)), `/Length1 ${program.length} /Filter /FlateDecode`),
  ]);
}

describe('glyphs without a Unicode mapping', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createOcrEngine({ engine: 'js' });
  }, 120_000);
  afterAll(() => engine?.close());

  it('are read by OCR in their place, and the mapped text stays as the file gives it', async () => {
    const bytes = unmappedPdf();
    const document = openPdf(bytes);
    let text;
    try {
      const first = readDocumentText(document, { ocrPages: new Map() });
      expect(first.ocrNeeded).toEqual([1]);
      expect(first.pages[0]!.text).not.toContain(HIDDEN);
      const lines: OcrLine[] = await recognisePage(document, 1, engine);
      text = readDocumentText(document, { ocrPages: new Map([[1, lines]]) }).pages[0]!;
    } finally {
      document.destroy();
    }
    expect(text.text).toContain('Reference number:');
    const secret = text.words.find((word) => word.text === HIDDEN);
    expect(secret, text.text).toBeDefined();
    expect(secret!.ocr).toBe(true);
    // Where the glyphs stand: 40-point letters from x 72 on the line at y 600.
    expect(secret!.x0).toBeGreaterThan(60);
    expect(secret!.x1).toBeLessThan(230);
    expect(secret!.y1).toBeGreaterThan(792 - 610);
    expect(text.words.find((word) => word.text === 'Reference')?.ocr).toBe(false);
    expect(text.text).toContain(KEPT);
  }, 120_000);

  it('are the only places of the page drawn for OCR', async () => {
    let png: Uint8Array = new Uint8Array();
    const capture: OcrEngine = {
      backend: 'js',
      recognize: (image) => {
        png = image;
        return Promise.resolve([]);
      },
      close: () => Promise.resolve(),
    };
    const document = openPdf(unmappedPdf());
    try {
      await recognisePage(document, 1, capture);
    } finally {
      document.destroy();
    }
    const pixmap = new mupdf.Image(png).toPixmap();
    try {
      const scale = pixmap.getWidth() / 612;
      // The darkest pixel of a band of the page, from its top in points.
      const darkest = (top: number, bottom: number) => {
        const pixels = pixmap.getPixels();
        const stride = pixmap.getStride();
        let value = 255;
        for (let row = Math.round(top * scale); row < Math.round(bottom * scale); row++) {
          for (let column = 0; column < pixmap.getWidth(); column++)
            value = Math.min(value, pixels[row * stride + column]!);
        }
        return value;
      };
      expect(darkest(792 - 712, 792 - 698)).toBe(255);
      expect(darkest(792 - 640, 792 - 598)).toBeLessThan(100);
      expect(darkest(792 - 540, 792 - 498)).toBeLessThan(100);
    } finally {
      pixmap.destroy();
    }
  });

  it('are not recognised when OCR is turned off', () => {
    const result = withDocument(unmappedPdf(), (document) =>
      readDocumentText(document, { ocrPages: null }),
    );
    expect(result.ocrNeeded).toEqual([]);
  });
});
