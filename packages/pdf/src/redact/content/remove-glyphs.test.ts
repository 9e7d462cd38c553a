import type { TBBox } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { mupdf } from '../../engine/mupdf';
import { buildPdf, HELVETICA, stream } from '../../test/build-pdf';
import { boxOf, redactAreas, withDocument, wordsOf } from '../../test/redact-helpers';
import { clearedCuts } from './clear-cuts';
import { GlyphIndex } from './glyph-index';
import { pageChars, removeGlyphsIn } from './remove-glyphs';
import { shownGlyphs } from './text-glyphs';

/** Courier with its widths in the dictionary, as most producers write a font. */
const COURIER = `/F2 << /Type /Font /Subtype /Type1 /BaseFont /Courier /FirstChar 32 /LastChar 126 /Widths [${Array(95).fill(600).join(' ')}] >>`;

/** A diagonal watermark 160 points tall, light grey, drawn first, over three lines of text. */
const WATERMARK = 'BT 0.8 g /F2 160 Tf 0.866 0.5 -0.5 0.866 60 250 Tm (Muster) Tj ET ';
const LINES =
  'BT 0 g /F2 10 Tf 1 0 0 1 200 420 Tm (Name: Petra Secret) Tj 0 -14 Td 0.5 Tc [(Konto) -250 (1234)] TJ ' +
  '0 Tc 3 Tw 110 Tz 14 TL T* (Ref ABC here ) Tj 2 Ts (raised) Tj 0 Ts 100 Tz ET ' +
  'q 0.9 0.2 -0.2 0.9 180 300 cm BT /F2 9 Tf 0 0 Td (tilted words) Tj ET Q';

function pdf(content: string, font = COURIER): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${font} >> >> >>`,
    stream(content),
  ]);
}

/** A page in MuPDF's own composite font (Type 0, Identity-H, widths in /W), codes as glyph ids. */
function compositePdf(): Uint8Array {
  const document = new mupdf.PDFDocument();
  try {
    const program = new mupdf.Font('Times-Roman');
    const font = document.addFont(program);
    const hex = (text: string) =>
      `<${[...text].map((char) => program.encodeCharacter(char.codePointAt(0)!).toString(16).padStart(4, '0')).join('')}>`;
    const content =
      `BT 0.8 g /F0 160 Tf 0.866 0.5 -0.5 0.866 60 250 Tm ${hex('Muster')} Tj ET ` +
      `BT 0 g /F0 10 Tf 200 420 Td 1 Tc ${hex('Name: Petra Secret')} Tj ET`;
    const resources = document.newDictionary();
    const fonts = document.newDictionary();
    fonts.put('F0', font);
    resources.put('Font', fonts);
    const page = document.addPage([0, 0, 612, 792], 0, resources, content);
    document.insertPage(-1, page);
    return document.saveToBuffer('').asUint8Array().slice();
  } finally {
    document.destroy();
  }
}

const word = (bytes: Uint8Array, text: string) =>
  wordsOf(bytes).words.find((candidate) => candidate.text === text);

function areaOf(bytes: Uint8Array, text: string): { bbox: TBBox; text: string } {
  return { bbox: boxOf(word(bytes, text)!), text };
}

describe('shownGlyphs', () => {
  it('places every glyph where MuPDF reads it: spacing, scaling, rise, TJ numbers, cm', () => {
    for (const bytes of [pdf(WATERMARK + LINES), compositePdf()]) {
      withDocument(bytes, (document) => {
        const page = document.loadPage(0);
        const { glyphs } = shownGlyphs(page);
        // MuPDF adds a space where a gap is wide; every other character is a glyph placed.
        const chars = pageChars(page).filter((char) => !char.space);
        expect(chars.length).toBeGreaterThan(20);
        const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
          Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01;
        for (const char of chars) {
          expect(glyphs.some((glyph) => near(glyph, char), `a glyph at ${char.x}, ${char.y}`)).toBe(
            true,
          );
        }
        for (const glyph of glyphs) {
          const read = pageChars(page).some((char) => near(glyph, char));
          expect(read, `a character at ${glyph.x}, ${glyph.y}`).toBe(true);
        }
      });
    }
  });

  it('places no glyph of a font whose advances its dictionary does not give', () => {
    withDocument(pdf(`BT /F1 10 Tf 100 700 Td (Secret) Tj ET`, HELVETICA), (document) => {
      expect(shownGlyphs(document.loadPage(0)).glyphs).toHaveLength(0);
    });
  });
});

describe('removing glyphs one by one', () => {
  it('takes the marked word from under a watermark and keeps the watermark and every neighbour in place', () => {
    const bytes = pdf(WATERMARK + LINES);
    const before = wordsOf(bytes);
    const secret = areaOf(bytes, 'Secret');
    // MuPDF's removal would take the watermark's letters with the word: their boxes meet its cut.
    const glyphs = new GlyphIndex(before);
    expect(clearedCuts([secret.bbox], glyphs, [secret.bbox])[0]!.takesKept).toBe(true);

    const result = redactAreas(bytes, [secret, areaOf(bytes, 'ABC'), areaOf(bytes, 'tilted')]);
    expect(result.report.verification).toMatchObject({ passed: true, text_left_in_areas: 0 });
    const after = wordsOf(result.bytes);
    const texts = after.words.map((candidate) => candidate.text);
    expect(texts).not.toContain('Secret');
    expect(texts).not.toContain('ABC');
    expect(texts).not.toContain('tilted');
    for (const kept of ['Muster', 'Name:', 'Petra', 'Konto', '1234', 'Ref', 'raised', 'words']) {
      const was = before.words.find((candidate) => candidate.text === kept)!;
      const now = after.words.find((candidate) => candidate.text === kept);
      expect(now, kept).toBeDefined();
      expect(Math.abs(now!.x0 - was.x0) + Math.abs(now!.y0 - was.y0), kept).toBeLessThan(0.01);
    }
  });

  it('does the same in a composite font with two-byte codes', () => {
    const bytes = compositePdf();
    const result = redactAreas(bytes, [areaOf(bytes, 'Secret')]);
    const texts = wordsOf(result.bytes).words.map((candidate) => candidate.text);
    expect(texts).toEqual(expect.arrayContaining(['Muster', 'Name:', 'Petra']));
    expect(texts).not.toContain('Secret');
  });

  it('reports an area it cannot clear and changes nothing, so the word goes the other way', () => {
    const bytes = pdf(
      `${WATERMARK} BT 0 g /F1 10 Tf 200 420 Td (Name: Secret) Tj ET`,
      `${COURIER} ${HELVETICA}`,
    );
    const secret = areaOf(bytes, 'Secret');
    withDocument(bytes, (document) => {
      const page = document.loadPage(0);
      expect(removeGlyphsIn(document, page, [secret.bbox])).toEqual([false]);
    });
    // What the mark is for goes first: the word is removed, with the watermark's letters.
    const result = redactAreas(bytes, [secret]);
    expect(result.report.verification).toMatchObject({ passed: true, text_left_in_areas: 0 });
    expect(wordsOf(result.bytes).words.map((candidate) => candidate.text)).not.toContain('Secret');
  });
});
