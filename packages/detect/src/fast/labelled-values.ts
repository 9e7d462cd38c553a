import type { PositionedWord } from '../span';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { compileContext } from './context-enhancer';

/** Right after its label, on the same line or just to the right: the label names the value. */
const BESIDE_SCORE = 0.85;
/** Under its label, as in a table header over its column: likely, not certain. */
const BELOW_SCORE = 0.75;

/** What may stand between a label and its value: "Kundenr.:", "Order no. #", "Saksnr -". */
const AFTER_LABEL =
  /^[ \t\u00a0]*(?:(?:(?:nr|no|nummer|number|id)(?!\p{L})|n°|#)\.?[ \t\u00a0]*)?[:#.\-–]?[ \t\u00a0]*/iu;
/**
 * An identifier: a code or number with at least two digits, letters and separators allowed
 * ("2023/14521", "INV-2024-0012", "10045", "123 456 789", "CON02858", "4 C 112/23").
 */
const ID_VALUE =
  /(?:[A-Za-z]{1,6}[-/ ]?)?\d[\dA-Za-z]*(?:[-/._][\dA-Za-z]+)*(?:[ \u00a0](?:[A-Z]{1,3}[ \u00a0]\d+|\d{2,})(?:[-/._][\dA-Za-z]+)*(?![.,]\d))*(?![\p{L}\p{N}])/uy;
/** A sum of money: "kr 450 000", "NOK 45 000,00", "450.000 kr", "€ 3.200,00", "$85,000". */
const AMOUNT_VALUE =
  /(?:(?:kr\.?|nok|eur|usd|gbp|sek|dkk|chf|€|\$|£)[ \u00a0]?)?\d{1,3}(?:[ \u00a0.,'’]\d{3})*(?:[.,]\d{1,2}|,-)?(?:[ \u00a0]?(?:kr\.?|nok|eur|€|,-|\.-)(?![\p{L}]))?(?![\p{L}\p{N}%])/iuy;
/** "01.02.2024", "2024-02-01", "1/2/24": dates follow labels too, and are not what they name. */
const DATE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
/** How far right of a label, in label heights, its value may stand in a form or table. */
const RIGHT_REACH = 30;
/** How far below a label, in label heights, its value may stand. */
const BELOW_REACH = 3;

type ValueKind = 'id' | 'amount';

/** The characters of a value of `kind` at `at`, or 0 when none starts there. */
function valueLength(text: string, at: number, kind: ValueKind): number {
  const pattern = kind === 'id' ? ID_VALUE : AMOUNT_VALUE;
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  if (!match) return 0;
  const value = match[0].trimEnd();
  const digits = value.replace(/\D/g, '').length;
  if (kind === 'id' && (digits < 2 || DATE.test(value))) return 0;
  if (kind === 'amount' && digits < 3) return 0;
  return value.length;
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** The box around the words that hold characters start…end. */
function boxOf(words: readonly PositionedWord[], start: number, end: number): Box | undefined {
  let box: Box | undefined;
  for (const word of words) {
    if (word.end <= start || word.start >= end) continue;
    box = box
      ? {
          x0: Math.min(box.x0, word.x0),
          y0: Math.min(box.y0, word.y0),
          x1: Math.max(box.x1, word.x1),
          y1: Math.max(box.y1, word.y1),
        }
      : { x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1 };
  }
  return box;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.min(a1, b1) - Math.max(a0, b0);

/** The nearest word to the right of a label on its line, then the nearest under it. */
function layoutNeighbours(
  words: readonly PositionedWord[],
  label: Box,
  labelStart: number,
  labelEnd: number,
): { word: PositionedWord; score: number }[] {
  const height = Math.max(1, label.y1 - label.y0);
  let right: PositionedWord | undefined;
  let below: PositionedWord | undefined;
  for (const word of words) {
    if (word.start < labelEnd && word.end > labelStart) continue;
    const sameRow = overlap(word.y0, word.y1, label.y0, label.y1) >= 0.5 * height;
    if (sameRow && word.x0 >= label.x1 - 0.5 && word.x0 - label.x1 <= RIGHT_REACH * height) {
      if (!right || word.x0 < right.x0) right = word;
      continue;
    }
    const isUnder =
      word.y0 >= label.y1 - 0.25 * height && word.y0 - label.y1 <= BELOW_REACH * height;
    const isAligned =
      overlap(word.x0, word.x1, label.x0, label.x1) > 0 || Math.abs(word.x0 - label.x0) <= height;
    if (
      isUnder &&
      isAligned &&
      (!below || word.y0 < below.y0 || (word.y0 === below.y0 && word.x0 < below.x0))
    ) {
      below = word;
    }
  }
  return [
    ...(right ? [{ word: right, score: BESIDE_SCORE }] : []),
    ...(below ? [{ word: below, score: BELOW_SCORE }] : []),
  ];
}

/** A labelled-value type: the label phrases that name it and the form of its value. */
export type LabelledType = { entity: string; labels: string; value: ValueKind };

function findValues(input: ScanInput, pattern: RegExp, kind: ValueKind): Candidate[] {
  const { text, words } = input;
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const labelEnd = match.index + match[0].length;
    const gap = AFTER_LABEL.exec(text.slice(labelEnd, labelEnd + 24))![0];
    const sameLine = valueLength(text, labelEnd + gap.length, kind);
    if (sameLine > 0 && !gap.includes('\n')) {
      const start = labelEnd + gap.length;
      found.push({ start, end: start + sameLine, score: BESIDE_SCORE });
      continue;
    }
    const label = words && boxOf(words, match.index, labelEnd);
    if (words && label) {
      const value = layoutNeighbours(words, label, match.index, labelEnd)
        .map(({ word, score }) => ({ word, score, length: valueLength(text, word.start, kind) }))
        .find((one) => one.length > 0);
      if (value)
        found.push({
          start: value.word.start,
          end: value.word.start + value.length,
          score: value.score,
        });
      continue;
    }
    // Text only: a label that ends its line names the value that starts the next.
    const nextLine = /^[ \t\u00a0:]*\r?\n[ \t\u00a0]*/.exec(text.slice(labelEnd, labelEnd + 24));
    if (nextLine) {
      const start = labelEnd + nextLine[0].length;
      const length = valueLength(text, start, kind);
      if (length > 0) found.push({ start, end: start + length, score: BELOW_SCORE });
    }
  }
  return found;
}

/** A recognizer for the values a label names ("Kundenummer: 10045", a column under "Lønn"). */
export function labelledValueRecognizer({ entity, labels, value }: LabelledType): Recognizer {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${labels})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    entity,
    context: compileContext(''),
    find: (input) => findValues(input, pattern, value),
  };
}
