import type { TBBox } from '@workbench/contracts';
import type { GlyphIndex } from './glyph-index';
import { intersects } from './geometry';

/**
 * MuPDF removes a glyph when its box — the font's descender to ascender over the glyph's advance,
 * each side moved in by a tenth of its width and height — meets a cut at all
 * (`pdf_redact_text_filter`). A glyph the cut is for must still meet it under that shrink, with a
 * little to spare.
 */
const FILTER_SHRINK = 0.12;
/** How far a cut stays from a kept glyph's box. */
const GAP = 0.01;

const area = (box: TBBox) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);

function filterBox(box: TBBox): TBBox {
  const dx = (box.x1 - box.x0) * FILTER_SHRINK;
  const dy = (box.y1 - box.y0) * FILTER_SHRINK;
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
}

/**
 * The cut moved off `kept` by one side — top, bottom, left or right, whichever leaves the most
 * of it — so that it still meets every glyph in `own`; null when no side can.
 */
function awayFrom(cut: TBBox, kept: TBBox, own: readonly TBBox[]): TBBox | null {
  const candidates = [
    { ...cut, y0: kept.y1 + GAP },
    { ...cut, y1: kept.y0 - GAP },
    { ...cut, x0: kept.x1 + GAP },
    { ...cut, x1: kept.x0 - GAP },
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
  const taken = new Set<TBBox>(areas.flatMap((area) => glyphs.centredIn(area)));
  return cuts.map((cut) => {
    const own = glyphs.centredIn(cut).map(filterBox);
    if (own.length === 0) return cut;
    let cleared = cut;
    for (const glyph of glyphs.near(cut)) {
      if (taken.has(glyph) || !intersects(glyph, cleared)) continue;
      cleared = awayFrom(cleared, glyph, own) ?? cleared;
    }
    return cleared;
  });
}
