/**
 * Reads a PDF as qpdf wrote it out fully decoded (`--qdf --decode-level=all`) in every way a
 * secret can hide from a reader of drawn text and plain strings (issue 49): strings with their
 * escapes undone, decoded as Latin-1 (which PDFDocEncoding matches for letters), UTF-16 either
 * way round and UTF-8; names with #xx undone; each also with XML/HTML markup stripped and URL
 * encoding undone; the strings inside streams (content, CMaps, glyph procedures) and the
 * streams' own bytes the same way; font programs' tables and ICC profiles' text tags
 * (program-texts); and every stream that is itself a PDF read again, three levels deep.
 * Independent of the engine on purpose.
 */

import { programTexts } from './program-texts';

/** One way of reading one object of the file. */
export interface TextView {
  name: string;
  text: string;
}

/** qpdf's decoded output of a nested PDF, or undefined when qpdf cannot read it. */
export type OpenPdf = (bytes: Buffer) => Buffer | undefined;

const MAX_DEPTH = 3;

/** Every view of every object of `decoded`, and of the PDFs inside it. */
export function* textViews(decoded: Buffer, openPdf: OpenPdf, depth = 0): Generator<TextView> {
  for (const part of objectParts(decoded)) {
    const where = `object ${part.object}`;
    for (const view of partViews(part)) yield { name: `${view.name} of ${where}`, text: view.text };
    if (!part.data || depth >= MAX_DEPTH || !isPdf(part.data)) continue;
    const inner = openPdf(part.data);
    if (!inner) continue;
    const prefix = `PDF in ${where} >`;
    yield { name: `${prefix} decoded`, text: inner.toString('latin1') };
    for (const view of textViews(inner, openPdf, depth + 1)) {
      yield { name: `${prefix} ${view.name}`, text: view.text };
    }
  }
}

/** A PDF's header may sit anywhere in its first 1024 bytes. */
function isPdf(data: Buffer): boolean {
  return data.subarray(0, 1024).includes('%PDF-');
}

interface Part {
  object: string;
  /** The object's own syntax: its dictionary, array or value. */
  syntax: Buffer;
  /** A stream's decoded bytes. */
  data?: Buffer;
}

/**
 * The objects of qpdf's QDF output, cut at the offsets of its cross-reference table (stream data
 * can hold "endobj", an embedded PDF always does), and the trailer.
 */
function objectParts(decoded: Buffer): Part[] {
  const startxref = /startxref\s+(\d+)\s*%%EOF\s*$/.exec(decoded.subarray(-64).toString('latin1'));
  const xrefAt = Number(startxref?.[1] ?? -1);
  const table = decoded.subarray(xrefAt).toString('latin1');
  if (xrefAt < 0 || !table.startsWith('xref')) return [{ object: 'unknown', syntax: decoded }];
  const starts = [...table.matchAll(/^(\d{10}) \d{5} n/gm)]
    .map((row) => Number(row[1]))
    .sort((a, b) => a - b);
  const ends = [...starts.slice(1), xrefAt];
  const parts = starts.map((start, index) => objectPart(decoded.subarray(start, ends[index])));
  parts.push({ object: 'trailer', syntax: decoded.subarray(xrefAt) });
  return parts;
}

function objectPart(bytes: Buffer): Part {
  const object = /^(\d+ \d+) obj/.exec(bytes.subarray(0, 32).toString('latin1'))?.[1] ?? '?';
  const streamAt = bytes.indexOf('>>\nstream\n');
  if (streamAt < 0) return { object, syntax: bytes };
  const dataAt = streamAt + '>>\nstream\n'.length;
  const end = bytes.lastIndexOf('endstream');
  return {
    object,
    syntax: bytes.subarray(0, streamAt + 2),
    data: bytes.subarray(dataAt, Math.max(dataAt, end)),
  };
}

/** Each view of one object, named by what was read and how. */
function* partViews(part: Part): Generator<TextView> {
  const own = readTokens(part.syntax);
  yield* stringViews('strings', own.strings);
  yield* decodedViews('names', own.names.map((name) => `/${name.toString('utf8')}`).join(''));
  if (!part.data) return;
  const inside = readTokens(part.data);
  const kind = part.data.includes('begincmap') ? 'CMap strings' : 'stream strings';
  yield* stringViews(kind, inside.strings);
  yield* stringViews('stream bytes', [part.data]);
  for (const { kind: program, texts } of programTexts(part.data)) {
    yield* decodedViews(program, texts.join('\n'));
  }
}

/** Strings (or bytes) read as each text encoding a PDF or an attachment may use. */
function* stringViews(what: string, strings: readonly Buffer[]): Generator<TextView> {
  if (strings.length === 0) return;
  const as = (decode: (bytes: Buffer) => string) => strings.map(decode).join('\n');
  const latin1 = as((bytes) => bytes.toString('latin1'));
  yield* decodedViews(`${what} as Latin-1`, latin1);
  const utf8 = as((bytes) => bytes.toString('utf8'));
  // ASCII reads the same both ways; the second view would only repeat what the first found.
  if (utf8 !== latin1) yield* decodedViews(`${what} as UTF-8`, utf8);
  yield* decodedViews(
    `${what} as UTF-16BE`,
    as((bytes) => utf16(bytes, 'be')),
  );
  yield* decodedViews(
    `${what} as UTF-16LE`,
    as((bytes) => utf16(bytes, 'le')),
  );
}

/** A text as it is, without its markup, and with its URL encoding undone. */
function* decodedViews(name: string, text: string): Generator<TextView> {
  yield { name, text };
  if (text.includes('<') || text.includes('&')) {
    yield { name: `${name} without markup`, text: withoutMarkup(text) };
  }
  if (text.includes('%') || text.includes('+')) {
    yield { name: `${name} URL-decoded`, text: urlDecoded(text) };
  }
}

/** UTF-16 in the given byte order, its byte order mark dropped when it has one. */
export function utf16(bytes: Buffer, order: 'be' | 'le'): string {
  const mark = order === 'be' ? [0xfe, 0xff] : [0xff, 0xfe];
  const start = bytes[0] === mark[0] && bytes[1] === mark[1] ? 2 : 0;
  const even = Buffer.from(bytes.subarray(start, start + ((bytes.length - start) & ~1)));
  return (order === 'be' ? even.swap16() : even).toString('utf16le');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  shy: '',
  zwj: '',
  zwnj: '',
};

/** Tags (and XML declarations, comments) removed, entities named and numeric decoded. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<[^<>]*>/g, '')
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => codePoint(parseInt(decimal, 10)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity);
}

const codePoint = (value: number) => (value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd');

/** `+` as a space and runs of %xx as the UTF-8 bytes they stand for. */
export function urlDecoded(text: string): string {
  return text
    .replace(/\+/g, ' ')
    .replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
      Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
    );
}

/** The literal and hex strings and the names of a piece of PDF syntax, decoded. */
export function readTokens(bytes: Buffer): { strings: Buffer[]; names: Buffer[] } {
  const strings: Buffer[] = [];
  const names: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    if (byte === PERCENT) {
      while (at < bytes.length && bytes[at] !== LF && bytes[at] !== CR) at++;
    } else if (byte === OPEN) {
      const literal = readLiteral(bytes, at + 1);
      strings.push(literal.value);
      at = literal.end;
    } else if (byte === LESS && bytes[at + 1] === LESS) {
      at += 2;
    } else if (byte === LESS) {
      const end = bytes.indexOf(GREATER, at);
      const stop = end < 0 ? bytes.length : end;
      strings.push(hexBytes(bytes.subarray(at + 1, stop).toString('latin1')));
      at = stop + 1;
    } else if (byte === SLASH) {
      let end = at + 1;
      while (end < bytes.length && !isDelimiterOrSpace(bytes[end]!)) end++;
      names.push(nameBytes(bytes.subarray(at + 1, end).toString('latin1')));
      at = end;
    } else {
      at++;
    }
  }
  return { strings, names };
}

const [PERCENT, OPEN, CLOSE, BACKSLASH, LESS, GREATER, SLASH, LF, CR] = [
  0x25, 0x28, 0x29, 0x5c, 0x3c, 0x3e, 0x2f, 0x0a, 0x0d,
];
const ESCAPES: Record<string, number> = { n: LF, r: CR, t: 0x09, b: 0x08, f: 0x0c };

function isDelimiterOrSpace(byte: number): boolean {
  return byte <= 0x20 || '()<>[]{}/%'.includes(String.fromCharCode(byte));
}

/** A literal string from just after its "(": escapes, line continuations and nesting undone. */
function readLiteral(bytes: Buffer, from: number): { value: Buffer; end: number } {
  const out: number[] = [];
  let depth = 1;
  let at = from;
  while (at < bytes.length) {
    const byte = bytes[at++]!;
    if (byte === BACKSLASH) {
      const next = bytes[at];
      if (next === undefined) break;
      const octal = /^[0-7]{1,3}/.exec(bytes.subarray(at, at + 3).toString('latin1'))?.[0];
      if (octal) {
        out.push(parseInt(octal, 8) & 0xff);
        at += octal.length;
      } else if (next === CR || next === LF) {
        at += next === CR && bytes[at + 1] === LF ? 2 : 1;
      } else {
        out.push(ESCAPES[String.fromCharCode(next)] ?? next);
        at++;
      }
    } else if (byte === CR) {
      out.push(LF);
      if (bytes[at] === LF) at++;
    } else {
      if (byte === OPEN) depth++;
      if (byte === CLOSE && --depth === 0) break;
      out.push(byte);
    }
  }
  return { value: Buffer.from(out), end: at };
}

function hexBytes(text: string): Buffer {
  const digits = text.replace(/[^0-9a-f]/gi, '');
  return Buffer.from(digits.length % 2 === 0 ? digits : `${digits}0`, 'hex');
}

function nameBytes(text: string): Buffer {
  return Buffer.from(
    text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}
