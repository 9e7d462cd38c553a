import type { TBBox } from '@workbench/contracts';
import { mupdf } from '../../engine/mupdf';
import type { Drawable } from './covered-content';
import type { PageText } from '../../engine/page-text';
import { fromRect, intersects } from '../geometry';

type Matrix = [number, number, number, number, number, number];
type Text = InstanceType<typeof mupdf.Text>;

/** A glyph whose drawing lies away from where its font places it. */
export interface FarGlyph {
  /** What the glyph draws, in page coordinates. */
  drawn: TBBox;
  /** Where the font places it: its origin on the baseline, in page coordinates. */
  origin: { x: number; y: number };
  /** The font size in page units. */
  em: number;
}

/** How far from its origin, in ems, a glyph's drawing may reach and still be its own. */
const OWN_REACH = 2;

const apply = (m: Matrix, x: number, y: number) => ({
  x: m[0] * x + m[2] * y + m[4],
  y: m[1] * x + m[3] * y + m[5],
});
const concat = (a: Matrix, b: Matrix): Matrix => [
  a[0] * b[0] + a[1] * b[2],
  a[0] * b[1] + a[1] * b[3],
  a[2] * b[0] + a[3] * b[2],
  a[2] * b[1] + a[3] * b[3],
  a[4] * b[0] + a[5] * b[2] + b[4],
  a[4] * b[1] + a[5] * b[3] + b[5],
];

/**
 * The glyphs of a page whose drawing meets one of `areas` while lying more than two ems from the
 * glyph's own origin (issue 62): a Type 3 glyph's procedure may draw anywhere, whatever its box
 * says, and what it draws is what a reader sees. MuPDF bounds such a glyph by running its
 * procedure, so the drawing is known; only text whose drawing meets an area is read glyph by
 * glyph.
 */
export function farGlyphsUnder(page: Drawable, areas: readonly TBBox[]): FarGlyph[] {
  const found: FarGlyph[] = [];
  const meets = (box: TBBox) => areas.some((area) => intersects(area, box));
  const read = (text: Text, ctm: Matrix) => {
    if (!meets(fromRect(text.getBounds(null as never, ctm)))) return;
    text.walk({
      showGlyph(font, trm, glyph, unicode, wmode) {
        const one = new mupdf.Text();
        try {
          one.showGlyph(font, trm, glyph, unicode, wmode);
          const drawn = fromRect(one.getBounds(null as never, ctm));
          if (!meets(drawn)) return;
          const full = concat(trm, ctm);
          const origin = apply(full, 0, 0);
          const em = Math.hypot(full[2], full[3]);
          const centre = { x: (drawn.x0 + drawn.x1) / 2, y: (drawn.y0 + drawn.y1) / 2 };
          const reach = Math.hypot(centre.x - origin.x, centre.y - origin.y);
          if (em > 0 && reach > OWN_REACH * em) found.push({ drawn, origin, em });
        } finally {
          one.destroy();
        }
      },
    });
  };
  const device = new mupdf.Device({
    fillText: (text, ctm) => read(text, ctm),
    strokeText: (text, _stroke, ctm) => read(text, ctm),
    clipText: (text, ctm) => read(text, ctm),
    clipStrokeText: (text, _stroke, ctm) => read(text, ctm),
  });
  try {
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return found;
}

/** How far, in points, a character's box may start from a glyph's origin and still be its. */
const ORIGIN_SLACK = 0.5;

/**
 * The index in a page's text of the character MuPDF placed at `origin`: its box starts there and
 * spans its baseline. Null when none does (a glyph MuPDF's text reading left out).
 */
export function charAt(text: PageText, origin: { x: number; y: number }): number | null {
  for (let index = 0; index < text.text.length; index++) {
    const at = index * 4;
    const [x0, y0, y1] = [text.boxes[at]!, text.boxes[at + 1]!, text.boxes[at + 3]!];
    if (Math.abs(x0 - origin.x) > ORIGIN_SLACK) continue;
    if (origin.y >= y0 - ORIGIN_SLACK && origin.y <= y1 + ORIGIN_SLACK) return index;
  }
  return null;
}
