import { resolveObject, type PDFObject } from '../../../engine/pdf-object';
import { subsetCff, type Blanked } from './cff-subset';
import { drawnGlyphs } from './drawn-glyphs';
import { subsetGlyf } from './glyf-subset';
import { readProgramGlyphs, type ProgramData } from './program-glyphs';
import type { FontFileKey, ProgramUse } from '../program-uses';
import { readTables, writeTables } from '../sfnt';
import { shownCodes, UNMAPPED, type FontShowing } from './shown-codes';
import { subsetType1 } from './type1-subset';

/**
 * An embedded program subset to the glyphs its fonts still draw (issue 62, decision 0061), by
 * its format: TrueType outlines in `glyf`, CFF charstrings (bare or in an OpenType font), Type 1
 * charstrings. Glyph ids, names and every map from codes to glyphs stay as they are. The rebuild
 * writes what this gives; the verifier refuses a program this would still blank.
 */

export const OUTLINES_UNREAD = 'font program kept whole (its outlines cannot be read)';

/** A program's decoded bytes, in the format its descriptor key and stream's subtype say. */
export function programData(reference: PDFObject, key: FontFileKey, data: Uint8Array): ProgramData {
  const stream = reference.resolve();
  const subtype = resolveObject(stream.get('Subtype'));
  const format =
    key === 'FontFile'
      ? 'type1'
      : key === 'FontFile3' && !(subtype.isName() && subtype.asName() === 'OpenType')
        ? 'cff'
        : 'sfnt';
  const length = (name: string) => {
    const value = resolveObject(stream.get(name));
    return value.isNumber() ? value.asNumber() : 0;
  };
  return { format, data, length1: length('Length1'), length2: length('Length2') };
}

/** The glyphs a program keeps, or why it keeps them all (the tally's words). */
export function keptGlyphs(
  program: ProgramData,
  use: ProgramUse,
  showing: FontShowing,
  originalName?: (name: string) => string,
): { keep: Set<number> } | { whole: string } {
  const shown = shownCodes(use, showing);
  if (shown.unknown) return { whole: shown.unknown };
  const glyphs = readProgramGlyphs(program);
  if (!glyphs) return { whole: UNMAPPED };
  return { keep: drawnGlyphs(glyphs, shown, originalName) };
}

export interface SubsetProgram {
  program: ProgramData;
  blanked: Blanked;
}

/** The program with only `keep` drawing; null when its outlines cannot be read. */
export function subsetProgram(
  program: ProgramData,
  keep: ReadonlySet<number>,
): SubsetProgram | null {
  const { data } = program;
  if (program.format === 'type1') {
    const subset = subsetType1(data, program.length1, program.length2, keep);
    if (!subset) return null;
    const { length1, length2, blanked } = subset;
    return { program: { format: 'type1', data: subset.data, length1, length2 }, blanked };
  }
  if (program.format === 'cff') {
    const subset = subsetCff(data, keep);
    return subset && { program: { ...program, data: subset.data }, blanked: subset.blanked };
  }
  const read = readTables(data);
  if (!read || read.tables.has('CFF2')) return null;
  const { version, tables } = read;
  const blanked: Blanked = { glyphs: 0, subroutines: 0 };
  if (tables.has('glyf')) {
    const glyf = subsetGlyf(tables, keep);
    if (!glyf) return null;
    tables.set('glyf', glyf.glyf);
    tables.set('loca', glyf.loca);
    blanked.glyphs += glyf.blanked;
  }
  const cffTable = tables.get('CFF ');
  if (cffTable) {
    const cff = subsetCff(cffTable, keep);
    if (!cff) return null;
    tables.set('CFF ', cff.data);
    blanked.glyphs += cff.blanked.glyphs;
    blanked.subroutines += cff.blanked.subroutines;
  }
  if (blanked.glyphs + blanked.subroutines === 0) return { program, blanked };
  return { program: { ...program, data: writeTables(version, tables) }, blanked };
}
