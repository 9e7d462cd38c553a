import { bytesEqual, decodeLatin1 } from '../../bytes/bytes';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { cffProblems } from './cff';
import { neutralSfnt, readProgram } from './font-programs';
import type { ProgramUse } from './program-uses';
import { readTables } from './sfnt';
import type { FontShowing } from './subset/shown-codes';
import { keptGlyphs, programData, subsetProgram } from './subset/subset-program';
import { neutralType1 } from './type1';

/**
 * What is wrong with a font program of a released file (issue 62): it must read as its kind,
 * carry only neutral names — rewriting it with its own neutral name changes nothing, and renames
 * no glyph — and hold outlines only of the glyphs its fonts still draw, by the rule the rebuild
 * subsets with (`use`: the fonts that draw with it, when any does). Returns the problems found
 * (none for a program the rebuild wrote).
 */
export function checkFontProgram(
  reference: PDFObject,
  use?: ProgramUse,
  showing?: FontShowing,
): string[] {
  const data = readProgram(reference);
  if (!data) return ['a font program that cannot be decoded'];
  const problems = namingProblems(reference, data);
  if (use && showing && hasUndrawnOutlines(reference, data, use, showing)) {
    problems.push('a font program with outlines of glyphs no content draws');
  }
  return problems;
}

/** Whether subsetting the program to what its fonts draw would still blank a glyph. */
function hasUndrawnOutlines(
  reference: PDFObject,
  data: Uint8Array,
  use: ProgramUse,
  showing: FontShowing,
): boolean {
  const program = programData(reference, use.key, data);
  const kept = keptGlyphs(program, use, showing);
  if ('whole' in kept) return false;
  const subset = subsetProgram(program, kept.keep);
  return subset !== null && subset.blanked.glyphs + subset.blanked.subroutines > 0;
}

function namingProblems(reference: PDFObject, data: Uint8Array): string[] {
  const stream = reference.resolve();
  const renames = new Map<string, string>();
  const length2 = resolveObject(stream.get('Length2'));
  if (length2.isNumber()) {
    const length1 = resolveObject(stream.get('Length1')).asNumber();
    const name = /\/FontName\s*\/([^\s/[\]{}()<>%]+)/.exec(
      decodeLatin1(data.subarray(0, length1)),
    )?.[1];
    const again = name ? neutralType1(data, length1, length2.asNumber(), name, renames) : null;
    return again && bytesEqual(again.data, data) && renames.size === 0
      ? []
      : ['a Type 1 font program with names of its own'];
  }
  const subtype = resolveObject(stream.get('Subtype')).asName();
  if (subtype === 'Type1C' || subtype === 'CIDFontType0C') return cffProblems(data);
  const name = sfntName(data);
  const again = name ? neutralSfnt(data, name, renames) : null;
  return again && bytesEqual(again, data) && renames.size === 0
    ? []
    : ['a TrueType or OpenType font program with names of its own'];
}

/** The family name of an sfnt's name table (record 1), as the rebuild writes it. */
function sfntName(font: Uint8Array): string | null {
  const table = readTables(font)?.tables.get('name');
  if (!table || table.length < 18) return null;
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = view.getUint16(2);
  const strings = view.getUint16(4);
  for (let index = 0; index < count; index++) {
    const record = 6 + index * 12;
    if (view.getUint16(record + 6) !== 1) continue;
    const length = view.getUint16(record + 8);
    const offset = strings + view.getUint16(record + 10);
    let name = '';
    for (let at = 0; at + 1 < length; at += 2)
      name += String.fromCharCode(view.getUint16(offset + at));
    return name;
  }
  return null;
}
