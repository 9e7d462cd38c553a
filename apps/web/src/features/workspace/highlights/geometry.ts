import type { TPdfWord } from '@workbench/contracts';
import { MARKING, POSITION_MATCH } from '../workspace-constants';
import type { Rect } from './highlight';

export interface Point {
  x: number;
  y: number;
}

/** The rectangle spanned by two points of a drag, in the same units as the points. */
export function rectBetween(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(a.x - b.x),
    h: Math.abs(a.y - b.y),
  };
}

/** A manual rectangle needs at least 2 units in both directions (spec §5). */
export function isUsableRect(rect: Rect): boolean {
  return rect.w >= MARKING.minRectUnits && rect.h >= MARKING.minRectUnits;
}

/** A drag that does not exceed 2 × 2 screen pixels is too small to mark anything. */
export function isTinyDrag(widthPx: number, heightPx: number): boolean {
  return widthPx <= MARKING.tinySelectionPx || heightPx <= MARKING.tinySelectionPx;
}

export type PressKind = 'word' | 'drag' | 'cancel';

/**
 * Text selection: a press under 300 ms moving under 8 px picks one word; a move under 3 px that
 * took longer is cancelled; anything else is a drag over characters.
 */
export function classifyPress(durationMs: number, distancePx: number): PressKind {
  if (durationMs < MARKING.clickMaxMs && distancePx < MARKING.clickMaxPx) return 'word';
  if (distancePx < MARKING.cancelBelowPx) return 'cancel';
  return 'drag';
}

function intersection(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Whether two rectangles mark the same place (spec §4): they overlap by at least 5 % of the
 * smaller one, or their centres lie within 50 units and their areas differ by at most 70 %.
 */
export function samePosition(a: Rect, b: Rect): boolean {
  const smaller = Math.min(a.w * a.h, b.w * b.h);
  if (smaller > 0 && intersection(a, b) / smaller >= POSITION_MATCH.overlap) return true;
  const distance = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
  const larger = Math.max(a.w * a.h, b.w * b.h);
  const ratioDifference = larger === 0 ? 0 : 1 - smaller / larger;
  return (
    distance <= POSITION_MATCH.centreDistance &&
    ratioDifference <= POSITION_MATCH.sizeRatioDifference
  );
}

/** How far apart (page units, each edge) two rectangles may lie and still be one place. */
const SAME_PLACE_UNITS = 1;

/**
 * Whether two rectangles are the same place, each edge within a unit: a mark already there,
 * rather than one that merely overlaps it (samePosition).
 */
export function isSamePlace(a: Rect, b: Rect): boolean {
  return (
    Math.abs(a.x - b.x) <= SAME_PLACE_UNITS &&
    Math.abs(a.y - b.y) <= SAME_PLACE_UNITS &&
    Math.abs(a.x + a.w - (b.x + b.w)) <= SAME_PLACE_UNITS &&
    Math.abs(a.y + a.h - (b.y + b.h)) <= SAME_PLACE_UNITS
  );
}

/** A piece of text with its box: a word, or the characters of a word inside a selection. */
export interface TextBox extends Rect {
  text: string;
}

/**
 * The characters of each word whose centres lie inside `area`, or that a drag along the line
 * (an area no taller than the word, inside its height) passes over. A word's box is shared
 * evenly by its characters, which is what the extraction gives without per-glyph boxes.
 */
export function charactersIn(words: readonly TPdfWord[], area: Rect): TextBox[] {
  const picked: TextBox[] = [];
  for (const word of words) {
    const count = [...word.text].length;
    if (count === 0) continue;
    const midY = (word.y0 + word.y1) / 2;
    const alongLine = area.y >= word.y0 && area.y + area.h <= word.y1;
    if (!alongLine && (midY < area.y || midY > area.y + area.h)) continue;
    const step = (word.x1 - word.x0) / count;
    let first = -1;
    let last = -1;
    for (let index = 0; index < count; index++) {
      const midX = word.x0 + step * (index + 0.5);
      if (midX >= area.x && midX <= area.x + area.w) {
        if (first < 0) first = index;
        last = index;
      }
    }
    if (first < 0) continue;
    const text = [...word.text].slice(first, last + 1).join('');
    picked.push({
      text,
      x: word.x0 + step * first,
      y: word.y0,
      w: step * (last - first + 1),
      h: word.y1 - word.y0,
    });
  }
  return picked;
}

/** The word under a point, if any. */
export function wordAt(words: readonly TPdfWord[], point: Point): TextBox | undefined {
  const word = words.find(
    (candidate) =>
      point.x >= candidate.x0 &&
      point.x <= candidate.x1 &&
      point.y >= candidate.y0 &&
      point.y <= candidate.y1,
  );
  if (!word) return undefined;
  return { text: word.text, x: word.x0, y: word.y0, w: word.x1 - word.x0, h: word.y1 - word.y0 };
}

/**
 * One box per text line: boxes whose vertical centres lie within the tolerance are one line,
 * joined into their union, texts joined with spaces in reading order.
 */
export function mergeIntoLines(boxes: readonly TextBox[], tolerance: number = MARKING.lineMergePx) {
  const lines: TextBox[][] = [];
  const sorted = [...boxes].sort((a, b) => a.y + a.h / 2 - (b.y + b.h / 2) || a.x - b.x);
  for (const box of sorted) {
    const centre = box.y + box.h / 2;
    const line = lines.find((candidate) => {
      const first = candidate[0]!;
      return Math.abs(first.y + first.h / 2 - centre) <= tolerance;
    });
    if (line) line.push(box);
    else lines.push([box]);
  }
  return lines.map((line): TextBox => {
    line.sort((a, b) => a.x - b.x);
    const x0 = Math.min(...line.map((box) => box.x));
    const y0 = Math.min(...line.map((box) => box.y));
    const x1 = Math.max(...line.map((box) => box.x + box.w));
    const y1 = Math.max(...line.map((box) => box.y + box.h));
    return { text: line.map((box) => box.text).join(' '), x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  });
}
