import { isOnlyLabelWords } from '../ner/not-names';
import { compileContext } from './context-enhancer';
import { boxOf, layoutNeighbours, rowRunEnd, WORD_CHAR } from './labelled-layout';
import type { Candidate, Recognizer, ScanInput } from './recognizer';
import { byFirstLetter } from './regex-alternatives';

/** Right after its label, on the same line or just to the right: the label names the value. */
const BESIDE_SCORE = 0.85;
/** Under its label, as in a table header over its column: likely, not certain. */
const BELOW_SCORE = 0.75;

/** "z. Hd. Herr …", "Attn. …": words that only ever lead a name, colon or not. */
const ADDRESSED_TO = /^(?:z\.|attn|att\.|à[ \u00a0]l'attention)/iu;

/** What may stand between a label and its value: "Kundenr.:", "Order no. #", "Saksnr -". */
const AFTER_LABEL =
  /^[ \t\u00a0]*(?:(?:(?:nr|no|nummer|number|id)(?!\p{L})|n[°º]|#)\.?[ \t\u00a0]*)?[:#.\-–]?[ \t\u00a0]*/iu;
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
/** A currency before the digits: "Ordrenummer: NOK 1 200" is a sum, not an order number. */
const CURRENCY_FIRST = /^(?:NOK|EUR|USD|GBP|SEK|DKK|CHF|kr\.?)(?=[ \u00a0]?\d)/iu;
/** Decimals, minutes or a percent after the digits: "1.234,50", "12:30", "15 %". */
const NOT_ID_AFTER = /^(?:[.,:]\d|,-|[ \u00a0]?%)/u;
/** Thousands before a currency: "1 200 kr", "45.000 €". */
const THOUSANDS = /^\d{1,3}(?:[ \u00a0.]\d{3})+$/u;
const CURRENCY_AFTER = /^[ \u00a0]?(?:kr\b|nok\b|eur\b|usd\b|gbp\b|sek\b|dkk\b|chf\b|€|\$|£|,-)/iu;

/** Whether an identifier read after a label is a sum of money or a time instead. */
function isSumOrTime(value: string, after: string): boolean {
  return (
    CURRENCY_FIRST.test(value) ||
    NOT_ID_AFTER.test(after) ||
    (THOUSANDS.test(value) && CURRENCY_AFTER.test(after))
  );
}

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
  if (kind === 'id') {
    const after = text.slice(at + value.length, at + value.length + 5);
    if (digits < 2 || DATE.test(value) || isSumOrTime(value, after)) return 0;
  }
  if (kind === 'amount' && digits < 3) return 0;
  // "Name: Date of birth", "Navn Fødselsdato": a label after a label is no one's name; "Vi har
  // mottatt …" under a heading "Søker" is a sentence, not a name.
  if (kind === 'name') {
    if (isOnlyLabelWords(value.split(/[ \u00a0]+/))) return 0;
    if (/^[ \u00a0]+\p{Ll}/u.test(text.slice(at + value.length, at + value.length + 3))) return 0;
  }
  return value.length;
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
        .map(({ word, isBelow }) => {
          const reach = rowRunEnd(words, word) - word.start;
          const score = isBelow ? BELOW_SCORE : BESIDE_SCORE;
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
  // A table's header cell wraps its label over two lines ("N° de⏎commande", "Customer⏎number");
  // a name's label does not, and a line ending in "name" is too often prose.
  const wrapped = value === 'name' ? labels : labels.replaceAll('[ \\u00a0]', '[ \\u00a0\\n]');
  // The start is checked in findValues: a lookbehind here costs a third more on every page.
  const pattern = new RegExp(`(?:${byFirstLetter([wrapped])})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    entity,
    context: compileContext(''),
    find: (input) => findValues(input, pattern, value),
  };
}
