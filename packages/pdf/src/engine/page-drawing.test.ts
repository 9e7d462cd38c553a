import { describe, expect, it } from 'vitest';
import { coveredContent } from '../redact/hidden/covered-content';
import { buildPdf, HELVETICA, stream } from '../test/build-pdf';
import { withDocument } from '../test/redact-helpers';
import { PageDrawing } from './page-drawing';
import { PageInk } from './page-ink';
import { readDrawingWords, readPageWords } from './read-words';

/** A page with a word, a shading painted with `sh` and a FreeText note that draws its own text. */
function shadedPdf(): Uint8Array {
  const shading =
    '<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 200 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> >>';
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << ${HELVETICA} >> /Shading << /Sh1 ${shading} >> >> /Annots [5 0 R] >>`,
    stream('BT /F1 12 Tf 72 700 Td (Content) Tj ET q 72 500 200 100 re W n /Sh1 sh Q'),
    '<< /Type /Annot /Subtype /FreeText /Rect [300 600 500 640] /Contents (Annotation) /DA (/Helv 12 Tf 0 g) >>',
  ]);
}

describe('a page drawing recorded once', () => {
  it('reads the words of the content alone, as readPageWords does', () => {
    withDocument(shadedPdf(), (document) => {
      const page = document.loadPage(0);
      const drawing = PageDrawing.record(page);
      try {
        const words = readDrawingWords(page, drawing, 1);
        expect(words.text).toBe(readPageWords(page, 1).text);
        expect(words.text).toContain('Content');
        expect(words.text).not.toContain('Annotation');
      } finally {
        drawing.destroy();
        page.destroy();
      }
    });
  });

  it('is drawn through a device again and again without freeing what it holds', () => {
    // A shading's wrapper dropped a reference it did not hold: the list's shading was freed
    // twice and MuPDF's heap corrupted a few pages later.
    withDocument(shadedPdf(), (document) => {
      for (let round = 0; round < 200; round++) {
        const page = document.loadPage(0);
        const drawing = PageDrawing.record(page);
        try {
          for (let run = 0; run < 3; run++) {
            const covered = coveredContent(drawing, [], { withScene: true });
            expect(covered.scene.drawn.length).toBeGreaterThan(0);
            covered.release();
          }
          expect(PageInk.of(drawing).isInked({ x0: 80, y0: 200, x1: 260, y1: 280 })).toBe(true);
        } finally {
          drawing.destroy();
          page.destroy();
        }
      }
    });
  });
});
