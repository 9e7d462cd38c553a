import { boxesForRange, type Box } from '../hybrid/boxes';
import { isOnlyLabelWords } from '../ner/not-names';
import type { PositionedWord } from '../span';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { compileContext } from './context-enhancer';

/** Right after its label, on the same line or just to the right: the label names the value. */
const BESIDE_SCORE = 0.85;
/** Under its label, as in a table header over its column: likely, not certain. */
const BELOW_SCORE = 0.75;

/** "z. Hd. Herr …", "Attn. …": words that only ever lead a name, colon or not. */
const ADDRESSED_TO = /^(?:z\.|attn|att\.|à[ \u00a0]l'attention)/iu;

/** What may stand between a label and its value: "Kundenr.:", "Order no. #", "Saksnr -". */
const AFTER_LABEL =
  /^[ \t\u00a0]*(?:(?:(?:nr|no|nummer|number|id)(?!\p{L})|n°|#)\.?[ \t\u00a0]*)?[:#.\-–]?[ \t\u00a0]*/iu;
/**
 * An identifier: a code or number with at least two digits, letters and separators allowed
 * ("2023/14521", "INV-2024-0012", "10045", "123 456 789", "CON02858", "4 C 112/23", "FV 1/2021");
 * a lower-case word before the digits ("er 12345") is prose, and a date or a sum after them
 * ("23/1234 01.02.2024", "10045 NOK 4500") is another column.
 */
const ID_VALUE =
  /(?:[A-Z]{1,6}[-/ ]?|[A-Za-z]{1,6}[-/]?)?\d[\dA-Za-z]*(?:[-/._][\dA-Za-z]+)*(?:[ \u00a0](?!\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|(?:NOK|EUR|USD|GBP|SEK|DKK|CHF|kr)\b)(?:[A-Z]{1,3}[ \u00a0]\d+|\d{2,})(?:[-/._][\dA-Za-z]+)*(?![.,]\d))*(?![\p{L}\p{N}])/uy;
/** A sum of money: "kr 450 000", "NOK 45 000,00", "450.000 kr", "€ 3.200,00", "$85,000". */
const AMOUNT_VALUE =
  /(?:(?:kr\.?|nok|eur|usd|gbp|sek|dkk|chf|€|\$|£)[ \u00a0]?)?\d{1,3}(?:[ \u00a0.,'’]\d{3})*(?:[.,]\d{1,2}|,-)?(?:[ \u00a0]?(?:kr\.?|nok|eur|€|,-|\.-)(?![\p{L}]))?(?![\p{L}\p{N}%])/iuy;
/**
 * "01.02.2024", "2024-02-01", "1/2/24": dates follow labels too, and are not what they name
 * (a part of three digits is no date's: "078-05-1120" is a social security number).
 */
const DATE = /^(?:\d{1,2}|\d{4})[./-]\d{1,2}[./-](?:\d{1,2}|\d{4})$/;
/** How far right of a label, in label heights, its value may stand in a form or table. */
const RIGHT_REACH = 30;
/** How far below a label, in label heights, its value may stand. */
const BELOW_REACH = 3;

/** A person's name: one to four capitalised words on one line ("Kari Nordmann", "BØTHUN"). */
const NAME_VALUE =
  /\p{Lu}[\p{L}'’.-]*(?:[ \u00a0](?:(?:van|von|de|der|den|la|le|af|da|di)[ \u00a0])?\p{Lu}[\p{L}'’.-]*){0,3}(?![\p{L}\p{N}])/uy;

type ValueKind = 'id' | 'amount' | 'name';

const VALUE_PATTERNS: Record<ValueKind, RegExp> = {
  id: ID_VALUE,
  amount: AMOUNT_VALUE,
  name: NAME_VALUE,
};

/** The characters of a value of `kind` at `at`, or 0 when none starts there. */
function valueLength(text: string, at: number, kind: ValueKind): number {
  const pattern = VALUE_PATTERNS[kind];
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  if (!match) return 0;
  const value = match[0].trimEnd();
  const digits = value.replace(/\D/g, '').length;
  if (kind === 'id' && (digits < 2 || DATE.test(value))) return 0;
  if (kind === 'amount' && digits < 3) return 0;
  // "Name: Date of birth", "Navn Fødselsdato": a label after a label is no one's name; "Vi har
  // mottatt …" under a heading "Søker" is a sentence, not a name.
  if (kind === 'name') {
    if (isOnlyLabelWords(value.split(/[ \u00a0]+/))) return 0;
    if (/^[ \u00a0]+\p{Ll}/u.test(text.slice(at + value.length, at + value.length + 3))) return 0;
  }
  return value.length;
}

/** The box around the words that hold characters start…end (a label's lines together). */
function boxOf(words: readonly PositionedWord[], start: number, end: number): Box | undefined {
  const lines = boxesForRange(words, start, end);
  if (lines.length === 0) return undefined;
  return {
    x0: Math.min(...lines.map((box) => box.x0)),
    y0: Math.min(...lines.map((box) => box.y0)),
    x1: Math.max(...lines.map((box) => box.x1)),
    y1: Math.max(...lines.map((box) => box.y1)),
  };
}

/** A word with a letter or digit: a lone ":" or "–" between a label and its value is skipped. */
const WORD_CHAR = /[\p{L}\p{N}]/u;

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.min(a1, b1) - Math.max(a0, b0);

/**
 * The nearest word to the right of a label on its line; then, when the label stands apart on its
 * row (a table's header, a form's label), the words under it, nearest first: a second header row
 * ("ISBN/EAN" under "Ordernummer") may come before the value.
 */
function layoutNeighbours(
  text: string,
  words: readonly PositionedWord[],
  label: Box,
  labelStart: number,
  labelEnd: number,
): { word: PositionedWord; score: number }[] {
  const height = Math.max(1, label.y1 - label.y0);
  let right: PositionedWord | undefined;
  const below: PositionedWord[] = [];
  for (const word of words) {
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
    if (isUnder && isAligned) below.push(word);
  }
  below.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  // Only a label that stands apart on its row heads a column; in running text the words under a
  // label are the next line's, not its value ("social security number and⏎… Form 4137").
  const standsApart = !right || right.x0 - label.x1 >= height;
  return [
    ...(right ? [{ word: right, score: BESIDE_SCORE }] : []),
    ...(standsApart ? below : []).map((word) => ({ word, score: BELOW_SCORE })),
  ];
}

/**
 * Where the run of words that starts with `first` ends: the words after it on its row whose gap
 * to the one before is under a character's width. A value read from the layout stops there, so
 * it never runs on into the next column's value.
 */
function rowRunEnd(words: readonly PositionedWord[], first: PositionedWord): number {
  const height = Math.max(1, first.y1 - first.y0);
  let last = first;
  for (let index = words.indexOf(first) + 1; index < words.length; index++) {
    const word = words[index]!;
    const sameRow = overlap(word.y0, word.y1, last.y0, last.y1) >= 0.5 * height;
    if (!sameRow || word.x0 < last.x1 - 0.5 || word.x0 - last.x1 > 0.6 * height) break;
    last = word;
  }
  return last.end;
}

/** A labelled-value type: the label phrases that name it and the form of its value. */
export type LabelledType = { entity: string; labels: string; value: ValueKind };

function findValues(input: ScanInput, pattern: RegExp, kind: ValueKind): Candidate[] {
  const { text, words } = input;
  const found: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match.index > 0 && WORD_CHAR.test(text.charAt(match.index - 1))) continue;
    const labelEnd = match.index + match[0].length;
    const gap = AFTER_LABEL.exec(text.slice(labelEnd, labelEnd + 24))![0];
    // A name follows a word like "name" in prose too ("the name Equinor"): for names, the label
    // ends in a colon or stands alone on its line, as labels of forms do.
    const isFormLabel =
      gap.includes(':') ||
      isAloneOnLine(text, match.index, labelEnd) ||
      ADDRESSED_TO.test(match[0]);
    if (kind === 'name' && (!isFormLabel || !startsLine(text, match.index))) continue;
    const sameLine = valueLength(text, labelEnd + gap.length, kind);
    if (sameLine > 0) {
      const start = labelEnd + gap.length;
      found.push({ start, end: start + sameLine, score: BESIDE_SCORE });
      continue;
    }
    const label = words && boxOf(words, match.index, labelEnd);
    if (words && label) {
      const value = layoutNeighbours(text, words, label, match.index, labelEnd)
        .map(({ word, score }) => {
          const reach = rowRunEnd(words, word) - word.start;
          return { word, score, length: Math.min(valueLength(text, word.start, kind), reach) };
        })
        .find((one) => one.length > 0);
      if (value) {
        found.push({
          start: value.word.start,
          end: value.word.start + value.length,
          score: value.score,
        });
        continue;
      }
    }
    // In reading order (text only, or a value far from its label on the page): a label that
    // ends its line names the value that starts the next.
    const nextLine = /^[ \t\u00a0:]*\r?\n[ \t\u00a0]*/.exec(text.slice(labelEnd, labelEnd + 24));
    if (nextLine) {
      const start = labelEnd + nextLine[0].length;
      const length = valueLength(text, start, kind);
      if (length > 0) found.push({ start, end: start + length, score: BELOW_SCORE });
    }
  }
  return found;
}

/** Whether only spaces come before `start` on its line ("File name:" is no person's label). */
function startsLine(text: string, start: number): boolean {
  return /^[ \t\u00a0]*$/.test(text.slice(text.lastIndexOf('\n', start - 1) + 1, start));
}

/** Whether nothing but spaces and a colon shares the label's line. */
function isAloneOnLine(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  return /^[ \t\u00a0]*$/.test(before) && /^(?:\(s\))?[ \t\u00a0:*]*$/.test(after);
}

/** A recognizer for the values a label names ("Kundenummer: 10045", a column under "Lønn"). */
export function labelledValueRecognizer({ entity, labels, value }: LabelledType): Recognizer {
  // The start is checked in findValues: a lookbehind here costs a third more on every page.
  const pattern = new RegExp(`(?:${labels})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    entity,
    context: compileContext(''),
    find: (input) => findValues(input, pattern, value),
  };
}
