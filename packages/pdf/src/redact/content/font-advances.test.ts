import { describe, expect, it } from 'vitest';
import { onePagePdf } from '../../test/build-pdf';
import { withDocument } from '../../test/redact-helpers';
import { fontAdvances, type FontAdvances } from './font-advances';

/** The advances of a font dictionary written as object 5 of a file (its descendant object 6). */
function advancesOf(font: string, descendant = '<< >>'): FontAdvances | null {
  const bytes = onePagePdf('', [font, descendant]);
  return withDocument(bytes, (document) => fontAdvances(document.newIndirect(5)));
}

describe('fontAdvances', () => {
  it("reads a simple font's widths from its first code, and its missing width outside them", () => {
    const font = advancesOf(
      '<< /Type /Font /Subtype /TrueType /FirstChar 65 /Widths [600 500] /FontDescriptor << /MissingWidth 250 >> >>',
    )!;
    expect(font.codeLength).toBe(1);
    expect([font.advance(65), font.advance(66), font.advance(67), font.advance(1)]).toEqual([
      0.6, 0.5, 0.25, 0.25,
    ]);
  });

  it("reads a composite font's /W lists and ranges, and /DW for the rest", () => {
    const font = advancesOf(
      '<< /Type /Font /Subtype /Type0 /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
      '<< /Type /Font /Subtype /CIDFontType2 /DW 900 /W [10 [100 200] 20 30 300 40 4000000000 700] >>',
    )!;
    expect(font.codeLength).toBe(2);
    // A range over the rest of the CID space stays a range: nothing is spread out per CID.
    expect([10, 11, 12, 25, 31, 50].map((cid) => font.advance(cid))).toEqual([
      0.1, 0.2, 0.9, 0.3, 0.9, 0.7,
    ]);
  });

  it('gives no advances where the dictionary alone does not give them', () => {
    expect(advancesOf('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')).toBeNull();
    expect(advancesOf('<< /Type /Font /Subtype /Type3 /Widths [500] >>')).toBeNull();
    expect(
      advancesOf(
        '<< /Type /Font /Subtype /Type0 /Encoding /Identity-V /DescendantFonts [6 0 R] >>',
        '<< /Type /Font /Subtype /CIDFontType2 >>',
      ),
    ).toBeNull();
    expect(
      advancesOf(
        '<< /Type /Font /Subtype /Type0 /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
        '<< /Type /Font /Subtype /CIDFontType2 /W [1 /Bad] >>',
      ),
    ).toBeNull();
  });
});
