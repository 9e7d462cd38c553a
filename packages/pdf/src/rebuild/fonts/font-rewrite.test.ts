import { describe, expect, it } from 'vitest';
import { bytesEqual, decodeLatin1, decodeUtf16 } from '../../bytes/bytes';
import { openPdf } from '../../engine/open-pdf';
import { resolveObject } from '../../engine/pdf-object';
import { readCorpus } from '../../test/fixtures';
import { cffProgram, trueTypeProgram } from '../../test/font-programs';
import { cffProblems, neutralCff, readCff } from './cff';
import { isPlainGlyphName } from './glyph-names';
import { neutralSfnt } from './font-programs';
import { readTables } from './sfnt';
import { neutralType1 } from './type1';

const SECRET = 'Secret Name Hansen';
const glyphs = [
  { name: 'A', char: 'A', unicode: 0x41 },
  { name: 'Hansen', char: 'B', unicode: 0x42 },
  { name: 'phi1', char: 'C', unicode: 0x43 },
];
/** Whether bytes hold the text as Latin-1 or UTF-16BE. */
const holds = (bytes: Uint8Array, text: string) =>
  decodeLatin1(bytes).includes(text) ||
  decodeUtf16(bytes.subarray(0, bytes.length & ~1), 'be').includes(text) ||
  decodeUtf16(bytes.subarray(1, 1 + ((bytes.length - 1) & ~1)), 'be').includes(text);

describe('glyph names', () => {
  it('keeps names readers copy text by, and renames the others', () => {
    for (const name of [
      'A',
      'phi1',
      'uni00C5',
      'u1F600',
      'UNIC0030',
      'f_f_i',
      'a.sc',
      'g12',
      'H17074',
      'summation',
    ]) {
      expect(isPlainGlyphName(name), name).toBe(true);
    }
    for (const name of ['Hansen', 'Kari_Nordmann', 'secret.name', 'Hansen2']) {
      expect(isPlainGlyphName(name), name).toBe(false);
    }
  });
});

describe('a TrueType program written anew', () => {
  it('has neutral names only, its own glyph names renamed, and reads the same twice', () => {
    const font = trueTypeProgram(glyphs, { 0: `Copyright ${SECRET}`, 1: 'Pixel', 9: SECRET });
    expect(holds(font, SECRET)).toBe(true);
    const renames = new Map<string, string>();
    const written = neutralSfnt(font, 'F3', renames)!;
    expect(holds(written, SECRET)).toBe(false);
    expect(holds(written, 'Hansen')).toBe(false);
    expect(holds(written, 'F3')).toBe(true);
    expect(renames).toEqual(new Map([['Hansen', 'g2']]));
    expect(readTables(written)?.tables.get('glyf')).toEqual(readTables(font)?.tables.get('glyf'));
    const again = new Map<string, string>();
    expect(bytesEqual(neutralSfnt(written, 'F3', again)!, written)).toBe(true);
    expect(again.size).toBe(0);
    expect(neutralSfnt(Uint8Array.of(1, 0, 4, 1, 0x41), 'F1', new Map())).toBeNull();
  });
});

describe('a CFF program written anew', () => {
  it('keeps its outlines where they were and loses its notice, names and own glyph names', () => {
    const font = cffProgram(glyphs, {
      fontName: 'PixelHansen',
      notice: `Made for ${SECRET}`,
      fullName: SECRET,
    });
    const renames = new Map<string, string>();
    const written = neutralCff(font, 'F1', renames)!;
    expect(written.length).toBe(font.length);
    expect(holds(written, 'Hansen')).toBe(false);
    expect(renames.get('Hansen')).toBe('g2');
    expect(readCff(written)).toMatchObject({ glyphs: 4, charset: ['.notdef', 'A', 'g2', 'phi1'] });
    expect(cffProblems(written)).toEqual([]);
    expect(cffProblems(font).length).toBeGreaterThan(0);
    // Written again (as the check of an OpenType font's CFF table does), it stays as it is.
    expect(bytesEqual(neutralCff(written, 'F1', new Map())!, written)).toBe(true);
  });
});

describe('a Type 1 program written anew', () => {
  it("loses its name, notice and copyright and keeps every glyph's outline", async () => {
    const document = openPdf(await readCorpus('multicolumn_3-pages_latex.pdf'));
    try {
      let checked = 0;
      for (let num = 1; num < document.countObjects() && checked < 3; num++) {
        const descriptor = document.newIndirect(num).resolve();
        if (!descriptor.isDictionary() || !descriptor.get('FontFile').isStream()) continue;
        const program = descriptor.get('FontFile');
        const stream = program.resolve();
        const data = program.readStream().asUint8Array().slice();
        const [length1, length2] = ['Length1', 'Length2'].map((key) =>
          resolveObject(stream.get(key)).asNumber(),
        );
        const written = neutralType1(data, length1!, length2!, 'F9', new Map())!;
        const clear = decodeLatin1(written.data.subarray(0, written.length1));
        expect(clear).toContain('/FontName /F9');
        expect(clear).not.toMatch(/Copyright|\/Notice \([^)]/);
        const again = neutralType1(written.data, written.length1, written.length2, 'F9', new Map());
        expect(bytesEqual(again!.data, written.data)).toBe(true);
        checked++;
      }
      expect(checked).toBe(3);
    } finally {
      document.destroy();
    }
  });
});
