import { ORGANISATION_OWNER } from '../layout/block-cues';
import { isNameCell } from '../layout/field-kinds';
import { compileContext } from './context-enhancer';
import { boxOf, layoutNeighbours, NAME_RUN_GAP, rowRunEnd, WORD_CHAR } from './labelled-layout';
import type { NationalIdCheck } from './national-id-checks';
import { checkFails, type Candidate, type Recognizer, type ScanInput } from './recognizer';
import { NAMED_DATE_BONUS, valueLength, type ValueKind } from './labelled-value-kinds';
import { byFirstLetter } from './regex-alternatives';

/** Right after its label, on the same line or just to the right: the label names the value. */
const BESIDE_SCORE = 0.85;
/** Under its label, as in a table header over its column: likely, not certain. */
const BELOW_SCORE = 0.75;

/** "z. Hd. Herr …", "Attn. …": words that only ever lead a name, colon or not. */
const ADDRESSED_TO = /^(?:z\.|attn|att\.|à[ \u00a0]l'attention)/iu;

/**
 * What may stand between a label and its value: "Kundenr.:", "Order no. #", "Saksnr -", the
 * full-width colon of Chinese and Japanese ("姓名：").
 */
const AFTER_LABEL =
  /^[ \t\u00a0\u3000]*(?:(?:(?:nr|no|nummer|number|id)(?!\p{L})|n[°º]|#)\.?[ \t\u00a0]*)?[:：#.\-–]?[ \t\u00a0\u3000]*/iu;
/** One that passes its check is surer than any labelled value. */
const CHECK_PASSES_BONUS = 0.1;

/**
 * A labelled-value type: the label phrases that name it, the form of its value, and the check a
 * value's own digits allow by the label that names it (identity numbers).
 */
export type LabelledType = {
  entity: string;
  labels: string;
  value: ValueKind;
  check?: (label: string, value: string) => NationalIdCheck | undefined;
  /**
   * Only a value after the label and its colon on the same line: a column under such a header
   * is the table's to type (its rows say whose the values are).
   */
  afterColonOnly?: true;
  /** Values of the right form that are still none of this type's ("Employee Id" under "Name"). */
  rejects?: (value: string) => boolean;
};

/**
 * The candidate as the value's own check judges it (see LabelledType's check); null for an
 * organisation's number under a label that names people's and organisations' alike.
 */
function checked(
  candidate: Candidate,
  text: string,
  label: string,
  check: LabelledType['check'],
): Candidate | null {
  const verdict = check?.(label, text.slice(candidate.start, candidate.end));
  if (verdict === 'organisation') return null;
  if (verdict === 'fails') {
    return checkFails(candidate.start, candidate.end);
  }
  if (verdict === 'valid') return { ...candidate, score: candidate.score + CHECK_PASSES_BONUS };
  return candidate;
}

function findValues(
  input: ScanInput,
  pattern: RegExp,
  { value: kind, check, afterColonOnly, rejects }: LabelledType,
): Candidate[] {
  const { text, words } = input;
  const lengthAt = (start: number): number => {
    const length = valueLength(text, start, kind);
    return length > 0 && rejects?.(text.slice(start, start + length)) ? 0 : length;
  };
  const bonus = kind === 'date' ? NAMED_DATE_BONUS : 0;
  const found: Candidate[] = [];
  const pushChecked = (candidate: Candidate, label: string) => {
    const judged = checked(candidate, text, label, check);
    if (judged) found.push(judged);
  };
  for (const match of text.matchAll(pattern)) {
    if (match.index > 0 && WORD_CHAR.test(text.charAt(match.index - 1))) continue;
    // The tail of a compound says less than its head: "USt-IdNr." is a VAT number, no ID number.
    if (/\p{L}-$/u.test(text.slice(Math.max(0, match.index - 2), match.index))) continue;
    // "Employer identification number", "PAYER’S TIN": the number of whoever the words in front
    // of the label name, an organisation.
    if (ownerInFront(text, match.index)) continue;
    const labelEnd = match.index + match[0].length + noteAfter(text, match.index + match[0].length);
    const gap = AFTER_LABEL.exec(text.slice(labelEnd, labelEnd + 24))![0];
    // A name follows a word like "name" in prose too ("the name Equinor"): for names, the label
    // ends in a colon or stands alone on its line, as labels of forms do.
    const isFormLabel =
      /[:：]/u.test(gap) ||
      isAloneOnLine(text, match.index, labelEnd) ||
      ADDRESSED_TO.test(match[0]);
    if (kind === 'name' && (!isFormLabel || !startsLine(text, match.index))) continue;
    // A role's word alone on its line is the weakest label ("Statutory⏎employee" over a box's
    // "Retirement⏎plan"): a single word under it is a name only if the lists know it as one.
    const isBare = kind === 'name' && !/[:：]/u.test(gap) && ROLE_LABEL.test(match[0]);
    const push = (candidate: Candidate, label: string) => {
      const value = text.slice(candidate.start, candidate.end);
      if (isBare && !/\s/u.test(value.trim()) && !isNameCell(value)) return;
      // A name says which label named it, for the caseworker and for the tagger's doubt.
      pushChecked(kind === 'name' ? { ...candidate, basis: { label } } : candidate, label);
    };
    if (afterColonOnly && !/[:：]/u.test(gap)) continue;
    const sameLine = lengthAt(labelEnd + gap.length);
    if (afterColonOnly && sameLine === 0) continue;
    if (sameLine > 0) {
      const start = labelEnd + gap.length;
      push({ start, end: start + sameLine, score: BESIDE_SCORE + bonus }, match[0]);
      continue;
    }
    const label = words && boxOf(words, match.index, labelEnd);
    if (words && label) {
      const value = layoutNeighbours(text, words, label, match.index, labelEnd)
        .map(({ word, isBelow }) => {
          const gap = kind === 'name' ? NAME_RUN_GAP : undefined;
          const reach = rowRunEnd(words, word, gap) - word.start;
          const score = isBelow ? BELOW_SCORE : BESIDE_SCORE;
          return { word, score, length: Math.min(lengthAt(word.start), reach) };
        })
        .find((one) => one.length > 0);
      if (value) {
        const { start } = value.word;
        push({ start, end: start + value.length, score: value.score + bonus }, match[0]);
        continue;
      }
    }
    // In reading order (text only, or a value far from its label on the page): a label that
    // ends its line names the value that starts the next.
    const nextLine = /^[ \t\u00a0:]*\r?\n[ \t\u00a0]*/.exec(text.slice(labelEnd, labelEnd + 24));
    if (nextLine) {
      const start = labelEnd + nextLine[0].length;
      const length = lengthAt(start);
      if (length > 0) push({ start, end: start + length, score: BELOW_SCORE + bonus }, match[0]);
    }
  }
  return found;
}

/**
 * A form label's note in brackets, words without digits ("Account number (see instructions)",
 * "Telefon (dagtid)"): part of the label, so the value is looked for after it and under all of
 * it. An area code in brackets ("Tel (0047) …") is the value's.
 */
const LABEL_NOTE = /^[ \t\u00a0]*\([^()\d\n]{1,40}\)/u;

/** How many characters of a label's note follow `end` (0: none). */
function noteAfter(text: string, end: number): number {
  return LABEL_NOTE.exec(text.slice(end, end + 48))?.[0].length ?? 0;
}

/** Labels that name a person by their role, not by their name ("Employee", "Søker"). */
const ROLE_LABEL =
  /^(?:applicant|employee|customer|payee|principal|agent|søker|søkar|kunde|ansatt|saksbehandler|saksbehandlar)$/iu;

/** Whether the words before a label on its line name an organisation as the value's owner. */
function ownerInFront(text: string, start: number): boolean {
  const before = text.slice(text.lastIndexOf('\n', start - 1) + 1, start);
  return ORGANISATION_OWNER.test(before.toLowerCase().split(/\s+/).slice(-3).join(' '));
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
export function labelledValueRecognizer(type: LabelledType): Recognizer {
  const { entity, labels, value } = type;
  // A table's header cell wraps its label over two lines ("N° de⏎commande", "Customer⏎number");
  // a name's label does not, and a line ending in "name" is too often prose.
  const wrapped = value === 'name' ? labels : labels.replaceAll('[ \\u00a0]', '[ \\u00a0\\n]');
  // The start is checked in findValues: a lookbehind here costs a third more on every page.
  const pattern = new RegExp(`(?:${byFirstLetter([wrapped])})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    entity,
    context: compileContext(''),
    find: (input) => findValues(input, pattern, type),
  };
}
