import { decodeLatin1 } from '../../../bytes/bytes';
import { mupdf } from '../../../engine/mupdf';
import { save } from '../../../engine/save-pdf';
import { buildPdf, stream } from '../../../test/build-pdf';
import {
  cffProgram,
  openTypeProgram,
  trueTypeProgram,
  type GlyphSpec,
} from '../../../test/font-programs';
import { withDocument } from '../../../test/redact-helpers';
import { cffWithSubroutines } from './cff-fixture';
import { readTables, writeTables } from '../sfnt';

/**
 * Test PDFs for font subsetting (issue 62): one page that draws a word to keep and a word to
 * redact with an embedded pixel font, and what a reader draws with the font afterwards. No
 * letter is in both words, so every glyph of the redacted one is drawn by it alone.
 */

export const KEPT = 'HOLD';
export const SECRET = 'SECRET';
const LETTERS = [...new Set(KEPT + SECRET)];

/** The glyphs of the font, in glyph id order after .notdef (glyph id = place + 1). */
const glyphSpecs = (chars: readonly string[]): GlyphSpec[] =>
  chars.map((char) => ({ name: char, char, unicode: char.charCodeAt(0) }));

/** A font of the page: its objects from 5 on, and how content writes a text in its codes. */
export interface FontFixture {
  objects: string[];
  operand(text: string): string;
}

const binary = (program: Uint8Array, dictionary: string) =>
  stream(decodeLatin1(program), dictionary);
const WIDTHS = `/FirstChar 32 /LastChar 90 /Widths [${Array(59).fill(600).join(' ')}]`;
const descriptor = (file: string, flags = 32) =>
  `<< /Type /FontDescriptor /FontName /Pixel /Flags ${flags} /FontBBox [0 0 600 700] /ItalicAngle 0 /Ascent 700 /Descent 0 /CapHeight 700 /StemV 80 ${file} >>`;

/** The page: the kept word on a line at 700, the secret one at 600, in 20 pt. */
export function pagePdf(font: FontFixture, kept = KEPT, secret = SECRET): Uint8Array {
  const line = (text: string, y: number) => `BT /P 20 Tf 72 ${y} Td ${font.operand(text)} Tj ET`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 800] /Contents 4 0 R /Resources << /Font << /P 5 0 R >> >> >>',
    stream(`${line(kept, 700)}\n${line(secret, 600)}`),
    ...font.objects,
  ]);
}

/** A simple TrueType font (WinAnsiEncoding, a (3,1) cmap): codes are the letters. */
export function simpleTrueType(): FontFixture {
  const program = trueTypeProgram(glyphSpecs(LETTERS), { 1: 'Pixel' });
  return {
    objects: [
      `<< /Type /Font /Subtype /TrueType /BaseFont /Pixel ${WIDTHS} /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('/FontFile2 7 0 R'),
      binary(program, `/Length1 ${program.length}`),
    ],
    operand: (text) => `(${text})`,
  };
}

/** A bare CFF font (FontFile3 /Type1C) named by the standard glyph names, WinAnsiEncoding. */
export function bareCff(): FontFixture {
  const program = cffProgram(glyphSpecs(LETTERS), { fontName: 'Pixel' });
  return {
    objects: [
      `<< /Type /Font /Subtype /Type1 /BaseFont /Pixel ${WIDTHS} /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('/FontFile3 7 0 R'),
      binary(program, '/Subtype /Type1C'),
    ],
    operand: (text) => `(${text})`,
  };
}

/** An OpenType font of CFF outlines (FontFile3 /OpenType), WinAnsiEncoding. */
export function openTypeCff(): FontFixture {
  const glyphs = glyphSpecs(LETTERS);
  const program = openTypeProgram(cffProgram(glyphs, { fontName: 'Pixel' }), glyphs, {
    1: 'Pixel',
  });
  return {
    objects: [
      `<< /Type /Font /Subtype /Type1 /BaseFont /Pixel ${WIDTHS} /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('/FontFile3 7 0 R'),
      binary(program, '/Subtype /OpenType'),
    ],
    operand: (text) => `(${text})`,
  };
}

/** A bare CFF font with subroutines and a seac accent (cff-fixture.ts), WinAnsiEncoding. */
export function cffWithAccent(): FontFixture {
  return {
    objects: [
      `<< /Type /Font /Subtype /Type1 /BaseFont /Pixel /FirstChar 32 /LastChar 255 /Widths [${Array(224).fill(600).join(' ')}] /Encoding /WinAnsiEncoding /FontDescriptor 6 0 R >>`,
      descriptor('/FontFile3 7 0 R'),
      binary(cffWithSubroutines(), '/Subtype /Type1C'),
    ],
    operand: (text) =>
      `(${[...text].map((char) => `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`).join('')})`,
  };
}

/**
 * A Type 0 font over TrueType outlines (Identity-H): codes are glyph ids (CIDToGIDMap Identity),
 * or with `isMapped` the letters' character codes, mapped to glyph ids by a CIDToGIDMap stream.
 * `composites` makes glyphs composites of others (glyph id to its one component's glyph id).
 */
export function type0TrueType(
  chars: readonly string[] = LETTERS,
  composites: ReadonlyMap<number, number> = new Map(),
  isMapped = false,
): FontFixture {
  const program = withComposites(trueTypeProgram(glyphSpecs(chars), { 1: 'Pixel' }), composites);
  const gid = (char: string) => (isMapped ? char.charCodeAt(0) : chars.indexOf(char) + 1);
  const map = new Uint8Array(256);
  chars.forEach((char, index) => map.set([0, index + 1], char.charCodeAt(0) * 2));
  const hex = (value: number, digits = 4) => value.toString(16).padStart(digits, '0');
  const entries = chars.map((char) => `<${hex(gid(char))}> <${hex(char.charCodeAt(0))}>`);
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${entries.length} beginbfchar`,
    ...entries,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  return {
    objects: [
      '<< /Type /Font /Subtype /Type0 /BaseFont /Pixel /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 9 0 R >>',
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Pixel /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /CIDToGIDMap ${isMapped ? '10 0 R' : '/Identity'} /DW 600 /FontDescriptor 7 0 R >>`,
      descriptor('/FontFile2 8 0 R', 4),
      binary(program, `/Length1 ${program.length}`),
      stream(toUnicode),
      binary(map, ''),
    ],
    operand: (text) => `<${[...text].map((char) => hex(gid(char))).join('')}>`,
  };
}

/** The font with each glyph of `composites` made a composite of one other glyph. */
function withComposites(font: Uint8Array, composites: ReadonlyMap<number, number>): Uint8Array {
  if (composites.size === 0) return font;
  const { version, tables } = readTables(font)!;
  const loca = new DataView(tables.get('loca')!.buffer.slice(0));
  const glyf = tables.get('glyf')!;
  const count = loca.byteLength / 4 - 1;
  const entries = Array.from({ length: count }, (_, glyph) =>
    glyf.subarray(loca.getUint32(glyph * 4), loca.getUint32(glyph * 4 + 4)),
  );
  for (const [glyph, component] of composites) {
    const entry = new Uint8Array(20);
    const view = new DataView(entry.buffer);
    view.setInt16(0, -1);
    entry.set(entries[component]!.subarray(2, 10), 2);
    // Arguments as words and as an x, y offset (0, 0): the component drawn where it is.
    view.setUint16(10, 0x0003);
    view.setUint16(12, component);
    entries[glyph] = entry;
  }
  const newGlyf = new Uint8Array(entries.reduce((sum, entry) => sum + entry.length, 0));
  let offset = 0;
  entries.forEach((entry, glyph) => {
    loca.setUint32(glyph * 4, offset);
    newGlyf.set(entry, offset);
    offset += entry.length;
  });
  loca.setUint32(count * 4, offset);
  tables.set('glyf', newGlyf);
  tables.set('loca', new Uint8Array(loca.buffer));
  return writeTables(version, tables);
}

/**
 * The file with `operand` drawn again at y 400 with the page's font (under the name the rebuild
 * gave it): what the font's glyphs for those codes look like now.
 */
export function drawnAgain(bytes: Uint8Array, operand: string): Uint8Array {
  return withDocument(bytes, (document) => {
    const page = document.findPage(0);
    let name = '';
    page.get('Resources', 'Font').forEach((_font, key) => (name = String(key)));
    const contents = document.newArray();
    contents.push(page.get('Contents'));
    contents.push(document.addStream(`BT /${name} 20 Tf 72 400 Td ${operand} Tj ET`, {}));
    page.put('Contents', contents);
    return save(document, 'garbage=1');
  });
}

/** The dark pixels of page 1 between two heights (PDF points from the bottom). */
export function inkBetween(bytes: Uint8Array, bottom: number, top: number): number {
  return withDocument(bytes, (document) => {
    const page = document.loadPage(0);
    const pixmap = page.toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, false, true);
    try {
      const pixels = pixmap.getPixels();
      const [width, height, stride] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getStride()];
      let dark = 0;
      for (let y = height - top; y < height - bottom; y++) {
        for (let x = 0; x < width; x++) if (pixels[y * stride + x]! < 128) dark++;
      }
      return dark;
    } finally {
      pixmap.destroy();
    }
  });
}

/** The first embedded font program of a file, decoded. */
export function programOf(bytes: Uint8Array): Uint8Array {
  return withDocument(bytes, (document) => {
    for (let num = 1; num < document.countObjects(); num++) {
      const object = document.newIndirect(num).resolve();
      if (!object.isDictionary()) continue;
      for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
        const program = object.get(key);
        if (program.isStream()) return program.readStream().asUint8Array().slice();
      }
    }
    throw new Error('no font program');
  });
}
