import type { TBBox } from '@workbench/contracts';
import { imageBoxes } from '../engine/image-boxes';
import type { PDFPage } from '../engine/mupdf';
import type { PageText } from '../engine/page-text';
import { centreInside, intersects } from './geometry';

export interface PageSurvey {
  /** The text under each area, in reading order (words separated by single spaces). */
  textPerArea: string[];
  wordsRemoved: number;
  imagesTouched: number;
  /** The boxes of the images the areas touch, in page space. */
  touchedImages: TBBox[];
}

/** What lies under the areas before redaction: the text to check for later, words, images. */
export function surveyPage(page: PDFPage, text: PageText, areas: readonly TBBox[]): PageSurvey {
  const ranges = lineRanges(text);
  const textPerArea = areas.map((area) => textUnder(text, area, ranges));
  const wordsRemoved = text.words.filter((word) =>
    areas.some(
      (area) => intersects(word, area) && charsOfWordInside(text, word.start, word.end, area),
    ),
  ).length;
  const touchedImages = imageBoxes(page).filter((box) =>
    areas.some((area) => intersects(box, area)),
  );
  return { textPerArea, wordsRemoved, imagesTouched: touchedImages.length, touchedImages };
}

/** A line of the page text: its character range and its box. */
export interface LineRange {
  start: number;
  end: number;
  box: TBBox;
}

/** The page's lines, so a box only looks at the characters of the lines it crosses. */
export function lineRanges(text: PageText): LineRange[] {
  const ranges: LineRange[] = [];
  let current: LineRange | null = null;
  for (let index = 0; index < text.text.length; index++) {
    const line = text.lines[index]!;
    if (line < 0) continue;
    const box = boxAt(text, index);
    if (current && text.lines[current.start] === line) {
      current.end = index + 1;
      current.box = {
        x0: Math.min(current.box.x0, box.x0),
        y0: Math.min(current.box.y0, box.y0),
        x1: Math.max(current.box.x1, box.x1),
        y1: Math.max(current.box.y1, box.y1),
      };
    } else {
      current = { start: index, end: index + 1, box };
      ranges.push(current);
    }
  }
  return ranges;
}

/**
 * Characters whose centre lies in the area, in reading order, words joined by one space; those
 * `skip` names (the overlay's own labels) are left out.
 */
export function textUnder(
  text: PageText,
  area: TBBox,
  ranges = lineRanges(text),
  skip: (index: number) => boolean = () => false,
): string {
  let result = '';
  for (const range of ranges) {
    if (!intersects(range.box, area)) continue;
    let pendingSpace = result.length > 0;
    for (let index = range.start; index < range.end; index++) {
      if (text.lines[index]! < 0 || !centreInside(boxAt(text, index), area) || skip(index)) {
        pendingSpace = result.length > 0;
        continue;
      }
      if (pendingSpace) result += ' ';
      pendingSpace = false;
      result += text.text[index];
    }
  }
  return result;
}

/**
 * A narrowed area would keep a glyph that is small or sits off its line yet has its centre inside
 * the area (a superscript, a smaller neighbour): a reader would see half of it under the box, and
 * the verification would find it there. For each such character (its box, shrunk by a tenth as
 * MuPDF shrinks glyphs, misses every narrowed area), a thin area down its middle.
 */
export function centresMissed(
  text: PageText,
  areas: readonly TBBox[],
  narrowed: readonly TBBox[],
): TBBox[] {
  const centres: TBBox[] = [];
  for (const range of lineRanges(text)) {
    if (!areas.some((area) => intersects(range.box, area))) continue;
    for (let index = range.start; index < range.end; index++) {
      if (text.lines[index]! < 0 || /\s/u.test(text.text[index]!)) continue;
      const box = boxAt(text, index);
      if (!areas.some((area) => centreInside(box, area))) continue;
      const dx = (box.x1 - box.x0) / 10;
      const dy = (box.y1 - box.y0) / 10;
      const shrunk = { x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 - dx, y1: box.y1 - dy };
      if (narrowed.some((cut) => intersects(shrunk, cut))) continue;
      // A sliver down the middle of the character: it meets MuPDF's box for the glyph even
      // when that box is flat on the baseline (Type 3 fonts without ascender and descender).
      const x = (box.x0 + box.x1) / 2;
      centres.push({ x0: x - 0.05, y0: box.y0 + dy, x1: x + 0.05, y1: box.y1 - dy });
    }
  }
  return centres;
}

/** Thin areas down the middle of the characters whose centre lies in one of the areas. */
export function centresUnder(text: PageText, areas: readonly TBBox[]): TBBox[] {
  return centresMissed(text, areas, []);
}

function charsOfWordInside(text: PageText, start: number, end: number, area: TBBox): boolean {
  for (let index = start; index < end; index++)
    if (centreInside(boxAt(text, index), area)) return true;
  return false;
}

export function boxAt(text: PageText, index: number): TBBox {
  const at = index * 4;
  return {
    x0: text.boxes[at]!,
    y0: text.boxes[at + 1]!,
    x1: text.boxes[at + 2]!,
    y1: text.boxes[at + 3]!,
  };
}
