import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import type { Tally } from '../tally';
import { neutralCff } from './cff';
import { isPlainGlyphName } from './glyph-names';
import {
  blankIdentifiers,
  neutralNameTable,
  postNames,
  readTables,
  writePostNames,
  writeTables,
} from './sfnt';
import { neutralType1 } from './type1';

const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'] as const;
type FontFileKey = (typeof FONT_FILES)[number];

interface ProgramUse {
  key: FontFileKey;
  descriptors: PDFObject[];
  /** The simple fonts drawing with the program, whose encodings name its glyphs. */
  simpleFonts: PDFObject[];
  /** Every font dictionary drawing with it (simple, CID and the Type 0 fonts above CID ones). */
  fonts: PDFObject[];
}

/**
 * Embedded font programs written anew (issue 62, decision 0061): every name a program carries
 * besides its outlines made neutral — TrueType's name table and own glyph names, CFF's names and
 * strings, Type 1's names and comments — and the fonts drawing with it named alike
 * (`AAAAAA+F1`…, with /FontFamily gone by the schema). A glyph renamed in a program is renamed in
 * the /Differences of the fonts that use it. A program its kind's parser cannot read is dropped:
 * the font is drawn as readers draw a font that is not embedded.
 */
export class FontPrograms {
  private readonly uses = new Map<number, ProgramUse>();

  constructor(
    private readonly document: PDFDocument,
    fonts: readonly PDFObject[],
    private readonly tally: Tally,
    /** Names the cleaner renamed for quoting a redacted string, old to new. */
    private readonly cleanedNames: ReadonlyMap<string, string> = new Map(),
  ) {
    for (const font of fonts) {
      const descendants = resolveObject(font.get('DescendantFonts'));
      const owner = descendants.isArray() ? resolveObject(descendants.get(0)) : font;
      if (!owner.isDictionary()) continue;
      const descriptor = resolveObject(owner.get('FontDescriptor'));
      if (!descriptor.isDictionary()) continue;
      for (const key of FONT_FILES) {
        const program = descriptor.get(key);
        if (!program.isIndirect()) continue;
        const use = this.useOf(program.asIndirect(), key);
        use.descriptors.push(descriptor);
        use.fonts.push(font);
        if (owner !== font) use.fonts.push(owner);
        else use.simpleFonts.push(font);
      }
    }
  }

  private useOf(num: number, key: FontFileKey): ProgramUse {
    let use = this.uses.get(num);
    if (!use) {
      use = { key, descriptors: [], simpleFonts: [], fonts: [] };
      this.uses.set(num, use);
    }
    return use;
  }

  /** Rewrites the program in object `num`, or drops it when it cannot be read. */
  rewrite(reference: PDFObject, num: number): void {
    const use = this.uses.get(num);
    if (!use) return;
    const neutral = `F${[...this.uses.keys()].indexOf(num) + 1}`;
    const renames = new Map<string, string>();
    const written = this.written(reference, use.key, neutral, renames);
    if (!written) {
      for (const descriptor of use.descriptors) descriptor.delete(use.key);
      this.tally.drop('font program that cannot be read (the font is drawn as not embedded)');
      return;
    }
    reference.writeStream(written.data);
    const stream = reference.resolve();
    for (const [key, value] of Object.entries(written.lengths)) {
      stream.put(key, this.document.newInteger(value));
    }
    this.nameFonts(use, `AAAAAA+${neutral}`);
    if (renames.size > 0) this.renameInEncodings(use, renames);
  }

  private written(
    reference: PDFObject,
    key: FontFileKey,
    neutral: string,
    renames: Map<string, string>,
  ): { data: Uint8Array; lengths: Record<string, number> } | null {
    const stream = reference.resolve();
    const data = readProgram(reference);
    if (!data) return null;
    if (key === 'FontFile') {
      const length1 = resolveObject(stream.get('Length1')).asNumber();
      const length2 = resolveObject(stream.get('Length2')).asNumber();
      const program = neutralType1(data, length1, length2, neutral, renames);
      if (!program) return null;
      const { length1: first, length2: second, length3: third } = program;
      return { data: program.data, lengths: { Length1: first, Length2: second, Length3: third } };
    }
    const subtype = resolveObject(stream.get('Subtype')).asName();
    if (key === 'FontFile3' && subtype !== 'OpenType') {
      const cff = neutralCff(data, neutral, renames);
      return cff && { data: cff, lengths: {} };
    }
    const sfnt = neutralSfnt(data, neutral, renames);
    return sfnt && { data: sfnt, lengths: key === 'FontFile2' ? { Length1: sfnt.length } : {} };
  }

  private nameFonts(use: ProgramUse, name: string): void {
    const fontName = this.document.newName(name);
    for (const descriptor of use.descriptors) descriptor.put('FontName', fontName);
    for (const font of use.fonts) font.put('BaseFont', fontName);
  }

  /** The renamed glyphs renamed in the /Differences of the simple fonts that use the program. */
  private renameInEncodings(use: ProgramUse, renames: ReadonlyMap<string, string>): void {
    // The cleaner may have renamed a glyph name already (one that quoted a redacted string).
    const original = new Map([...this.cleanedNames].map(([old, renamed]) => [renamed, old]));
    for (const font of use.simpleFonts) {
      const encoding = resolveObject(font.get('Encoding'));
      if (!encoding.isDictionary()) continue;
      const differences = resolveObject(encoding.get('Differences'));
      if (!differences.isArray()) continue;
      for (let index = 0; index < differences.length; index++) {
        const item = resolveObject(differences.get(index));
        const name = item.isName() ? item.asName() : null;
        const renamed = name === null ? undefined : renames.get(original.get(name) ?? name);
        if (renamed) differences.put(index, this.document.newName(renamed));
      }
    }
  }
}

export function readProgram(reference: PDFObject): Uint8Array | null {
  try {
    const buffer = reference.readStream();
    const data = buffer.asUint8Array().slice();
    buffer.destroy();
    return data;
  } catch {
    return null;
  }
}

/**
 * The tables a PDF reader draws glyphs with: outlines and their metrics, the maps from codes to
 * glyphs, hinting programs, names (written neutral). Layout (GSUB, GPOS, kern), device metrics,
 * embedded bitmaps, colour, variations, metadata (meta) and the font's own signature (DSIG, with
 * its certificate) are not read by a PDF reader, and go.
 */
const DRAWING_TABLES = new Set([
  'glyf',
  'loca',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'cmap',
  'post',
  'name',
  'OS/2',
  'cvt ',
  'fpgm',
  'prep',
  'gasp',
  'CFF ',
  'CFF2',
  'VORG',
  'vhea',
  'vmtx',
]);

/**
 * A TrueType or OpenType program with neutral names: only the tables readers draw with, a name
 * table of neutral records, post's
 * own glyph names that are not plain renamed, head's dates and OS/2's vendor blanked, and an
 * OpenType font's CFF table made neutral the same way as a bare CFF.
 */
export function neutralSfnt(
  font: Uint8Array,
  neutral: string,
  renames: Map<string, string>,
): Uint8Array | null {
  const read = readTables(font);
  if (!read) return null;
  const { version, tables } = read;
  if (!tables.has('glyf') && !tables.has('CFF ')) return null;
  for (const tag of [...tables.keys()]) {
    if (!DRAWING_TABLES.has(tag)) tables.delete(tag);
  }
  tables.set('name', neutralNameTable(neutral));
  const post = tables.get('post');
  const names = post && postNames(post);
  if (post && names) {
    const renamed = names.map((name, glyph) => {
      if (typeof name === 'number' || isPlainGlyphName(name)) return name;
      const neutralName = `g${glyph}`;
      renames.set(name, neutralName);
      return neutralName;
    });
    tables.set('post', writePostNames(post, renamed));
  }
  const cff = tables.get('CFF ');
  if (cff) {
    const neutralCffTable = neutralCff(cff, neutral, renames);
    if (!neutralCffTable) return null;
    tables.set('CFF ', neutralCffTable);
  }
  blankIdentifiers(tables);
  return writeTables(version, tables);
}
