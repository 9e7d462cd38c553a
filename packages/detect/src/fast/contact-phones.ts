/**
 * Phone numbers read from their context rather than a number plan: right after a phone label
 * ("Mobile: 555-123-4567 x12", "Tlf 12 34 56 78"), right of or under one on a laid-out form, or
 * elsewhere on a contact line (a line, or the short lines around it, that holds an e-mail address,
 * a phone label or a "Contact" heading). Test numbers, unassigned ranges and extensions are
 * phones there, though libphonenumber calls them invalid.
 */
import { isAfterOrgIdLabel } from './org-id-labels';
import { isValidOrganizationNumber } from './organization-number.recognizer';
import { isNorwegianPhone } from './phone-validity';
import {
  CONTACT_WORD,
  gapAfterLabel,
  isLabelCase,
  isLabelStart,
  isPhoneLabel,
  isWeakLabel,
  namesOtherNumber,
  PHONE_LABEL,
} from './phone-labels';
import { phoneInLayout } from './phone-layout';
import type { PhoneShape } from './phone-shape';
import { readPhoneShape } from './phone-shape';
import { isTypicalLayout, phonePart } from './phone-shape-checks';
import type { Candidate, ScanInput } from './recognizer';

/** A phone found by context; Norwegian ones are NO_PHONE_NUMBER, the others PHONE_NUMBER. */
export type ContactPhone = Candidate & { readonly isNorwegian: boolean };

/** Right after its label: the label says what the number is. */
const LABELLED_SCORE = 0.8;
/** Elsewhere on a contact line: the line's company and a typical phone layout. */
const CONTACT_LINE_SCORE = 0.6;
/** A contact line is short; a paragraph that quotes an address is running text. */
const CONTACT_LINE_CHARS = 200;
/** The lines around a contact line that belong to its block: short ones, this many each way. */
const BLOCK_LINES = 2;
const BLOCK_LINE_CHARS = 60;

/** Sums of money are grouped like phone numbers: "kr 22 33 44 55", "1 234 567,- NOK". */
const MONEY_BEFORE = /(?:\bkr\.?|\bnok|\beur|\busd|\bsek|\bdkk|\bchf|[$€£])[ \u00a0]?$/iu;
const MONEY_AFTER = /^[ \u00a0]?(?:kr\b|nok\b|eur\b|usd\b|sek\b|dkk\b|chf\b|€|,-|mva\b)/iu;
/** "NO93 8601 1117 947": the rest of an IBAN after its country and check digits. */
const IBAN_BEFORE = /[A-Z]{2}\d{2}[ \u00a0]$/u;
/** The word before a number and whether a colon ends it: "Org.nr: ", "IBAN ", "Mobile: ". */
const WORD_BEFORE = /(\p{L}[\p{L}\p{N}.-]*)[ \u00a0]*([:#]?)[ \u00a0]*$/u;
/** Where a number on a contact line may start: not inside a word, a code or a longer number. */
const NUMBER_START = /(?<![\p{L}\p{N}_@.,/+#–-])(?:\+|\(|\d)/gu;
/** An e-mail address, found by its "@" first. */
const EMAIL_AROUND = /[\p{L}\p{N}._%+-]@[\p{L}\p{N}-]+\.\p{L}{2,}/u;
/** A label phrase up to its colon: "Phone number where Principal can be contacted:". */
const LABEL_PHRASE = /^[\p{L} \u00a0.'’()/-]{0,60}?:/u;

const found = new WeakMap<ScanInput, readonly ContactPhone[]>();

/** The phones a text's contact lines and phone labels name, found once per text. */
export function findContactPhones(input: ScanInput): readonly ContactPhone[] {
  let phones = found.get(input);
  if (!phones) {
    phones = scan(input);
    found.set(input, phones);
  }
  return phones;
}

function isMoney(text: string, shape: PhoneShape): boolean {
  return (
    MONEY_BEFORE.test(text.slice(Math.max(0, shape.start - 5), shape.start)) ||
    MONEY_AFTER.test(text.slice(shape.numberEnd, shape.numberEnd + 5))
  );
}

function phoneOf(shape: PhoneShape, score: number): ContactPhone {
  return { start: shape.start, end: shape.end, score, isNorwegian: isNorwegianPhone(shape) };
}

/**
 * Where the label's words end: at the colon of a short phrase of words that starts with the label
 * ("Phone number where Principal can be contacted:"), unless the phrase names another number.
 */
function labelPhraseEnd(text: string, labelEnd: number): number {
  const phrase = LABEL_PHRASE.exec(text.slice(labelEnd, labelEnd + 64));
  if (!phrase) return labelEnd;
  const words = phrase[0].split(/[ \u00a0/()]+/u).filter((word) => /\p{L}/u.test(word));
  const isOtherLabel = words.some(
    (word) => namesOtherNumber(word) && !/^(?:nr|no|nummer|number|numéro)\.?:?$/iu.test(word),
  );
  return words.length <= 8 && !isOtherLabel ? labelEnd + phrase[0].length : labelEnd;
}

/**
 * Whether a label reads as a form's or a table's: its phrase ends in a colon, or it stands alone
 * on its line. Only such a label has its value elsewhere on the page; "…, call" at the end of a
 * column's line is running text, and the word right of it is the next column's.
 */
function isFormLabel(text: string, start: number, end: number): boolean {
  if (/:[ \t\u00a0]*$/u.test(text.slice(Math.max(start, end - 3), end))) return true;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  return /^[ \t\u00a0]*$/u.test(text.slice(lineStart, start)) && /^[ \t\u00a0.:]*$/u.test(after);
}

/** The phone right after a label in the text, if its shape is one. */
function phoneAfterLabel(text: string, from: number, isWeak: boolean): ContactPhone | undefined {
  const gap = gapAfterLabel(text.slice(from, from + 40));
  if (gap === undefined) return undefined;
  const read = readPhoneShape(text, from + gap.length);
  const shape = read && phonePart(read);
  if (!shape || isMoney(text, shape)) return undefined;
  // "Office 4012-4013", "Call 2024 1234": a word that is not always a label needs a phone's shape.
  if (isWeak && !gap.includes(':') && !isTypicalLayout(shape)) return undefined;
  return phoneOf(shape, LABELLED_SCORE);
}

/** Whether a number on a contact line, with no phone label just before it, is a phone. */
function isContactLinePhone(line: string, shape: PhoneShape): boolean {
  if (isMoney(line, shape)) return false;
  const before = line.slice(Math.max(0, shape.start - 40), shape.start);
  if (IBAN_BEFORE.test(before) || isAfterOrgIdLabel(line, shape.start)) return false;
  const word = WORD_BEFORE.exec(before);
  if (word) {
    const [, label, colon] = word;
    const isPhoneWord = isPhoneLabel(label!) || CONTACT_WORD.test(label!);
    if (!isPhoneWord && (colon !== '' || namesOtherNumber(label!))) return false;
  }
  if (!shape.isInternational && isValidOrganizationNumber(shape.digits)) return false;
  if (isTypicalLayout(shape) || isLoneNumberLine(line, shape)) return true;
  // "kari@firma.no · 4123 4567": eight digits Norway's plan has are a phone on such a line.
  return !shape.isInternational && isNorwegianPhone(shape);
}

/**
 * Nine to twelve digits in one piece that are their line's only text ("0701234567",
 * "9876543210" between a CV's name and e-mail): a contact block's phone written without spaces.
 * An order or customer number in such a block stands after its label.
 */
function isLoneNumberLine(line: string, shape: PhoneShape): boolean {
  return (
    shape.groups.length === 1 &&
    shape.digits.length >= 9 &&
    shape.digits.length <= 12 &&
    line.trim() === line.slice(shape.start, shape.end).trim()
  );
}

type Line = { start: number; end: number };

function lineAt(text: string, at: number): Line {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return { start, end: end < 0 ? text.length : end };
}

/** Up to `BLOCK_LINES` short lines before (`step` -1) or after (+1) a line, up to an empty one. */
function blockNeighbours(text: string, line: Line, step: -1 | 1): Line[] {
  const neighbours: Line[] = [];
  let current = line;
  for (let count = 0; count < BLOCK_LINES; count++) {
    if (step < 0 ? current.start === 0 : current.end >= text.length) break;
    current = lineAt(text, step < 0 ? current.start - 1 : current.end + 1);
    const length = current.end - current.start;
    if (length === 0 || length > BLOCK_LINE_CHARS) break;
    neighbours.push(current);
  }
  return neighbours;
}

/** The contact lines around the anchors: each anchor's line and its block's short neighbours. */
function contactLines(text: string, anchors: readonly number[]): Line[] {
  const lines = new Map<number, Line>();
  let line: Line = { start: -1, end: -1 };
  // In text order, an anchor on the line before is skipped without looking for its line again:
  // a page that is one long line of labels must not cost a line search per label.
  for (const anchor of [...anchors].sort((a, b) => a - b)) {
    if (anchor <= line.end) continue;
    line = lineAt(text, anchor);
    if (line.end - line.start > CONTACT_LINE_CHARS) continue;
    lines.set(line.start, line);
    for (const neighbour of [...blockNeighbours(text, line, -1), ...blockNeighbours(text, line, 1)])
      lines.set(neighbour.start, neighbour);
  }
  return [...lines.values()];
}

function emailAnchors(text: string): number[] {
  const anchors: number[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    if (EMAIL_AROUND.test(text.slice(Math.max(0, at - 1), at + 64))) anchors.push(at);
  }
  return anchors;
}

const CONTACT_WORDS = new RegExp(CONTACT_WORD.source, 'giu');

function contactWordAnchors(text: string): number[] {
  return [...text.matchAll(CONTACT_WORDS)].map((match) => match.index);
}

/** The phones elsewhere on a contact line, read from the line alone and shifted to the text. */
function scanLine(text: string, line: Line, phones: ContactPhone[]): void {
  const lineText = text.slice(line.start, line.end);
  let skipTo = 0;
  for (const match of lineText.matchAll(NUMBER_START)) {
    if (match.index < skipTo) continue;
    const read = readPhoneShape(lineText, match.index);
    if (!read) continue;
    const shape = phonePart(read);
    if (shape && isContactLinePhone(lineText, shape)) {
      const phone = phoneOf(shape, CONTACT_LINE_SCORE);
      phones.push({ ...phone, start: phone.start + line.start, end: phone.end + line.start });
      skipTo = shape.end;
    } else {
      // A number that is no phone is skipped whole: its groups are not numbers of their own.
      skipTo = read.end;
    }
  }
}

/**
 * The phone after a label's whole phrase ("Phone number where … contacted:"), in the text or, for
 * a form's label, where the page's layout puts it.
 */
function phoneAfterPhrase(
  input: ScanInput,
  labelStart: number,
  labelEnd: number,
): ContactPhone | undefined {
  const { text, words } = input;
  const phraseEnd = labelPhraseEnd(text, labelEnd);
  const phone = phraseEnd > labelEnd ? phoneAfterLabel(text, phraseEnd, false) : undefined;
  if (phone || !words || !isFormLabel(text, labelStart, phraseEnd)) return phone;
  return phoneInLayout(text, words, labelStart, phraseEnd);
}

function scan(input: ScanInput): ContactPhone[] {
  const { text } = input;
  const phones: ContactPhone[] = [];
  const anchors: number[] = [];
  for (const label of text.matchAll(PHONE_LABEL)) {
    if (!isLabelStart(text, label.index) || !isLabelCase(label[0], text, label.index)) continue;
    anchors.push(label.index);
    const labelEnd = label.index + label[0].length;
    const phone =
      phoneAfterLabel(text, labelEnd, isWeakLabel(label[0])) ??
      phoneAfterPhrase(input, label.index, labelEnd);
    if (phone) phones.push(phone);
  }
  anchors.push(...emailAnchors(text), ...contactWordAnchors(text));
  if (anchors.length === 0) return phones;
  const labelled = new Set(phones.map((phone) => phone.start));
  const onLines: ContactPhone[] = [];
  for (const line of contactLines(text, anchors)) scanLine(text, line, onLines);
  return [...phones, ...onLines.filter((phone) => !labelled.has(phone.start))];
}
