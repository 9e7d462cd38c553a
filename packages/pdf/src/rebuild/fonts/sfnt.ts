/**
 * TrueType and OpenType ("sfnt") fonts as tables (issue 62): read, replace, drop, and write back
 * with their checksums. What a font carries besides its outlines — the `name` table's strings,
 * `post`'s glyph names, `head`'s dates, OS/2's vendor — is written anew here.
 */

export type Tables = Map<string, Uint8Array>;

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32 = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) >>> 0) +
  ((bytes[at + 1] ?? 0) << 16) +
  ((bytes[at + 2] ?? 0) << 8) +
  (bytes[at + 3] ?? 0);

const VERSIONS = new Set([0x00010000, 0x4f54544f, 0x74727565]);

/** The tables of an sfnt font, or null when the bytes are not one. */
export function readTables(font: Uint8Array): { version: number; tables: Tables } | null {
  if (font.length < 12) return null;
  const version = u32(font, 0);
  if (!VERSIONS.has(version)) return null;
  const count = u16(font, 4);
  if (12 + count * 16 > font.length) return null;
  const tables: Tables = new Map();
  for (let index = 0; index < count; index++) {
    const entry = 12 + index * 16;
    const tag = String.fromCharCode(
      font[entry]!,
      font[entry + 1]!,
      font[entry + 2]!,
      font[entry + 3]!,
    );
    const offset = u32(font, entry + 8);
    const length = u32(font, entry + 12);
    if (offset + length > font.length) return null;
    tables.set(tag, font.slice(offset, offset + length));
  }
  return { version, tables };
}

function checksum(table: Uint8Array): number {
  let sum = 0;
  for (let at = 0; at < table.length; at += 4) sum = (sum + u32(table, at)) >>> 0;
  return sum;
}

/** An sfnt font written from its tables, checksums and head's adjustment computed. */
export function writeTables(version: number, tables: Tables): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  let selector = 0;
  while (1 << (selector + 1) <= count) selector++;
  const headerSize = 12 + count * 16;
  let size = headerSize;
  for (const tag of tags) size += (tables.get(tag)!.length + 3) & ~3;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, version);
  view.setUint16(4, count);
  view.setUint16(6, 16 << selector);
  view.setUint16(8, selector);
  view.setUint16(10, count * 16 - (16 << selector));
  let offset = headerSize;
  let headAt = -1;
  tags.forEach((tag, index) => {
    let data = tables.get(tag)!;
    if (tag === 'head' && data.length >= 12) {
      data = data.slice();
      new DataView(data.buffer).setUint32(8, 0);
      headAt = offset;
    }
    const entry = 12 + index * 16;
    for (let char = 0; char < 4; char++) out[entry + char] = tag.charCodeAt(char);
    view.setUint32(entry + 4, checksum(data));
    view.setUint32(entry + 8, offset);
    view.setUint32(entry + 12, data.length);
    out.set(data, offset);
    offset += (data.length + 3) & ~3;
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** A `name` table with only neutral records: family, style, full and PostScript name. */
export function neutralNameTable(name: string): Uint8Array {
  const records: [number, string][] = [
    [1, name],
    [2, 'Regular'],
    [4, name],
    [6, name],
  ];
  const strings = records.map(([, text]) => {
    const bytes = new Uint8Array(text.length * 2);
    for (let index = 0; index < text.length; index++) {
      bytes[index * 2] = text.charCodeAt(index) >> 8;
      bytes[index * 2 + 1] = text.charCodeAt(index) & 0xff;
    }
    return bytes;
  });
  const headerSize = 6 + records.length * 12;
  const out = new Uint8Array(headerSize + strings.reduce((sum, bytes) => sum + bytes.length, 0));
  const view = new DataView(out.buffer);
  view.setUint16(2, records.length);
  view.setUint16(4, headerSize);
  let at = 0;
  records.forEach(([id], index) => {
    const record = 6 + index * 12;
    view.setUint16(record, 3);
    view.setUint16(record + 2, 1);
    view.setUint16(record + 4, 0x409);
    view.setUint16(record + 6, id);
    view.setUint16(record + 8, strings[index]!.length);
    view.setUint16(record + 10, at);
    out.set(strings[index]!, headerSize + at);
    at += strings[index]!.length;
  });
  return out;
}

/** head's created and modified dates and OS/2's vendor id, blanked. */
export function blankIdentifiers(tables: Tables): void {
  const head = tables.get('head');
  if (head && head.length >= 36) head.fill(0, 20, 36);
  const os2 = tables.get('OS/2');
  if (os2 && os2.length >= 62) os2.set([0x20, 0x20, 0x20, 0x20], 58);
}

/** The glyph count (maxp). */
export function glyphCount(tables: Tables): number {
  const maxp = tables.get('maxp');
  return maxp && maxp.length >= 6 ? u16(maxp, 4) : 0;
}

/**
 * post's glyph names by glyph id (format 2: an index into the standard Macintosh names, or a
 * name of the font's own); null for other formats, which name no glyph.
 */
export function postNames(post: Uint8Array): (number | string)[] | null {
  if (post.length < 34 || u32(post, 0) !== 0x00020000) return null;
  const count = u16(post, 32);
  const indexes: number[] = [];
  for (let glyph = 0; glyph < count; glyph++) indexes.push(u16(post, 34 + glyph * 2));
  const own: string[] = [];
  let at = 34 + count * 2;
  while (at < post.length) {
    const length = post[at]!;
    let name = '';
    for (let index = 1; index <= length; index++)
      name += String.fromCharCode(post[at + index] ?? 0);
    own.push(name);
    at += length + 1;
  }
  return indexes.map((index) => (index < 258 ? index : (own[index - 258] ?? '')));
}

/** A post table of format 2 with the given names (standard indexes or own names). */
export function writePostNames(post: Uint8Array, names: readonly (number | string)[]): Uint8Array {
  const own: string[] = [];
  const indexes = names.map((name) => {
    if (typeof name === 'number') return name;
    own.push(name);
    return 257 + own.length;
  });
  const size = 34 + names.length * 2 + own.reduce((sum, name) => sum + name.length + 1, 0);
  const out = new Uint8Array(size);
  out.set(post.subarray(0, 32));
  const view = new DataView(out.buffer);
  view.setUint16(32, names.length);
  indexes.forEach((index, glyph) => view.setUint16(34 + glyph * 2, index));
  let at = 34 + names.length * 2;
  for (const name of own) {
    out[at++] = name.length;
    for (let index = 0; index < name.length; index++) out[at++] = name.charCodeAt(index) & 0xff;
  }
  return out;
}
