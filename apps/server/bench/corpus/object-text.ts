import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findTokens, normalize } from './find-text';

/** The readable text of one object of a file, with what kind of object it is. */
interface ObjectText {
  num: number;
  kind: string;
  text: string;
}

const OBJECT = /^(\d+) 0 obj\n/gm;
const STRING_LITERAL = /\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)/g;
const HEX_STRING = /<([0-9A-Fa-f\s]+)>/g;

/**
 * Every object of a PDF as a reader could read it, by a tool that is not ours: qpdf rewrites the
 * file with every general filter (Flate, LZW, RunLength, ASCII85, ASCIIHex) decoded and object
 * streams unpacked; each object's strings are then decoded (literal, hex, UTF-16, UTF-8). Names
 * are PDF syntax (/Page, /AcroForm), not read as text. Font programs, ICC profiles, CMaps and image pixels are left out, being no
 * reader's text; a JPEG's metadata segments (XMP, Exif, comments) are kept.
 */
export function objectTexts(file: string, workFile: string): ObjectText[] {
  const args = ['--qdf', '--object-streams=disable', '--decode-level=generalized'];
  const qpdf = spawnSync('qpdf', [...args, '--no-original-object-ids', file, workFile], {
    stdio: 'ignore',
    timeout: 300_000,
  });
  // 3: done, with warnings.
  if (qpdf.status !== 0 && qpdf.status !== 3) throw new Error(`qpdf failed on ${file}`);
  const bytes = readFileSync(workFile);
  const latin = bytes.toString('latin1');
  const heads = [...latin.matchAll(OBJECT)];
  return heads.map((head, index) => {
    const start = head.index + head[0].length;
    const end = heads[index + 1]?.index ?? latin.length;
    const body = latin.slice(start, end);
    const streamAt = body.indexOf('\nstream\n');
    const dict = streamAt >= 0 ? body.slice(0, streamAt) : body;
    const data =
      streamAt >= 0
        ? bytes.subarray(
            start + streamAt + 8,
            start + Math.max(streamAt + 8, body.lastIndexOf('endstream')),
          )
        : null;
    return { num: Number(head[1]), kind: kindOf(dict, data), text: readable(dict, data) };
  });
}

function kindOf(dict: string, data: Buffer | null): string {
  if (/\/Subtype\s*\/Image/.test(dict)) return 'image';
  if (/\/Type\s*\/Metadata/.test(dict)) return 'XMP metadata';
  if (/\/Type\s*\/EmbeddedFile/.test(dict)) return 'embedded file';
  if (/\/Type\s*\/Annot|\/Subtype\s*\/(Link|Widget|Text|FreeText)/.test(dict)) return 'annotation';
  if (/\/FT\s*\/|\/Kids[\s\S]*\/T\s*[(<]/.test(dict)) return 'form field';
  if (/\/S\s*\/URI/.test(dict)) return 'link URI';
  if (/\/Type\s*\/StructElem|\/ActualText|\/Alt\b/.test(dict)) return 'structure';
  if (/\/Title\s*[(<][\s\S]*\/(Parent|Dest|A)\b/.test(dict)) return 'outline';
  if (/\/Type\s*\/OCG/.test(dict)) return 'optional content';
  if (/\/(Producer|Author|Creator|Subject|Keywords)\s*[(<]/.test(dict)) return 'document info';
  if (/\/Subtype\s*\/Form/.test(dict)) return 'form XObject';
  if (data && /\/Length\s+\d+/.test(dict) && !/\/Type/.test(dict)) return 'content stream';
  return 'object';
}

/** The text a reader could get out of an object: its strings and names, its data where readable. */
function readable(dict: string, data: Buffer | null): string {
  const parts = [readableSyntax(dict)];
  if (/\/Type\s*\/(Metadata|EmbeddedFile)/.test(dict) && data) parts.push(data.toString('utf8'));
  if (data && !isNotText(dict, data)) {
    const latin = data.toString('latin1');
    parts.push(withoutNames(latin), withoutNames(data.toString('utf8')), readableSyntax(latin));
  } else if (data && /\/Filter\s*\/DCTDecode/.test(dict)) {
    parts.push(jpegMetadata(data));
  }
  return normalize(parts.join('\n'));
}

function isNotText(dict: string, data: Buffer): boolean {
  if (/\/Subtype\s*\/Image/.test(dict)) return true;
  if (/\/Length[123]\b|\/Subtype\s*\/(Type1C|CIDFontType0C|OpenType)/.test(dict)) return true;
  if (data.subarray(36, 40).toString('latin1') === 'acsp') return true;
  return data.includes('begincmap');
}

function readableSyntax(syntax: string): string {
  const strings = [...syntax.matchAll(STRING_LITERAL)].map(([literal]) =>
    decodeString(unescapeLiteral(literal.slice(1, -1))),
  );
  const hexes = [...syntax.matchAll(HEX_STRING)].map(([, hex]) =>
    decodeString(Buffer.from(hex!.replace(/\s/g, ''), 'hex').toString('latin1')),
  );
  // One string never runs into the next: a phrase must stand in one string to count here
  // (text drawn a word at a time is judged by pdftotext and mutool).
  return [...strings, ...hexes].join('\u0001');
}

function unescapeLiteral(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) => {
    if (/^[0-7]/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8) & 0xff);
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '\n': '', '\r': '' }[escaped] ?? escaped;
  });
}

/** A string's bytes (as Latin-1 characters) as text: UTF-16 with a BOM, UTF-8, else Latin-1. */
function decodeString(latin: string): string {
  const bytes = Buffer.from(latin, 'latin1');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  const utf8 = bytes.toString('utf8');
  // Both readings, kept apart like two strings: joined by a space, "allowOrphans" read twice
  // would spell the phrase "allowOrphans allowOrphans".
  return utf8.includes('\ufffd') || utf8 === latin ? latin : `${latin}\u0001${utf8}`;
}

/** The text segments of a JPEG before its image data: APPn (XMP, Exif, IPTC) and comments. */
function jpegMetadata(data: Buffer): string {
  const segments: string[] = [];
  let at = 2;
  while (at + 4 <= data.length && data[at] === 0xff) {
    const marker = data[at + 1]!;
    if (marker === 0xda) break;
    const length = data.readUInt16BE(at + 2);
    if ((marker >= 0xe1 && marker <= 0xef) || marker === 0xfe) {
      const segment = data.subarray(at + 4, at + 2 + length);
      segments.push(segment.toString('latin1'), segment.toString('utf8'));
    }
    at += 2 + length;
  }
  return segments.join('\n');
}

/** The places (object and kind) where a normalized string is readable. */
export function placesOf(objects: readonly ObjectText[], needle: string): string[] {
  return objects
    .filter((object) => findTokens(object.text, needle).length > 0)
    .map((object) => `${object.kind} (object ${object.num})`);
}

/**
 * Syntax with its names and hex strings blanked: `/Type /Page` is structure, not text, and
 * `<0001> Tj` draws glyph 1, not the digits "0001" (its bytes are read by readableSyntax).
 */
function withoutNames(syntax: string): string {
  return syntax.replace(/\/[^\s/<>[\]()%{}]+/g, ' ').replace(HEX_STRING, ' ');
}
