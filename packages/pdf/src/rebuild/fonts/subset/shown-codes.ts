import { resolveObject, type PDFObject } from '../../../engine/pdf-object';
import { codesOf, readCmap, type CmapMeaning, type CodeRange } from '../../streams/cmap-rebuild';
import { streamData } from '../../survey';
import type { ProgramUse } from '../program-uses';

/**
 * What the fonts drawing with one program show (issue 62), from the codes the rebuilt content
 * draws: a simple font's one-byte codes, a Type 0 font's codes turned into CIDs by its encoding
 * CMap as a reader turns them. Where that cannot be told, the program keeps every glyph.
 */

/** What content shows, by font object number; fonts whose codes no content tells. */
export interface FontShowing {
  shown: ReadonlyMap<number, readonly Uint8Array[]>;
  /** Fonts set by a graphics state or a form's defaults. */
  unknown: ReadonlySet<number>;
}

export interface ShownCodes {
  simple: { font: PDFObject; codes: Set<number> }[];
  cid: { cidFont: PDFObject; cids: Set<number> }[];
  /** Why what is shown cannot be told (the tally's words), or null. */
  unknown: string | null;
}

export const UNKNOWN_USE = 'font program kept whole (a font drawn with codes no content shows)';
export const UNMAPPED = 'font program kept whole (codes not mapped to glyphs)';

const IDENTITY: CodeRange[] = [{ bytes: 2, low: 0, high: 0xffff }];

/** The codes (simple fonts) and CIDs (Type 0 fonts) shown with a program. */
export function shownCodes(use: ProgramUse, showing: FontShowing): ShownCodes {
  const result: ShownCodes = { simple: [], cid: [], unknown: null };
  for (const { font, num, cidFont } of use.users) {
    if (num === null || showing.unknown.has(num)) {
      return { ...result, unknown: UNKNOWN_USE };
    }
    const strings = showing.shown.get(num) ?? [];
    if (!cidFont) {
      const codes = new Set<number>();
      for (const bytes of strings) for (const code of bytes) codes.add(code);
      result.simple.push({ font, codes });
      continue;
    }
    const cids = cidsShown(font, strings);
    if (!cids) return { ...result, unknown: UNMAPPED };
    result.cid.push({ cidFont, cids });
  }
  return result;
}

/** The CIDs a Type 0 font shows, or null when its encoding cannot be read with confidence. */
function cidsShown(font: PDFObject, strings: readonly Uint8Array[]): Set<number> | null {
  const encoding = font.get('Encoding');
  const resolved = resolveObject(encoding);
  const cids = new Set<number>();
  if (resolved.isName()) {
    if (resolved.asName() !== 'Identity-H' && resolved.asName() !== 'Identity-V') return null;
    for (const bytes of strings) for (const code of codesOf(bytes, IDENTITY)) cids.add(code);
    return cids;
  }
  if (!encoding.isStream()) return null;
  const data = streamData(encoding);
  const meaning = data && readCmap(data);
  const parent = resolveObject(resolved.get('UseCMap'));
  const useCmap = meaning?.useCmap ?? (parent.isName() ? parent.asName() : null);
  if (!meaning || (useCmap !== null && useCmap !== 'Identity-H' && useCmap !== 'Identity-V')) {
    return null;
  }
  const cidOf = cidLookup(meaning, useCmap !== null);
  const codes = new Set<number>();
  for (const bytes of strings)
    for (const code of codesOf(bytes, meaning.codeSpace)) codes.add(code);
  for (const code of codes) for (const cid of cidOf(code)) cids.add(cid);
  return cids;
}

/**
 * A code's CIDs by a CMap's ranges: every range that holds it (readers differ on overlaps), its
 * notdef range's CID, else its own value on an Identity parent, else CID 0.
 */
function cidLookup(meaning: CmapMeaning, isIdentityParent: boolean): (code: number) => number[] {
  const ranges = [...meaning.cids].sort((a, b) => a.range.low - b.range.low);
  const reach: number[] = [];
  ranges.forEach((entry, index) => {
    reach.push(Math.max(entry.range.high, index > 0 ? reach[index - 1]! : -1));
  });
  return (code) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (ranges[middle]!.range.low <= code) low = middle + 1;
      else high = middle - 1;
    }
    const found: number[] = [];
    for (let index = high; index >= 0 && reach[index]! >= code; index--) {
      const { range, cid } = ranges[index]!;
      if (code <= range.high) found.push(cid + code - range.low);
    }
    if (found.length > 0) return found;
    const notdef = meaning.notdef.find(({ range }) => code >= range.low && code <= range.high);
    return [notdef ? notdef.cid : isIdentityParent ? code : 0];
  };
}
