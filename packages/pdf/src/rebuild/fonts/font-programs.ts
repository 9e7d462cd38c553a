import type { PDFDocument } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import type { SurveyResult } from '../survey';
import type { Tally } from '../tally';
import { neutralCff } from './cff';
import { isPlainGlyphName } from './glyph-names';
import type { ProgramData } from './subset/program-glyphs';
import { formFonts, programUses, type ProgramUse } from './program-uses';
import {
  blankIdentifiers,
  neutralNameTable,
  postNames,
  readTables,
  writePostNames,
  writeTables,
} from './sfnt';
import type { FontShowing } from './subset/shown-codes';
import { keptGlyphs, OUTLINES_UNREAD, programData, subsetProgram } from './subset/subset-program';
import { neutralType1 } from './type1';

/**
 * Embedded font programs written anew (issue 62, decision 0061): subset to the glyphs the
 * rebuilt content still draws (subset-program.ts), and every name a program carries besides its
 * outlines made neutral — TrueType's name table and own glyph names, CFF's names and strings,
 * Type 1's names and comments — and the fonts drawing with it named alike (`AAAAAA+F1`…, with
 * /FontFamily gone by the schema). A glyph renamed in a program is renamed in the /Differences
 * of the fonts that use it. A program its kind's parser cannot read is dropped: the font is
 * drawn as readers draw a font that is not embedded.
 */
export class FontPrograms {
  private readonly uses: Map<number, ProgramUse>;
  private readonly showing: FontShowing;
  private readonly tally: Tally;
  /** Names the cleaner renamed, new to old: the program still has the old one. */
  private readonly original: ReadonlyMap<string, string>;

  constructor(
    private readonly document: PDFDocument,
    survey: Pick<SurveyResult, 'fonts' | 'shown' | 'fontsInUnknownUse' | 'tally'>,
    /** Names the cleaner renamed for quoting a redacted string, old to new. */
    cleanedNames: ReadonlyMap<string, string> = new Map(),
  ) {
    this.uses = programUses(survey.fonts);
    const unknown = new Set([...survey.fontsInUnknownUse, ...formFonts(document)]);
    this.showing = { shown: survey.shown, unknown };
    this.tally = survey.tally;
    this.original = new Map([...cleanedNames].map(([old, renamed]) => [renamed, old]));
  }

  /** Rewrites the program in object `num`, or drops it when it cannot be read. */
  rewrite(reference: PDFObject, num: number): void {
    const use = this.uses.get(num);
    if (!use) return;
    const neutral = `F${[...this.uses.keys()].indexOf(num) + 1}`;
    const renames = new Map<string, string>();
    const data = readProgram(reference);
    const subset = data && this.subset(programData(reference, use.key, data), use);
    const written = subset && this.written(subset.program, use, neutral, renames);
    if (!subset || !written) {
      for (const descriptor of use.descriptors) descriptor.delete(use.key);
      this.tally.drop('font program that cannot be read (the font is drawn as not embedded)');
      return;
    }
    for (const [what, count] of subset.counts) this.tally.drop(what, count);
    reference.writeStream(written.data);
    const stream = reference.resolve();
    for (const [key, value] of Object.entries(written.lengths)) {
      stream.put(key, this.document.newInteger(value));
    }
    this.nameFonts(use, `AAAAAA+${neutral}`);
    if (renames.size > 0) this.renameInEncodings(use, renames);
  }

  /** The program subset to the glyphs still drawn, and what that counts in the tally. */
  private subset(program: ProgramData, use: ProgramUse) {
    const original = (name: string) => this.original.get(name) ?? name;
    const kept = keptGlyphs(program, use, this.showing, original);
    if ('whole' in kept) return { program, counts: [[kept.whole, 1]] as const };
    const subset = subsetProgram(program, kept.keep);
    if (!subset) return { program, counts: [[OUTLINES_UNREAD, 1]] as const };
    const { glyphs, subroutines } = subset.blanked;
    const counts = [
      ['font glyph no longer drawn', glyphs],
      ['font subroutine no longer called', subroutines],
    ] as const;
    return { program: subset.program, counts: counts.filter(([, count]) => count > 0) };
  }

  private written(
    program: ProgramData,
    use: ProgramUse,
    neutral: string,
    renames: Map<string, string>,
  ): { data: Uint8Array; lengths: Record<string, number> } | null {
    const { data } = program;
    if (program.format === 'type1') {
      const written = neutralType1(data, program.length1, program.length2, neutral, renames);
      if (!written) return null;
      const { length1: first, length2: second, length3: third } = written;
      return { data: written.data, lengths: { Length1: first, Length2: second, Length3: third } };
    }
    if (program.format === 'cff') {
      const cff = neutralCff(data, neutral, renames);
      return cff && { data: cff, lengths: {} };
    }
    const sfnt = neutralSfnt(data, neutral, renames);
    if (!sfnt) return null;
    return { data: sfnt, lengths: use.key === 'FontFile2' ? { Length1: sfnt.length } : {} };
  }

  private nameFonts(use: ProgramUse, name: string): void {
    const fontName = this.document.newName(name);
    for (const descriptor of use.descriptors) descriptor.put('FontName', fontName);
    for (const { font, cidFont } of use.users) {
      font.put('BaseFont', fontName);
      cidFont?.put('BaseFont', fontName);
    }
  }

  /** The renamed glyphs renamed in the /Differences of the simple fonts that use the program. */
  private renameInEncodings(use: ProgramUse, renames: ReadonlyMap<string, string>): void {
    for (const { font, cidFont } of use.users) {
      if (cidFont) continue;
      const encoding = resolveObject(font.get('Encoding'));
      if (!encoding.isDictionary()) continue;
      const differences = resolveObject(encoding.get('Differences'));
      if (!differences.isArray()) continue;
      for (let index = 0; index < differences.length; index++) {
        const item = resolveObject(differences.get(index));
        const name = item.isName() ? item.asName() : null;
        const renamed = name === null ? undefined : renames.get(this.original.get(name) ?? name);
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
