import { decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
import { isPlainGlyphName } from './glyph-names';

/**
 * Type 1 font programs (FontFile: Length1 bytes of clear text, Length2 encrypted with eexec,
 * Length3 of trailer) written anew with neutral names (issue 62): the font's name, full and
 * family name, notice, copyright, weight and version, the comments of its header, its unique ids,
 * and every glyph name that is not plain (glyph-names.ts) — in its CharStrings and its built-in
 * encoding alike. The outlines are copied as they are.
 */

export const EEXEC_KEY = 55665;
const C1 = 52845;
const C2 = 22719;

/** Type 1 decryption (eexec or charstring key), the first `skip` bytes left out. */
export function decrypt(data: Uint8Array, key: number, skip: number): Uint8Array {
  const out = new Uint8Array(data.length);
  let r = key;
  for (let index = 0; index < data.length; index++) {
    const cipher = data[index]!;
    out[index] = cipher ^ (r >> 8);
    r = ((cipher + r) * C1 + C2) & 0xffff;
  }
  return out.subarray(skip);
}

/** Type 1 encryption, after `lead` zero bytes. */
export function encrypt(plain: Uint8Array, key: number, lead: number): Uint8Array {
  const source = new Uint8Array(lead + plain.length);
  source.set(plain, lead);
  const out = new Uint8Array(source.length);
  let r = key;
  for (let index = 0; index < source.length; index++) {
    const cipher = source[index]! ^ (r >> 8);
    out[index] = cipher;
    r = ((cipher + r) * C1 + C2) & 0xffff;
  }
  return out;
}

/** A FontFile split into clear text, binary eexec data and trailer, PFB and hex framing undone. */
export function splitProgram(font: Uint8Array, length1: number, length2: number) {
  let clear = font.subarray(0, length1);
  if (clear[0] === 0x80 && clear[1] === 1) clear = clear.subarray(6);
  let encrypted = font.subarray(length1, length1 + length2);
  let trailer = font.subarray(length1 + length2);
  if (encrypted[0] === 0x80 && encrypted[1] === 2) {
    const parts: Uint8Array[] = [];
    let at = length1;
    while (font[at] === 0x80 && font[at + 1] === 2) {
      const size =
        font[at + 2]! | (font[at + 3]! << 8) | (font[at + 4]! << 16) | (font[at + 5]! << 24);
      parts.push(font.subarray(at + 6, at + 6 + size));
      at += 6 + size;
    }
    encrypted = concat(parts);
    if (font[at] === 0x80 && font[at + 1] === 1) at += 6;
    trailer = font.subarray(at);
    if (trailer.at(-2) === 0x80 && trailer.at(-1) === 3) trailer = trailer.subarray(0, -2);
  }
  if (/^[0-9A-Fa-f]{4}/.test(decodeLatin1(encrypted.subarray(0, 4)))) {
    const digits = decodeLatin1(encrypted).replace(/[^0-9A-Fa-f]/g, '');
    encrypted = Uint8Array.from({ length: digits.length >> 1 }, (_, index) =>
      parseInt(digits.slice(index * 2, index * 2 + 2), 16),
    );
  }
  return { clear, encrypted, trailer };
}

/** The value of `/key (…)` with its parentheses balanced, replaced by `value`. */
function replaceString(text: string, key: string, value: string): string {
  const match = new RegExp(`/${key}\\s*\\(`).exec(text);
  if (!match) return text;
  const start = match.index + match[0].length - 1;
  let depth = 0;
  let at = start;
  for (; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) {
      at++;
      break;
    }
  }
  return text.slice(0, start) + value + text.slice(at);
}

/** A glyph name in a program: renamed when it is not plain, the same new name at every use. */
function renamer(renames: Map<string, string>): (name: string) => string {
  return (name) => {
    if (isPlainGlyphName(name)) return name;
    let renamed = renames.get(name);
    if (!renamed) renames.set(name, (renamed = `g${renames.size + 1}`));
    return renamed;
  };
}

const NAME = '[^\\s/\\[\\]{}()<>%]+';

export interface Type1Program {
  data: Uint8Array;
  length1: number;
  length2: number;
  length3: number;
}

/**
 * The Type 1 program with its names made neutral; `renames` gets each glyph name that was
 * renamed, old to new. Null when the program cannot be read (no CharStrings after eexec).
 */
export function neutralType1(
  font: Uint8Array,
  length1: number,
  length2: number,
  neutral: string,
  renames: Map<string, string>,
): Type1Program | null {
  if (length1 <= 0 || length2 <= 0 || length1 + length2 > font.length) return null;
  const { clear, encrypted, trailer } = splitProgram(font, length1, length2);
  if (encrypted.length < 4) return null;
  const rename = renamer(renames);
  const plain = decodeLatin1(decrypt(encrypted, EEXEC_KEY, 4));
  const charStrings = /\/CharStrings\s+\d+\s+dict\s+dup\s+begin/.exec(plain);
  if (!charStrings) return null;
  const head = plain.slice(0, charStrings.index + charStrings[0].length);
  // Each glyph: `/name <length> RD <binary> ND`; the binary is skipped by its length.
  let body = '';
  let at = charStrings.index + charStrings[0].length;
  const glyph = new RegExp(`\\s*/(${NAME})\\s+(\\d+)\\s+(RD|-\\|)\\s`, 'y');
  const tail = /\s*(noaccess\s+def|noaccess\s+put|ND|\|-|def|put)/y;
  for (;;) {
    glyph.lastIndex = at;
    const match = glyph.exec(plain);
    if (!match) break;
    const length = Number(match[2]);
    const dataStart = match.index + match[0].length;
    tail.lastIndex = dataStart + length;
    const end = tail.exec(plain);
    const binary = plain.slice(dataStart, dataStart + length);
    body += `\n/${rename(match[1]!)} ${length} ${match[3]} ${binary} ${end?.[1] ?? 'ND'}`;
    at = end ? tail.lastIndex : dataStart + length;
  }
  const privatePart = (head + body + plain.slice(at))
    .replace(/\/UniqueID\s+\d+\s+def\s*/g, '')
    .replace(/\/XUID\s*\[[^\]]*\]\s*(readonly\s+)?def\s*/g, '');
  let text = decodeLatin1(clear)
    .replace(/^%!(PS-AdobeFont|FontType1)[^\r\n]*/, `%!PS-AdobeFont-1.0: ${neutral} 001.000`)
    .replace(/^%[^!\r\n][^\r\n]*(\r\n|\r|\n)/gm, '')
    .replace(new RegExp(`/FontName\\s*/${NAME}`), `/FontName /${neutral}`)
    .replace(/\/UniqueID\s+\d+\s+def\s*/g, '')
    .replace(/\/XUID\s*\[[^\]]*\]\s*(readonly\s+)?def\s*/g, '')
    .replace(
      new RegExp(`(dup\\s+\\d+\\s*/)(${NAME})(\\s+put)`, 'g'),
      (_all, before: string, name: string, after: string) => `${before}${rename(name)}${after}`,
    );
  for (const [key, value] of [
    ['FullName', `(${neutral})`],
    ['FamilyName', `(${neutral})`],
    ['Notice', '()'],
    ['Copyright', '()'],
    ['Weight', '(Regular)'],
    ['version', '(001.000)'],
  ] as const) {
    text = replaceString(text, key, value);
  }
  const clearBytes = encodeLatin1(text);
  const encryptedBytes = encrypt(encodeLatin1(privatePart), EEXEC_KEY, 4);
  return {
    data: concat([clearBytes, encryptedBytes, trailer]),
    length1: clearBytes.length,
    length2: encryptedBytes.length,
    length3: trailer.length,
  };
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
