import type { TBBox } from '@workbench/contracts';
import type { PageText } from '../engine/page-text';
import { centreInside, intersects } from './geometry';
import { boxAt } from './survey-page';

/**
 * MuPDF removes a glyph when its box — the font's descender to ascender over the glyph's advance,
 * shrunk by a tenth of its width and height — meets a cut at all (`pdf_redact_text_filter`). A
 * glyph the cut is for must still meet it under that shrink; taken per side, it is a twentieth.
 */
const FILTER_SHRINK = 0.05;
/** How far a cut stays from a kept glyph's box. */
const GAP = 0.01;

const area = (box: TBBox) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0);

function filterBox(box: TBBox): TBBox {
  const dx = (box.x1 - box.x0) * FILTER_SHRINK;
  const dy = (box.y1 - box.y0) * FILTER_SHRINK;
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
}

function glyphBoxes(text: PageText): TBBox[] {
  const boxes: TBBox[] = [];
  for (let index = 0; index < text.text.length; index++) {
    if (text.lines[index]! < 0 || /\s/u.test(text.text[index]!)) continue;
    boxes.push(boxAt(text, index));
  }
  return boxes;
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
  text: PageText,
  areas: readonly TBBox[],
): TBBox[] {
  const glyphs = glyphBoxes(text);
  const kept = glyphs.filter((glyph) => !areas.some((one) => centreInside(glyph, one)));
  return cuts.map((cut) => {
    const own = glyphs.filter((glyph) => centreInside(glyph, cut)).map(filterBox);
    if (own.length === 0) return cut;
    let cleared = cut;
    for (const glyph of kept) {
      if (intersects(glyph, cleared)) cleared = awayFrom(cleared, glyph, own) ?? cleared;
    }
    return cleared;
  });
}
