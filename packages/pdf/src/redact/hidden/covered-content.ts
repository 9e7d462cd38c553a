import type { TBBox } from '@workbench/contracts';
import { mupdf, releaseShade } from '../../engine/mupdf';
import { fromRect, intersects } from '../geometry';
import { rectanglesOf, within, type Matrix } from './device-geometry';

type Text = InstanceType<typeof mupdf.Text>;
type Image = InstanceType<typeof mupdf.Image>;
type ColorSpace = InstanceType<typeof mupdf.ColorSpace>;
type StrokeState = InstanceType<typeof mupdf.StrokeState>;

/** A glyph drawn under later opaque ink, where no reader sees it. */
export interface CoveredGlyph {
  origin: { x: number; y: number };
  drawn: TBBox;
  /** The character it stands for, as the font maps it (-1 when it maps none). */
  unicode: number;
}

/** The part of a picture that later opaque ink covers. */
export interface CoveredPicture {
  region: TBBox;
  image: Image;
  ctm: Matrix;
}

/**
 * What else a page draws, for telling without drawing it that a glyph shows (isPlainlyShown):
 * the boxes of everything drawn that is not text, where text was drawn invisibly, and the
 * rectangle inside every clip the page sets (null when one is not a rectangle).
 */
export interface DrawnScene {
  drawn: TBBox[];
  invisible: TBBox[];
  clip: TBBox | null;
}

export interface CoveredContent {
  scene: DrawnScene;
  glyphs: CoveredGlyph[];
  /**
   * What glyphs drawn over such ink (a label on a box) draw there: removing a hidden glyph must
   * not take one of these with it.
   */
  onTop: TBBox[];
  pictures: CoveredPicture[];
  /** Lets go of the pictures' images. */
  release(): void;
}

type Item =
  | { kind: 'text'; text: Text; ctm: Matrix; bounds: TBBox | null }
  | { kind: 'image'; image: Image; ctm: Matrix; bounds: TBBox }
  | { kind: 'cover'; rect: TBBox };

/**
 * What a page draws that later opaque ink hides whole (issue 62, "what is drawn decides"): the
 * classic bad redaction, a box drawn over text or a picture. Ink counts as opaque where a
 * rectangle is filled at full opacity, in normal blending, outside soft masks and patterns, and
 * clipped only by rectangles (anything else might let what is under it show). A glyph is hidden
 * when its drawing lies inside one such rectangle drawn after it; a picture, where one covers it.
 * Text no one draws (invisible text, clipping text) is not the page's ink and is left alone.
 * Covers inside `ownBoxes` (a redaction's own overlay, for the verifier) are not counted.
 * `withScene` also notes what else the page draws (DrawnScene), for the verifier.
 */
export function coveredContent(
  drawable: Drawable,
  ownBoxes: readonly TBBox[] = [],
  { withScene = false } = {},
): CoveredContent {
  // A cover inside one of `ownBoxes` (a redaction's overlay) hides nothing it did not take.
  const coversOf = (items: readonly Item[]) =>
    items.flatMap((item, index) =>
      item.kind === 'cover' && !ownBoxes.some((box) => within(item.rect, grownBy(box, 1)))
        ? [{ index, rect: item.rect }]
        : [],
    );
  // Most pages draw no cover: their text is not asked for (each piece costs a call out of MuPDF).
  const first = drawnItems(drawable, withScene, false);
  const scene = first.scene;
  if (coversOf(first.items).length === 0) return nothingCovered(first.items, scene);
  nothingCovered(first.items, scene);
  const { items } = drawnItems(drawable, false, true);
  const covers = coversOf(items);
  const later = (index: number) => covers.filter((cover) => cover.index > index);
  const glyphs: CoveredGlyph[] = [];
  const pictures: CoveredPicture[] = [];
  items.forEach((item, index) => {
    if (item.kind === 'cover' || index > covers.at(-1)!.index) return;
    const over = later(index).filter((cover) => intersects(cover.rect, boundsOf(item)));
    if (over.length === 0) return;
    if (item.kind === 'text') glyphs.push(...hiddenGlyphs(item.text, item.ctm, over));
    else pictures.push(...hiddenRegions(item, over, items));
  });
  // Only where something is hidden: the glyphs drawn over ink it lies under.
  const hiding = covers.filter(({ rect }) => glyphs.some(({ drawn }) => within(drawn, rect)));
  const drawnOver = items.flatMap((item, index) =>
    item.kind === 'text' &&
    hiding.some((cover) => cover.index < index && intersects(cover.rect, boundsOf(item)))
      ? glyphsOf(item.text, item.ctm)
      : [],
  );
  // A title set twice, once under its band and once on it, tells nothing the page does not
  // show: a glyph the same glyph covers where it stands, or a word the text drawn over the ink
  // spells too, is no hidden content.
  const shown = drawnOver.map(({ unicode }) => String.fromCodePoint(Math.max(unicode, 0x20)));
  const shownText = shown.join('').replace(/\s+/gu, '').toLocaleLowerCase();
  const hidden = wordsOf(glyphs)
    .filter((word) => !shownText.includes(spelled(word)))
    .flat()
    .filter((glyph) => !drawnOver.some((over) => isSame(glyph, over)));
  const onTop = drawnOver.map(({ drawn }) => drawn);
  const keep = new Set(pictures.map((picture) => picture.image));
  for (const item of items) {
    if (item.kind === 'text') item.text.destroy();
    if (item.kind === 'image' && !keep.has(item.image)) item.image.destroy();
  }
  return {
    scene,
    glyphs: hidden,
    onTop,
    pictures,
    release: () => {
      for (const image of keep) image.destroy();
    },
  };
}

/** What a page or a display list of one offers: it draws itself through a device. */
export interface Drawable {
  run(device: InstanceType<typeof mupdf.Device>, matrix: Matrix): void;
}

/** A page where no cover is drawn hides nothing: its items are let go at once. */
function nothingCovered(items: readonly Item[], scene: DrawnScene): CoveredContent {
  for (const item of items) {
    if (item.kind === 'text') item.text.destroy();
    if (item.kind === 'image') item.image.destroy();
  }
  return { scene, glyphs: [], onTop: [], pictures: [], release: () => undefined };
}

/** A drawn item's bounds, a text's measured when first asked (most are never asked). */
function boundsOf(item: Exclude<Item, { kind: 'cover' }>): TBBox {
  if (item.kind === 'image') return item.bounds;
  item.bounds ??= fromRect(item.text.getBounds(null as never, item.ctm));
  return item.bounds;
}

function hiddenGlyphs(text: Text, ctm: Matrix, covers: readonly { rect: TBBox }[]): CoveredGlyph[] {
  return glyphsOf(text, ctm).filter(({ drawn }) =>
    covers.some((cover) => within(drawn, cover.rect)),
  );
}

/** Glyphs in drawing order split into words: where the next one is not beside the last. */
function wordsOf(glyphs: readonly CoveredGlyph[]): CoveredGlyph[][] {
  const words: CoveredGlyph[][] = [];
  for (const glyph of glyphs) {
    const word = words.at(-1);
    const last = word?.at(-1);
    const height = last ? last.drawn.y1 - last.drawn.y0 : 0;
    const isBeside =
      last !== undefined &&
      Math.abs(glyph.origin.y - last.origin.y) < height / 4 &&
      glyph.drawn.x0 - last.drawn.x1 < height / 2 &&
      glyph.drawn.x0 > last.drawn.x0;
    if (word && isBeside) word.push(glyph);
    else words.push([glyph]);
  }
  return words;
}

const spelled = (word: readonly CoveredGlyph[]) =>
  word
    .map(({ unicode }) => String.fromCodePoint(Math.max(unicode, 0x20)))
    .join('')
    .replace(/\s+/gu, '')
    .toLocaleLowerCase();

const EVERYWHERE: TBBox = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

const intersection = (a: TBBox, b: TBBox): TBBox => ({
  x0: Math.max(a.x0, b.x0),
  y0: Math.max(a.y0, b.y0),
  x1: Math.min(a.x1, b.x1),
  y1: Math.min(a.y1, b.y1),
});

const grownBy = (box: TBBox, by: number): TBBox => ({
  x0: box.x0 - by,
  y0: box.y0 - by,
  x1: box.x1 + by,
  y1: box.y1 + by,
});

/** Whether two glyphs are one character drawn at one place (their drawings mostly overlap). */
function isSame(a: CoveredGlyph, b: CoveredGlyph): boolean {
  if (a.unicode !== b.unicode) return false;
  const overlap =
    Math.max(0, Math.min(a.drawn.x1, b.drawn.x1) - Math.max(a.drawn.x0, b.drawn.x0)) *
    Math.max(0, Math.min(a.drawn.y1, b.drawn.y1) - Math.max(a.drawn.y0, b.drawn.y0));
  const area = (box: TBBox) => (box.x1 - box.x0) * (box.y1 - box.y0);
  return overlap >= 0.7 * Math.min(area(a.drawn), area(b.drawn));
}

/** Each glyph a text draws: where its font places it, and what it draws (spaces draw nothing). */
function glyphsOf(text: Text, ctm: Matrix): CoveredGlyph[] {
  const found: CoveredGlyph[] = [];
  text.walk({
    showGlyph(font, trm, glyph, unicode, wmode) {
      const one = new mupdf.Text();
      try {
        one.showGlyph(font, trm, glyph, unicode, wmode);
        const drawn = fromRect(one.getBounds(null as never, ctm));
        if (drawn.x1 <= drawn.x0 && drawn.y1 <= drawn.y0) return;
        const [a, b, c, d, e, f] = ctm;
        const [x, y] = [trm[4], trm[5]];
        found.push({ origin: { x: a * x + c * y + e, y: b * x + d * y + f }, drawn, unicode });
      } finally {
        one.destroy();
      }
    },
  });
  return found;
}

/**
 * The regions of a picture that covers hide; none that a picture drawn after the cover also
 * reaches (blanking pixels there would blank that one too, and it shows).
 */
function hiddenRegions(
  item: Extract<Item, { kind: 'image' }>,
  covers: readonly { index: number; rect: TBBox }[],
  items: readonly Item[],
): CoveredPicture[] {
  return covers.flatMap(({ index, rect }) => {
    const region = {
      x0: Math.max(rect.x0, item.bounds.x0),
      y0: Math.max(rect.y0, item.bounds.y0),
      x1: Math.min(rect.x1, item.bounds.x1),
      y1: Math.min(rect.y1, item.bounds.y1),
    };
    const drawnOver = items
      .slice(index + 1)
      .some((other) => other.kind === 'image' && intersects(other.bounds, region));
    return drawnOver ? [] : [{ region, image: item.image, ctm: item.ctm }];
  });
}

/** Everything the page draws that matters here, in drawing order. */
function drawnItems(
  drawable: Drawable,
  withScene: boolean,
  withText: boolean,
): { items: Item[]; scene: DrawnScene } {
  const items: Item[] = [];
  const scene: DrawnScene = { drawn: [], invisible: [], clip: EVERYWHERE };
  const clips: (TBBox | null)[] = [];
  const pushClip = (clip: TBBox | null) => {
    clips.push(clip);
    scene.clip = clip && scene.clip && intersection(scene.clip, clip);
  };
  const groups: boolean[] = [];
  let maskDepth = 0;
  let tileDepth = 0;
  const isOpaqueHere = () =>
    maskDepth === 0 && tileDepth === 0 && groups.every(Boolean) && clips.every((clip) => clip);
  const clipped = (rect: TBBox): TBBox | null => {
    let result = rect;
    for (const clip of clips) {
      if (!clip) return null;
      result = {
        x0: Math.max(result.x0, clip.x0),
        y0: Math.max(result.y0, clip.y0),
        x1: Math.min(result.x1, clip.x1),
        y1: Math.min(result.y1, clip.y1),
      };
    }
    return result.x0 < result.x1 && result.y0 < result.y1 ? result : null;
  };
  const isDrawing = () => maskDepth === 0 && tileDepth === 0;
  const addText = (text: Text, ctm: Matrix) => {
    if (!isDrawing()) return text.destroy();
    items.push({ kind: 'text', text, ctm, bounds: null });
  };
  const addDrawn = (box: () => TBBox) => {
    if (withScene && isDrawing()) scene.drawn.push(box());
  };
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, colorspace, _color, alpha) {
      colorspace.destroy();
      addDrawn(() => fromRect(path.getBounds(null as never, ctm)));
      if (alpha >= 1 && isOpaqueHere()) {
        for (const rect of rectanglesOf(path, ctm)) {
          const cover = clipped(rect);
          if (cover) items.push({ kind: 'cover', rect: cover });
        }
      }
      path.destroy();
    },
    strokePath(path, stroke, ctm, colorspace) {
      addDrawn(() => fromRect(path.getBounds(stroke, ctm)));
      path.destroy();
      stroke.destroy();
      colorspace.destroy();
    },
    // Without `withText`, MuPDF makes no call for a piece of text drawn.
    ...(withText && {
      fillText(text: Text, ctm: Matrix, colorspace: ColorSpace) {
        colorspace.destroy();
        addText(text, ctm);
      },
      strokeText(text: Text, stroke: StrokeState, ctm: Matrix, colorspace: ColorSpace) {
        stroke.destroy();
        colorspace.destroy();
        addText(text, ctm);
      },
    }),
    fillImage(image, ctm) {
      // MuPDF's wrapper of a device's image holds a reference of its own (kept or destroyed).
      if (!isDrawing()) return image.destroy();
      const bounds = fromRect(mupdf.Rect.transform([0, 0, 1, 1], ctm));
      addDrawn(() => bounds);
      items.push({ kind: 'image', image, ctm: ctm, bounds });
    },
    fillImageMask(image, ctm, colorspace) {
      image.destroy();
      colorspace.destroy();
      addDrawn(() => fromRect(mupdf.Rect.transform([0, 0, 1, 1], ctm)));
    },
    fillShade(shade) {
      // A shading paints its clip, which may be anywhere: the page counts as drawn on.
      releaseShade(shade);
      addDrawn(() => EVERYWHERE);
    },
    clipPath(path, _evenOdd, ctm) {
      const rects = rectanglesOf(path, ctm);
      pushClip(rects.length === 1 ? rects[0]! : null);
      path.destroy();
    },
    clipStrokePath(path, stroke) {
      pushClip(null);
      path.destroy();
      stroke.destroy();
    },
    clipText(text) {
      pushClip(null);
      text.destroy();
    },
    clipStrokeText(text, stroke) {
      pushClip(null);
      text.destroy();
      stroke.destroy();
    },
    ignoreText(text, ctm) {
      if (withScene) scene.invisible.push(fromRect(text.getBounds(null as never, ctm)));
      text.destroy();
    },
    clipImageMask(image) {
      image.destroy();
      pushClip(null);
    },
    popClip() {
      clips.pop();
    },
    beginMask(_bbox, _luminosity, colorspace) {
      colorspace.destroy();
      maskDepth++;
    },
    endMask() {
      maskDepth--;
      pushClip(null);
    },
    beginGroup(_bbox, colorspace, _isolated, _knockout, blendmode, alpha) {
      colorspace.destroy();
      groups.push(alpha >= 1 && blendmode === 'Normal');
    },
    endGroup() {
      groups.pop();
    },
    beginTile() {
      tileDepth++;
      return 0;
    },
    endTile() {
      tileDepth--;
    },
  });
  try {
    drawable.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return { items, scene };
}
