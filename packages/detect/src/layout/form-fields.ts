import { getNerTagger } from '../ner';
import { gazetteerFlag } from '../ner/gazetteer';
import type { FormField, PositionedWord, Span } from '../span';
import { fitsKind, typeOfKind } from './field-kinds';
import { fieldKindOf, fold, SIGNATURE, type FieldKind } from './field-labels';
import {
  ABOVE_REACH,
  BLANK_KINDS,
  blankSentence,
  LABEL_WORDS,
  LEFT_REACH,
  valueBox,
} from './blank-sentences';
import { lineSegments, type Segment } from './page-blocks';

/** A value the form's own label names: as sure as a label beside a value in a form. */
const FIELD_SCORE = 0.85;

/** Types only their own checks can give: a label does not override them. */
const VALIDATED = new Set([
  'NO_FODSELSNUMMER',
  'NO_BANK_ACCOUNT',
  'IBAN_CODE',
  'CREDIT_CARD',
  'NO_ORGANIZATION_NUMBER',
  'NO_KID',
  'NO_DUF_NUMBER',
  'EMAIL_ADDRESS',
]);

/**
 * The values of a page's form fields typed by what the form calls them: the field's tooltip,
 * its name, or the label left of it or over it on the page ("Postnummer" over "0301",
 * "Pt1Line1a_FamilyName" around "Mylastname"). A value with no label that says what it is
 * keeps what the recognizers found in it; a label's type replaces theirs inside the value
 * ("Kari" under "Fornavn" is a name, not a place), except for identifiers that passed their own
 * checks.
 */
export function typeFormFields(
  text: string,
  words: readonly PositionedWord[],
  fields: readonly FormField[],
  found: readonly Span[],
): Span[] {
  let spans: Span[] = [...found];
  const typed: Span[] = [];
  let labels: Segment[] | undefined;
  for (const field of fields) {
    if (field.kind === 'checkbox' || field.kind === 'radio') continue;
    const value = text.slice(field.start, field.end).trim();
    if (value === '') continue;
    labels ??= lineSegments(
      text,
      words.filter((word) => !word.field),
    );
    const named = labelOf(field, value, text, words, labels) ?? plainName(value);
    if (!named) continue;
    const start = field.start + text.slice(field.start, field.end).indexOf(value);
    typed.push({
      start,
      end: start + value.length,
      text: value,
      entity_type: typeOfKind(named.kind, value),
      score: FIELD_SCORE,
      engine: 'fast',
      ...(named.label ? { basis: { label: named.label } } : {}),
    });
  }
  spans = spans.map((span) => withinField(text, span, fields)).filter((span) => span !== null);
  if (typed.length === 0) return spans;
  const keep = (span: Span) =>
    VALIDATED.has(span.entity_type) ||
    !typed.some((field) => span.start >= field.start && span.end <= field.end);
  const labelled = typed.filter(
    (field) =>
      !spans.some(
        (span) =>
          VALIDATED.has(span.entity_type) && span.start <= field.start && field.end <= span.end,
      ),
  );
  return [...spans.filter(keep), ...labelled].sort((a, b) => a.start - b.start);
}

const FIRST_NAME = gazetteerFlag('firstNames');
/** Two to four capitalised words: "John Doe", "Kari Nordmann", "Anne-Marie van Dijk". */
const FULL_NAME =
  /^\p{Lu}[\p{Ll}'’-]+(?:\s(?:(?:van|von|de|der|den|la|le|af|da|di)\s)?\p{Lu}[\p{Ll}'’-]+){1,3}$/u;

/**
 * A value whose field says nothing of it ("undefined", "Text1") but that is plainly a person's
 * name: a known given name followed by capitalised words. Alone in a box, with no sentence
 * around it, the tagger doubts what a reader does not.
 */
function plainName(value: string): { kind: FieldKind; label: string } | undefined {
  if (!FULL_NAME.test(value)) return undefined;
  const first = value.split(/\s/)[0]!.toLocaleLowerCase('nb');
  return (getNerTagger().gazetteer.wordFlags(first) & FIRST_NAME) !== 0
    ? { kind: 'name', label: '' }
    : undefined;
}

/** The first of the field's labels that names a kind its value fits. */
function labelOf(
  field: FormField,
  value: string,
  text: string,
  words: readonly PositionedWord[],
  segments: readonly Segment[],
): { kind: FieldKind; label: string } | undefined {
  const candidates = [
    field.tooltip && lastClause(field.tooltip),
    ownName(field.name),
    pageLabel(field, words, segments),
    field.tooltip,
  ];
  for (const label of candidates) {
    if (!label) continue;
    const named = fieldKindOf(label);
    const kind = named === 'place-or-signature' ? placeKind(field, text, words) : named;
    if (kind && fitsKind(kind, value)) return { kind, label: shortLabel(label) };
  }
  for (const label of blankSentence(field, text, words)) {
    const kind = fieldKindOf(label);
    if (kind && BLANK_KINDS.has(kind) && fitsKind(kind, value)) {
      return { kind, label: shortLabel(label) };
    }
  }
  return undefined;
}

/** Date words on a nearby row: "Sted ____" over "Dato ____". */
const DATE_WORDS = /^(?:dato|datum|date|fecha|data|le|den)$/u;
/** How many of a value's heights away a date or a signature makes "Sted" the signature's. */
const SIGNATURE_REACH = 3;

/**
 * "Sted", "Ort", "Plaats" alone: the place a form was signed when the field's name or tooltip
 * names a signature, or a signature or a date is printed within a few lines of it; else the
 * postal place of an address.
 */
function placeKind(field: FormField, text: string, words: readonly PositionedWord[]): FieldKind {
  if (SIGNATURE.test(fold(`${field.name} ${field.tooltip ?? ''}`))) return 'signature-place';
  const own = words.filter((word) => word.start >= field.start && word.end <= field.end);
  if (own.length === 0) return 'place';
  const y0 = Math.min(...own.map((word) => word.y0));
  const y1 = Math.max(...own.map((word) => word.y1));
  const reach = SIGNATURE_REACH * Math.max(1, y1 - y0);
  for (const word of words) {
    if (word.field || word.y1 < y0 - reach || word.y0 > y1 + reach) continue;
    const spelled = fold(text.slice(word.start, word.end)).replace(/[^\p{L}]/gu, '');
    if (SIGNATURE.test(spelled) || DATE_WORDS.test(spelled)) return 'signature-place';
  }
  return 'place';
}

/**
 * A span that starts in a field's value ends with it: each field holds one value, and the text
 * after it is the next field's ("18 Victoria Road" and, under it, the postcode field's "OX1 2JD").
 */
function withinField(text: string, span: Span, fields: readonly FormField[]): Span | null {
  const field = fields.find((one) => span.start >= one.start && span.start < one.end);
  if (!field || span.end <= field.end) return span;
  const end = field.start + text.slice(field.start, field.end).trimEnd().length;
  if (end <= span.start) return null;
  return { ...span, end, text: text.slice(span.start, end) };
}

/**
 * A tooltip's last clause, where forms put what the field holds ("Part 1. … 1. A. Enter Family
 * Name (Last Name)." reads "Family Name (Last Name)"), without "Enter" and "Skriv inn".
 */
function lastClause(tooltip: string): string {
  const clauses = tooltip
    .split(/(?<=[.:?!])\s+(?=\S)/)
    .filter((clause) => /\p{L}{3}/u.test(clause));
  const last = clauses.at(-1) ?? tooltip;
  return last.replace(
    /^(?:enter|select|type|provide|skriv inn|oppgi|fyll inn|angi|geben sie)\s+/i,
    '',
  );
}

/** The last part of a field's full name: "form1[0].#subform[0].Pt1Line1a_FamilyName[0]" → "Pt1Line1a_FamilyName". */
function ownName(name: string): string {
  const parts = name.split('.').filter((part) => !part.startsWith('#'));
  return (parts.at(-1) ?? name)
    .replace(/\[\d+\]$/, '')
    .replace(/[\p{Extended_Pictographic}]/gu, '');
}

/** A label as the mark shows it: one line, not too long. */
function shortLabel(label: string): string {
  const line = label.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/** The page's own text nearest left of the field on its row, else right over it. */
function pageLabel(
  field: FormField,
  words: readonly PositionedWord[],
  segments: readonly Segment[],
): string | undefined {
  const box = valueBox(field, words);
  if (!box) return undefined;
  const { height } = box;
  const middle = (box.y0 + box.y1) / 2;
  const left = segments
    .filter((segment) => segment.y0 <= middle && middle <= segment.y1)
    .filter((segment) => segment.x1 <= box.x0 + 1 && box.x0 - segment.x1 <= LEFT_REACH * height)
    .sort((a, b) => b.x1 - a.x1)[0];
  // Text that runs into a blank ("…, as my Attorney-in ____"): its last words are the label.
  if (left) return left.text.split(/\s+/).slice(-LABEL_WORDS).join(' ');
  const above = segments
    .filter((segment) => segment.y1 <= box.y0 + 0.3 * height)
    .filter((segment) => box.y0 - segment.y1 <= ABOVE_REACH * Math.max(height, segment.height))
    .filter((segment) => Math.min(segment.x1, box.x1) - Math.max(segment.x0, box.x0) > 0)
    .sort((a, b) => b.y1 - a.y1)[0];
  // A line over a field is its label when it is short; a longer one is the text before a blank.
  return above && above.text.split(/\s+/).length <= LABEL_WORDS ? above.text : undefined;
}
