import * as fontkit from 'fontkit';

/**
 * The texts a binary part of a PDF carries that a tool can show (issue 62), read independently of
 * the engine: a TrueType or OpenType font's name records and glyph names (fontkit), a bare CFF
 * font's names and strings (its Name and String INDEX: notices, family names, glyph names), and
 * an ICC profile's text tags (desc, mluc, text). Each text is one string; empty when the bytes are
 * none of these.
 */
export function programTexts(data: Buffer): { kind: string; texts: string[] }[] {
  const found: { kind: string; texts: string[] }[] = [];
  const font = sfntTexts(data);
  if (font) found.push({ kind: 'font tables', texts: font });
  const cff = cffTexts(data);
  if (cff) found.push({ kind: 'CFF strings', texts: cff });
  const icc = iccTexts(data);
  if (icc) found.push({ kind: 'ICC tags', texts: icc });
  return found;
}

interface NamedFont {
  numGlyphs: number;
  getGlyph(id: number): { name: string };
  name?: { records?: Record<string, Record<string, string>> };
  postscriptName?: string;
}

function sfntTexts(data: Buffer): string[] | null {
  let font: NamedFont;
  try {
    font = fontkit.create(data) as unknown as NamedFont;
  } catch {
    return null;
  }
  const texts: string[] = [];
  try {
    for (const byLanguage of Object.values(font.name?.records ?? {})) {
      texts.push(...Object.values(byLanguage));
    }
    if (font.postscriptName) texts.push(font.postscriptName);
    for (let id = 0; id < font.numGlyphs; id++) texts.push(font.getGlyph(id).name ?? '');
  } catch {
    // A damaged table: what was read so far is what a tool shows.
  }
  // An OpenType font with CFF outlines carries the CFF's own names too.
  const cff = tableOf(data, 'CFF ');
  if (cff) texts.push(...(cffTexts(cff) ?? []));
  return texts;
}

function tableOf(data: Buffer, tag: string): Buffer | null {
  if (data.length < 12) return null;
  const count = data.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const entry = 12 + index * 16;
    if (entry + 16 > data.length) return null;
    if (data.toString('latin1', entry, entry + 4) !== tag) continue;
    const offset = data.readUInt32BE(entry + 8);
    return data.subarray(offset, offset + data.readUInt32BE(entry + 12));
  }
  return null;
}

/** The entries of a CFF INDEX at `at`, and where it ends; null when it is not one. */
function readIndex(data: Buffer, at: number): { items: Buffer[]; end: number } | null {
  if (at + 2 > data.length) return null;
  const count = data.readUInt16BE(at);
  if (count === 0) return { items: [], end: at + 2 };
  const offSize = data[at + 2]!;
  if (offSize < 1 || offSize > 4) return null;
  const offsets: number[] = [];
  for (let index = 0; index <= count; index++) {
    const place = at + 3 + index * offSize;
    if (place + offSize > data.length) return null;
    offsets.push(data.readUIntBE(place, offSize));
  }
  const base = at + 2 + (count + 1) * offSize;
  const items = offsets
    .slice(0, -1)
    .map((offset, index) => data.subarray(base + offset, base + offsets[index + 1]!));
  return { items, end: base + offsets[count]! };
}

/** A bare CFF font's Name INDEX and String INDEX, as Latin-1 text. */
function cffTexts(data: Buffer): string[] | null {
  if (data.length < 4 || data[0] !== 1 || data[2]! < 4) return null;
  const names = readIndex(data, data[2]!);
  const top = names && readIndex(data, names.end);
  const strings = top && readIndex(data, top.end);
  if (!names || !strings) return null;
  return [...names.items, ...strings.items].map((item) => item.toString('latin1'));
}

/** An ICC profile's text tags: desc (ASCII and its Unicode copy), mluc, text. */
function iccTexts(data: Buffer): string[] | null {
  if (data.length < 132 || data.toString('latin1', 36, 40) !== 'acsp') return null;
  const count = data.readUInt32BE(128);
  const texts: string[] = [];
  for (let index = 0; index < count && 132 + index * 12 + 12 <= data.length; index++) {
    const entry = 132 + index * 12;
    const offset = data.readUInt32BE(entry + 4);
    const size = data.readUInt32BE(entry + 8);
    const tag = data.subarray(offset, offset + size);
    if (tag.length < 12) continue;
    texts.push(...tagTexts(tag));
  }
  return texts;
}

function tagTexts(tag: Buffer): string[] {
  const type = tag.toString('latin1', 0, 4);
  if (type === 'text') return [tag.toString('latin1', 8).replace(/\0+$/, '')];
  if (type === 'desc') {
    const asciiLength = tag.readUInt32BE(8);
    const ascii = tag.toString('latin1', 12, 12 + asciiLength);
    const unicodeAt = 12 + asciiLength + 4;
    const unicodeCount = unicodeAt + 4 <= tag.length ? tag.readUInt32BE(unicodeAt) : 0;
    const unicode = utf16be(tag.subarray(unicodeAt + 4, unicodeAt + 4 + unicodeCount * 2));
    return [ascii, unicode].map((text) => text.replace(/\0+$/, ''));
  }
  if (type === 'mluc') {
    const records = tag.readUInt32BE(8);
    const texts: string[] = [];
    for (let index = 0; index < records && 16 + index * 12 + 12 <= tag.length; index++) {
      const record = 16 + index * 12;
      const length = tag.readUInt32BE(record + 4);
      const offset = tag.readUInt32BE(record + 8);
      texts.push(utf16be(tag.subarray(offset, offset + length)));
    }
    return texts;
  }
  return [];
}

function utf16be(bytes: Buffer): string {
  const even = Buffer.from(bytes.subarray(0, bytes.length & ~1));
  return even.swap16().toString('utf16le');
}
