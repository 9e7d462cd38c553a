import { resolveObject, type PDFObject } from '../../../engine/pdf-object';
import { readCmap, textOfCode, type CmapMeaning } from '../../streams/cmap-rebuild';
import { streamData } from '../../survey';
import { MAC_ROMAN_ENCODING, STANDARD_ENCODING, WIN_ANSI_ENCODING } from '../encodings';
import { unicodeOfGlyphName } from '../glyph-names';
import type { ProgramGlyphs } from './program-glyphs';
import type { ShownCodes } from './shown-codes';

/**
 * The glyphs of a program still drawn (issue 62): each code shown is mapped to glyphs as PDF
 * readers map it (pdf.js's and MuPDF's rules), and where they differ every candidate is kept —
 * a glyph kept too many is safe, one drawn and dropped is not. Glyph 0 (.notdef) is always kept.
 */

const BASE_ENCODINGS: Record<string, readonly string[]> = {
  StandardEncoding: STANDARD_ENCODING,
  WinAnsiEncoding: WIN_ANSI_ENCODING,
  MacRomanEncoding: MAC_ROMAN_ENCODING,
};

/** A simple font's encoding: its /Differences over a base (null: a reader's default). */
interface SimpleEncoding {
  differences: Map<number, string>;
  base: readonly string[] | null;
}

/**
 * The glyph ids drawn for what the fonts show; `originalName` gives a /Differences name the
 * cleaner renamed back the name the program still has.
 */
export function drawnGlyphs(
  glyphs: ProgramGlyphs,
  shown: ShownCodes,
  originalName: (name: string) => string = (name) => name,
): Set<number> {
  const drawn = new Set<number>([0]);
  const add = (glyph: number | undefined) => {
    if (glyph !== undefined && glyph > 0 && glyph < glyphs.count) drawn.add(glyph);
  };
  for (const { cidFont, cids } of shown.cid) {
    const map = cidToGidMap(cidFont);
    for (const cid of cids) cidGlyphs(glyphs, map, cid).forEach(add);
  }
  if (shown.simple.length === 0) return drawn;
  const byUnicode = unicodeIndex(glyphs);
  for (const { font, codes } of shown.simple) {
    const encoding = simpleEncoding(font, originalName);
    const toUnicode = toUnicodeOf(font);
    for (const code of codes) {
      const candidates = codeGlyphs(glyphs, encoding, code, toUnicode, byUnicode);
      candidates.forEach(add);
    }
  }
  return drawn;
}

/**
 * A CID's glyphs: by the CIDToGIDMap stream for TrueType outlines (a CID past its end is its
 * own glyph id), by the charset of a CID-keyed CFF font, else the CID itself; a map beside CFF
 * outlines (which readers may or may not apply) adds its glyph too.
 */
function cidGlyphs(glyphs: ProgramGlyphs, map: Uint8Array | null, cid: number): number[] {
  const mapped = map && (cid * 2 + 1 < map.length ? (map[cid * 2]! << 8) | map[cid * 2 + 1]! : cid);
  if (mapped !== null && glyphs.isTrueType) return [mapped];
  const own = glyphs.cidGlyphs ? glyphs.cidGlyphs.get(cid) : cid;
  return [own, mapped].filter((glyph): glyph is number => glyph !== undefined && glyph !== null);
}

/** A simple font's code's glyphs: every glyph pdf.js or MuPDF may draw for it. */
function codeGlyphs(
  glyphs: ProgramGlyphs,
  encoding: SimpleEncoding,
  code: number,
  toUnicode: CmapMeaning | null,
  byUnicode: ReadonlyMap<number, number[]>,
): Set<number> {
  const found = new Set<number>();
  const put = (glyph: number | undefined) => {
    if (glyph !== undefined && glyph > 0 && glyph < glyphs.count) found.add(glyph);
  };
  for (const name of candidateNames(encoding, code)) {
    put(glyphs.byName.get(name));
    const unicode = unicodeOfGlyphName(name);
    // pdf.js takes another name of the same character when the font lacks this one.
    if (unicode !== null && !glyphs.byName.has(name)) byUnicode.get(unicode)?.forEach(put);
    if (unicode !== null) cmapGlyphs(glyphs, unicode).forEach(put);
    const mac = MAC_ROMAN_ENCODING.indexOf(name);
    if (mac > 0) cmapGlyphs(glyphs, mac, true).forEach(put);
  }
  cmapGlyphs(glyphs, code).forEach(put);
  // pdf.js looks a name it cannot read up by the ToUnicode map's character.
  const text = toUnicode && textOfCode(toUnicode, code);
  if (text) cmapGlyphs(glyphs, text.codePointAt(0)!).forEach(put);
  put(glyphs.builtIn.get(code));
  // A TrueType font without a map, or with none for the code: readers take the code itself.
  if (glyphs.format === 'sfnt' && (found.size === 0 || !glyphs.cmaps?.length)) put(code);
  // FreeType's Unicode map of a Type 1 or CFF font, from its glyph names.
  if (found.size === 0) byUnicode.get(code)?.forEach(put);
  return found;
}

/** The glyph names a code may stand for: its /Differences name, or its base encoding's. */
function candidateNames(encoding: SimpleEncoding, code: number): string[] {
  const difference = encoding.differences.get(code);
  if (difference !== undefined) return [difference];
  const bases = encoding.base ? [encoding.base] : Object.values(BASE_ENCODINGS);
  return [...new Set(bases.map((base) => base[code] ?? ''))].filter(Boolean);
}

/** The glyphs a cmap gives a value, with the symbol font offsets readers try (0xF000…). */
function cmapGlyphs(glyphs: ProgramGlyphs, value: number, isMacOnly = false): number[] {
  const found: number[] = [];
  for (const cmap of glyphs.cmaps ?? []) {
    if (isMacOnly && cmap.platform !== 1) continue;
    found.push(cmap.glyphOf(value));
    if (value <= 0xff && !isMacOnly) {
      for (const offset of [0xf000, 0xf100, 0xf200]) found.push(cmap.glyphOf(offset + value));
    }
  }
  return found.filter((glyph) => glyph > 0);
}

/** Glyph ids by the character their names stand for. */
function unicodeIndex(glyphs: ProgramGlyphs): Map<number, number[]> {
  const index = new Map<number, number[]>();
  for (const [name, glyph] of glyphs.byName) {
    const unicode = unicodeOfGlyphName(name);
    if (unicode !== null) index.set(unicode, [...(index.get(unicode) ?? []), glyph]);
  }
  return index;
}

function simpleEncoding(font: PDFObject, originalName: (name: string) => string): SimpleEncoding {
  const encoding = resolveObject(font.get('Encoding'));
  const differences = new Map<number, string>();
  const baseName = encoding.isName()
    ? encoding.asName()
    : encoding.isDictionary()
      ? resolveObject(encoding.get('BaseEncoding'))
      : null;
  const base =
    typeof baseName === 'string' ? baseName : baseName?.isName() ? baseName.asName() : '';
  const list = encoding.isDictionary() ? resolveObject(encoding.get('Differences')) : null;
  if (list?.isArray()) {
    let code = 0;
    list.forEach((item) => {
      const value = resolveObject(item);
      if (value.isNumber()) code = value.asNumber();
      else if (value.isName()) differences.set(code++, originalName(value.asName()));
    });
  }
  return { differences, base: BASE_ENCODINGS[base] ?? null };
}

function toUnicodeOf(font: PDFObject): CmapMeaning | null {
  const map = font.get('ToUnicode');
  if (!map.isStream()) return null;
  const data = streamData(map);
  return data && readCmap(data);
}

/** A CIDFont's /CIDToGIDMap stream (two bytes per CID); null for Identity or none. */
function cidToGidMap(cidFont: PDFObject): Uint8Array | null {
  const map = cidFont.get('CIDToGIDMap');
  return map.isStream() ? streamData(map) : null;
}
