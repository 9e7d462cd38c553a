import { afterEach, describe, expect, it, vi } from 'vitest';
import { mupdf } from '../../engine/mupdf';
import { buildPdf, HELVETICA, stream } from '../../test/build-pdf';
import { withDocument } from '../../test/redact-helpers';
import { showsCharacters } from './widget-seen';

/** A text field whose appearance fills and strokes its box (paths) and shows its value. */
const FORM = buildPdf([
  '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots [4 0 R] /Resources << /Font << ${HELVETICA} >> >> >>`,
  '<< /Type /Annot /Subtype /Widget /FT /Tx /T (Name) /V (Kari) /Rect [72 700 272 720] /P 3 0 R /AP << /N 5 0 R >> >>',
  stream(
    '0.9 g 0 0 200 20 re f 0 G 1 1 198 18 re S BT /F1 12 Tf 0 g 2 5 Td (Kari) Tj ET',
    `/BBox [0 0 200 20] /Resources << /Font << ${HELVETICA} >> >>`,
  ),
]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('showsCharacters', () => {
  it('judges by rendering, and drops the paths of the display list before the list is gone', () => {
    const fill = vi.spyOn(mupdf.Device.prototype, 'fillPath');
    const stroke = vi.spyOn(mupdf.Device.prototype, 'strokePath');
    const seen = withDocument(FORM, (document) => {
      const widget = document.loadPage(0).getWidgets()[0]!;
      const [x0, y0, x1, y1] = widget.getBounds();
      const page = { bounds: { x0: 0, y0: 0, x1: 612, y1: 792 }, others: [] };
      return showsCharacters(widget, [{ x0, y0, x1, y1 }], page);
    });
    expect(seen).toBe(true);
    // A path of a display list lives in the list's memory: a wrapper the garbage collector
    // dropped later would free it after the list (Chromium: "memory access out of bounds").
    const paths = [...fill.mock.calls, ...stroke.mock.calls].map(([path]) => path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((path) => path.pointer === 0)).toBe(true);
  });
});
