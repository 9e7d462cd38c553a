import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { centreInside } from '../geometry';
import type { ClearedCut } from './clear-cuts';
import { removeGlyphsIn } from './remove-glyphs';

/** A page's cuts for MuPDF's text removal, as redact-pages makes them. */
export interface PageCuts {
  areas: readonly TBBox[];
  /** Whether each area was made from text (a text mark), by `groupTextAreas`. */
  flags: readonly boolean[];
  /** One cut per area, a text area's narrowed clear of kept glyphs where it can be. */
  narrowed: readonly ClearedCut[];
  /** Slivers down the middle of glyphs centred in an area that no narrowed cut meets… */
  slivers: readonly TBBox[];
  /** …and the same slivers narrowed clear of kept glyphs. */
  missed: readonly ClearedCut[];
}

/**
 * The cuts left for MuPDF once the text areas whose cuts would still take a kept glyph had their
 * own glyphs removed one by one (`removeGlyphsIn`): a text mark removes exactly the glyphs
 * centred in it, never a glyph whose box merely reaches into it. An area whose glyphs could not
 * all be found in the content keeps its cuts — what it is for goes first.
 */
export function cutsAfterExactRemoval(
  document: PDFDocument,
  page: PDFPage,
  { areas, flags, narrowed, slivers, missed }: PageCuts,
): TBBox[] {
  const chosen = areas.filter(
    (area, index) =>
      flags[index] === true &&
      (narrowed[index]!.takesKept ||
        slivers.some((sliver, at) => missed[at]!.takesKept && centreInside(sliver, area))),
  );
  const all = [...narrowed, ...missed].map(({ cut }) => cut);
  if (chosen.length === 0) return all;
  const done = removeGlyphsIn(document, page, chosen);
  const handled = new Set(chosen.filter((_, index) => done[index]));
  const cleared = (area: TBBox) => handled.has(area);
  return [
    ...narrowed.filter((_, index) => !cleared(areas[index]!)).map(({ cut }) => cut),
    ...missed
      .filter((_, at) => !areas.some((area) => cleared(area) && centreInside(slivers[at]!, area)))
      .map(({ cut }) => cut),
  ];
}
