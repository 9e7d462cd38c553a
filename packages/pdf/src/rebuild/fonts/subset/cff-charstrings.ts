/**
 * Type 2 charstrings (CFF) read for subsetting (issue 62): which local and global subroutines a
 * glyph calls, and the base and accent of an `endchar` that composes one (seac). Stems are
 * counted so that hint masks are skipped by their size.
 */

export interface Type2Walk {
  global: readonly Uint8Array[];
  local: readonly Uint8Array[];
  usedGlobal: Set<number>;
  usedLocal: Set<number>;
  /** The base and accent codes (StandardEncoding) of each seac met. */
  seacs: [number, number][];
  /** A subroutine number was computed (arithmetic operators): every subroutine is kept. */
  isUnsure: boolean;
  steps: number;
  /** Per glyph: the operand stack and the stems declared so far. */
  stack: number[];
  stems: number;
}

const CALLSUBR = 10;
const RETURN = 11;
const ENDCHAR = 14;
const HINTMASK = 19;
const CNTRMASK = 20;
const CALLGSUBR = 29;
const STEMS = new Set([1, 3, 18, 23]);
/** Escaped operators that compute values (and, or, add, get, random, roll…). */
const ARITHMETIC = new Set([
  1203, 1204, 1205, 1209, 1210, 1211, 1212, 1214, 1215, 1218, 1220, 1221, 1222, 1223, 1224, 1226,
  1227, 1228, 1229, 1230,
]);
const MAX_DEPTH = 10;
const MAX_STEPS = 4_000_000;

/** The number subroutine indexes are offset by, for a subroutine INDEX of `count` items. */
export const subrBias = (count: number) => (count < 1240 ? 107 : count < 33900 ? 1131 : 32768);

interface Scan {
  stack: number[];
  stems: number;
}

/**
 * Calls `onOperator` for each operator of a charstring, with the operands before it on
 * `scan.stack`; hint masks are skipped by the stems counted. Stops when `onOperator` says so.
 */
function scanCharstring(
  code: Uint8Array,
  scan: Scan,
  onOperator: (op: number) => 'stop' | 'keep' | 'clear',
): 'stop' | 'end' {
  const { stack } = scan;
  let at = 0;
  while (at < code.length) {
    const byte = code[at]!;
    if (byte >= 32 && byte <= 246) {
      stack.push(byte - 139);
      at++;
    } else if (byte >= 247 && byte <= 254) {
      const value = (byte < 251 ? byte - 247 : byte - 251) * 256 + (code[at + 1] ?? 0) + 108;
      stack.push(byte < 251 ? value : -value);
      at += 2;
    } else if (byte === 28) {
      stack.push((((code[at + 1] ?? 0) << 24) >> 16) | (code[at + 2] ?? 0));
      at += 3;
    } else if (byte === 255) {
      const fixed =
        (((code[at + 1] ?? 0) << 24) |
          ((code[at + 2] ?? 0) << 16) |
          ((code[at + 3] ?? 0) << 8) |
          (code[at + 4] ?? 0)) /
        65536;
      stack.push(fixed);
      at += 5;
    } else {
      const op = byte === 12 ? 1200 + (code[at + 1] ?? 0) : byte;
      at += byte === 12 ? 2 : 1;
      if (STEMS.has(op) || op === HINTMASK || op === CNTRMASK) {
        scan.stems += stack.length >> 1;
      }
      if (op === HINTMASK || op === CNTRMASK) at += (scan.stems + 7) >> 3;
      const next = onOperator(op);
      if (next === 'stop') return 'stop';
      if (next === 'clear') stack.length = 0;
    }
  }
  return 'end';
}

/** Follows a glyph's charstring through its subroutines; returns whether it ended the glyph. */
export function walkType2(code: Uint8Array, walk: Type2Walk, depth = 0): boolean {
  let ended = false;
  scanCharstring(code, walk, (op) => {
    if (++walk.steps > MAX_STEPS) {
      walk.isUnsure = true;
      ended = true;
      return 'stop';
    }
    if (op === CALLSUBR || op === CALLGSUBR) {
      const isLocal = op === CALLSUBR;
      const subrs = isLocal ? walk.local : walk.global;
      const index = (walk.stack.pop() ?? Number.NaN) + subrBias(subrs.length);
      const subr = Number.isInteger(index) ? subrs[index] : undefined;
      if (!subr) {
        walk.isUnsure = true;
        return 'keep';
      }
      (isLocal ? walk.usedLocal : walk.usedGlobal).add(index);
      if (depth < MAX_DEPTH && walkType2(subr, walk, depth + 1)) {
        ended = true;
        return 'stop';
      }
      return 'keep';
    }
    if (op === RETURN) return 'stop';
    if (op === ENDCHAR) {
      const { stack } = walk;
      if (stack.length >= 4) walk.seacs.push([stack.at(-2)!, stack.at(-1)!]);
      ended = true;
      return 'stop';
    }
    if (ARITHMETIC.has(op)) walk.isUnsure = true;
    return 'clear';
  });
  return ended;
}

/** `endchar`: a glyph of no outline. */
export const BLANK_TYPE2_GLYPH = Uint8Array.of(ENDCHAR);
/** `return`: a subroutine that does nothing. */
export const BLANK_TYPE2_SUBR = Uint8Array.of(RETURN);
