import type { FormField, PositionedWord } from '../span';

/** A line of text where a page prints it: left edge, top, font size (points). */
export type PrintedLine = { x: number; y: number; text: string; size?: number };

/** A form field's value printed in its widget, with what the form calls it. */
export type PrintedField = PrintedLine &
  Omit<FormField, 'start' | 'end' | 'kind'> & {
    kind?: FormField['kind'];
  };

export type LaidOutPage = {
  text: string;
  words: PositionedWord[];
  fields: FormField[];
  pageSize: { width: number; height: number };
};

/** How wide a character is, as a share of the font size (about Helvetica's average). */
const CHAR_WIDTH = 0.5;

/**
 * A page as the PDF engine reads it: the lines in the order given, one per text line, words at
 * their places (each character `CHAR_WIDTH` of the size wide), then the form fields' values, each
 * on lines of its own and marked as field words, as the engine appends them.
 */
export function layOut(
  lines: readonly PrintedLine[],
  fields: readonly PrintedField[] = [],
  pageSize = { width: 595, height: 842 },
): LaidOutPage {
  let text = '';
  const words: PositionedWord[] = [];
  const formFields: FormField[] = [];
  const print = (line: PrintedLine, field: boolean) => {
    if (text !== '') text += '\n';
    const size = line.size ?? 10;
    for (const match of line.text.matchAll(/\S+/g)) {
      const start = text.length + match.index;
      const x0 = line.x + match.index * CHAR_WIDTH * size;
      words.push({
        start,
        end: start + match[0].length,
        x0,
        y0: line.y,
        x1: x0 + match[0].length * CHAR_WIDTH * size,
        y1: line.y + size,
        ...(field ? { field: true } : {}),
      });
    }
    const start = text.length;
    text += line.text;
    return start;
  };
  for (const line of lines) print(line, false);
  for (const { name, tooltip, kind = 'text', ...line } of fields) {
    const start = print(line, true);
    formFields.push({
      start,
      end: start + line.text.length,
      name,
      kind,
      ...(tooltip ? { tooltip } : {}),
    });
  }
  return { text, words, fields: formFields, pageSize };
}
