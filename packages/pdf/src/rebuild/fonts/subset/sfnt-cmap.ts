/**
 * A TrueType font's `cmap` subtables as PDF readers consult them (issue 62): to tell which glyph
 * a simple font's code draws, the subset reads the maps pdf.js and MuPDF read — Unicode
 * (3,1), (3,10) and (0,x), symbolic (3,0) and Macintosh (1,0).
 */

/** One subtable: the glyph of a code (0 when it maps none). */
export interface CmapSubtable {
  platform: number;
  encoding: number;
  glyphOf(code: number): number;
}

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) => ((u16(bytes, at) << 16) >>> 0) + u16(bytes, at + 2);

/** Whether a reader maps a simple font's codes through this platform and encoding. */
function isRead(platform: number, encoding: number): boolean {
  if (platform === 3) return encoding === 0 || encoding === 1 || encoding === 10;
  return platform === 0 || (platform === 1 && encoding === 0);
}

/**
 * The subtables readers use, or null when one of them is of a format this reader does not know
 * or lies outside the table (then no code can be told with confidence).
 */
export function readCmapSubtables(cmap: Uint8Array): CmapSubtable[] | null {
  if (cmap.length < 4) return null;
  const count = u16(cmap, 2);
  const subtables: CmapSubtable[] = [];
  for (let index = 0; index < count; index++) {
    const record = 4 + index * 8;
    if (record + 8 > cmap.length) return null;
    const platform = u16(cmap, record);
    const encoding = u16(cmap, record + 2);
    if (!isRead(platform, encoding)) continue;
    const at = u32(cmap, record + 4);
    if (at + 2 > cmap.length) return null;
    const glyphOf = lookupOf(cmap, at);
    if (!glyphOf) return null;
    subtables.push({ platform, encoding, glyphOf });
  }
  return subtables;
}

function lookupOf(cmap: Uint8Array, at: number): ((code: number) => number) | null {
  const format = u16(cmap, at);
  // Variation sequences (14) select among glyphs a base map already names.
  if (format === 14) return () => 0;
  if (format === 0) {
    if (at + 262 > cmap.length) return null;
    return (code) => (code < 256 ? cmap[at + 6 + code]! : 0);
  }
  if (format === 4) return format4(cmap, at);
  if (format === 6) {
    const first = u16(cmap, at + 6);
    const entries = u16(cmap, at + 8);
    if (at + 10 + entries * 2 > cmap.length) return null;
    return (code) =>
      code >= first && code < first + entries ? u16(cmap, at + 10 + (code - first) * 2) : 0;
  }
  if (format === 12 || format === 13) return groups(cmap, at, format === 13);
  return null;
}

function format4(cmap: Uint8Array, at: number): ((code: number) => number) | null {
  const segments = u16(cmap, at + 6) >> 1;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  if (rangeOffsets + segments * 2 > cmap.length) return null;
  return (code) => {
    let low = 0;
    let high = segments - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (u16(cmap, ends + middle * 2) < code) low = middle + 1;
      else high = middle;
    }
    if (segments === 0 || u16(cmap, ends + low * 2) < code) return 0;
    const start = u16(cmap, starts + low * 2);
    if (code < start) return 0;
    const delta = u16(cmap, deltas + low * 2);
    const rangeOffset = u16(cmap, rangeOffsets + low * 2);
    if (rangeOffset === 0) return (code + delta) & 0xffff;
    const place = rangeOffsets + low * 2 + rangeOffset + (code - start) * 2;
    const glyph = place + 2 <= cmap.length ? u16(cmap, place) : 0;
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  };
}

function groups(cmap: Uint8Array, at: number, isConstant: boolean): (code: number) => number {
  const count = u32(cmap, at + 12);
  const available = Math.max(0, Math.floor((cmap.length - at - 16) / 12));
  const total = Math.min(count, available);
  return (code) => {
    let low = 0;
    let high = total - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const group = at + 16 + middle * 12;
      if (u32(cmap, group + 4) < code) low = middle + 1;
      else if (u32(cmap, group) > code) high = middle - 1;
      else {
        const glyph = u32(cmap, group + 8);
        return isConstant ? glyph : glyph + code - u32(cmap, group);
      }
    }
    return 0;
  };
}
