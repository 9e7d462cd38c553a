import { describe, expect, it } from 'vitest';
import { decodeLatin1 } from '../../../bytes/bytes';
import { openPdf } from '../../../engine/open-pdf';
import { resolveObject } from '../../../engine/pdf-object';
import { buildPdf, stream } from '../../../test/build-pdf';
import { readCorpus } from '../../../test/fixtures';
import { readCff } from '../cff';
import { subsetCff } from './cff-subset';
import { inkBetween } from './subset-fixtures';
import { readType1 } from './type1-parts';
import { subsetType1 } from './type1-subset';

/** The first program of a corpus file under `key`, with its lengths. */
async function corpusProgram(file: string, key: string) {
  const document = openPdf(await readCorpus(file));
  try {
    for (let num = 1; num < document.countObjects(); num++) {
      const descriptor = document.newIndirect(num).resolve();
      if (!descriptor.isDictionary() || !descriptor.get(key).isStream()) continue;
      const program = descriptor.get(key);
      const [length1, length2] = ['Length1', 'Length2'].map((name) => {
        const value = resolveObject(program.resolve().get(name));
        return value.isNumber() ? value.asNumber() : 0;
      });
      const data = program.readStream().asUint8Array().slice();
      return { data, length1: length1!, length2: length2! };
    }
    throw new Error(`no ${key} in ${file}`);
  } finally {
    document.destroy();
  }
}

/**
 * A page drawing `kept` at y 700 and `dropped` at y 400 with a font of these objects (5 on); a
 * text given as `<hex>` is shown as hex codes.
 */
function pageWith(font: string[], kept: string, dropped: string): Uint8Array {
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 800 800] /Contents 4 0 R /Resources << /Font << /T 5 0 R >> >> >>',
    stream(
      `BT /T 30 Tf 10 700 Td (${kept}) Tj ET BT /T 30 Tf 10 400 Td (${dropped}) Tj ET`.replace(
        /\((<[0-9a-f]*>)\)/g,
        '$1',
      ),
    ),
    ...font,
  ]);
}

const DESCRIPTOR =
  '/Type /FontDescriptor /FontName /T /Flags 4 /FontBBox [0 -250 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -250 /CapHeight 700 /StemV 80';

/** Ink of the two lines: kept before and after, dropped before and after. */
function inks(before: Uint8Array, after: Uint8Array) {
  const line = (bytes: Uint8Array, y: number) => inkBetween(bytes, y - 15, y + 35);
  return {
    kept: [line(before, 700), line(after, 700)],
    dropped: [line(before, 400), line(after, 400)],
  };
}

describe('a corpus font program subset', () => {
  it('Type 1: the kept glyphs draw as they did (subroutines and all), the others nothing', async () => {
    const font = await corpusProgram('multicolumn_3-pages_latex.pdf', 'FontFile');
    const names = readType1(font.data, font.length1, font.length2)!.charStrings.map(
      (entry) => entry.key,
    );
    const letters = names.filter((name) => /^[a-zA-Z]$/.test(name));
    const [kept, dropped] = [letters.slice(0, 5), letters.slice(5, 10)];
    expect(dropped).toHaveLength(5);
    const keep = new Set(kept.map((name) => names.indexOf(name)));
    const subset = subsetType1(font.data, font.length1, font.length2, keep)!;
    expect(subset.blanked.glyphs).toBeGreaterThanOrEqual(5);
    const page = (program: { data: Uint8Array; length1: number; length2: number }) => {
      const length3 = program.data.length - program.length1 - program.length2;
      const codes = (from: number, count: number) =>
        String.fromCharCode(...Array.from({ length: count }, (_, index) => from + index));
      return pageWith(
        [
          `<< /Type /Font /Subtype /Type1 /BaseFont /T /FirstChar 65 /LastChar 90 /Widths [${Array(26).fill(700).join(' ')}] /Encoding << /Type /Encoding /Differences [65 ${[...kept, ...dropped].map((name) => `/${name}`).join(' ')}] >> /FontDescriptor 6 0 R >>`,
          `<< ${DESCRIPTOR} /FontFile 7 0 R >>`,
          stream(
            decodeLatin1(program.data),
            `/Length1 ${program.length1} /Length2 ${program.length2} /Length3 ${length3}`,
          ),
        ],
        codes(65, 5),
        codes(70, 5),
      );
    };
    const { kept: keptInk, dropped: droppedInk } = inks(page(font), page(subset));
    expect(keptInk[0]).toBeGreaterThan(100);
    expect(keptInk[1]).toBe(keptInk[0]);
    expect(droppedInk[0]).toBeGreaterThan(100);
    expect(droppedInk[1]).toBe(0);
    // What a subset wrote has nothing more to blank.
    const again = subsetType1(subset.data, subset.length1, subset.length2, keep)!;
    expect(again.blanked).toEqual({ glyphs: 0, subroutines: 0 });
  });

  it('CID-keyed CFF: the kept CIDs draw as they did, the others nothing', async () => {
    const { data } = await corpusProgram('xfa-form_chinese-cjk-text_2-pages.pdf', 'FontFile3');
    const font = readCff(data)!;
    expect(font.isCid).toBe(true);
    const glyphs = Array.from({ length: font.glyphs - 1 }, (_, index) => index + 1);
    const keep = new Set(glyphs.filter((glyph) => glyph % 2 === 0));
    const subset = subsetCff(data, keep)!;
    expect(subset.blanked.glyphs).toBe(glyphs.length - keep.size);
    const hex = (list: number[]) =>
      `<${list.map((glyph) => Number(font.charset[glyph]).toString(16).padStart(4, '0')).join('')}>`;
    const [kept, dropped] = [[...keep].slice(0, 20), glyphs.filter((glyph) => !keep.has(glyph))];
    const page = (program: Uint8Array) =>
      pageWith(
        [
          '<< /Type /Font /Subtype /Type0 /BaseFont /T /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
          '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /T /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 1000 /FontDescriptor 7 0 R >>',
          `<< ${DESCRIPTOR} /FontFile3 8 0 R >>`,
          stream(decodeLatin1(program), '/Subtype /CIDFontType0C'),
        ],
        hex(kept),
        hex(dropped.slice(0, 20)),
      );
    const { kept: keptInk, dropped: droppedInk } = inks(page(data), page(subset.data));
    expect(keptInk[0]).toBeGreaterThan(100);
    expect(keptInk[1]).toBe(keptInk[0]);
    expect(droppedInk[0]).toBeGreaterThan(100);
    expect(droppedInk[1]).toBe(0);
  });
});
