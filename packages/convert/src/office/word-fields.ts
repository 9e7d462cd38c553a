import { isDangerousField, isFrozenField } from './outside-reference';

/** A stretch of a part's text: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** A change to a part's text: the span replaced by `text`. */
export interface Edit extends Span {
  text: string;
}

interface Field {
  instruction: string;
  /** The instruction's w:instrText elements: whole, and their text alone. */
  texts: { outer: Span; inner: Span }[];
  /** The field's w:fldChar marks read so far (begin, separate). */
  marks: Span[];
  settled: 'kept' | 'emptied' | 'frozen' | null;
}

/**
 * Word's complex fields in one part, read mark by mark (`w:fldChar` begin, the `w:instrText`
 * runs, separate, the result, end): a field that includes or links content has its instruction
 * emptied (the result stays); a field whose result a converter would compute anew (a date, the
 * user's name) is frozen: its marks and instruction go and its last result stays as plain text.
 */
export class WordFields {
  readonly edits: Edit[] = [];
  /** The instructions emptied, for the conversion note. */
  readonly emptied: string[] = [];
  private readonly open: Field[] = [];

  mark(type: string, span: Span): void {
    if (type === 'begin') {
      this.open.push({ instruction: '', texts: [], marks: [span], settled: null });
      return;
    }
    const field = this.open.at(-1);
    if (!field) return;
    if (field.settled === null) this.settle(field);
    if (field.settled === 'frozen') this.edits.push({ ...span, text: '' });
    if (type === 'end') this.open.pop();
  }

  instruction(outer: Span, inner: Span, text: string): void {
    const field = this.open.at(-1);
    if (field && field.settled === null) {
      field.instruction += text;
      field.texts.push({ outer, inner });
      return;
    }
    // An instruction outside begin…separate: read on its own.
    this.settle({ instruction: text, texts: [{ outer, inner }], marks: [], settled: null });
  }

  private settle(field: Field): void {
    if (isDangerousField(field.instruction)) {
      field.settled = 'emptied';
      this.emptied.push(field.instruction.trim());
      for (const { inner } of field.texts) this.edits.push({ ...inner, text: '' });
    } else if (isFrozenField(field.instruction)) {
      field.settled = 'frozen';
      for (const span of field.marks) this.edits.push({ ...span, text: '' });
      for (const { outer } of field.texts) this.edits.push({ ...outer, text: '' });
    } else field.settled = 'kept';
  }
}
