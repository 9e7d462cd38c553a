/** A word of a page with its character range in the page text and its box. */
import type { PositionedWord } from '../span';

export type { PositionedWord };

export type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * The boxes that cover characters `start..end` of a page: one box per text line. A word only
 * partly inside the range (an identifier glued to a label, "tlf:91234567") is covered whole:
 * glyph widths differ, so a cut by character count could leave a digit visible, and redacting
 * "tlf:" as well is the safe side. `words` must be sorted by `start`.
 */
export function boxesForRange(words: readonly PositionedWord[], start: number, end: number): Box[] {
  const lines: Box[] = [];
  for (let index = firstWordEndingAfter(words, start); index < words.length; index++) {
    const word = words[index]!;
    if (word.start >= end) break;
    if (word.end <= start) continue;
    const box = pick(word);
    const line = lines.at(-1);
    if (line && sameLine(line, box)) extend(line, box);
    else lines.push(box);
  }
  return lines;
}

function firstWordEndingAfter(words: readonly PositionedWord[], start: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.end <= start) low = middle + 1;
    else high = middle;
  }
  return low;
}

function pick({ x0, y0, x1, y1 }: Box): Box {
  return { x0, y0, x1, y1 };
}

/** Boxes on one line overlap vertically by more than half the smaller height. */
function sameLine(a: Box, b: Box): boolean {
  const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const height = Math.min(a.y1 - a.y0, b.y1 - b.y0);
  return overlap > height / 2 && b.x0 >= a.x0 - 1;
}

function extend(line: Box, box: Box): void {
  line.x0 = Math.min(line.x0, box.x0);
  line.y0 = Math.min(line.y0, box.y0);
  line.x1 = Math.max(line.x1, box.x1);
  line.y1 = Math.max(line.y1, box.y1);
}
