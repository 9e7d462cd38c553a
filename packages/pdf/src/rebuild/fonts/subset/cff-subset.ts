import {
  layoutOf,
  readCff,
  readDict,
  readIndex,
  writeIndex,
  type CffFont,
  type Index,
} from '../cff';
import { BLANK_TYPE2_GLYPH, BLANK_TYPE2_SUBR, walkType2, type Type2Walk } from './cff-charstrings';
import { STANDARD_ENCODING } from '../encodings';
import { bytesEqual } from '../../../bytes/bytes';

/**
 * A CFF font subset to the glyphs still drawn (issue 62) with its glyph ids kept: every other
 * glyph's charstring becomes `endchar` and every subroutine no kept glyph calls becomes `return`,
 * each INDEX written where it was with the bytes it no longer needs zeroed — no offset moves,
 * so the charset, encoding and the names the rebuild made neutral stay as they are.
 */

/** What a subset blanked. */
export interface Blanked {
  glyphs: number;
  subroutines: number;
}

export interface CffSubset {
  data: Uint8Array;
  blanked: Blanked;
}

const CHARSTRING_TYPE = 1206;
const FD_ARRAY = 1236;
const FD_SELECT = 1237;

/** A private DICT's local subroutines, where their INDEX lies (0: none). */
interface LocalSubrs {
  at: number;
  index: Index | null;
}

/**
 * The font with only `keep` (glyph ids; .notdef and the glyphs a kept one composes with seac
 * are added) drawing. Null when it cannot be read, or its charstrings are not Type 2.
 */
export function subsetCff(cff: Uint8Array, keep: ReadonlySet<number>): CffSubset | null {
  const layout = layoutOf(cff);
  const font = readCff(cff);
  if (!layout || !font) return null;
  const top = (op: number) => layout.entries.find((entry) => entry.op === op)?.operands;
  if ((top(CHARSTRING_TYPE)?.[0] ?? 2) !== 2) return null;
  const charStringsAt = top(17)?.[0] ?? 0;
  const charStrings = readIndex(cff, charStringsAt);
  const global = readIndex(cff, layout.strings.end);
  if (!charStrings || !global) return null;
  const privates = font.isCid
    ? (readIndex(cff, top(FD_ARRAY)?.[0] ?? 0)?.items ?? []).map((fd) => localSubrs(cff, fd))
    : [localSubrs(cff, layout.top.items[0]!)];
  const fdOf = font.isCid ? fdSelect(cff, top(FD_SELECT)?.[0] ?? 0, font.glyphs) : () => 0;
  const walks = privates.map((local) => newWalk(global.items, local.index?.items ?? []));
  const { kept, isUnsure } = keptWithAccents(font, charStrings.items, walks, fdOf, keep);
  const out = cff.slice();
  const blanked: Blanked = { glyphs: 0, subroutines: 0 };
  blanked.glyphs = blankItems(out, charStringsAt, charStrings, kept, BLANK_TYPE2_GLYPH);
  if (!isUnsure && !walks.some((walk) => walk.isUnsure)) {
    const usedGlobal = new Set(walks.flatMap((walk) => [...walk.usedGlobal]));
    blanked.subroutines += blankItems(
      out,
      layout.strings.end,
      global,
      usedGlobal,
      BLANK_TYPE2_SUBR,
    );
    blanked.subroutines += blankLocal(out, privates, walks);
  }
  const isChanged = blanked.glyphs + blanked.subroutines > 0;
  return { data: isChanged ? out : cff, blanked };
}

/**
 * The kept glyphs with .notdef and the base and accent of each seac among them, walked through
 * their subroutines (each walk notes the ones its Font DICT's glyphs call).
 */
function keptWithAccents(
  font: CffFont,
  charStrings: readonly Uint8Array[],
  walks: readonly Type2Walk[],
  fdOf: (glyph: number) => number,
  keep: ReadonlySet<number>,
): { kept: Set<number>; isUnsure: boolean } {
  const names = new Map(font.charset.map((name, glyph) => [String(name), glyph]));
  const kept = new Set([0, ...[...keep].filter((glyph) => glyph < font.glyphs)]);
  const queue = [...kept];
  let isUnsure = false;
  for (let glyph = queue.pop(); glyph !== undefined; glyph = queue.pop()) {
    const walk = walks[fdOf(glyph)];
    // A glyph of no Font DICT calls subroutines of no known INDEX: all are kept.
    if (!walk) {
      isUnsure = true;
      continue;
    }
    walk.stack.length = 0;
    walk.stems = 0;
    walk.seacs.length = 0;
    walkType2(charStrings[glyph]!, walk);
    for (const code of walk.seacs.flat()) {
      const component = font.isCid ? undefined : names.get(STANDARD_ENCODING[code] ?? '');
      if (component !== undefined && !kept.has(component)) {
        kept.add(component);
        queue.push(component);
      }
    }
  }
  return { kept, isUnsure };
}

function newWalk(global: readonly Uint8Array[], local: readonly Uint8Array[]): Type2Walk {
  return {
    global,
    local,
    usedGlobal: new Set(),
    usedLocal: new Set(),
    seacs: [],
    isUnsure: false,
    steps: 0,
    stack: [],
    stems: 0,
  };
}

/** The local subroutines of a Top or Font DICT's private DICT. */
function localSubrs(cff: Uint8Array, dict: Uint8Array): LocalSubrs {
  const entry = readDict(dict).find((item) => item.op === 18);
  const [size, offset] = entry?.operands ?? [];
  if (!size || !offset || offset + size > cff.length) return { at: 0, index: null };
  const subrs = readDict(cff.subarray(offset, offset + size)).find((item) => item.op === 19);
  const at = subrs ? offset + subrs.operands[0]! : 0;
  return { at, index: subrs && Number.isInteger(at) ? readIndex(cff, at) : null };
}

/** Each glyph's Font DICT in a CID-keyed font (FDSelect formats 0 and 3). */
function fdSelect(cff: Uint8Array, at: number, glyphs: number): (glyph: number) => number {
  const format = cff[at];
  if (format === 0) return (glyph) => cff[at + 1 + glyph] ?? 0;
  if (format !== 3) return () => 0;
  const u16 = (place: number) => ((cff[place] ?? 0) << 8) | (cff[place + 1] ?? 0);
  const ranges = u16(at + 1);
  const fds = new Uint8Array(glyphs);
  for (let range = 0; range < ranges; range++) {
    const place = at + 3 + range * 3;
    const last = range + 1 < ranges ? u16(place + 3) : u16(at + 3 + ranges * 3);
    fds.fill(cff[place + 2] ?? 0, u16(place), Math.min(last, glyphs));
  }
  return (glyph) => fds[glyph] ?? 0;
}

/** Local subroutine INDEXes blanked of what no walk of theirs used (one may serve two fonts). */
function blankLocal(out: Uint8Array, privates: LocalSubrs[], walks: Type2Walk[]): number {
  const used = new Map<number, Set<number>>();
  privates.forEach(({ at, index }, fd) => {
    if (!index) return;
    const set = used.get(at) ?? new Set<number>();
    for (const subr of walks[fd]!.usedLocal) set.add(subr);
    used.set(at, set);
  });
  let blanked = 0;
  for (const [at, set] of used) {
    const index = privates.find((local) => local.at === at)!.index!;
    blanked += blankItems(out, at, index, set, BLANK_TYPE2_SUBR);
  }
  return blanked;
}

/**
 * The INDEX at `at` written again in place with every item not in `kept` blank (as `blank`),
 * its offsets as wide as they were, the bytes after its new end zeroed. Returns how many items
 * were blanked; writes nothing when none was.
 */
function blankItems(
  out: Uint8Array,
  at: number,
  index: Index,
  kept: ReadonlySet<number>,
  blank: Uint8Array,
): number {
  let blanked = 0;
  const items = index.items.map((item, place) => {
    if (kept.has(place) || item.length === 0 || bytesEqual(item, blank)) return item;
    blanked++;
    return blank;
  });
  if (blanked === 0) return 0;
  const written = writeIndex(items, index.offSize);
  out.set(written, at);
  out.fill(0, at + written.length, index.end);
  return blanked;
}
