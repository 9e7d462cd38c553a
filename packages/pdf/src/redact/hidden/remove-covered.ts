import type { TBBox } from '@workbench/contracts';
import type { PDFDocument, PDFPage } from '../../engine/mupdf';
import { readPageWords } from '../../engine/read-words';
import {
  applyAreas,
  IMAGE_NONE,
  IMAGE_PIXELS,
  LINE_ART_NONE,
  TEXT_NONE,
  TEXT_REMOVE,
} from '../content/apply-areas';
import { clearOfKept } from '../content/clear-cuts';
import { compressRawImages } from '../content/compress-images';
import { GlyphIndex } from '../content/glyph-index';
import { contentStreams } from '../redact-pages';
import { boxAt } from '../survey-page';
import { centreInside } from '../geometry';
import { coveredContent } from './covered-content';
import { charAt } from './far-glyphs';
import { flattenAnnotationsAt } from './flatten-annotations';

export interface RemovedCovered {
  glyphs: number;
  pictures: number;
  /** The content streams the page stopped using. */
  replacedContents: number[];
}

/**
 * Removes what a page draws under later opaque ink (coveredContent): the glyphs, cut where MuPDF
 * places them and clear of the glyphs around them, and the pixels of pictures under the ink.
 * Nothing changes on the page as a reader sees it.
 */
export function removeCovered(
  document: PDFDocument,
  page: PDFPage,
  pageNumber: number,
): RemovedCovered {
  const before = contentStreams(page);
  const covered = withAnnotationsFlattened(document, page);
  let glyphs = 0;
  try {
    if (covered.glyphs.length > 0) {
      const words = readPageWords(page, pageNumber);
      // A glyph that cannot go without one drawn over the ink (a label on the box) stays: the
      // verifier names its place, for the user to mark.
      const places = covered.glyphs
        .map(({ origin, drawn }) => {
          const index = charAt(words, origin);
          return index === null ? inset(drawn) : boxAt(words, index);
        })
        .filter((place) => !covered.onTop.some((glyph) => centreInside(glyph, place)));
      glyphs = places.length;
      if (glyphs > 0) {
        const cuts = clearOfKept(places, new GlyphIndex(words), places);
        applyAreas(page, cuts, IMAGE_NONE, LINE_ART_NONE, TEXT_REMOVE);
      }
    }
    if (covered.pictures.length > 0) {
      const regions = covered.pictures.map(({ region }) => region);
      applyAreas(page, regions, IMAGE_PIXELS, LINE_ART_NONE, TEXT_NONE);
      compressRawImages(document, page);
    }
  } finally {
    covered.release();
  }
  const after = new Set(contentStreams(page));
  return {
    glyphs,
    pictures: covered.pictures.length,
    replacedContents: before.filter((num) => !after.has(num)),
  };
}

/**
 * What the page draws under later ink, after the annotations that reach it became page content
 * (flattenAnnotationsAt): a glyph hidden in one comment box under another is cut from page
 * content then, and no annotation is lost to the cut.
 */
function withAnnotationsFlattened(document: PDFDocument, page: PDFPage) {
  const covered = coveredContent(page);
  const places = [
    ...covered.glyphs.map(({ drawn }) => drawn),
    ...covered.pictures.map(({ region }) => region),
  ];
  if (places.length === 0 || flattenAnnotationsAt(document, page, places) === 0) return covered;
  covered.release();
  return coveredContent(page);
}

/** The middle of a glyph's drawing, which meets its box however MuPDF shrinks it. */
function inset(box: TBBox): TBBox {
  const dx = (box.x1 - box.x0) / 4;
  const dy = (box.y1 - box.y0) / 4;
  return { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
}
