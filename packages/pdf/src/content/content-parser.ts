import { BYTE_CLASS, isSpace, type PdfValue } from './content-objects';
import { OPERATOR_SIGNATURES } from './operators';

/** One operation of a content stream: an operator and the operands before it. */
export interface Operation {
  op: string;
  operands: PdfValue[];
  /**
   * Where the operation lies in its stream, first operand to operator, when nothing but its own
   * tokens and white space lie there (no comment, no stray byte): it can be copied as it is.
   */
  start?: number;
  end?: number;
}

/** An inline image: its dictionary (abbreviated keys as written) and its data, as written. */
export interface InlineImage {
  op: 'BI';
  operands: [];
  dict: Map<string, PdfValue>;
  data: Uint8Array;
  /** Where the image lies in its stream, `BI` to `EI` (none for one made anew). */
  start?: number;
  end?: number;
}

export type ContentItem = Operation | InlineImage;

/** What reading a stream came to: its operations, and how much of it could not be read. */
export interface ParsedContent {
  items: ContentItem[];
  /** Comments, stray delimiters and bytes after what could be read: not drawn by any reader. */
  skipped: number;
  /** Whether the stream ended inside a string, array, dictionary or inline image. */
  isTruncated: boolean;
}

const [OPEN, CLOSE, LESS, GREATER, SLASH, PERCENT, BACKSLASH, LBRACKET, RBRACKET] = [
  0x28, 0x29, 0x3c, 0x3e, 0x2f, 0x25, 0x5c, 0x5b, 0x5d,
];
const [LF, CR] = [0x0a, 0x0d];
const ESCAPES: Record<number, number> = { 0x6e: LF, 0x72: CR, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
/** Arrays and dictionaries nested deeper than this end the stream: no content needs them. */
const MAX_NESTING = 32;

class Truncated extends Error {}

/** A token: a value, an operator, or nothing (a stray delimiter, skipped). */
type Token = PdfValue | string | null;

class Reader {
  at = 0;
  skipped = 0;
  /** Set when a comment or a stray byte was skipped: the operation around it is written anew. */
  isClean = true;
  private readonly scratch: number[] = [];
  constructor(readonly data: Uint8Array) {}

  /** Skips white space and comments (counting comment bytes as skipped). */
  skipSpace(): void {
    const data = this.data;
    let at = this.at;
    while (at < data.length) {
      const byte = data[at]!;
      if (BYTE_CLASS[byte] === 1) at++;
      else if (byte === PERCENT) {
        const start = at;
        while (at < data.length && data[at] !== LF && data[at] !== CR) at++;
        this.skipped += at - start;
        this.isClean = false;
      } else break;
    }
    this.at = at;
  }

  readToken(depth: number): Token {
    const data = this.data;
    const start = this.at;
    const byte = data[start]!;
    if (byte === OPEN) return this.readLiteral(start);
    if (byte === LESS) return data[start + 1] === LESS ? this.readDict(depth) : this.readHex(start);
    if (byte === LBRACKET) return this.readArray(depth);
    if (byte === SLASH) return this.readName(start);
    if (BYTE_CLASS[byte] !== 0) {
      this.at++;
      this.skipped++;
      this.isClean = false;
      return null;
    }
    const number = this.readNumber(start);
    if (number !== null) return number;
    let end = start + 1;
    while (end < data.length && BYTE_CLASS[data[end]!] === 0) end++;
    this.at = end;
    const word = wordAt(data, start, end);
    if (word === 'true' || word === 'false') {
      return { kind: 'boolean', value: word === 'true', start, end };
    }
    if (word === 'null') return { kind: 'null', start, end };
    return word;
  }

  /** A number token at `start`, or null when the regular token there is not a number. */
  private readNumber(start: number): PdfValue | null {
    const data = this.data;
    let at = start;
    let sign = 1;
    if (data[at] === 0x2d || data[at] === 0x2b) {
      if (data[at] === 0x2d) sign = -1;
      at++;
    }
    let value = 0;
    let digits = 0;
    while (at < data.length && data[at]! >= 0x30 && data[at]! <= 0x39) {
      value = value * 10 + (data[at]! - 0x30);
      at++;
      digits++;
    }
    if (data[at] === 0x2e) {
      at++;
      let scale = 0.1;
      while (at < data.length && data[at]! >= 0x30 && data[at]! <= 0x39) {
        value += (data[at]! - 0x30) * scale;
        scale /= 10;
        at++;
        digits++;
      }
    }
    if (digits === 0 || (at < data.length && BYTE_CLASS[data[at]!] === 0)) return null;
    this.at = at;
    return { kind: 'number', value: sign * value, start, end: at };
  }

  private readLiteral(start: number): PdfValue {
    const data = this.data;
    const out = this.scratch;
    out.length = 0;
    let depth = 1;
    let at = start + 1;
    while (at < data.length) {
      const byte = data[at++]!;
      if (byte === BACKSLASH) {
        if (at >= data.length) break;
        const next = data[at]!;
        if (next >= 0x30 && next <= 0x37) {
          let value = 0;
          for (let count = 0; count < 3; count++) {
            const digit = data[at];
            if (digit === undefined || digit < 0x30 || digit > 0x37) break;
            value = value * 8 + (digit - 0x30);
            at++;
          }
          out.push(value & 0xff);
        } else if (next === CR || next === LF) {
          at += next === CR && data[at + 1] === LF ? 2 : 1;
        } else {
          out.push(ESCAPES[next] ?? next);
          at++;
        }
      } else if (byte === CR) {
        out.push(LF);
        if (data[at] === LF) at++;
      } else {
        if (byte === OPEN) depth++;
        else if (byte === CLOSE && --depth === 0) {
          this.at = at;
          return { kind: 'string', bytes: Uint8Array.from(out), start, end: at };
        }
        out.push(byte);
      }
    }
    throw new Truncated();
  }

  private readHex(start: number): PdfValue {
    const data = this.data;
    const out = this.scratch;
    out.length = 0;
    let high = -1;
    let at = start + 1;
    while (at < data.length) {
      const byte = data[at++]!;
      if (byte === GREATER) {
        if (high >= 0) out.push(high << 4);
        this.at = at;
        return { kind: 'string', bytes: Uint8Array.from(out), start, end: at };
      }
      const digit = hexDigit(byte);
      if (digit < 0) continue;
      if (high < 0) high = digit;
      else {
        out.push((high << 4) | digit);
        high = -1;
      }
    }
    throw new Truncated();
  }

  private readName(start: number): PdfValue {
    const data = this.data;
    let end = start + 1;
    while (end < data.length && BYTE_CLASS[data[end]!] === 0) end++;
    this.at = end;
    const raw = latin1(data, start + 1, end);
    const name = raw.includes('#')
      ? raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
    return { kind: 'name', name, start, end };
  }

  private readArray(depth: number): PdfValue {
    if (depth >= MAX_NESTING) throw new Truncated();
    const items: PdfValue[] = [];
    const start = this.at++;
    for (;;) {
      this.skipSpace();
      if (this.at >= this.data.length) throw new Truncated();
      if (this.data[this.at] === RBRACKET) {
        this.at++;
        return { kind: 'array', items, start, end: this.at };
      }
      const token = this.readToken(depth + 1);
      if (token === null) continue;
      // An operator inside an array is not content any reader draws: the stream ends there.
      if (typeof token === 'string') throw new Truncated();
      items.push(token);
    }
  }

  private readDict(depth: number): PdfValue {
    if (depth >= MAX_NESTING) throw new Truncated();
    const entries = new Map<string, PdfValue>();
    const start = this.at;
    this.at += 2;
    let key: string | null = null;
    for (;;) {
      this.skipSpace();
      if (this.at >= this.data.length) throw new Truncated();
      if (this.data[this.at] === GREATER && this.data[this.at + 1] === GREATER) {
        this.at += 2;
        return { kind: 'dict', entries, start, end: this.at };
      }
      const token = this.readToken(depth + 1);
      if (token === null) continue;
      if (typeof token === 'string') throw new Truncated();
      if (key === null) {
        if (token.kind !== 'name') throw new Truncated();
        key = token.name;
      } else {
        entries.set(key, token);
        key = null;
      }
    }
  }
}

function hexDigit(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/**
 * Words of up to three bytes (every content operator, true, null) by their bytes, so reading one
 * makes no new string; longer words (false, CMap operators) are read as text.
 */
const SHORT_WORDS = new Map<number, string>();
for (const word of [
  ...Object.keys(OPERATOR_SIGNATURES),
  'sc',
  'SC',
  'scn',
  'SCN',
  'BI',
  'ID',
  'EI',
  'null',
  'true',
]) {
  if (word.length <= 3) SHORT_WORDS.set(wordCode(word), word);
}

function wordCode(word: string): number {
  let code = 0;
  for (let index = 0; index < word.length; index++) code = code * 256 + word.charCodeAt(index);
  return code + word.length * 2 ** 24;
}

function wordAt(data: Uint8Array, start: number, end: number): string {
  if (end - start <= 3) {
    let code = 0;
    for (let at = start; at < end; at++) code = code * 256 + data[at]!;
    const known = SHORT_WORDS.get(code + (end - start) * 2 ** 24);
    if (known !== undefined) return known;
  }
  return latin1(data, start, end);
}

function latin1(data: Uint8Array, start: number, end: number): string {
  if (end - start <= 16) {
    let text = '';
    for (let at = start; at < end; at++) text += String.fromCharCode(data[at]!);
    return text;
  }
  return String.fromCharCode(...data.subarray(start, end));
}

/**
 * Reads a content stream (or any PDF token stream: a CMap, a calculator function's body) into
 * operations, as a reader draws them: operands collect until an operator takes them; comments
 * are skipped; an inline image is read with its data. A stray delimiter is skipped. What could
 * not be read (a string, array or dictionary that never ends) ends the stream.
 */
export function parseContent(data: Uint8Array): ParsedContent {
  const items: ContentItem[] = [];
  const { skipped, isTruncated } = readContent(data, (item) => items.push(item));
  return { items, skipped, isTruncated };
}

/**
 * Reads a stream as parseContent does, handing each operation to `visit` as it is read, so a
 * long stream is never held as objects all at once. `skippedBefore` is what was skipped up to
 * the operation (a comment or stray byte between two operations shows there).
 */
export function readContent(
  data: Uint8Array,
  visit: (item: ContentItem, skippedBefore: number) => void,
): Omit<ParsedContent, 'items'> {
  const reader = new Reader(data);
  let operands: PdfValue[] = [];
  let start = -1;
  let isTruncated = false;
  try {
    for (;;) {
      reader.skipSpace();
      if (reader.at >= data.length) break;
      if (start < 0) {
        start = reader.at;
        reader.isClean = true;
      }
      const token = reader.readToken(0);
      if (token === null) continue;
      if (typeof token !== 'string') {
        operands.push(token);
        continue;
      }
      if (token === 'BI') visit(readInlineImage(reader, start), reader.skipped);
      else {
        visit(
          reader.isClean ? { op: token, operands, start, end: reader.at } : { op: token, operands },
          reader.skipped,
        );
      }
      operands = [];
      start = -1;
    }
  } catch (error) {
    if (!(error instanceof Truncated)) throw error;
    isTruncated = true;
    reader.skipped += data.length - reader.at;
  }
  return { skipped: reader.skipped, isTruncated };
}

/** The inline image after `BI`: key/value pairs to `ID`, one white-space byte, data to `EI`. */
function readInlineImage(reader: Reader, from: number): InlineImage {
  const dict = new Map<string, PdfValue>();
  let key: string | null = null;
  for (;;) {
    reader.skipSpace();
    if (reader.at >= reader.data.length) throw new Truncated();
    const token = reader.readToken(1);
    if (token === null) continue;
    if (typeof token === 'string') {
      if (token !== 'ID') throw new Truncated();
      break;
    }
    if (key === null) {
      if (token.kind !== 'name') throw new Truncated();
      key = token.name;
    } else {
      dict.set(key, token);
      key = null;
    }
  }
  const { data } = reader;
  const start = reader.at + (isSpace(data[reader.at] ?? 0) ? 1 : 0);
  const end = inlineImageEnd(data, start, dict);
  if (end === null) throw new Truncated();
  reader.at = end.after;
  return {
    op: 'BI',
    operands: [],
    dict,
    data: data.slice(start, end.data),
    start: from,
    end: end.after,
  };
}

/**
 * Where an inline image's data ends and the content after its `EI` begins: by its size when it
 * is not encoded, otherwise at the first `EI` between white space that is followed by what looks
 * like content again (printable bytes), as readers find it.
 */
function inlineImageEnd(
  data: Uint8Array,
  start: number,
  dict: Map<string, PdfValue>,
): { data: number; after: number } | null {
  const size = plainImageSize(dict);
  if (size !== null) {
    let at = start + size;
    while (at < data.length && isSpace(data[at]!)) at++;
    if (data[at] === 0x45 && data[at + 1] === 0x49) return { data: start + size, after: at + 2 };
  }
  for (let at = start; at + 1 < data.length; at++) {
    if (data[at] !== 0x45 || data[at + 1] !== 0x49) continue;
    if (at > start && !isSpace(data[at - 1]!)) continue;
    const after = data[at + 2];
    if (after !== undefined && !isSpace(after)) continue;
    if (looksLikeContent(data, at + 2)) return { data: Math.max(start, at - 1), after: at + 2 };
  }
  return null;
}

function looksLikeContent(data: Uint8Array, from: number): boolean {
  const end = Math.min(data.length, from + 64);
  for (let at = from; at < end; at++) {
    const byte = data[at]!;
    if (byte > 0x7e || (byte < 0x20 && !isSpace(byte))) return false;
  }
  return true;
}

const COMPONENTS: Record<string, number> = {
  G: 1,
  DeviceGray: 1,
  RGB: 3,
  DeviceRGB: 3,
  CMYK: 4,
  DeviceCMYK: 4,
  I: 1,
  Indexed: 1,
};

/** The data size of an inline image with no filter, or null when it cannot be told. */
function plainImageSize(dict: Map<string, PdfValue>): number | null {
  const get = (short: string, long: string) => dict.get(short) ?? dict.get(long);
  if (get('F', 'Filter')) return null;
  const width = get('W', 'Width');
  const height = get('H', 'Height');
  if (width?.kind !== 'number' || height?.kind !== 'number') return null;
  const mask = get('IM', 'ImageMask');
  const isMask = mask?.kind === 'boolean' && mask.value;
  const bpc = get('BPC', 'BitsPerComponent');
  const bits = isMask ? 1 : bpc?.kind === 'number' ? bpc.value : null;
  const space = get('CS', 'ColorSpace');
  const components = isMask
    ? 1
    : space?.kind === 'name'
      ? COMPONENTS[space.name]
      : space?.kind === 'array'
        ? 1
        : undefined;
  if (bits === null || components === undefined) return null;
  return Math.ceil((width.value * components * bits) / 8) * height.value;
}
