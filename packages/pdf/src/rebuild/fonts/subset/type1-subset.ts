import { bytesEqual, encodeLatin1 } from '../../../bytes/bytes';
import type { Blanked } from './cff-subset';
import { STANDARD_ENCODING } from '../encodings';
import { concat, EEXEC_KEY, encrypt } from '../type1';
import {
  BLANK_TYPE1_GLYPH,
  BLANK_TYPE1_SUBR,
  walkType1,
  type Type1Walk,
} from './type1-charstrings';
import {
  encryptedCharstring,
  plainCharstring,
  readType1,
  type Type1Entry,
  type Type1Parts,
} from './type1-parts';

/**
 * A Type 1 program subset to the glyphs still drawn (issue 62): every other glyph's charstring
 * becomes `0 0 hsbw endchar` and every subroutine no kept glyph calls becomes `return`, under the
 * same names and numbers, so the encodings that name glyphs still name the same ones. Subroutines
 * 0 to 3 (flex and hint replacement, which othersubrs call) are always kept.
 */

export interface Type1Subset {
  data: Uint8Array;
  length1: number;
  length2: number;
  length3: number;
  blanked: Blanked;
}

const RESERVED_SUBRS = 4;

/**
 * The program with only `keep` (indexes into its CharStrings; .notdef and seac components are
 * added) drawing; null when it cannot be read.
 */
export function subsetType1(
  font: Uint8Array,
  length1: number,
  length2: number,
  keep: ReadonlySet<number>,
): Type1Subset | null {
  const parts = readType1(font, length1, length2);
  if (!parts) return null;
  const { charStrings } = parts;
  const subrs: (Uint8Array | null)[] = [];
  for (const entry of parts.subrs) subrs[Number(entry.key)] = plainCharstring(parts, entry);
  const walk = walkKept(parts, subrs, keep);
  const replaced = new Map<Type1Entry, Uint8Array>();
  charStrings.forEach((entry, glyph) => {
    if (walk.kept.has(glyph)) return;
    if (!bytesEqual(plainCharstring(parts, entry), BLANK_TYPE1_GLYPH)) {
      replaced.set(entry, BLANK_TYPE1_GLYPH);
    }
  });
  const glyphs = replaced.size;
  if (!walk.isUnsure) {
    for (const entry of parts.subrs) {
      const index = Number(entry.key);
      if (index < RESERVED_SUBRS || walk.usedSubrs.has(index)) continue;
      if (!bytesEqual(subrs[index]!, BLANK_TYPE1_SUBR)) replaced.set(entry, BLANK_TYPE1_SUBR);
    }
  }
  const blanked = { glyphs, subroutines: replaced.size - glyphs };
  if (replaced.size === 0) {
    return { data: font, length1, length2, length3: font.length - length1 - length2, blanked };
  }
  return { ...written(parts, replaced), blanked };
}

/** The glyphs kept (with their seac components) and the subroutines they call. */
function walkKept(
  parts: Type1Parts,
  subrs: readonly (Uint8Array | null)[],
  keep: ReadonlySet<number>,
): Type1Walk & { kept: Set<number> } {
  const { charStrings } = parts;
  const byName = new Map(charStrings.map((entry, glyph) => [entry.key, glyph]));
  const kept = new Set([...keep].filter((glyph) => glyph < charStrings.length));
  const notdef = byName.get('.notdef');
  if (notdef !== undefined) kept.add(notdef);
  const walk: Type1Walk & { kept: Set<number> } = {
    subrs,
    usedSubrs: new Set(),
    seacs: [],
    isUnsure: false,
    steps: 0,
    stack: [],
    postScript: [],
    kept,
  };
  const queue = [...kept];
  for (let glyph = queue.pop(); glyph !== undefined; glyph = queue.pop()) {
    walk.stack.length = 0;
    walk.postScript.length = 0;
    walk.seacs.length = 0;
    walkType1(plainCharstring(parts, charStrings[glyph]!), walk);
    for (const code of walk.seacs.flat()) {
      const component = byName.get(STANDARD_ENCODING[code] ?? '');
      if (component !== undefined && !kept.has(component)) {
        kept.add(component);
        queue.push(component);
      }
    }
  }
  return walk;
}

/** The program written again with the replaced charstrings, eexec-encrypted as binary. */
function written(parts: Type1Parts, replaced: ReadonlyMap<Type1Entry, Uint8Array>) {
  const entries = [...replaced.keys()].sort((a, b) => a.start - b.start);
  let text = '';
  let at = 0;
  for (const entry of entries) {
    const charstring = encryptedCharstring(parts, replaced.get(entry)!);
    text += `${parts.text.slice(at, entry.start)}${charstring.length} ${entry.rd} ${charstring}`;
    at = entry.dataEnd;
  }
  text += parts.text.slice(at);
  const encrypted = encrypt(encodeLatin1(text), EEXEC_KEY, 4);
  return {
    data: concat([parts.clear, encrypted, parts.trailer]),
    length1: parts.clear.length,
    length2: encrypted.length,
    length3: parts.trailer.length,
  };
}
