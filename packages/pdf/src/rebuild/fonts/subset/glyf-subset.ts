import type { Tables } from '../sfnt';
import { glyphCount } from '../sfnt';

/**
 * A TrueType font's outlines subset to the glyphs still drawn (issue 62), glyph ids kept: every
 * other glyph's `glyf` entry becomes empty (a glyph of no outline, as a space is) and `loca` is
 * written again in its own format. A kept composite glyph keeps its components. The cmap, post
 * and metrics are not touched, so every code still names the glyph it named.
 */

export interface GlyfSubset {
  glyf: Uint8Array;
  loca: Uint8Array;
  /** How many glyphs lost their outline. */
  blanked: number;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => ((u16(bytes, at) << 16) >>> 0) + u16(bytes, at + 2);

const ARG_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_XY_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

/** Each glyph's entry in `glyf`, by `loca`; null when loca does not describe the table. */
function glyphEntries(tables: Tables): Uint8Array[] | null {
  const glyf = tables.get('glyf');
  const loca = tables.get('loca');
  const head = tables.get('head');
  if (!glyf || !loca || !head || head.length < 54) return null;
  const isLong = u16(head, 50) === 1;
  const count = glyphCount(tables);
  if (loca.length < (count + 1) * (isLong ? 4 : 2)) return null;
  const offsetOf = (glyph: number) => (isLong ? u32(loca, glyph * 4) : u16(loca, glyph * 2) * 2);
  const entries: Uint8Array[] = [];
  for (let glyph = 0; glyph < count; glyph++) {
    const start = offsetOf(glyph);
    const end = offsetOf(glyph + 1);
    if (end < start || end > glyf.length) return null;
    entries.push(glyf.subarray(start, end));
  }
  return entries;
}

/** The glyphs a composite glyph is made of (none for a simple one). */
function componentsOf(entry: Uint8Array): number[] {
  if (entry.length < 10 || (u16(entry, 0) & 0x8000) === 0) return [];
  const components: number[] = [];
  let at = 10;
  for (let flags = MORE_COMPONENTS; flags & MORE_COMPONENTS && at + 4 <= entry.length;) {
    flags = u16(entry, at);
    components.push(u16(entry, at + 2));
    at += 4 + (flags & ARG_WORDS ? 4 : 2);
    if (flags & HAS_SCALE) at += 2;
    else if (flags & HAS_XY_SCALE) at += 4;
    else if (flags & HAS_TWO_BY_TWO) at += 8;
  }
  return components;
}

/**
 * `glyf` and `loca` with only `keep` (glyph ids; .notdef and the components of kept composites
 * are added) holding outlines; null when the tables cannot be read.
 */
export function subsetGlyf(tables: Tables, keep: ReadonlySet<number>): GlyfSubset | null {
  const entries = glyphEntries(tables);
  if (!entries) return null;
  const kept = new Set([0, ...[...keep].filter((glyph) => glyph < entries.length)]);
  const queue = [...kept];
  for (let glyph = queue.pop(); glyph !== undefined; glyph = queue.pop()) {
    for (const component of componentsOf(entries[glyph]!)) {
      if (component < entries.length && !kept.has(component)) {
        kept.add(component);
        queue.push(component);
      }
    }
  }
  const blanked = entries.filter((entry, glyph) => entry.length > 0 && !kept.has(glyph)).length;
  if (blanked === 0) return { glyf: tables.get('glyf')!, loca: tables.get('loca')!, blanked };
  const isLong = u16(tables.get('head')!, 50) === 1;
  const written = entries.map((entry, glyph) => (kept.has(glyph) ? entry : entry.subarray(0, 0)));
  const glyf = new Uint8Array(written.reduce((sum, entry) => sum + entry.length, 0));
  const loca = new Uint8Array((entries.length + 1) * (isLong ? 4 : 2));
  const view = new DataView(loca.buffer);
  let offset = 0;
  written.forEach((entry, glyph) => {
    if (isLong) view.setUint32(glyph * 4, offset);
    else view.setUint16(glyph * 2, offset / 2);
    glyf.set(entry, offset);
    offset += entry.length;
  });
  if (isLong) view.setUint32(entries.length * 4, offset);
  else view.setUint16(entries.length * 2, offset / 2);
  return { glyf, loca, blanked };
}
