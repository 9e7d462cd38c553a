import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PageInk } from '../../engine/page-ink';
import { buildPdf, HELVETICA, onePagePdf, stream } from '../../test/build-pdf';
import { redactAreas, withDocument, wordsOf } from '../../test/redact-helpers';
import { readPageWords } from '../../engine/read-words';
import { decodeLatin1 } from '../../bytes/bytes';
import { scanForStrings } from '../../verify/scan-strings';
import { coveredContent } from './covered-content';
import { farGlyphsUnder } from './far-glyphs';
import { isShown, lazyInk } from './shown-text';

const NAME = 'Kari Nordmann';
/** Where Helvetica 12 at (72, 700) draws NAME, in page coordinates. */
const NAME_BOX = { x0: 70, y0: 78, x1: 152, y1: 98 };

/** pdftotext-free: what the saved file's page shows as text, every glyph MuPDF reads. */
const textOf = (bytes: Uint8Array, page = 0) => wordsOf(bytes, page).text;

describe('what a reader sees (isShown)', () => {
  const shownOf = (content: string, page = '') =>
    withDocument(onePagePdf(content, [], { catalog: '', page }), (document) => {
      const page = document.loadPage(0);
      try {
        const text = readPageWords(page, 1);
        const ink = lazyInk(() => PageInk.of(page));
        const at = text.text.indexOf('Kari');
        return isShown(text, at, at + NAME.length, ink);
      } finally {
        page.destroy();
      }
    });

  it('sees black text on white, white text on black, and grey text', () => {
    expect(shownOf(`BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(true);
    expect(shownOf(`0 g 60 690 120 30 re f BT 1 g /F1 12 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(true);
    expect(shownOf(`BT .7 g /F1 12 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(true);
    // Turned, a glyph's box is as wide as its line and as high as its advance ("i": 2.7 points).
    expect(shownOf(`BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET`, '/Rotate 90')).toBe(true);
  });

  it('does not see white text on the page, tiny text, text under a later box, clipped text', () => {
    expect(shownOf(`BT 1 g /F1 12 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(false);
    expect(shownOf(`BT /F1 2 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(false);
    expect(shownOf(`BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET 0 g 60 690 120 30 re f`)).toBe(false);
    expect(shownOf(`q 0 0 10 10 re W n BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET Q`)).toBe(false);
    expect(shownOf(`BT 3 Tr /F1 12 Tf 72 700 Td (${NAME}) Tj ET`)).toBe(false);
  });
});

describe('copies of a redacted string nobody sees', () => {
  it('go from every page, while a copy a reader sees stays', () => {
    const page = (contents: number, resources = '') =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> ${resources} >> >>`;
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [8 0 R] /D << /Order [8 0 R] /OFF [8 0 R] >> >> >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
      page(6),
      page(7, '/Properties << /L0 8 0 R >>'),
      page(9),
      stream(`BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET\nBT 1 g /F1 12 Tf 300 100 Td (${NAME}) Tj ET`),
      stream(
        `BT /F1 12 Tf 72 700 Td (Page two) Tj ET\n/OC /L0 BDC BT /F1 12 Tf 72 600 Td (${NAME}) Tj ET EMC`,
      ),
      '<< /Type /OCG /Name (Notes) >>',
      stream('BT /F1 12 Tf 72 700 Td (Seen: Kari) Tj ET'),
    ]);
    const result = redactAreas(bytes, [{ bbox: NAME_BOX, text: NAME }]);
    expect(result.report.verification.still_visible_elsewhere).toEqual(['Kari']);
    expect(result.report.dropped).toMatchObject({
      'hidden copy of a redacted string (drawn where no reader sees it)': 2,
    });
    expect(textOf(result.bytes, 0)).not.toContain('Kari');
    // The layer is off again, and nothing of the name is left anywhere.
    expect(withDocument(result.bytes, (document) => document.isLayerVisible(0))).toBe(false);
    expect(textOf(result.bytes, 2)).toContain('Kari');
    expect(scanForStrings(result.bytes, ['Nordmann'])).toEqual([]);
  });

  it('are refused, not passed, when the only other copy is white on white', () => {
    // Before issue 62 a white copy counted as "still visible elsewhere" and switched the scan
    // off: here the verifier must see that nothing shows it, and the cleaning remove it.
    const bytes = onePagePdf(
      `BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET\nBT 1 g /F1 4 Tf 400 100 Td (${NAME}) Tj ET`,
    );
    const result = redactAreas(bytes, [{ bbox: NAME_BOX, text: NAME }]);
    expect(result.report.verification.still_visible_elsewhere).toEqual([]);
    expect(textOf(result.bytes)).not.toContain('Kari');
  });

  it('include a label run on past the page edge, drawn whole on the next page and clipped', () => {
    const label = (x: number) =>
      `q 0 0 612 792 re W n BT /F1 12 Tf ${x} 700 Td (${NAME} Hansen) Tj ET Q`;
    const page = (contents: number) =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << ${HELVETICA} >> >> >>`;
    const bytes = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
      page(5),
      page(6),
      stream(label(540)),
      stream(label(540 - 612)),
    ]);
    const box = { x0: 538, y0: 78, x1: 612, y1: 98 };
    const result = redactAreas(bytes, [{ bbox: box, text: 'Kari Nord' }]);
    const raw = withDocument(result.bytes, (document) =>
      decodeLatin1(document.loadPage(1).getObject().get('Contents').readStream().asUint8Array()),
    );
    expect(raw).not.toContain('Kari');
    expect(textOf(result.bytes, 1)).toContain('Hansen');
  });
});

describe('content hidden under a shape', () => {
  // Dark stripes on white: something to read, as a picture of a name would be.
  const picture = { width: 200, height: 40 };
  const grey = new Uint8Array(picture.width * picture.height).map((_, index) =>
    (index % picture.width) % 10 < 4 ? 20 : 250,
  );
  const withPicture = (content: string) =>
    buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> /XObject << /Im 5 0 R >> /ExtGState << /GS1 << /ca 0.5 >> >> >> >>`,
      stream(content),
      stream(
        decodeLatin1(zlibSync(grey)),
        `/Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      ),
    ]);
  const covered = (bytes: Uint8Array) =>
    withDocument(bytes, (document) => {
      const found = coveredContent(document.loadPage(0));
      found.release();
      return found;
    });
  const elsewhere = [{ bbox: { x0: 400, y0: 300, x1: 450, y1: 320 } }];
  const LETTERS = NAME.replace(/ /g, '').length;

  it('goes: text and a picture under later opaque boxes, not what transparent ink covers', () => {
    const bytes = withPicture(
      [
        `BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET`,
        '0 g 60 690 120 30 re f',
        'BT 0 g /F1 12 Tf 72 600 Td (Kept under glass) Tj ET',
        'q /GS1 gs 0 g 60 590 150 30 re f Q',
        'q 300 0 0 60 72 380 cm /Im Do Q',
        '1 g 70 378 304 64 re f',
        'BT 0 g /F1 12 Tf 72 200 Td (Drawn last) Tj ET',
      ].join('\n'),
    );
    expect(covered(bytes).glyphs).toHaveLength(LETTERS);
    expect(covered(bytes).pictures).toHaveLength(1);
    const result = redactAreas(bytes, elsewhere);
    const text = textOf(result.bytes);
    expect(text).not.toContain('Kari');
    expect(text).toContain('Kept under glass');
    expect(text).toContain('Drawn last');
    expect(result.report.dropped).toMatchObject({
      'glyph hidden under a shape': LETTERS,
      'part of a picture hidden under a shape': 1,
    });
    expect(covered(result.bytes).pictures).toHaveLength(0);
  });

  it('goes from under a comment box, and the box keeps what it shows', () => {
    // Apple's Preview: a free-text comment with a white fill typed over the page's text. MuPDF's
    // redaction deleted a free-text annotation its cut met, with every line the box showed.
    const box = [
      '1 g 0 0 240 50 re f',
      'BT 0 g /F1 12 Tf 10 35 Td (Company Road 1) Tj ET',
      'BT 0 g /F1 12 Tf 10 3 Td (Shown below) Tj ET',
    ].join('\n');
    const bytes = onePagePdf(
      `BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET`,
      [
        '<< /Type /Annot /Subtype /FreeText /Rect [60 680 300 730] /F 4 /T (Author Name) /Contents (Company Road 1) /DA (/F1 12 Tf 0 g) /AP << /N 6 0 R >> >>',
        stream(
          box,
          `/Type /XObject /Subtype /Form /BBox [0 0 240 50] /Resources << /Font << ${HELVETICA} >> >>`,
        ),
      ],
      { catalog: '', page: '/Annots [5 0 R]' },
    );
    expect(covered(bytes).glyphs).toHaveLength(LETTERS);
    const result = redactAreas(bytes, elsewhere);
    const shown = withDocument(result.bytes, (document) =>
      document.loadPage(0).toStructuredText('preserve-whitespace').asText(),
    );
    expect(shown).toContain('Company Road 1');
    expect(shown).toContain('Shown below');
    expect(shown).not.toContain('Kari');
    expect(scanForStrings(result.bytes, ['Nordmann', 'Author Name'])).toEqual([]);
    expect(result.report.dropped).toMatchObject({ 'glyph hidden under a shape': LETTERS });
  });

  it('is refused, with its place, when a label drawn on the box would go with it', () => {
    // MuPDF removes glyphs by where they stand: the label on the box stands where the name does.
    const bytes = onePagePdf(
      `BT /F1 12 Tf 72 700 Td (${NAME}) Tj ET\n0 g 60 690 120 30 re f\nBT 1 g /F1 12 Tf 72 700 Td (Label) Tj ET`,
    );
    expect(() => redactAreas(bytes, elsewhere)).toThrow(/drawn under an opaque shape/);
    try {
      redactAreas(bytes, elsewhere);
    } catch (error) {
      const residues = (error as { residues: { place: string; bbox?: unknown }[] }).residues;
      expect(residues.every(({ place }) => place === 'text hidden under a shape')).toBe(true);
      expect(residues.length).toBeGreaterThan(0);
    }
    // Marked where the verifier said, the place is redacted like any other.
    const marked = redactAreas(bytes, [{ bbox: { x0: 60, y0: 72, x1: 180, y1: 102 } }]);
    expect(textOf(marked.bytes)).not.toContain('Kari');
  });
});

describe('a Type 3 glyph that draws away from its place', () => {
  const procedure = `600 0 0 0 600 700 d1 BT /F1 120 Tf 1500 0 Td (${NAME}) Tj ET`;
  const bytes = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} /T3 5 0 R >> >> >>`,
    stream('BT /F1 12 Tf 72 700 Td (Reviewed by:) Tj ET\nBT /T3 10 Tf 72 300 Td (A) Tj ET'),
    `<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.01 0 0 0.01 0 0] /CharProcs << /a 6 0 R >> /Encoding << /Type /Encoding /Differences [65 /a] >> /FirstChar 65 /LastChar 65 /Widths [600] /Resources << /Font << ${HELVETICA} >> >> >>`,
    stream(procedure),
  ]);
  /** Where the glyph's procedure writes the name: 150 points right of the glyph. */
  const drawing = { x0: 218, y0: 478, x1: 340, y1: 498 };

  it('is found by where it draws', () => {
    const far = withDocument(bytes, (document) => farGlyphsUnder(document.loadPage(0), [drawing]));
    expect(far).toHaveLength(1);
    expect(far[0]!.origin).toEqual({ x: 72, y: 492 });
  });

  it('goes when a box covers its drawing, and the file holds its procedure no more', () => {
    const result = redactAreas(bytes, [{ bbox: drawing }]);
    expect(scanForStrings(result.bytes, ['Nordmann'])).toEqual([]);
    expect(textOf(result.bytes)).toContain('Reviewed by:');
  });
});
