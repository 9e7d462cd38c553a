import { CFF_STANDARD_STRINGS } from './cff-standard-strings';
import { isPlainGlyphName } from './glyph-names';

/**
 * CFF fonts (the programs of FontFile3 /Type1C and /CIDFontType0C) read and their names written
 * anew without moving a byte of their outlines (issue 62): the Name INDEX gets a neutral name,
 * the Top DICT loses its strings (notice, copyright, full and family name, weight, version, ROS
 * registry), FDArray font names become neutral, and every glyph name of the charset that is not
 * plain (glyph-names.ts) becomes a neutral one. The rewritten head is padded to its old length
 * with one unreferenced filler string, so every offset after it (charset, CharStrings, Private,
 * FDArray, FDSelect) stays right.
 */

const u16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const STANDARD_COUNT = CFF_STANDARD_STRINGS.length;

/** A CFF INDEX: its items, where it ends, and the size of its offsets. */
export interface Index {
  items: Uint8Array[];
  end: number;
  offSize: number;
}

/** The INDEX at `at`, or null when it does not fit in the bytes. */
export function readIndex(bytes: Uint8Array, at: number): Index | null {
  if (at + 2 > bytes.length) return null;
  const count = u16(bytes, at);
  if (count === 0) return { items: [], end: at + 2, offSize: 1 };
  const offSize = bytes[at + 2]!;
  if (offSize < 1 || offSize > 4) return null;
  const read = (place: number) => {
    let value = 0;
    for (let index = 0; index < offSize; index++) value = value * 256 + (bytes[place + index] ?? 0);
    return value;
  };
  const base = at + 3 + (count + 1) * offSize - 1;
  const items: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const start = base + read(at + 3 + index * offSize);
    const end = base + read(at + 3 + (index + 1) * offSize);
    if (end < start || end > bytes.length) return null;
    items.push(bytes.subarray(start, end));
  }
  const end = base + read(at + 3 + count * offSize);
  return end > bytes.length ? null : { items, end, offSize };
}

/** An INDEX of the items, with offsets of `offSize` bytes (the fewest that fit when not given). */
export function writeIndex(items: readonly Uint8Array[], offSize?: number): Uint8Array {
  if (items.length === 0) return Uint8Array.of(0, 0);
  const data = items.reduce((sum, item) => sum + item.length, 0);
  const size =
    offSize ?? (data + 1 < 0x100 ? 1 : data + 1 < 0x10000 ? 2 : data + 1 < 0x1000000 ? 3 : 4);
  const out = new Uint8Array(3 + (items.length + 1) * size + data);
  out[0] = items.length >> 8;
  out[1] = items.length & 0xff;
  out[2] = size;
  const put = (index: number, value: number) => {
    for (let byte = size - 1; byte >= 0; byte--) {
      out[3 + index * size + byte] = value & 0xff;
      value = Math.floor(value / 256);
    }
  };
  let offset = 1;
  let at = 3 + (items.length + 1) * size;
  items.forEach((item, index) => {
    put(index, offset);
    out.set(item, at);
    at += item.length;
    offset += item.length;
  });
  put(items.length, offset);
  return out;
}

function indexSize(count: number, data: number, offSize: number): number {
  return count === 0 ? 2 : 3 + (count + 1) * offSize + data;
}

/** A DICT entry: its operator (escaped ones as 1200 + the second byte) and operands. */
export interface DictEntry {
  op: number;
  operands: number[];
  raw: Uint8Array;
}

/** A DICT's entries (real numbers read as NaN: no offset is one). */
export function readDict(dict: Uint8Array): DictEntry[] {
  const entries: DictEntry[] = [];
  let operands: number[] = [];
  let start = 0;
  let at = 0;
  while (at < dict.length) {
    const byte = dict[at]!;
    if (byte <= 21) {
      let op = byte;
      at++;
      if (byte === 12) op = 1200 + (dict[at++] ?? 0);
      entries.push({ op, operands, raw: dict.subarray(start, at) });
      operands = [];
      start = at;
    } else if (byte === 28) {
      operands.push((((dict[at + 1] ?? 0) << 24) >> 16) | (dict[at + 2] ?? 0));
      at += 3;
    } else if (byte === 29) {
      operands.push(
        ((dict[at + 1] ?? 0) << 24) |
          ((dict[at + 2] ?? 0) << 16) |
          ((dict[at + 3] ?? 0) << 8) |
          (dict[at + 4] ?? 0),
      );
      at += 5;
    } else if (byte === 30) {
      at++;
      while (at < dict.length) {
        const nibbles = dict[at++]!;
        if ((nibbles & 0x0f) === 0x0f || nibbles >> 4 === 0x0f) break;
      }
      operands.push(Number.NaN);
    } else if (byte >= 32 && byte <= 246) {
      operands.push(byte - 139);
      at++;
    } else if (byte >= 247 && byte <= 250) {
      operands.push((byte - 247) * 256 + (dict[at + 1] ?? 0) + 108);
      at += 2;
    } else if (byte >= 251 && byte <= 254) {
      operands.push(-(byte - 251) * 256 - (dict[at + 1] ?? 0) - 108);
      at += 2;
    } else at++;
  }
  return entries;
}

/** Top DICT entries that name the font or its maker, by operator. */
const DROPPED_TOP = new Set([0, 1, 2, 3, 4, 13, 14, 1200, 1221, 1222, 1235, 1238]);
/** Operators whose operand is a string id. */
const STRING_OPERATORS = new Set([0, 1, 2, 3, 4, 1200, 1221, 1222, 1238]);
const ROS = 1230;

/** A CFF font read: its glyph count, whether CID-keyed, its glyph names by glyph id. */
export interface CffFont {
  glyphs: number;
  isCid: boolean;
  /** Glyph names by glyph id (non-CID fonts); CIDs by glyph id (CID fonts). */
  charset: (string | number)[];
}

/** Where a CFF font's head lies: its header, Name, Top DICT and String INDEX. */
export interface Layout {
  headerSize: number;
  names: Index;
  top: Index;
  strings: Index;
  entries: DictEntry[];
}

/** The head of a CFF font, or null when it is not one. */
export function layoutOf(cff: Uint8Array): Layout | null {
  if (cff.length < 4 || cff[0] !== 1) return null;
  const headerSize = cff[2]!;
  const names = readIndex(cff, headerSize);
  const top = names && readIndex(cff, names.end);
  const strings = top && readIndex(cff, top.end);
  if (!names || !top || !strings || top.items.length === 0) return null;
  return { headerSize, names, top, strings, entries: readDict(top.items[0]!) };
}

/** A string id's string: a standard one, or one of the font's String INDEX. */
export const stringOf = (layout: Layout, sid: number) =>
  sid < STANDARD_COUNT
    ? CFF_STANDARD_STRINGS[sid]!
    : String.fromCharCode(...(layout.strings.items[sid - STANDARD_COUNT] ?? []));

/** A CFF font's glyphs and charset; null when the bytes are not a CFF font. */
export function readCff(cff: Uint8Array): CffFont | null {
  const layout = layoutOf(cff);
  if (!layout) return null;
  const offset = (op: number) => layout.entries.find((entry) => entry.op === op)?.operands[0] ?? 0;
  const charStrings = readIndex(cff, offset(17));
  if (!charStrings || charStrings.items.length === 0) return null;
  const glyphs = charStrings.items.length;
  const isCid = layout.entries.some((entry) => entry.op === ROS);
  const ids = charsetIds(cff, offset(15), glyphs);
  const charset = isCid ? ids : ids.map((sid) => stringOf(layout, sid));
  return { glyphs, isCid, charset };
}

/** The charset's ids by glyph id (string ids, or CIDs in a CID font); the ISO Adobe one at 0. */
export function charsetIds(cff: Uint8Array, at: number, glyphs: number): number[] {
  const ids = [0];
  if (at <= 2) {
    for (let glyph = 1; glyph < glyphs; glyph++) ids.push(at === 0 ? glyph : 0);
    return ids;
  }
  const format = cff[at];
  let place = at + 1;
  while (ids.length < glyphs && place < cff.length) {
    if (format === 0) {
      ids.push(u16(cff, place));
      place += 2;
      continue;
    }
    const first = u16(cff, place);
    const left = format === 1 ? cff[place + 2]! : u16(cff, place + 2);
    place += format === 1 ? 3 : 4;
    for (let index = 0; index <= left && ids.length < glyphs; index++) ids.push(first + index);
  }
  return ids;
}

/**
 * The CFF font with its names made neutral (see above); `renames` gets each glyph name that was
 * renamed, old to new, so the PDF's encodings can follow. Null when the font cannot be read.
 */
export function neutralCff(
  cff: Uint8Array,
  neutral: string,
  renames: Map<string, string>,
): Uint8Array | null {
  const layout = layoutOf(cff);
  const font = layout && readCff(cff);
  if (!layout || !font) return null;
  const replaced = new Map<number, string>();
  for (const entry of layout.entries) {
    if (STRING_OPERATORS.has(entry.op) && entry.operands[0]! >= STANDARD_COUNT) {
      replaced.set(entry.operands[0]!, '');
    }
    if (entry.op === ROS) {
      if (entry.operands[0]! >= STANDARD_COUNT) replaced.set(entry.operands[0]!, 'Adobe');
      if (entry.operands[1]! >= STANDARD_COUNT) replaced.set(entry.operands[1]!, 'Identity');
    }
  }
  const fdArray = layout.entries.find((entry) => entry.op === 1236)?.operands[0];
  if (fdArray) {
    readIndex(cff, fdArray)?.items.forEach((fd, index) => {
      for (const entry of readDict(fd)) {
        if (entry.op === 1238 && entry.operands[0]! >= STANDARD_COUNT) {
          replaced.set(entry.operands[0]!, `${neutral}-${index}`);
        }
      }
    });
  }
  const charsetAt = layout.entries.find((entry) => entry.op === 15)?.operands[0] ?? 0;
  const ids = font.isCid ? [] : charsetIds(cff, charsetAt, font.glyphs);
  ids.forEach((sid, glyph) => {
    if (sid < STANDARD_COUNT) return;
    replaced.delete(sid);
    const name = stringOf(layout, sid);
    if (isPlainGlyphName(name)) return;
    const renamed = `g${glyph}`;
    renames.set(name, renamed);
    replaced.set(sid, renamed);
  });
  // The filler an earlier rewrite padded the head with (an unreferenced last string of spaces)
  // goes, or writing a program again would find no room for a second one.
  const items = layout.strings.items;
  const lastSid = items.length - 1 + STANDARD_COUNT;
  const isFiller =
    items.length > 0 &&
    !replaced.has(lastSid) &&
    !ids.includes(lastSid) &&
    items.at(-1)!.every((byte) => byte === 0x20);
  const strings = (isFiller ? items.slice(0, -1) : items).map((item, index) => {
    const replacement = replaced.get(index + STANDARD_COUNT);
    return replacement === undefined
      ? item
      : Uint8Array.from(replacement, (char) => char.charCodeAt(0));
  });
  const names = writeIndex([Uint8Array.from(neutral, (char) => char.charCodeAt(0))]);
  const kept = layout.entries.filter((entry) => !DROPPED_TOP.has(entry.op));
  const top = writeIndex([concat(kept.map((entry) => entry.raw))]);
  const fixed = layout.headerSize + names.length + top.length;
  const headLength = layout.strings.end;
  const data = strings.reduce((sum, item) => sum + item.length, 0);
  for (const offSize of [1, 2, 3, 4]) {
    const filler = headLength - fixed - indexSize(strings.length + 1, data, offSize);
    if (filler < 0 || data + filler + 1 >= 2 ** (8 * offSize)) continue;
    const stringIndex = writeIndex([...strings, new Uint8Array(filler).fill(0x20)], offSize);
    const out = cff.slice();
    out.set(names, layout.headerSize);
    out.set(top, layout.headerSize + names.length);
    out.set(stringIndex, fixed);
    return out;
  }
  return null;
}

/**
 * What in a CFF font names more than its glyphs: a Name INDEX other than one neutral name, Top
 * DICT strings, a registry other than Adobe's identity, FDArray names, charset names that are not
 * plain. Empty for a font `neutralCff` wrote.
 */
export function cffProblems(cff: Uint8Array): string[] {
  const layout = layoutOf(cff);
  const font = layout && readCff(cff);
  if (!layout || !font) return ['a CFF font program that cannot be read'];
  const problems: string[] = [];
  const [name, ...others] = layout.names.items;
  if (others.length > 0 || !/^F\d+$/.test(String.fromCharCode(...(name ?? [])))) {
    problems.push('a CFF font name of its own');
  }
  for (const entry of layout.entries) {
    if (DROPPED_TOP.has(entry.op)) problems.push('a CFF font with a notice or name');
    if (entry.op === ROS) {
      const [registry, ordering] = entry.operands.map((sid) => stringOf(layout, sid));
      if (registry !== 'Adobe' || ordering !== 'Identity')
        problems.push('a CFF registry of its own');
    }
  }
  if (!font.isCid && font.charset.some((glyph) => !isPlainGlyphName(String(glyph)))) {
    problems.push('CFF glyph names of its own');
  }
  return problems;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
