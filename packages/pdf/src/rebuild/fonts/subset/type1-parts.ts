import { decodeLatin1 } from '../../../bytes/bytes';
import { STANDARD_ENCODING } from '../encodings';
import { decrypt, EEXEC_KEY, splitProgram } from '../type1';

/**
 * A Type 1 program read for subsetting (issue 62): its glyphs' and subroutines' charstrings
 * where they lie in the decrypted private part, and its built-in encoding.
 */

/** One charstring of the private part: `/name len RD <bytes>` or `dup i len RD <bytes>`. */
export interface Type1Entry {
  /** The glyph name, or the subroutine number. */
  key: string;
  /** Where its length begins: what a rewrite replaces runs from here to `dataEnd`. */
  start: number;
  dataStart: number;
  dataEnd: number;
  /** The token that reads the bytes (RD or -|). */
  rd: string;
}

export interface Type1Parts {
  clear: Uint8Array;
  trailer: Uint8Array;
  /** The private part, decrypted, as Latin-1 text (binary charstrings included). */
  text: string;
  /** Random bytes before each charstring (-1: charstrings are not encrypted). */
  lenIV: number;
  charStrings: Type1Entry[];
  subrs: Type1Entry[];
  /** The built-in encoding: each code's glyph name. */
  encoding: ReadonlyMap<number, string>;
}

const NAME = '[^\\s/\\[\\]{}()<>%]+';
const CHARSTRING_KEY = 4330;

/** The program's parts; null when it cannot be read (no CharStrings after eexec). */
export function readType1(font: Uint8Array, length1: number, length2: number): Type1Parts | null {
  if (length1 <= 0 || length2 <= 0 || length1 + length2 > font.length) return null;
  const { clear, encrypted, trailer } = splitProgram(font, length1, length2);
  if (encrypted.length < 4) return null;
  const text = decodeLatin1(decrypt(encrypted, EEXEC_KEY, 4));
  const charStringsAt = /\/CharStrings\s+\d+\s+dict\s+dup\s+begin/.exec(text);
  if (!charStringsAt) return null;
  const glyph = new RegExp(`(\\s*/(${NAME})\\s+)(\\d+)\\s+(RD|-\\|)\\s`, 'y');
  const charStrings = entries(text, charStringsAt.index + charStringsAt[0].length, glyph);
  const subrsAt = /\/Subrs\s+\d+\s+array/.exec(text);
  const subr = /(\s*dup\s+(\d+)\s+)(\d+)\s+(RD|-\|)\s/y;
  const subrs = subrsAt ? entries(text, subrsAt.index + subrsAt[0].length, subr) : [];
  const lenIV = Number(/\/lenIV\s+(-?\d+)\s+def/.exec(text)?.[1] ?? 4);
  return { clear, trailer, text, lenIV, charStrings, subrs, encoding: builtIn(clear) };
}

function entries(text: string, from: number, head: RegExp): Type1Entry[] {
  const found: Type1Entry[] = [];
  const tail = /\s*(noaccess\s+def|noaccess\s+put|ND|NP|\|-|\||def|put)/y;
  let at = from;
  for (;;) {
    head.lastIndex = at;
    const match = head.exec(text);
    if (!match) return found;
    const length = Number(match[3]);
    const dataStart = match.index + match[0].length;
    if (dataStart + length > text.length) return found;
    const start = match.index + match[1]!.length;
    found.push({ key: match[2]!, start, dataStart, dataEnd: dataStart + length, rd: match[4]! });
    tail.lastIndex = dataStart + length;
    at = tail.exec(text) ? tail.lastIndex : dataStart + length;
  }
}

/** The clear part's /Encoding: StandardEncoding, or `dup code /name put` entries. */
function builtIn(clear: Uint8Array): Map<number, string> {
  const text = decodeLatin1(clear);
  const encoding = new Map<number, string>();
  if (/\/Encoding\s+StandardEncoding\s+def/.test(text)) {
    STANDARD_ENCODING.forEach((name, code) => name && encoding.set(code, name));
    return encoding;
  }
  const entry = new RegExp(`dup\\s+(\\d+)\\s*/(${NAME})\\s+put`, 'g');
  for (const match of text.matchAll(entry)) encoding.set(Number(match[1]), match[2]!);
  return encoding;
}

/** A charstring's bytes, decrypted. */
export function plainCharstring(parts: Type1Parts, entry: Type1Entry): Uint8Array {
  const bytes = Uint8Array.from(parts.text.slice(entry.dataStart, entry.dataEnd), (char) =>
    char.charCodeAt(0),
  );
  return parts.lenIV < 0 ? bytes : decrypt(bytes, CHARSTRING_KEY, parts.lenIV);
}

/** A charstring encrypted as the program's others are (its random bytes zero), as Latin-1. */
export function encryptedCharstring(parts: Type1Parts, plain: Uint8Array): string {
  if (parts.lenIV < 0) return decodeLatin1(plain);
  const source = new Uint8Array(parts.lenIV + plain.length);
  source.set(plain, parts.lenIV);
  let r = CHARSTRING_KEY;
  let out = '';
  for (const byte of source) {
    const cipher = byte ^ (r >> 8);
    out += String.fromCharCode(cipher);
    r = ((cipher + r) * 52845 + 22719) & 0xffff;
  }
  return out;
}
