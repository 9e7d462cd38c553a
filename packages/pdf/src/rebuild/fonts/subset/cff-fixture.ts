import { CFF_STANDARD_STRINGS } from '../cff-standard-strings';
import { pixelRectangles } from '../../../test/pixel-font';

/**
 * A bare CFF font for subsetting tests (issue 62) whose outlines lie where real CFF fonts put
 * them: A drawn by its own charstring, E and S in local subroutines, T in a global one, an acute
 * accent, and Eacute composed of E and the accent by a seac `endchar`. Every name is a standard
 * string, so the font has no String INDEX entries.
 */

const GLYPHS = ['.notdef', 'A', 'E', 'acute', 'S', 'T', 'Eacute'] as const;
const BIAS = 107;
const [CALLSUBR, RETURN, ENDCHAR, CALLGSUBR] = [10, 11, 14, 29];

/** A Type 2 number. */
function t2(value: number): number[] {
  if (value >= -107 && value <= 107) return [value + 139];
  if (value >= 108 && value <= 1131) return [((value - 108) >> 8) + 247, (value - 108) & 0xff];
  if (value >= -1131 && value <= -108) return [((-value - 108) >> 8) + 251, (-value - 108) & 0xff];
  return [28, (value >> 8) & 0xff, value & 0xff];
}

/** The pixel letter's rectangles as moves and lines (no width, no end): a subroutine's body. */
export function outline(char: string, lift = 0): number[] {
  const out: number[] = [];
  let [x, y] = [0, 0];
  for (const [x0, y0, x1, y1] of pixelRectangles(char)) {
    out.push(...t2(x0 - x), ...t2(y0 + lift - y), 21);
    out.push(...t2(x1 - x0), 6, ...t2(y1 - y0), 7, ...t2(x0 - x1), 6);
    [x, y] = [x0, y1 + lift];
  }
  return out;
}

function index(items: readonly number[][]): number[] {
  if (items.length === 0) return [0, 0];
  const out = [items.length >> 8, items.length & 0xff, 4];
  let offset = 1;
  const offsets = [offset, ...items.map((item) => (offset += item.length))];
  for (const value of offsets)
    out.push(value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff);
  for (const item of items) out.push(...item);
  return out;
}

const int32 = (value: number) => [
  29,
  value >>> 24,
  (value >> 16) & 0xff,
  (value >> 8) & 0xff,
  value & 0xff,
];

/** The font's bytes. */
export function cffWithSubroutines(): Uint8Array {
  const width = t2(600);
  const local = [
    [...outline('E'), RETURN],
    [...outline('S'), RETURN],
  ];
  const global = [[...outline('T'), RETURN]];
  // The accent: one pixel row above the letter (a dash lifted by four pixels).
  const charStrings = [
    [ENDCHAR],
    [...width, ...outline('A'), ENDCHAR],
    [...width, ...t2(0 - BIAS), CALLSUBR, ENDCHAR],
    [...width, ...outline('-', 400), ENDCHAR],
    [...width, ...t2(1 - BIAS), CALLSUBR, ENDCHAR],
    [...width, ...t2(0 - BIAS), CALLGSUBR, ENDCHAR],
    // seac: base E (StandardEncoding 69) and acute (194), the accent where it is.
    [...width, ...t2(0), ...t2(0), ...t2(69), ...t2(194), ENDCHAR],
  ];
  const charset = [
    0,
    ...GLYPHS.slice(1).flatMap((name) => {
      const sid = CFF_STANDARD_STRINGS.indexOf(name);
      return [sid >> 8, sid & 0xff];
    }),
  ];
  const header = [1, 0, 4, 4];
  const names = index([[...'Pixel'].map((char) => char.charCodeAt(0))]);
  // The private DICT holds only its Subrs offset (5-byte integer and operator), which is its
  // own size: the local subroutines follow it.
  const privateSize = 6;
  const topDict = (charsetAt: number, charStringsAt: number, privateAt: number) => [
    ...int32(charsetAt),
    15,
    ...int32(charStringsAt),
    17,
    ...int32(privateSize),
    ...int32(privateAt),
    18,
  ];
  const topSize = index([topDict(0, 0, 0)]).length;
  const globalIndex = index(global);
  const charsetAt = header.length + names.length + topSize + 2 + globalIndex.length;
  const charStringsAt = charsetAt + charset.length;
  const charStringIndex = index(charStrings);
  const privateAt = charStringsAt + charStringIndex.length;
  const top = index([topDict(charsetAt, charStringsAt, privateAt)]);
  return Uint8Array.from([
    ...header,
    ...names,
    ...top,
    ...index([]),
    ...globalIndex,
    ...charset,
    ...charStringIndex,
    ...int32(privateSize),
    19,
    ...index(local),
  ]);
}
