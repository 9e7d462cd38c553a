/**
 * Where a label's value stands on a laid-out page: to its right on its row, or under it when the
 * label heads a column or a form field. Shared by the labelled values and the phone labels.
 */
import { boxesForRange, type Box } from '../hybrid/boxes';
import type { PositionedWord } from '../span';

/** How far right of a label, in label heights, its value may stand in a form or table. */
const RIGHT_REACH = 30;
/** How far below a label, in label heights, its value may stand. */
const BELOW_REACH = 3;

/** Words closer than this many word heights run on as one value. */
const RUN_GAP = 0.6;
/**
 * A name's parts may stand a full-width space apart: "履 歴 書 書太郎", a Japanese surname and
 * given name set one character apart.
 */
export const NAME_RUN_GAP = 1.2;

/**
 * A word further right than this many label heights is another box's, when a value sits under
 * the label.
 */
const BOX_GAP = 3;
/** A value this close under its label (in label heights) fills the label's box. */
const NEAR_BELOW = 1.5;

/** A word with a letter or digit: a lone ":" or "–" between a label and its value is skipped. */
export const WORD_CHAR = /[\p{L}\p{N}]/u;

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.min(a1, b1) - Math.max(a0, b0);

/** The box around the words that hold characters start…end (a label's lines together). */
export function boxOf(
  words: readonly PositionedWord[],
  start: number,
  end: number,
): Box | undefined {
  const lines = boxesForRange(words, start, end);
  if (lines.length === 0) return undefined;
  return {
    x0: Math.min(...lines.map((box) => box.x0)),
    y0: Math.min(...lines.map((box) => box.y0)),
    x1: Math.max(...lines.map((box) => box.x1)),
    y1: Math.max(...lines.map((box) => box.y1)),
  };
}

/** Whether `word` follows `before` on its row closer than a character's width. */
function continuesRun(before: PositionedWord, word: PositionedWord): boolean {
  const height = Math.max(1, word.y1 - word.y0);
  const gap = word.x0 - before.x1;
  return (
    overlap(word.y0, word.y1, before.y0, before.y1) >= 0.5 * height &&
    gap >= -0.5 &&
    gap <= 0.6 * height
  );
}

/** A word near a label: right of it on its row, or under it. */
export type Neighbour = { word: PositionedWord; isBelow: boolean };

/**
 * The nearest word to the right of a label on its line; then, when the label stands apart on its
 * row (a table's header, a form's label), the words under it, nearest first: a second header row
 * ("ISBN/EAN" under "Ordernummer") may come before the value.
 */
export function layoutNeighbours(
  text: string,
  words: readonly PositionedWord[],
  label: Box,
  labelStart: number,
  labelEnd: number,
): Neighbour[] {
  const height = Math.max(1, label.y1 - label.y0);
  let right: PositionedWord | undefined;
  const below: PositionedWord[] = [];
  let previous: PositionedWord | undefined;
  for (const word of words) {
    const before = previous;
    previous = word;
    if (word.start < labelEnd && word.end > labelStart) continue;
    if (!WORD_CHAR.test(text.slice(word.start, word.end))) continue;
    const sameRow = overlap(word.y0, word.y1, label.y0, label.y1) >= 0.5 * height;
    if (sameRow && word.x0 >= label.x1 - 0.5 && word.x0 - label.x1 <= RIGHT_REACH * height) {
      if (!right || word.x0 < right.x0) right = word;
      continue;
    }
    const isUnder =
      word.y0 >= label.y1 - 0.25 * height && word.y0 - label.y1 <= BELOW_REACH * height;
    const isAligned =
      overlap(word.x0, word.x1, label.x0, label.x1) > 0 || Math.abs(word.x0 - label.x0) <= height;
    // A value starts a run of words: "1 200" is the rest of "NOK 1 200", not a value of its own.
    if (isUnder && isAligned && !(before && continuesRun(before, word))) below.push(word);
  }
  below.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  // Only a label that stands apart on its row heads a column; in running text the words under a
  // label are the next line's, not its value ("social security number and⏎… Form 4137").
  const standsApart = !right || right.x0 - label.x1 >= height;
  const beside = right ? [{ word: right, isBelow: false }] : [];
  const under = (standsApart ? below : []).map((word) => ({ word, isBelow: true }));
  // A form's box: the label at its top, the value right under it and set in from its left edge,
  // the next box's number far to the right ("Account number (see instructions)" over
  // "3479215860", "13 State" beside it). A word under the label's left edge is the next label
  // of a column of labels, whose values stand right of them ("Фамилия", "Имя", "Отчество").
  const boxed =
    right !== undefined &&
    below[0] !== undefined &&
    right.x0 - label.x1 > BOX_GAP * height &&
    below[0].y0 - label.y1 <= NEAR_BELOW * height &&
    Math.abs(below[0].x0 - label.x0) > height &&
    !/[:：]\s*$/u.test(text.slice(labelStart, labelEnd + 2));
  return boxed ? [...under, ...beside] : [...beside, ...under];
}

/**
 * Where the run of words that starts with `first` ends: the words after it on its row whose gap
 * to the one before is under a character's width. A value read from the layout stops there, so
 * it never runs on into the next column's value.
 */
export function rowRunEnd(
  words: readonly PositionedWord[],
  first: PositionedWord,
  maxGap = RUN_GAP,
): number {
  const height = Math.max(1, first.y1 - first.y0);
  let last = first;
  for (let index = words.indexOf(first) + 1; index < words.length; index++) {
    const word = words[index]!;
    const sameRow = overlap(word.y0, word.y1, last.y0, last.y1) >= 0.5 * height;
    if (!sameRow || word.x0 < last.x1 - 0.5 || word.x0 - last.x1 > maxGap * height) break;
    last = word;
  }
  return last.end;
}
