import type { TBBox } from '@workbench/contracts';
import type { TaskBudget } from '../../budget/task-budget';
import type { PDFDocument } from '../../engine/mupdf';
import { loadPageOrThrow } from '../../engine/open-pdf';
import { PageInk } from '../../engine/page-ink';
import type { PageText } from '../../engine/page-text';
import { readDrawnWords } from '../../engine/read-words';
import { applyAreas, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE } from '../content/apply-areas';
import { clearOfKept } from '../content/clear-cuts';
import { GlyphIndex } from '../content/glyph-index';
import { QuoteFinder } from '../quotes';
import { contentStreams } from '../redact-pages';
import { boxAt } from '../survey-page';
import { isShown, lazyInk } from './shown-text';

export interface HiddenCopies {
  /** How many copies were removed. */
  removed: number;
  /** The content streams the pages with removals stopped using (see FirstPass). */
  replacedContents: number[];
}

/**
 * Removes the copies of redacted strings that a page draws where no reader sees them (issue 62,
 * "an invisible copy is cleaned like a hidden one"): on a layer that is off, outside the page,
 * too small to read, in the colour of what lies under it, under later opaque ink or clipped
 * away. A copy a reader sees stays: the user left it there. Only the glyphs go; nothing is drawn
 * in their place, since nothing showed there. Layers are turned on to read what they hold and
 * set back as the file had them.
 */
export function removeHiddenCopies(
  document: PDFDocument,
  needles: readonly string[],
  budget: TaskBudget,
): HiddenCopies {
  const finder = new QuoteFinder(needles);
  const result: HiddenCopies = { removed: 0, replacedContents: [] };
  if (finder.isEmpty) return result;
  const layersOff = offLayers(document);
  const found = withLayersOn(document, layersOff, () => findCopies(document, finder, budget));
  const cuts = new Map<number, TBBox[]>();
  for (const [index, { text, ranges }] of found) {
    budget.step(index + 1);
    const page = loadPageOrThrow(document, index);
    try {
      const ink = lazyInk(() => PageInk.of(page));
      const hidden = ranges.filter(([start, end]) => !isShown(text, start, end, ink));
      if (hidden.length === 0) continue;
      result.removed += hidden.length;
      const boxes = hidden.flatMap(([start, end]) => glyphBoxes(text, start, end));
      cuts.set(index, clearOfKept(boxes, new GlyphIndex(text), boxes));
    } finally {
      page.destroy();
    }
  }
  withLayersOn(document, layersOff, () => {
    for (const [index, boxes] of cuts) {
      const page = loadPageOrThrow(document, index);
      try {
        const before = contentStreams(page);
        applyAreas(page, boxes, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
        const after = new Set(contentStreams(page));
        result.replacedContents.push(...before.filter((num) => !after.has(num)));
      } finally {
        page.destroy();
      }
    }
  });
  return result;
}

/** Each page's text with every layer on and past the page's edges, and where it quotes. */
function findCopies(
  document: PDFDocument,
  finder: QuoteFinder,
  budget: TaskBudget,
): Map<number, { text: PageText; ranges: [number, number][] }> {
  const found = new Map<number, { text: PageText; ranges: [number, number][] }>();
  for (let index = 0; index < document.countPages(); index++) {
    budget.step(index + 1);
    const page = loadPageOrThrow(document, index);
    try {
      const text = readDrawnWords(page, index + 1);
      const ranges = finder.ranges(text.text);
      if (ranges.length > 0) found.set(index, { text, ranges });
    } finally {
      page.destroy();
    }
  }
  return found;
}

function glyphBoxes(text: PageText, start: number, end: number): TBBox[] {
  const boxes: TBBox[] = [];
  for (let index = start; index < end; index++) {
    if (/\s/u.test(text.text[index]!)) continue;
    const box = boxAt(text, index);
    if (!Number.isNaN(box.x0)) boxes.push(box);
  }
  return boxes;
}

/** The layers the file has off, by MuPDF's index. */
function offLayers(document: PDFDocument): number[] {
  const off: number[] = [];
  for (let layer = 0; layer < document.countLayers(); layer++) {
    if (!document.isLayerVisible(layer)) off.push(layer);
  }
  return off;
}

function withLayersOn<T>(document: PDFDocument, layers: readonly number[], work: () => T): T {
  for (const layer of layers) document.setLayerVisible(layer, true);
  try {
    return work();
  } finally {
    for (const layer of layers) document.setLayerVisible(layer, false);
  }
}
