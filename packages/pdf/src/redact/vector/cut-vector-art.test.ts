import type { TBBox } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { onePagePdf, stream } from '../../test/build-pdf';
import { redactAreas, withDocument } from '../../test/redact-helpers';
import { openPdf } from '../../engine/open-pdf';
import { apply } from './affine';
import { cutVectorArt } from './cut-vector-art';
import { changedOutside, pageContent, pixelAt, pixelsIn, render } from './test-pixels';

const TRANSPARENT = {
  appearance: { mode: 'transparent' as const, font_size: 11, align: 1 as const },
};
const WHITE = 255;
/** 0.5 g as MuPDF renders it. */
const GREY = 127;

/** Page space of the 612 × 792 test page: y runs down from the top. */
const pageY = (y: number) => 792 - y;

function redact(bytes: Uint8Array, boxes: TBBox[]): Uint8Array {
  return redactAreas(
    bytes,
    boxes.map((bbox) => ({ bbox })),
    TRANSPARENT,
  ).bytes;
}

/**
 * Redacts and checks what a reader sees: nothing left in the boxes, the rest as it was, but for
 * the pixels the boxes' edges cross (`margin`) and a few grey levels of edges drawn anew (`slack`).
 */
function expectCutUnder(input: Uint8Array, boxes: TBBox[], { margin = 1, slack = 0 } = {}) {
  const output = redact(input, boxes);
  const before = render(input);
  const after = render(output);
  for (const box of boxes) expect(new Set(pixelsIn(after, box))).toEqual(new Set([WHITE]));
  expect(changedOutside(before, after, boxes, { margin, slack })).toBe(0);
  return { output, before, after };
}

/** A circle of radius `r` round (cx, cy) in four Bézier curves. */
function circle(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return [
    `${cx + r} ${cy} m`,
    `${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c`,
    `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c`,
    `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c`,
    `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`,
  ].join(' ');
}

describe('cutVectorArt: vector art under a box is cut out, the rest stays as drawn', () => {
  it('removes a signature drawn as a stroked zigzag wholly inside a box (its miter-grown bounds stick out)', () => {
    const input = onePagePdf('1.5 w 160 612 m 180 630 l 200 614 l 220 628 l 240 612 l S');
    const box = { x0: 152, y0: pageY(638), x1: 248, y1: pageY(604) };
    expect(pixelsIn(render(input), box)).toContain(0);
    const { output } = expectCutUnder(input, [box]);
    // Nowhere in the file: not in the page's content, nor in a stream it no longer draws.
    expect(allStreams(output).join('\n')).not.toMatch(/180 630|220 628/);
  });

  it('cuts a grey rectangle and a line a box covers in part, exactly at its edges', () => {
    const input = onePagePdf('0.5 g 100 400 300 200 re f 0 G 4 w 100 300 m 400 300 l S');
    const box = { x0: 150, y0: 150, x1: 250, y1: 520 };
    const { after } = expectCutUnder(input, [box]);
    // Both still drawn either side of the box, up to it.
    expect(pixelAt(after, 148.5, pageY(500))).toBe(GREY);
    expect(pixelAt(after, 251.5, pageY(500))).toBe(GREY);
    expect(pixelAt(after, 148.5, pageY(300))).toBe(0);
    expect(pixelAt(after, 251.5, pageY(300))).toBe(0);
  });

  it('keeps round caps out of the box: a cut end stops half the width before it', () => {
    const input = onePagePdf('1 J 10 w 100 300 m 400 300 l S');
    const box = { x0: 200, y0: pageY(340), x1: 260, y1: pageY(260) };
    const output = redact(input, [box]);
    const [before, after] = [render(input), render(output)];
    expect(new Set(pixelsIn(after, box, 0))).toEqual(new Set([WHITE]));
    // The ink within half the width of the box goes; beyond it, the line is as it was.
    expect(changedOutside(before, after, [box], { margin: 5 })).toBe(0);
    expect(pixelAt(after, 190, pageY(300))).toBe(0);
    expect(pixelAt(after, 270, pageY(300))).toBe(0);
  });

  it('restarts a dashed line after the box with the dash phase it had there', () => {
    const input = onePagePdf('2 w [7 5] 3 d 100 300 m 400 300 l S 100 320 m 400 330 l S');
    const box = { x0: 203, y0: pageY(340), x1: 261, y1: pageY(290) };
    const { output } = expectCutUnder(input, [box]);
    expect(pageContent(output)).toMatch(/\[7 5\] [\d.]+ d/);
  });

  it('cuts art on a rotated page by the box as the reader sees the page', () => {
    const input = onePagePdf('0.5 g 100 100 300 200 re f 0 G 3 w 100 400 m 500 400 l S', [], {
      catalog: '',
      page: '/Rotate 90',
    });
    const transform = withDocument(input, (document) => document.loadPage(0).getTransform());
    const corners = [apply(transform, 200, 80), apply(transform, 260, 420)];
    const box = {
      x0: Math.min(corners[0]!.x, corners[1]!.x),
      y0: Math.min(corners[0]!.y, corners[1]!.y),
      x1: Math.max(corners[0]!.x, corners[1]!.x),
      y1: Math.max(corners[0]!.y, corners[1]!.y),
    };
    expect(new Set(pixelsIn(render(input), box))).toContain(0);
    expectCutUnder(input, [box]);
  });

  it('cuts a filled circle a box covers in part, its curve kept within a flattening tolerance', () => {
    const input = onePagePdf(`0.2 g ${circle(300, 500, 60)} f`);
    const box = { x0: 310, y0: pageY(600), x1: 400, y1: pageY(470) };
    // Curves outside the box become straight pieces within 0.05 points: edge pixels may shift
    // by a few grey levels, no more.
    expectCutUnder(input, [box], { slack: 16 });
  });

  it('cuts a circle stroked with its curves: what stays outside the box is still a curve', () => {
    const input = onePagePdf(`3 w ${circle(300, 500, 60)} S`);
    const box = { x0: 340, y0: pageY(600), x1: 400, y1: pageY(470) };
    // A cut end is square to the line: where the circle crosses the box's edge aslant, the ink
    // between the end and the edge goes too (up to the line's width out). The curves cut in two
    // are drawn anew, their edges a few grey levels off.
    const { output } = expectCutUnder(input, [box], { margin: 3, slack: 16 });
    expect(pageContent(output)).toMatch(/ c\b/);
  });

  it('keeps the hole of an even-odd fill a hole', () => {
    const ring =
      '100 400 m 300 400 l 300 600 l 100 600 l h 150 450 m 250 450 l 250 550 l 150 550 l h';
    const input = onePagePdf(`0.3 g ${ring} f*`);
    const box = { x0: 220, y0: pageY(620), x1: 320, y1: pageY(380) };
    const { before, after } = expectCutUnder(input, [box]);
    expect(pixelAt(after, 200, pageY(500))).toBe(WHITE);
    expect(pixelAt(after, 120, pageY(500))).toBe(pixelAt(before, 120, pageY(500)));
  });

  it('cuts a form drawn twice only where a box reaches it', () => {
    const form = stream(
      '0 0 1 rg 0 0 100 100 re f 0 G 2 w 0 50 m 100 50 l S',
      '/Type /XObject /Subtype /Form /BBox [0 0 100 100]',
    );
    const input = onePagePdf(
      'q 1 0 0 1 100 400 cm /Fm Do Q q 1 0 0 1 300 400 cm /Fm Do Q',
      [form],
      {
        catalog: '',
        page: '/Resources << /XObject << /Fm 5 0 R >> >>',
      },
    );
    const box = { x0: 150, y0: pageY(520), x1: 250, y1: pageY(420) };
    const { after } = expectCutUnder(input, [box]);
    // The second drawing, away from the box, whole.
    expect(pixelAt(after, 350, pageY(470))).not.toBe(WHITE);
  });

  it('leaves no copy of a form drawn once as it was before the cut', () => {
    const form = stream(
      '0 0 1 rg 0 0 100 100 re f 0 G 2 w 0 50 m 77.125 50 l S',
      '/Type /XObject /Subtype /Form /BBox [0 0 100 100]',
    );
    const input = onePagePdf('q 1 0 0 1 100 400 cm /Fm Do Q', [form], {
      catalog: '',
      page: '/Resources << /XObject << /Fm 5 0 R >> >>',
    });
    const { output } = expectCutUnder(input, [
      { x0: 150, y0: pageY(520), x1: 250, y1: pageY(420) },
    ]);
    expect(allStreams(output).join('\n')).not.toContain('77.125 50');
  });
});

describe('cutVectorArt on its own', () => {
  it('writes a path that reaches no area byte for byte, cuts the one that does, and writes nothing when none does', () => {
    const far = '300.000   700.0 m\n350.50 700.0 l';
    const bytes = onePagePdf(`q 2 w 100 300 m 400 300 l S ${far} S Q`);
    const document = openPdf(bytes);
    try {
      const page = document.loadPage(0);
      expect(cutVectorArt(document, page, [{ x0: 150, y0: 480, x1: 250, y1: 500 }])).toBe(1);
      const content = pageContent(document.saveToBuffer('').asUint8Array());
      expect(content).toContain(far);
      expect(content).not.toContain('100 300 m 400 300 l');
      // Nothing under these: the content is not even read anew.
      const written = page.getObject().get('Contents').asIndirect();
      expect(cutVectorArt(document, page, [{ x0: 450, y0: 50, x1: 500, y1: 100 }])).toBe(0);
      expect(page.getObject().get('Contents').asIndirect()).toBe(written);
    } finally {
      document.destroy();
    }
  });
});

/** Every stream of a saved file, decoded, as text. */
function allStreams(bytes: Uint8Array): string[] {
  return withDocument(bytes, (document) => {
    const texts: string[] = [];
    for (let num = 1; num < document.countObjects(); num++) {
      const reference = document.newIndirect(num);
      if (!reference.isStream()) continue;
      const buffer = reference.readStream();
      texts.push(buffer.asString());
      buffer.destroy();
    }
    return texts;
  });
}
