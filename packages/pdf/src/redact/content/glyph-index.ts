import type { TBBox } from '@workbench/contracts';
import type { PageText } from '../../engine/page-text';
import { centreInside } from '../geometry';
import { boxAt } from '../survey-page';

interface Glyph {
  box: TBBox;
  /** The centre's y: glyphs are sorted by it. */
  y: number;
}

/**
 * A page's glyph boxes (white space left out) sorted by their centres' y, so that the glyphs of
 * one area are found by two binary searches instead of a pass over the page: a page may have
 * thousands of glyphs and thousands of areas.
 */
export class GlyphIndex {
  private readonly glyphs: Glyph[] = [];
  /** The tallest glyph's height: how far from a box a glyph that meets it can be centred. */
  private readonly reach: number = 0;

  constructor(text: PageText) {
    for (let index = 0; index < text.text.length; index++) {
      if (text.lines[index]! < 0 || /\s/u.test(text.text[index]!)) continue;
      const box = boxAt(text, index);
      this.glyphs.push({ box, y: (box.y0 + box.y1) / 2 });
      this.reach = Math.max(this.reach, box.y1 - box.y0);
    }
    this.glyphs.sort((a, b) => a.y - b.y);
  }

  /** The glyphs whose centre lies in `area`. */
  centredIn(area: TBBox): TBBox[] {
    return this.between(area.y0, area.y1).filter((box) => centreInside(box, area));
  }

  /** The glyphs that may meet `area`: centred within the tallest glyph's height of it. */
  near(area: TBBox): TBBox[] {
    return this.between(area.y0 - this.reach, area.y1 + this.reach);
  }

  private between(low: number, high: number): TBBox[] {
    const found: TBBox[] = [];
    for (let at = this.firstAtLeast(low); at < this.glyphs.length; at++) {
      const glyph = this.glyphs[at]!;
      if (glyph.y > high) break;
      found.push(glyph.box);
    }
    return found;
  }

  private firstAtLeast(y: number): number {
    let low = 0;
    let high = this.glyphs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.glyphs[middle]!.y < y) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
