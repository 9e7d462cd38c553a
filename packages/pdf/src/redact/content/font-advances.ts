import { resolveObject, type PDFObject } from '../../engine/pdf-object';

/** How a font's strings split into codes and how far each code moves the pen. */
export interface FontAdvances {
  /** Bytes per code: 1 for a simple font, 2 for a composite font with Identity-H. */
  codeLength: 1 | 2;
  /** The code's horizontal advance in text space per unit of font size (width / 1000). */
  advance(code: number): number;
}

/**
 * The advances of a font by its own dictionary, as a reader places its glyphs: `/Widths` from
 * `/FirstChar` (`/MissingWidth` outside it) for a TrueType or Type 1 font, `/W` and `/DW` of the
 * descendant for a composite font with the Identity-H encoding. Null for a font whose advances
 * the dictionary does not give alone — a standard font without `/Widths` (its metrics are the
 * reader's), a Type 3 font (its matrix), vertical writing or another CMap — so a caller never
 * places a glyph by a guess.
 */
export function fontAdvances(font: PDFObject): FontAdvances | null {
  const dict = resolveObject(font);
  if (!dict.isDictionary()) return null;
  const subtype = nameOf(dict.get('Subtype'));
  if (subtype === 'Type1' || subtype === 'TrueType' || subtype === 'MMType1') {
    return simpleAdvances(dict);
  }
  if (subtype === 'Type0') return compositeAdvances(dict);
  return null;
}

function simpleAdvances(dict: PDFObject): FontAdvances | null {
  const widths = resolveObject(dict.get('Widths'));
  if (!widths.isArray()) return null;
  const first = numberOf(dict.get('FirstChar')) ?? 0;
  const descriptor = resolveObject(dict.get('FontDescriptor'));
  const missing = descriptor.isDictionary() ? (numberOf(descriptor.get('MissingWidth')) ?? 0) : 0;
  const values = Array.from({ length: widths.length }, (_, index) => numberOf(widths.get(index)));
  return {
    codeLength: 1,
    advance(code) {
      const at = code - first;
      const width = at >= 0 && at < values.length ? values[at] : null;
      return (width ?? missing) / 1000;
    },
  };
}

function compositeAdvances(dict: PDFObject): FontAdvances | null {
  if (nameOf(dict.get('Encoding')) !== 'Identity-H') return null;
  const descendants = resolveObject(dict.get('DescendantFonts'));
  if (!descendants.isArray() || descendants.length < 1) return null;
  const descendant = resolveObject(descendants.get(0));
  if (!descendant.isDictionary()) return null;
  const fallback = numberOf(descendant.get('DW')) ?? 1000;
  const widths = cidWidths(resolveObject(descendant.get('W')));
  if (widths === null) return null;
  return { codeLength: 2, advance: (code) => (widths.get(code) ?? fallback) / 1000 };
}

/** A `/W` range: CIDs `first` to `last` all `width` wide. */
type Range = readonly [first: number, last: number, width: number];

/**
 * A descendant font's `/W`: `c [w1 w2 …]` entries by CID, `first last w` entries as ranges
 * (never spread out: a hostile range over the whole CID space stays three numbers). Null when
 * malformed.
 */
function cidWidths(array: PDFObject): { get(cid: number): number | undefined } | null {
  const listed = new Map<number, number>();
  const ranges: Range[] = [];
  if (array.isNull()) return listed;
  if (!array.isArray()) return null;
  let index = 0;
  while (index < array.length) {
    const first = numberOf(array.get(index));
    const next = resolveObject(array.get(index + 1));
    if (first === null) return null;
    if (next.isArray()) {
      for (let at = 0; at < next.length; at++) {
        const width = numberOf(next.get(at));
        if (width === null) return null;
        listed.set(first + at, width);
      }
      index += 2;
      continue;
    }
    const last = numberOf(next);
    const width = numberOf(array.get(index + 2));
    if (last === null || width === null) return null;
    ranges.push([first, last, width]);
    index += 3;
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return { get: (cid) => listed.get(cid) ?? inRanges(ranges, cid) };
}

/** The width of the last range starting at or before `cid` that holds it, by binary search. */
function inRanges(ranges: readonly Range[], cid: number): number | undefined {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ranges[middle]![0] <= cid) low = middle + 1;
    else high = middle;
  }
  const range = ranges[low - 1];
  return range && cid <= range[1] ? range[2] : undefined;
}

function numberOf(object: PDFObject): number | null {
  const value = resolveObject(object);
  return value.isNumber() ? value.asNumber() : null;
}

function nameOf(object: PDFObject): string | null {
  const value = resolveObject(object);
  return value.isName() ? value.asName() : null;
}
