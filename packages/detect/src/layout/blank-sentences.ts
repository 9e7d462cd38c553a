import type { FormField, PositionedWord } from '../span';
import type { FieldKind } from './field-labels';

/** How far, in line heights, a label may stand left of or over its field. */
export const LEFT_REACH = 25;
export const ABOVE_REACH = 2.5;
/** The words of a label: longer text beside a field is prose, not its label. */
export const LABEL_WORDS = 6;

/** The box of a field's value on the page, with the height of its words. */
export function valueBox(field: FormField, words: readonly PositionedWord[]) {
  const own = words.filter((word) => word.start >= field.start && word.end <= field.end);
  if (own.length === 0) return undefined;
  return {
    x0: Math.min(...own.map((word) => word.x0)),
    y0: Math.min(...own.map((word) => word.y0)),
    x1: Math.max(...own.map((word) => word.x1)),
    y1: Math.max(...own.map((word) => word.y1)),
    height: Math.max(1, Math.min(...own.map((word) => word.y1 - word.y0))),
  };
}

/** A blank's leader and the comma after it: "……, known to me" reads "known to me". */
const LEADER = /^[\s._…,;:–-]+/u;
/** The words of a sentence after a blank that tell what fills it. */
const SENTENCE_WORDS = 10;
/**
 * What a sentence around a blank can say it holds: someone's name, address or contact. "Of
 * ____" in "the municipality of ____, State of ____" is a place or a state, no one's own data.
 */
export const BLANK_KINDS: ReadonlySet<FieldKind> = new Set([
  'name',
  'street',
  'email',
  'phone',
  'id-number',
  'account',
  'birth-date',
]);
/** The words before a blank that name who fills it: "… and the witness(es) ____". */
const ROLE_WORDS = 2;

/**
 * What the sentence a blank stands in says of it ("certifies that ____, known to me to be the
 * same person whose name is subscribed"; "the land commonly known as ____"; "and the
 * witness(es) ____"): a form of fill-in blanks says what a blank holds before it or after it,
 * on its line or across a line break. After the blank only a sentence that goes on (lower case
 * after the leader) is read: a capitalised word there is the next field's label.
 */
export function blankSentence(
  field: FormField,
  text: string,
  words: readonly PositionedWord[],
): string[] {
  const box = valueBox(field, words);
  if (!box) return [];
  const printed = words.filter((word) => !word.field);
  const spelled = (list: readonly PositionedWord[]) =>
    list.map((word) => text.slice(word.start, word.end)).join(' ');
  const before = wordsBefore(printed, box);
  const after = spelled(wordsAfter(printed, box)).replace(LEADER, '');
  // "the witness(es) ____" names who fills the blank; "as my Attorney-in ____" (a compound
  // broken at the line's end, "Attorney-in-Fact") is a title in prose.
  const role = spelled(before.slice(-ROLE_WORDS));
  const labels = [
    /-\p{L}*$/u.test(role) ? '' : role,
    spelled(before.slice(-LABEL_WORDS)),
    /^\p{Ll}/u.test(after) ? after.split(/\s+/).slice(0, SENTENCE_WORDS).join(' ') : '',
  ];
  return labels.filter((label) => label !== '');
}

type Box = NonNullable<ReturnType<typeof valueBox>>;

/** Printed words of the box's row, in reading order. */
function rowOf(
  printed: readonly PositionedWord[],
  box: { y0: number; y1: number },
): PositionedWord[] {
  const middle = (box.y0 + box.y1) / 2;
  return printed
    .filter((word) => word.y0 <= middle && middle <= word.y1)
    .sort((a, b) => a.x0 - b.x0);
}

/** The words right before a blank: on its row, else at the end of the line over it. */
function wordsBefore(printed: readonly PositionedWord[], box: Box): PositionedWord[] {
  const row = rowOf(printed, box).filter(
    (word) => word.x1 <= box.x0 + 1 && box.x0 - word.x1 <= LEFT_REACH * box.height,
  );
  if (row.length > 0) return row;
  const above = printed
    .filter((word) => word.y1 <= box.y0 + 0.3 * box.height)
    .filter((word) => box.y0 - word.y1 <= ABOVE_REACH * box.height)
    .sort((a, b) => b.y1 - a.y1)[0];
  return above ? rowOf(printed, above).filter((word) => word.x1 > box.x0) : [];
}

/** The words right after a blank: on its row, and the next line's when the row ends soon. */
function wordsAfter(printed: readonly PositionedWord[], box: Box): PositionedWord[] {
  const row = rowOf(printed, box).filter(
    (word) => word.x0 >= box.x1 - 1 && word.x0 - box.x1 <= LEFT_REACH * box.height,
  );
  if (row.length >= SENTENCE_WORDS) return row;
  const below = printed
    .filter((word) => word.y0 >= box.y1 - 0.3 * box.height)
    .filter((word) => word.y0 - box.y1 <= ABOVE_REACH * box.height)
    .sort((a, b) => a.y0 - b.y0)[0];
  return below ? [...row, ...rowOf(printed, below)] : row;
}
