import type { TBBox } from '@workbench/contracts';
import { mupdf, type PDFPage } from '../../engine/mupdf';
import { fromRect, intersects } from '../geometry';
import { rectanglesOf, within, type Matrix } from './device-geometry';

type Text = InstanceType<typeof mupdf.Text>;
type Image = InstanceType<typeof mupdf.Image>;

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

export interface CoveredContent {
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
  | { kind: 'text'; text: Text; ctm: Matrix; bounds: TBBox }
  | { kind: 'image'; image: Image; ctm: Matrix; bounds: TBBox }
  | { kind: 'cover'; rect: TBBox };

const hook = globalThis as { $libmupdf_wasm_Module?: { _wasm_keep_image?: (p: number) => void } };

/**
 * What a page draws that later opaque ink hides whole (issue 62, "what is drawn decides"): the
 * classic bad redaction, a box drawn over text or a picture. Ink counts as opaque where a
 * rectangle is filled at full opacity, in normal blending, outside soft masks and patterns, and
 * clipped only by rectangles (anything else might let what is under it show). A glyph is hidden
 * when its drawing lies inside one such rectangle drawn after it; a picture, where one covers it.
 * Text no one draws (invisible text, clipping text) is not the page's ink and is left alone.
 */
export function coveredContent(page: PDFPage): CoveredContent {
  const items = drawnItems(page);
  const covers = items.flatMap((item, index) =>
    item.kind === 'cover' ? [{ index, rect: item.rect }] : [],
  );
  const later = (index: number) => covers.filter((cover) => cover.index > index);
  const glyphs: CoveredGlyph[] = [];
  const pictures: CoveredPicture[] = [];
  items.forEach((item, index) => {
    if (item.kind === 'cover') return;
    const over = later(index).filter((cover) => intersects(cover.rect, item.bounds));
    if (over.length === 0) return;
    if (item.kind === 'text') glyphs.push(...hiddenGlyphs(item.text, item.ctm, over));
    else pictures.push(...hiddenRegions(item, over, items));
  });
  // Only where something is hidden: the glyphs drawn over ink it lies under.
  const hiding = covers.filter(({ rect }) => glyphs.some(({ drawn }) => within(drawn, rect)));
  const drawnOver = items.flatMap((item, index) =>
    item.kind === 'text' &&
    hiding.some((cover) => cover.index < index && intersects(cover.rect, item.bounds))
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
    glyphs: hidden,
    onTop,
    pictures,
    release: () => {
      for (const image of keep) image.destroy();
    },
  };
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
function drawnItems(page: PDFPage): Item[] {
  const items: Item[] = [];
  const clips: (TBBox | null)[] = [];
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
    const bounds = fromRect(text.getBounds(null as never, ctm));
    items.push({ kind: 'text', text, ctm, bounds });
  };
  const device = new mupdf.Device({
    fillPath(path, _evenOdd, ctm, colorspace, _color, alpha) {
      colorspace.destroy();
      if (alpha >= 1 && isOpaqueHere()) {
        for (const rect of rectanglesOf(path, ctm)) {
          const cover = clipped(rect);
          if (cover) items.push({ kind: 'cover', rect: cover });
        }
      }
      path.destroy();
    },
    strokePath(path, stroke, _ctm, colorspace) {
      path.destroy();
      stroke.destroy();
      colorspace.destroy();
    },
    fillText(text, ctm, colorspace) {
      colorspace.destroy();
      addText(text, ctm);
    },
    strokeText(text, stroke, ctm, colorspace) {
      stroke.destroy();
      colorspace.destroy();
      addText(text, ctm);
    },
    fillImage(image, ctm) {
      // MuPDF's wrapper of a device's image holds no reference of its own: take one.
      hook.$libmupdf_wasm_Module?._wasm_keep_image?.(image.pointer);
      if (!isDrawing()) return image.destroy();
      const bounds = fromRect(mupdf.Rect.transform([0, 0, 1, 1], ctm));
      items.push({ kind: 'image', image, ctm: ctm, bounds });
    },
    clipPath(path, _evenOdd, ctm) {
      const rects = rectanglesOf(path, ctm);
      clips.push(rects.length === 1 ? rects[0]! : null);
      path.destroy();
    },
    clipStrokePath(path, stroke) {
      clips.push(null);
      path.destroy();
      stroke.destroy();
    },
    clipText(text) {
      clips.push(null);
      text.destroy();
    },
    clipStrokeText(text, stroke) {
      clips.push(null);
      text.destroy();
      stroke.destroy();
    },
    ignoreText(text) {
      text.destroy();
    },
    clipImageMask() {
      clips.push(null);
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
      clips.push(null);
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
    page.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return items;
}
