/**
 * Type 1 charstrings read for subsetting (issue 62): which subroutines a glyph calls and which
 * glyphs its `seac` accent composes it of. The operand stack is followed as far as a subroutine
 * number needs: the hint replacement idiom (`subr 1 3 callothersubr pop callsubr`) passes it
 * through the PostScript stack.
 */

export interface Type1Walk {
  subrs: readonly (Uint8Array | null)[];
  usedSubrs: Set<number>;
  /** The base and accent codes (StandardEncoding) of each seac met. */
  seacs: [number, number][];
  /** A subroutine number could not be told: every subroutine is kept. */
  isUnsure: boolean;
  steps: number;
  /** The operand stack and the PostScript stack othersubrs pass values through (per glyph). */
  stack: number[];
  postScript: number[];
}

const CALLSUBR = 10;
const RETURN = 11;
const ENDCHAR = 14;
const SEAC = 1206;
const CALLOTHERSUBR = 1216;
const POP = 1217;
const DIV = 1212;
const MAX_DEPTH = 10;
const MAX_STEPS = 2_000_000;

type Token = { number: number } | { op: number };

function* tokens(code: Uint8Array): Generator<Token> {
  let at = 0;
  while (at < code.length) {
    const byte = code[at]!;
    if (byte >= 32 && byte <= 246) {
      yield { number: byte - 139 };
      at++;
    } else if (byte >= 247 && byte <= 250) {
      yield { number: (byte - 247) * 256 + (code[at + 1] ?? 0) + 108 };
      at += 2;
    } else if (byte >= 251 && byte <= 254) {
      yield { number: -(byte - 251) * 256 - (code[at + 1] ?? 0) - 108 };
      at += 2;
    } else if (byte === 255) {
      const view = new DataView(code.buffer, code.byteOffset + at + 1, 4);
      yield { number: at + 5 <= code.length ? view.getInt32(0) : Number.NaN };
      at += 5;
    } else if (byte === 12) {
      yield { op: 1200 + (code[at + 1] ?? 0) };
      at += 2;
    } else {
      yield { op: byte };
      at++;
    }
  }
}

/** Follows a glyph's charstring through its subroutines; returns whether it ended the glyph. */
export function walkType1(code: Uint8Array, walk: Type1Walk, depth = 0): boolean {
  const { stack, postScript } = walk;
  for (const token of tokens(code)) {
    if (++walk.steps > MAX_STEPS) {
      walk.isUnsure = true;
      return true;
    }
    if ('number' in token) {
      stack.push(token.number);
      continue;
    }
    switch (token.op) {
      case CALLSUBR: {
        const index = stack.pop() ?? Number.NaN;
        const subr = Number.isInteger(index) ? walk.subrs[index] : undefined;
        if (!subr) {
          walk.isUnsure = true;
          break;
        }
        walk.usedSubrs.add(index);
        if (depth < MAX_DEPTH && walkType1(subr, walk, depth + 1)) return true;
        break;
      }
      case RETURN:
        return false;
      case ENDCHAR:
        return true;
      case SEAC:
        walk.seacs.push([stack.at(-2) ?? -1, stack.at(-1) ?? -1]);
        return true;
      case CALLOTHERSUBR: {
        stack.pop();
        const count = stack.pop() ?? 0;
        for (let index = 0; index < count; index++) postScript.push(stack.pop() ?? Number.NaN);
        break;
      }
      case POP:
        stack.push(postScript.pop() ?? Number.NaN);
        break;
      case DIV: {
        const divisor = stack.pop() ?? Number.NaN;
        stack.push((stack.pop() ?? Number.NaN) / divisor);
        break;
      }
      default:
        stack.length = 0;
    }
  }
  return false;
}

/** `0 0 hsbw endchar`: a glyph of no outline. */
export const BLANK_TYPE1_GLYPH = Uint8Array.of(139, 139, 13, ENDCHAR);
/** `return`: a subroutine that does nothing. */
export const BLANK_TYPE1_SUBR = Uint8Array.of(RETURN);
