import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { centreInside } from '../geometry';
import { takesKept } from './clear-cuts';
import type { GlyphIndex } from './glyph-index';
import { removeGlyphsIn } from './remove-glyphs';

/** A page's cuts for MuPDF's text removal, as redact-pages makes them. */
export interface PageCuts {
  areas: readonly TBBox[];
  /** Whether each area was made from text (a text mark), by `groupTextAreas`. */
  flags: readonly boolean[];
  /** One cut per area, text areas' narrowed clear of kept glyphs. */
  narrowed: readonly TBBox[];
  /** Slivers down the middle of glyphs centred in an area that no narrowed cut meets… */
  slivers: readonly TBBox[];
  /** …and the same slivers narrowed clear of kept glyphs. */
  missed: readonly TBBox[];
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
  glyphs: GlyphIndex,
  cuts: PageCuts,
): TBBox[] {
  const { areas, flags, narrowed, slivers, missed } = cuts;
  const clashes = takesKept([...narrowed, ...missed], glyphs, areas);
  const missedClash = clashes.slice(narrowed.length);
  const chosen = areas.filter(
    (area, index) =>
      flags[index] &&
      (clashes[index] ||
        slivers.some((sliver, at) => missedClash[at] && centreInside(sliver, area))),
  );
  if (chosen.length === 0) return [...narrowed, ...missed];
  const done = removeGlyphsIn(document, page, chosen);
  const handled = new Set(chosen.filter((_, index) => done[index]));
  const cleared = (area: TBBox) => handled.has(area);
  return [
    ...narrowed.filter((_, index) => !cleared(areas[index]!)),
    ...missed.filter(
      (_, at) => !areas.some((area) => cleared(area) && centreInside(slivers[at]!, area)),
    ),
  ];
}
