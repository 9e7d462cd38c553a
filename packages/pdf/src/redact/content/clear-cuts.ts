import type { TBBox } from '@workbench/contracts';
import type { GlyphIndex } from './glyph-index';
import { intersects } from '../geometry';

/**
 * MuPDF removes a glyph when its box — the font's descender to ascender over the glyph's advance,
 * each side moved in by a tenth of its width and height — meets a cut at all
 * (`pdf_redact_text_filter`). A glyph the cut is for must still meet it under that shrink, with a
 * little to spare.
 */
const FILTER_SHRINK = 0.12;
/**
 * A kept glyph is safe from a cut that misses its box under a smaller shrink than MuPDF's: a big
 * glyph's box (a 57-point bullet over three 9-point lines) reaches into lines its ink is far from.
 */
const KEPT_SHRINK = 0.08;
/** How far a cut stays from a kept glyph's box. */
const GAP = 0.01;

const area = (box: TBBox) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);

function filterBox(box: TBBox, shrink = FILTER_SHRINK): TBBox {
  const dx = (box.x1 - box.x0) * shrink;
  const dy = (box.y1 - box.y0) * shrink;
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
}

/**
 * The cut moved off `kept` by one side — top, bottom, left or right, whichever leaves the most
 * of it — so that it still meets every glyph in `own`; null when no side can. A side may reach
 * back over the glyphs it is for (`reach`, the extent of their boxes), past where the cut was
 * narrowed to: a big glyph's box can cover all but the top of a line's narrowed cut.
 */
function awayFrom(cut: TBBox, kept: TBBox, own: readonly TBBox[], reach: TBBox): TBBox | null {
  const candidates = [
    { ...cut, y0: kept.y1 + GAP, y1: Math.max(cut.y1, reach.y1) },
    { ...cut, y0: Math.min(cut.y0, reach.y0), y1: kept.y0 - GAP },
    { ...cut, x0: kept.x1 + GAP, x1: Math.max(cut.x1, reach.x1) },
    { ...cut, x0: Math.min(cut.x0, reach.x0), x1: kept.x0 - GAP },
  ].filter(
    (candidate) =>
      candidate.x0 < candidate.x1 &&
      candidate.y0 < candidate.y1 &&
      own.every((glyph) => intersects(glyph, candidate)),
  );
  if (candidates.length === 0) return null;
  return candidates.reduce((best, candidate) => (area(candidate) > area(best) ? candidate : best));
}

/**
 * Cuts made from text, narrowed until no glyph the areas keep (its centre in no area) meets them
 * by MuPDF's rule, as long as each still meets the glyphs it is for (their centres inside it). A
 * tall glyph of the line above — a blackboard-bold P of a Type 3 math font, 19 points high on a
 * 13-point line — reaches into the box of a line below, and a cut there would take it. Where no
 * narrowing keeps a cut on its own glyphs, the cut stays as it is: what it is for goes first.
 */
export function clearOfKept(
  cuts: readonly TBBox[],
  glyphs: GlyphIndex,
  areas: readonly TBBox[],
): TBBox[] {
  return clearedCuts(cuts, glyphs, areas).map(({ cut }) => cut);
}

/** A cut as `clearOfKept` leaves it, and whether it still meets a kept glyph's box. */
export interface ClearedCut {
  cut: TBBox;
  /**
   * MuPDF's removal would still take a glyph the areas keep with it (its box, under a smaller
   * shrink than MuPDF's, meets the cut): a watermark's letter 160 points tall at an angle has a
   * box over a third of the page that no narrowing of a cut under it can leave. False for a cut
   * with no glyph centred in it, which is left as it is.
   */
  takesKept: boolean;
}

/** `clearOfKept`, each cut with whether it still takes a kept glyph. */
export function clearedCuts(
  cuts: readonly TBBox[],
  glyphs: GlyphIndex,
  areas: readonly TBBox[],
): ClearedCut[] {
  const taken = new Set<TBBox>(areas.flatMap((area) => glyphs.centredIn(area)));
  return cuts.map((cut) => {
    const own = glyphs.centredIn(cut).map((glyph) => filterBox(glyph));
    if (own.length === 0) return { cut, takesKept: false };
    const reach = {
      x0: Math.min(...own.map((glyph) => glyph.x0)),
      y0: Math.min(...own.map((glyph) => glyph.y0)),
      x1: Math.max(...own.map((glyph) => glyph.x1)),
      y1: Math.max(...own.map((glyph) => glyph.y1)),
    };
    const around = {
      x0: Math.min(cut.x0, reach.x0),
      y0: Math.min(cut.y0, reach.y0),
      x1: Math.max(cut.x1, reach.x1),
      y1: Math.max(cut.y1, reach.y1),
    };
    const kept = glyphs
      .near(around)
      .filter((glyph) => !taken.has(glyph))
      .map((glyph) => filterBox(glyph, KEPT_SHRINK));
    const narrowed = narrow(cut, kept, own, cut);
    const reaching = narrow(cut, kept, own, reach);
    // Reaching back is taken only when it keeps more glyphs and takes none the other keeps.
    const met = (box: TBBox) => kept.filter((glyph) => intersects(glyph, box));
    const lost = met(reaching);
    const stillMet = met(narrowed);
    return lost.length < stillMet.length && lost.every((glyph) => intersects(glyph, narrowed))
      ? { cut: reaching, takesKept: lost.length > 0 }
      : { cut: narrowed, takesKept: stillMet.length > 0 };
  });
}

/** The cut moved off each kept glyph it meets, where a side can be (`awayFrom`), twice over. */
function narrow(cut: TBBox, kept: readonly TBBox[], own: readonly TBBox[], reach: TBBox): TBBox {
  let cleared = cut;
  // Twice: a side that reaches back may meet a glyph passed before.
  for (let pass = 0; pass < 2; pass++) {
    for (const glyph of kept) {
      if (intersects(glyph, cleared)) cleared = awayFrom(cleared, glyph, own, reach) ?? cleared;
    }
  }
  return cleared;
}
