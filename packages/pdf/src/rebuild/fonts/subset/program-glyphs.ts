import { layoutOf, readCff, stringOf } from '../cff';
import { EXPERT_ENCODING, MAC_GLYPH_ORDER, STANDARD_ENCODING } from '../encodings';
import { glyphCount, postNames, readTables } from '../sfnt';
import { readCmapSubtables, type CmapSubtable } from './sfnt-cmap';
import { readType1 } from './type1-parts';

/**
 * What a reader looks glyphs up by in an embedded program (issue 62): its glyph names, its cmap
 * subtables, its own encoding and, in a CID-keyed CFF font, each CID's glyph. A glyph id is an
 * index into the program's glyphs (a Type 1 program's: into its CharStrings, in their order).
 */

export type ProgramFormat = 'type1' | 'cff' | 'sfnt';

/** A program's bytes, by the format its stream's key and subtype say. */
export interface ProgramData {
  format: ProgramFormat;
  data: Uint8Array;
  /** Type 1: the clear and encrypted parts' lengths. */
  length1: number;
  length2: number;
}

export interface ProgramGlyphs {
  format: ProgramFormat;
  /** Whether the outlines are TrueType's (glyf), which a CIDToGIDMap indexes. */
  isTrueType: boolean;
  count: number;
  /** Glyph ids by name: post names, a CFF charset's, a Type 1 program's CharStrings. */
  byName: ReadonlyMap<string, number>;
  /** The cmap subtables readers use (sfnt); null when the font has no cmap. */
  cmaps: readonly CmapSubtable[] | null;
  /** The program's own encoding: each code's glyph (a CFF Encoding, a Type 1 /Encoding). */
  builtIn: ReadonlyMap<number, number>;
  /** A CID-keyed CFF font's glyph of each CID (its charset); null for other programs. */
  cidGlyphs: ReadonlyMap<number, number> | null;
}

/** The program's lookups; null when a map readers use cannot be read (a cmap of no known format). */
export function readProgramGlyphs(program: ProgramData): ProgramGlyphs | null {
  if (program.format === 'type1') {
    const parts = readType1(program.data, program.length1, program.length2);
    if (!parts) return null;
    const byName = new Map(parts.charStrings.map((entry, glyph) => [entry.key, glyph]));
    const builtIn = new Map<number, number>();
    for (const [code, name] of parts.encoding) {
      const glyph = byName.get(name);
      if (glyph !== undefined) builtIn.set(code, glyph);
    }
    const count = parts.charStrings.length;
    return {
      format: 'type1',
      isTrueType: false,
      count,
      byName,
      cmaps: null,
      builtIn,
      cidGlyphs: null,
    };
  }
  if (program.format === 'cff') {
    const cff = cffGlyphs(program.data);
    return cff && { format: 'cff', isTrueType: false, cmaps: null, ...cff };
  }
  return sfntGlyphs(program.data);
}

function sfntGlyphs(font: Uint8Array): ProgramGlyphs | null {
  const read = readTables(font);
  if (!read) return null;
  const { tables } = read;
  const cmap = tables.get('cmap');
  const cmaps = cmap ? readCmapSubtables(cmap) : null;
  if (cmap && !cmaps) return null;
  const cffTable = tables.get('CFF ');
  const cff = cffTable ? cffGlyphs(cffTable) : null;
  const byName = new Map(cff?.byName ?? []);
  const post = tables.get('post');
  const version =
    post && post.length >= 4 ? new DataView(post.buffer, post.byteOffset).getUint32(0) : 0;
  const names = version === 0x00010000 ? MAC_GLYPH_ORDER : post ? (postNames(post) ?? []) : [];
  names.forEach((name, glyph) => {
    const text = typeof name === 'number' ? MAC_GLYPH_ORDER[name] : name;
    if (text && !byName.has(text)) byName.set(text, glyph);
  });
  return {
    format: 'sfnt',
    isTrueType: tables.has('glyf'),
    count: cff?.count ?? glyphCount(tables),
    byName,
    cmaps,
    builtIn: cff?.builtIn ?? new Map(),
    cidGlyphs: cff?.cidGlyphs ?? null,
  };
}

/** A CFF font's names or CIDs, and its Encoding (Standard, Expert or its own). */
function cffGlyphs(cff: Uint8Array) {
  const font = readCff(cff);
  const layout = layoutOf(cff);
  if (!font || !layout) return null;
  const count = font.glyphs;
  if (font.isCid) {
    const cidGlyphs = new Map<number, number>();
    font.charset.forEach(
      (cid, glyph) => cidGlyphs.has(Number(cid)) || cidGlyphs.set(Number(cid), glyph),
    );
    return {
      count,
      byName: new Map<string, number>(),
      builtIn: new Map<number, number>(),
      cidGlyphs,
    };
  }
  const byName = new Map<string, number>();
  font.charset.forEach(
    (name, glyph) => byName.has(String(name)) || byName.set(String(name), glyph),
  );
  const builtIn = new Map<number, number>();
  const at = layout.entries.find((entry) => entry.op === 16)?.operands[0] ?? 0;
  if (at <= 1) {
    (at === 0 ? STANDARD_ENCODING : EXPERT_ENCODING).forEach((name, code) => {
      const glyph = name ? byName.get(name) : undefined;
      if (glyph !== undefined) builtIn.set(code, glyph);
    });
  } else customEncoding(cff, at, count, builtIn, (sid) => byName.get(stringOf(layout, sid)));
  return { count, byName, builtIn, cidGlyphs: null };
}

/** A CFF font's own Encoding (formats 0 and 1, with supplements). */
function customEncoding(
  cff: Uint8Array,
  at: number,
  count: number,
  builtIn: Map<number, number>,
  glyphOfSid: (sid: number) => number | undefined,
): void {
  const format = cff[at] ?? 0;
  const entries = cff[at + 1] ?? 0;
  if ((format & 0x7f) === 0) {
    for (let glyph = 1; glyph <= entries && glyph < count; glyph++) {
      builtIn.set(cff[at + 1 + glyph] ?? 0, glyph);
    }
  } else {
    let glyph = 1;
    for (let range = 0; range < entries; range++) {
      const first = cff[at + 2 + range * 2] ?? 0;
      const left = cff[at + 3 + range * 2] ?? 0;
      for (let code = first; code <= first + left && glyph < count; code++) {
        builtIn.set(code, glyph++);
      }
    }
  }
  const place = at + 2 + entries * ((format & 0x7f) === 0 ? 1 : 2);
  if ((format & 0x80) === 0) return;
  const supplements = cff[place] ?? 0;
  for (let index = 0; index < supplements; index++) {
    const entry = place + 1 + index * 3;
    const glyph = glyphOfSid(((cff[entry + 1] ?? 0) << 8) | (cff[entry + 2] ?? 0));
    if (glyph !== undefined) builtIn.set(cff[entry] ?? 0, glyph);
  }
}
