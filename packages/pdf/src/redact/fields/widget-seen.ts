import type { TBBox } from '@workbench/contracts';
import { mupdf, releaseShade, type PDFWidget } from '../../engine/mupdf';
import { isEngineFault } from '../../engine/pdf-file-error';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { centreInside } from '../geometry';

/** Annotation flags 2 (hidden) and 32 (not viewed): the widget is not shown. */
const NOT_SHOWN = 2 | 32;
/** Characters smaller than this (points, along their line's height) are not read by anyone. */
const LEGIBLE = 3;
/** Pixels per point of the test rendering. */
const SCALE = 2;
/** The largest test rendering (pixels a side); a larger value is not judged seen. */
const MAX_SIDE = 4096;
/** How far (sum over R, G, B) the text must change a pixel of each character's box. */
const CONTRAST = 96;

/** What else stands on the widget's page. */
export interface PageView {
  bounds: TBBox;
  /** The rectangles of the page's other annotations and widgets that are drawn. */
  others: readonly TBBox[];
}

/**
 * Whether a widget shows `boxes` — the characters of its value or caption, as its appearance
 * draws them — to whoever looks at the page: the widget is neither hidden nor off the page; no
 * other annotation lies over the characters' middles (a black box drawn over a field); each character is
 * at least 3 points high, inside the widget (not clipped away past its edge); and in a rendering
 * of the widget, its text changes pixels of every character's box clearly — it is the text that
 * shows, not a border or background behind it (white on white, invisible text, text under an
 * opaque box of the appearance change nothing). Whatever it cannot tell is not seen. A widget
 * without an appearance stream of its own is judged as MuPDF draws it from its value, as
 * readers do (Poppler, pdf.js, MuPDF and Acrobat draw such a field in its default appearance),
 * as they do for every field of a form that asks them to (`/NeedAppearances`).
 */
export function showsCharacters(
  widget: PDFWidget,
  boxes: readonly TBBox[],
  page: PageView,
): boolean {
  if (boxes.length === 0) return false;
  const object = widget.getObject();
  if (isHidden(object)) return false;
  const [x0, y0, x1, y1] = widget.getBounds();
  const bounds = { x0: x0, y0: y0, x1: x1, y1: y1 };
  if (!centreInside(bounds, page.bounds)) return false;
  const placed = boxes.every(
    (box) =>
      // Across the line: a rotated page gives the boxes turned.
      Math.max(box.x1 - box.x0, box.y1 - box.y0) >= LEGIBLE &&
      centreInside(box, bounds) &&
      centreInside(box, page.bounds) &&
      // Another annotation over its middle, not one touching an edge (a widget just above
      // reaching into a tall glyph box's ascender room).
      !page.others.some((other) => centreInside(box, other)),
  );
  if (!placed) return false;
  try {
    return textChangesPixels(widget, boxes);
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return false;
  }
}

/** Whether an annotation's flags keep it from being shown (hidden, or not viewed). */
export function isHidden(annotation: PDFObject): boolean {
  const flags = resolveObject(annotation.get('F'));
  return flags.isNumber() && (flags.asNumber() & NOT_SHOWN) !== 0;
}

/** Whether the widget's text changes pixels in every box: rendered with it and without it. */
function textChangesPixels(widget: PDFWidget, boxes: readonly TBBox[]): boolean {
  const area = [
    Math.floor(Math.min(...boxes.map((box) => box.x0)) * SCALE),
    Math.floor(Math.min(...boxes.map((box) => box.y0)) * SCALE),
    Math.ceil(Math.max(...boxes.map((box) => box.x1)) * SCALE),
    Math.ceil(Math.max(...boxes.map((box) => box.y1)) * SCALE),
  ] as const;
  if (area[2] - area[0] > MAX_SIDE || area[3] - area[1] > MAX_SIDE) return false;
  const list = widget.toDisplayList();
  try {
    const withText = render(list, area, false);
    const withoutText = render(list, area, true);
    return boxes.every((box) => changed(withText, withoutText.pixels, area, box));
  } finally {
    list.destroy();
  }
}

type DisplayList = ReturnType<PDFWidget['toDisplayList']>;
type Area = readonly [number, number, number, number];

interface Pixels {
  pixels: Uint8ClampedArray;
  stride: number;
}

/** The pixels (RGB, white ground) of `area` of the list drawn at SCALE, its text left out or not. */
function render(list: DisplayList, area: Area, leaveOutText: boolean): Pixels {
  const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [...area], false);
  try {
    pixmap.clear(255);
    const draw = new mupdf.DrawDevice(mupdf.Matrix.scale(SCALE, SCALE), pixmap);
    try {
      list.run(leaveOutText ? withoutText(draw) : draw, mupdf.Matrix.identity);
      draw.close();
    } finally {
      draw.destroy();
    }
    return { pixels: pixmap.getPixels().slice(), stride: pixmap.getStride() };
  } finally {
    pixmap.destroy();
  }
}

type Device = InstanceType<typeof mupdf.DrawDevice>;

/**
 * A device that passes everything to `draw` except text: shown, stroked, clipping (with the
 * `popClip` that ends it) or invisible.
 */
function withoutText(draw: Device) {
  const clips: boolean[] = [];
  // The callbacks' colours are plain arrays, the device's tuples: passed on as they are.
  const to = draw as unknown as Record<string, (...args: unknown[]) => void>;
  const pass =
    (name: string, clipping = false) =>
    (...args: unknown[]) => {
      if (clipping) clips.push(true);
      try {
        to[name]!.call(draw, ...args);
      } finally {
        // MuPDF's wrappers of the callback's path, stroke, colour space and image are dropped
        // now, while the list runs: a path of a display list lives in the list's memory, and a
        // wrapper left to the garbage collector would drop it after list.destroy() — a
        // use-after-free that corrupted MuPDF's heap ("memory access out of bounds" in Chromium).
        for (const arg of args) if (isWrapper(arg)) arg.destroy();
      }
    };
  return new mupdf.Device({
    fillPath: pass('fillPath'),
    strokePath: pass('strokePath'),
    clipPath: pass('clipPath', true),
    clipStrokePath: pass('clipStrokePath', true),
    clipText: () => clips.push(false),
    clipStrokeText: () => clips.push(false),
    fillShade: (shade, ctm, alpha) => {
      try {
        draw.fillShade(shade, ctm, alpha);
      } finally {
        releaseShade(shade);
      }
    },
    fillImage: pass('fillImage'),
    fillImageMask: pass('fillImageMask'),
    clipImageMask: pass('clipImageMask', true),
    popClip: () => {
      if (clips.pop() !== false) draw.popClip();
    },
    beginMask: pass('beginMask'),
    endMask: pass('endMask', true),
    beginGroup: pass('beginGroup'),
    endGroup: pass('endGroup'),
    beginTile: (...args) => draw.beginTile(...args),
    endTile: pass('endTile'),
    beginLayer: pass('beginLayer'),
    endLayer: pass('endLayer'),
  });
}

function isWrapper(value: unknown): value is { destroy(): void } {
  return typeof (value as { destroy?: unknown } | null)?.destroy === 'function';
}

/** Whether some pixel of `box` differs clearly between the two renderings of `area`. */
function changed(one: Pixels, other: Uint8ClampedArray, area: Area, box: TBBox) {
  const width = area[2] - area[0];
  const height = area[3] - area[1];
  const x0 = Math.max(0, Math.floor(box.x0 * SCALE) - area[0]);
  const x1 = Math.min(width, Math.ceil(box.x1 * SCALE) - area[0]);
  const y0 = Math.max(0, Math.floor(box.y0 * SCALE) - area[1]);
  const y1 = Math.min(height, Math.ceil(box.y1 * SCALE) - area[1]);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = y * one.stride + x * 3;
      const difference =
        Math.abs(one.pixels[at]! - other[at]!) +
        Math.abs(one.pixels[at + 1]! - other[at + 1]!) +
        Math.abs(one.pixels[at + 2]! - other[at + 2]!);
      if (difference >= CONTRAST) return true;
    }
  }
  return false;
}
