import { encodeLatin1, encodeUtf16 } from '../bytes/bytes';
import { PIXEL_ADVANCE, pixelRectangles } from './pixel-font';

/**
 * Font programs built byte by byte for tests (issue 62): a TrueType font and a bare CFF font
 * whose glyphs are the pixel alphabet, with names, notices and glyph names chosen by the test —
 * the places a font carries text that no page draws.
 */

/** One glyph: its PostScript name, the character it draws, and its Unicode value if mapped. */
export interface GlyphSpec {
  name: string;
  char: string;
  unicode?: number;
}

/** Name table records by name id (0 copyright, 1 family, 4 full name, 6 PostScript name…). */
export type NameRecords = Record<number, string>;

class Writer {
  private readonly bytes: number[] = [];
  get length(): number {
    return this.bytes.length;
  }
  u8(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }
  u16(value: number): this {
    return this.u8(value >> 8).u8(value);
  }
  u32(value: number): this {
    return this.u16(value >>> 16).u16(value & 0xffff);
  }
  raw(data: ArrayLike<number>): this {
    for (let index = 0; index < data.length; index++) this.bytes.push(data[index]! & 0xff);
    return this;
  }
  pad4(): this {
    while (this.bytes.length % 4 !== 0) this.bytes.push(0);
    return this;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** A TrueType font (glyf outlines, a (3,1) cmap, a name table, post with glyph names). */
export function trueTypeProgram(glyphs: readonly GlyphSpec[], names: NameRecords): Uint8Array {
  const all: GlyphSpec[] = [{ name: '.notdef', char: ' ' }, ...glyphs];
  const outlines = all.map((glyph) => glyfEntry(pixelRectangles(glyph.char)));
  const loca = new Writer();
  let offset = 0;
  for (const outline of outlines) {
    loca.u32(offset);
    offset += outline.length;
  }
  loca.u32(offset);
  const glyf = new Writer();
  for (const outline of outlines) glyf.raw(outline);
  const hmtx = new Writer();
  for (let index = 0; index < all.length; index++) hmtx.u16(PIXEL_ADVANCE).u16(0);
  const tables: Record<string, Uint8Array> = {
    cmap: cmapTable(all),
    glyf: glyf.done(),
    head: headTable(),
    hhea: hheaTable(all.length),
    hmtx: hmtx.done(),
    loca: loca.done(),
    maxp: maxpTable(all.length),
    name: nameTable(names),
    post: postTable(all),
  };
  return sfnt(0x00010000, tables);
}

/** An OpenType font with CFF outlines ('OTTO'), wrapping `cff` with the same tables besides. */
export function openTypeProgram(
  cff: Uint8Array,
  glyphs: readonly GlyphSpec[],
  names: NameRecords,
): Uint8Array {
  const all: GlyphSpec[] = [{ name: '.notdef', char: ' ' }, ...glyphs];
  const hmtx = new Writer();
  for (let index = 0; index < all.length; index++) hmtx.u16(PIXEL_ADVANCE).u16(0);
  const maxp = new Writer().u32(0x00005000).u16(all.length).done();
  return sfnt(0x4f54544f, {
    'CFF ': cff,
    cmap: cmapTable(all),
    head: headTable(),
    hhea: hheaTable(all.length),
    hmtx: hmtx.done(),
    maxp,
    name: nameTable(names),
    post: postTable(all),
  });
}

function sfnt(version: number, tables: Record<string, Uint8Array>): Uint8Array {
  const tags = Object.keys(tables).sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const font = new Writer()
    .u32(version)
    .u16(count)
    .u16(power * 16)
    .u16(Math.log2(power))
    .u16(count * 16 - power * 16);
  let offset = 12 + count * 16;
  const placed = tags.map((tag) => {
    const at = offset;
    offset += Math.ceil(tables[tag]!.length / 4) * 4;
    return at;
  });
  tags.forEach((tag, index) => {
    const data = tables[tag]!;
    font.raw(encodeLatin1(tag)).u32(checksum(data)).u32(placed[index]!).u32(data.length);
  });
  for (const tag of tags) font.raw(tables[tag]!).pad4();
  const bytes = font.done();
  // head.checkSumAdjustment, so the whole font sums to the magic number.
  const headAt = placed[tags.indexOf('head')]!;
  const adjustment = (0xb1b0afba - checksum(bytes)) >>> 0;
  new DataView(bytes.buffer).setUint32(headAt + 8, adjustment);
  return bytes;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let index = 0; index < data.length; index += 4) {
    const word =
      ((data[index] ?? 0) << 24) |
      ((data[index + 1] ?? 0) << 16) |
      ((data[index + 2] ?? 0) << 8) |
      (data[index + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

function glyfEntry(rectangles: readonly [number, number, number, number][]): Uint8Array {
  if (rectangles.length === 0) return new Uint8Array(0);
  const xs = rectangles.flatMap(([x0, , x1]) => [x0, x1]);
  const ys = rectangles.flatMap(([, y0, , y1]) => [y0, y1]);
  const glyph = new Writer()
    .u16(rectangles.length)
    .u16(Math.min(...xs))
    .u16(Math.min(...ys))
    .u16(Math.max(...xs))
    .u16(Math.max(...ys));
  rectangles.forEach((_, index) => glyph.u16(index * 4 + 3));
  glyph.u16(0);
  // Clockwise rectangles (TrueType fills clockwise contours), every point on the curve.
  const points = rectangles.flatMap(([x0, y0, x1, y1]) => [
    [x0, y0],
    [x0, y1],
    [x1, y1],
    [x1, y0],
  ]);
  for (let index = 0; index < points.length; index++) glyph.u8(0x01);
  let last = 0;
  for (const [x] of points) {
    glyph.u16((x! - last) & 0xffff);
    last = x!;
  }
  last = 0;
  for (const [, y] of points) {
    glyph.u16((y! - last) & 0xffff);
    last = y!;
  }
  return glyph.pad4().done();
}

function cmapTable(glyphs: readonly GlyphSpec[]): Uint8Array {
  const mapped = glyphs
    .map((glyph, gid) => ({ code: glyph.unicode, gid }))
    .filter((entry): entry is { code: number; gid: number } => entry.code !== undefined)
    .sort((a, b) => a.code - b.code);
  const segments = [...mapped.map(({ code, gid }) => ({ code, delta: (gid - code) & 0xffff }))];
  segments.push({ code: 0xffff, delta: 1 });
  const count = segments.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const sub = new Writer()
    .u16(4)
    .u16(16 + count * 8)
    .u16(0)
    .u16(count * 2)
    .u16(power * 2)
    .u16(Math.log2(power))
    .u16(count * 2 - power * 2);
  for (const segment of segments) sub.u16(segment.code);
  sub.u16(0);
  for (const segment of segments) sub.u16(segment.code);
  for (const segment of segments) sub.u16(segment.delta);
  for (let index = 0; index < count; index++) sub.u16(0);
  return new Writer().u16(0).u16(1).u16(3).u16(1).u32(12).raw(sub.done()).done();
}

function headTable(): Uint8Array {
  return new Writer()
    .u32(0x00010000)
    .u32(0x00010000)
    .u32(0)
    .u32(0x5f0f3cf5)
    .u16(0x000b)
    .u16(1000)
    .u32(0)
    .u32(0)
    .u32(0)
    .u32(0)
    .u16(0)
    .u16(0)
    .u16(600)
    .u16(700)
    .u16(0)
    .u16(8)
    .u16(2)
    .u16(1)
    .u16(0)
    .done();
}

function hheaTable(glyphCount: number): Uint8Array {
  return new Writer()
    .u32(0x00010000)
    .u16(800)
    .u16(-200 & 0xffff)
    .u16(0)
    .u16(PIXEL_ADVANCE)
    .u16(0)
    .u16(0)
    .u16(600)
    .u16(1)
    .u16(0)
    .u16(0)
    .u32(0)
    .u32(0)
    .u16(0)
    .u16(glyphCount)
    .done();
}

function maxpTable(glyphCount: number): Uint8Array {
  return new Writer()
    .u32(0x00010000)
    .u16(glyphCount)
    .u16(35 * 4)
    .u16(35)
    .u16(0)
    .u16(0)
    .u16(2)
    .raw(new Uint8Array(16))
    .done();
}

function nameTable(names: NameRecords): Uint8Array {
  const ids = Object.keys(names)
    .map(Number)
    .sort((a, b) => a - b);
  const strings = ids.map((id) => encodeUtf16(names[id]!, 'be'));
  const table = new Writer()
    .u16(0)
    .u16(ids.length)
    .u16(6 + ids.length * 12);
  let offset = 0;
  ids.forEach((id, index) => {
    table.u16(3).u16(1).u16(0x409).u16(id).u16(strings[index]!.length).u16(offset);
    offset += strings[index]!.length;
  });
  for (const string of strings) table.raw(string);
  return table.done();
}

function postTable(glyphs: readonly GlyphSpec[]): Uint8Array {
  const post = new Writer()
    .u32(0x00020000)
    .u32(0)
    .u16(-100 & 0xffff)
    .u16(50);
  post.u32(0).u32(0).u32(0).u32(0).u32(0);
  post.u16(glyphs.length);
  glyphs.forEach((_, index) => post.u16(index === 0 ? 0 : 258 + index - 1));
  for (const glyph of glyphs.slice(1)) {
    const name = encodeLatin1(glyph.name);
    post.u8(name.length).raw(name);
  }
  return post.done();
}

/** The text a bare CFF font carries besides its outlines: what its Top DICT names. */
export interface CffNames {
  fontName: string;
  notice?: string;
  fullName?: string;
  familyName?: string;
}

/**
 * A bare CFF font (what a PDF embeds as FontFile3 /Type1C): the glyphs in Type 2 charstrings,
 * custom glyph names in the String INDEX and the charset, and the Top DICT's strings.
 */
export function cffProgram(glyphs: readonly GlyphSpec[], names: CffNames): Uint8Array {
  const strings: string[] = [];
  const sid = (text: string) => {
    strings.push(text);
    return 390 + strings.length;
  };
  const topStrings: [number, number][] = [];
  if (names.notice !== undefined) topStrings.push([sid(names.notice), 1]);
  if (names.fullName !== undefined) topStrings.push([sid(names.fullName), 2]);
  if (names.familyName !== undefined) topStrings.push([sid(names.familyName), 3]);
  const charset = new Writer().u8(0);
  for (const glyph of glyphs) charset.u16(sid(glyph.name));
  const charStrings = [
    Uint8Array.of(14),
    ...glyphs.map((glyph) => charString(pixelRectangles(glyph.char))),
  ];
  const privateDict = Uint8Array.of(139, 20, 139, 21);
  const header = Uint8Array.of(1, 0, 4, 4);
  const nameIndex = index([encodeLatin1(names.fontName)]);
  const stringIndex = index(strings.map((text) => encodeLatin1(text)));
  const globalSubrs = index([]);
  const charStringIndex = index(charStrings);
  // The Top DICT's offsets are 5-byte integers, so its size is known before they are.
  const topDict = (at: { charset: number; charStrings: number; private: number }) => {
    const dict = new Writer();
    for (const [value, operator] of topStrings) dict.raw(dictInteger(value)).u8(operator);
    dict.raw(dictInteger(at.charset)).u8(15);
    dict.raw(dictInteger(at.charStrings)).u8(17);
    dict.raw(dictInteger(privateDict.length)).raw(dictInteger(at.private)).u8(18);
    return dict.done();
  };
  const topSize = index([topDict({ charset: 0, charStrings: 0, private: 0 })]).length;
  const charsetAt =
    header.length + nameIndex.length + topSize + stringIndex.length + globalSubrs.length;
  const charset_ = charset.done();
  const charStringsAt = charsetAt + charset_.length;
  const privateAt = charStringsAt + charStringIndex.length;
  const top = index([
    topDict({ charset: charsetAt, charStrings: charStringsAt, private: privateAt }),
  ]);
  return new Writer()
    .raw(header)
    .raw(nameIndex)
    .raw(top)
    .raw(stringIndex)
    .raw(globalSubrs)
    .raw(charset_)
    .raw(charStringIndex)
    .raw(privateDict)
    .done();
}

function index(items: readonly Uint8Array[]): Uint8Array {
  const out = new Writer().u16(items.length);
  if (items.length === 0) return out.done();
  out.u8(4);
  let offset = 1;
  out.u32(offset);
  for (const item of items) {
    offset += item.length;
    out.u32(offset);
  }
  for (const item of items) out.raw(item);
  return out.done();
}

function dictInteger(value: number): number[] {
  return [29, (value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

/** A Type 2 number. */
function t2(value: number): number[] {
  if (value >= -107 && value <= 107) return [value + 139];
  if (value >= 108 && value <= 1131) {
    const v = value - 108;
    return [(v >> 8) + 247, v & 0xff];
  }
  if (value >= -1131 && value <= -108) {
    const v = -value - 108;
    return [(v >> 8) + 251, v & 0xff];
  }
  return [28, (value >> 8) & 0xff, value & 0xff];
}

function charString(rectangles: readonly [number, number, number, number][]): Uint8Array {
  const out: number[] = [...t2(PIXEL_ADVANCE)];
  let [x, y] = [0, 0];
  // The width is the first operand of the first move.
  rectangles.forEach(([x0, y0, x1, y1]) => {
    out.push(...t2(x0 - x), ...t2(y0 - y), 21);
    out.push(...t2(x1 - x0), 6, ...t2(y1 - y0), 7, ...t2(x0 - x1), 6);
    [x, y] = [x0, y1];
  });
  out.push(14);
  return Uint8Array.from(out);
}
