import { cffProgram, iccProfile, trueTypeProgram } from '@workbench/pdf/test-fonts';
import { describe, expect, it } from 'vitest';
import { squash } from './pdf-checks';
import { programTexts } from './program-texts';

/**
 * The output check's readers of binary parts (issue 62): what a font's tables and an ICC
 * profile's tags say is read as text, with the texts a tool would show.
 */
const glyphs = [{ name: 'Hansen', char: 'A', unicode: 0x41 }];

describe('programTexts', () => {
  it("reads a TrueType font's name records and glyph names", () => {
    const font = Buffer.from(trueTypeProgram(glyphs, { 0: '© Secret Name', 1: 'Pixel' }));
    const [tables] = programTexts(font);
    expect(tables?.kind).toBe('font tables');
    expect(tables?.texts).toEqual(expect.arrayContaining(['© Secret Name', 'Pixel', 'Hansen']));
  });

  it("reads a CFF font's name, notice and glyph names", () => {
    const font = Buffer.from(cffProgram(glyphs, { fontName: 'PixelCFF', notice: 'By Hansen' }));
    expect(programTexts(font)).toEqual([
      { kind: 'CFF strings', texts: ['PixelCFF', 'By Hansen', 'Hansen'] },
    ]);
  });

  it("reads an ICC profile's description and copyright, v2 and v4", () => {
    for (const isVersion2 of [false, true]) {
      const profile = iccProfile(3, { description: 'Profil Ø', copyright: 'Hansen', isVersion2 });
      const texts = programTexts(Buffer.from(profile)).flatMap((part) => part.texts);
      expect(texts).toEqual(expect.arrayContaining(['Profil Ø', 'Hansen']));
    }
  });

  it('reads nothing in bytes that are none of these', () => {
    expect(programTexts(Buffer.from('BT /F1 12 Tf (Hansen) Tj ET'))).toEqual([]);
  });
});

describe('squash', () => {
  it('compares as a person reads: invisible characters and compatibility forms do not count', () => {
    expect(squash('Ｈａｎ\u00ads\u200ben')).toBe('hansen');
  });
});
