import { CFF_STANDARD_STRINGS } from './cff-standard-strings';
import { GLYPH_UNICODE } from './glyph-list';

const STANDARD = new Set(CFF_STANDARD_STRINGS);
/** uni0041, u1F600; UNIC0041 as AFP converters name a bank statement's OCR-B glyphs. */
const UNICODE_NAME = /^(uni([0-9A-F]{4})+|u[0-9A-F]{4,6}|UNIC[0-9A-F]{4})$/;
/** A code with a short prefix: g12, cid101, index7, C65, H17074 (readers decode some as codes). */
const NUMBERED = /^([A-Za-z]{1,3}|glyph|index)\d+$/;

/**
 * Whether a glyph name says only which character or variant it draws: a name of the glyph list
 * readers know (GLYPH_UNICODE: the Adobe Glyph List and TeX's names), a CFF standard name, a
 * Unicode name (uni0041, u1F600, UNIC0041), a numbered one (g12, cid101, H17074), or such names
 * joined by `_` (a ligature) with a variant suffix (.sc, .alt). Readers copy text by these names, so they stay.
 * Any other name is text the font's maker chose, and is renamed neutrally with every use of it.
 */
export function isPlainGlyphName(name: string): boolean {
  const base = name.split('.')[0]!;
  if (base === '') return name === '.notdef' || name === '.null';
  return base
    .split('_')
    .every(
      (part) =>
        GLYPH_UNICODE.has(part) ||
        STANDARD.has(part) ||
        UNICODE_NAME.test(part) ||
        NUMBERED.test(part),
    );
}

/** The character a glyph name stands for (the glyph list, uni0041, u1F600), or null. */
export function unicodeOfGlyphName(name: string): number | null {
  const listed = GLYPH_UNICODE.get(name);
  if (listed !== undefined) return listed;
  const match = /^uni([0-9A-F]{4})$|^u([0-9A-F]{4,6})$/.exec(name);
  if (!match) return null;
  const value = parseInt(match[1] ?? match[2]!, 16);
  return value <= 0x10ffff ? value : null;
}
