import type { TBBox, TPdfField } from '@workbench/contracts';
import type { PDFPage, PDFWidget } from './mupdf';
import { isEngineFault } from './pdf-file-error';
import type { CharSink, PageTextBuilder } from './page-text';
import { STEXT_OPTIONS, readStructuredText } from './stext-chars';

type Char = { code: number; x0: number; y0: number; x1: number; y1: number } | 'line';

const NO_VALUE = new Set(['button', 'signature']);
const TOGGLES = new Set(['checkbox', 'radiobutton']);

/**
 * Adds the values of the page's form fields after its text, each widget on lines of its own and
 * marked as field text: what the widget's appearance draws (glyph boxes) and, when that is not
 * the value (no appearance, a stale or formatted one), the value laid out over the widget's
 * rectangle as well. A field shown by several widgets counts once per widget, as a word printed
 * twice would.
 */
export function addFieldWords(page: PDFPage, builder: PageTextBuilder): void {
  const widgets = readableWidgets(page);
  if (!widgets) return;
  builder.startFields();
  for (const widget of widgets) {
    const read = readWidget(widget);
    if (!read) continue;
    builder.startField(fieldNames(widget));
    const shown = sameText(read.drawn, read.value);
    replay(shown ? asValueWords(read.drawn, read.value) : read.drawn, builder);
    builder.endLine();
    if (!shown) layOut(read.value, widget, builder);
    builder.endField();
  }
}

const FIELD_KINDS: Readonly<Record<string, TPdfField['kind']>> = {
  checkbox: 'checkbox',
  radiobutton: 'radio',
  combobox: 'choice',
  listbox: 'choice',
};

/** How far up a field's parents its tooltip is looked for (a form's tree is shallow). */
const PARENT_DEPTH = 32;

/**
 * What the form calls a widget's field: its full name and its tooltip (/TU, its own or a
 * parent's), which say what the value is when the value alone does not ("Postnummer" of "0301").
 * A field whose parents MuPDF cannot walk (a cycle) keeps its value, unnamed.
 */
function fieldNames(widget: PDFWidget): Omit<TPdfField, 'start' | 'end'> {
  try {
    return readFieldNames(widget);
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return { name: '', kind: FIELD_KINDS[widget.getFieldType()] ?? 'text' };
  }
}

function readFieldNames(widget: PDFWidget): Omit<TPdfField, 'start' | 'end'> {
  let tooltip = '';
  let node = widget.getObject();
  for (let depth = 0; depth < PARENT_DEPTH && node.isDictionary() && tooltip === ''; depth++) {
    const value = node.get('TU');
    if (value.isString()) tooltip = value.asString().trim();
    node = node.get('Parent');
  }
  return {
    name: widget.getName(),
    ...(tooltip !== '' ? { tooltip } : {}),
    kind: FIELD_KINDS[widget.getFieldType()] ?? 'text',
  };
}

/** The page's widgets, or null when MuPDF cannot read them (a cycle in a real form). */
export function readableWidgets(page: PDFPage): PDFWidget[] | null {
  try {
    return page.getWidgets();
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return null;
  }
}

/**
 * A widget's value and the characters its appearance draws, or null when it shows no value. A
 * field MuPDF cannot read (a broken field tree, a cycle in its resources) is left out rather
 * than failing the page: its value is still checked and cleaned by the redaction's later steps.
 */
function readWidget(widget: PDFWidget): { value: string; drawn: Char[] } | null {
  try {
    const value = shownValue(widget);
    if (!value) return null;
    // A check box draws a symbol (a ZapfDingbats "4" for a tick), not its value.
    const drawn = TOGGLES.has(widget.getFieldType()) ? [] : appearanceChars(widget);
    return { value, drawn };
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return null;
  }
}

/**
 * The boxes (page space) of the characters of a widget's value, white space left out, in the
 * order of the value — when its appearance draws that value; null when it shows no value, draws
 * something else (a stale or formatted value), or is a check box or radio button.
 */
export function valueCharBoxes(widget: PDFWidget): TBBox[] | null {
  if (TOGGLES.has(widget.getFieldType())) return null;
  const read = readWidget(widget);
  if (!read || !sameText(read.drawn, read.value)) return null;
  return boxesOf(read.drawn);
}

/**
 * The boxes (page space) of the characters a widget's appearance draws, white space left out,
 * when they spell `text` (a button's caption); null otherwise.
 */
export function drawnCharBoxes(widget: PDFWidget, text: string): TBBox[] | null {
  try {
    const drawn = appearanceChars(widget);
    return sameText(drawn, text) ? boxesOf(drawn) : null;
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return null;
  }
}

/**
 * The boxes (page space) of every character a widget's appearance draws where it is seen, white
 * space left out, whatever its value; null when MuPDF cannot read the widget.
 */
export function appearanceBoxes(widget: PDFWidget): TBBox[] | null {
  try {
    return boxesOf(appearanceChars(widget));
  } catch (error) {
    if (isEngineFault(error)) throw error;
    return null;
  }
}

function boxesOf(chars: readonly Char[]): TBBox[] {
  return chars
    .filter((char) => char !== 'line' && !/\s/u.test(String.fromCodePoint(char.code)))
    .map((char) => {
      const { x0, y0, x1, y1 } = char as Exclude<Char, 'line'>;
      return { x0, y0, x1, y1 };
    });
}

/** The value a widget stands for: text and choices as they are, a box only when it is checked. */
function shownValue(widget: PDFWidget): string {
  const type = widget.getFieldType();
  if (NO_VALUE.has(type)) return '';
  const value = widget.getValue().trim();
  if (!TOGGLES.has(type)) return value;
  const state = widget.getObject().get('AS');
  const on = state.isName() ? state.asName() : '';
  return value !== '' && value !== 'Off' && on === value ? value : '';
}

/** The characters the widget's appearance draws, in page coordinates. */
function appearanceChars(widget: PDFWidget): Char[] {
  const chars: Char[] = [];
  const sink: CharSink = {
    addChar: (code, x0, y0, x1, y1) => chars.push({ code, x0, y0, x1, y1 }),
    endLine: () => chars.push('line'),
  };
  const list = widget.toDisplayList();
  try {
    const stext = list.toStructuredText(STEXT_OPTIONS);
    try {
      readStructuredText(stext, sink);
    } finally {
      stext.destroy();
    }
  } finally {
    list.destroy();
  }
  return chars;
}

/** Whether the appearance shows the value: the same characters, whatever the spacing. */
function sameText(chars: readonly Char[], value: string): boolean {
  return compact(textOf(chars)) === compact(value) && compact(value) !== '';
}

/** The text the characters spell, line ends left out. */
function textOf(chars: readonly Char[]): string {
  return chars.map((char) => (char === 'line' ? '' : String.fromCodePoint(char.code))).join('');
}

function compact(text: string): string {
  return text.replace(/\s+/gu, '');
}

/**
 * The drawn characters split into words where the value has white space, not where MuPDF saw a
 * gap: a comb field draws each letter in a cell of its own ("С У В О Р О В" for "СУВОРОВ"),
 * which is one word to search and detect. A line MuPDF ends stays ended where the next character
 * stands below the last one (a multi-line field), not where MuPDF found a wide gap.
 */
function asValueWords(drawn: readonly Char[], value: string): Char[] {
  const words: Char[] = [];
  const breaks = Array.from(value.replace(/\s+/gu, ' ').trim());
  let at = 0;
  let last: Exclude<Char, 'line'> | null = null;
  let lineEnded = false;
  for (const char of drawn) {
    if (char === 'line') lineEnded = true;
    if (char === 'line' || /\s/u.test(String.fromCodePoint(char.code))) continue;
    const space = breaks[at] === ' ';
    if (space) at++;
    const middle = (char.y0 + char.y1) / 2;
    if (last && lineEnded && (middle < last.y0 || middle > last.y1)) words.push('line');
    else if (space) words.push({ ...char, code: 0x20 });
    lineEnded = false;
    words.push(char);
    last = char;
    at++;
  }
  return words;
}

function replay(chars: readonly Char[], sink: CharSink): void {
  for (const char of chars) {
    if (char === 'line') sink.endLine();
    else sink.addChar(char.code, char.x0, char.y0, char.x1, char.y1);
  }
}

/**
 * The value over the widget's rectangle, for a widget without an appearance or one that shows
 * something else (a stale or formatted value): each line of the value gets an equal band of the
 * height, each word its share of the width by its characters.
 */
function layOut(value: string, widget: PDFWidget, builder: PageTextBuilder): void {
  const [x0, y0, x1, y1] = widget.getBounds();
  const lines = value.split(/\r\n|\r|\n/u);
  const band = (y1 - y0) / lines.length;
  lines.forEach((line, index) => {
    const top = y0 + band * index;
    const boxes = laidOutChars(line, { x0, y0: top, x1, y1: top + band });
    let at = 0;
    for (const part of line.split(/(\s+)/u)) {
      const length = Array.from(part).length;
      if (part.trim() !== '')
        builder.addWord(part, { ...boxes[at]!, x1: boxes[at + length - 1]!.x1 });
      at += length;
    }
    builder.endLine();
  });
}

/** The box of each character (code point) of one line of a value laid out over `band`. */
export function laidOutChars(line: string, band: TBBox): TBBox[] {
  const count = Array.from(line).length;
  const step = (band.x1 - band.x0) / Math.max(count, 1);
  return Array.from({ length: count }, (_, index) => ({
    x0: band.x0 + step * index,
    y0: band.y0,
    x1: band.x0 + step * (index + 1),
    y1: band.y1,
  }));
}

/**
 * The part of a value a widget's appearance draws where MuPDF reads it (a long value in a narrow
 * one-line field draws its start; the rest runs past the edge, clipped away): the range
 * `[start, end)` of the value's characters (code points; the value as `addFieldWords` lays it
 * out, trimmed) that the drawn characters spell, white space aside, when they spell exactly one
 * part of it; null otherwise (nothing drawn, a stale
 * appearance, characters MuPDF cannot read as the value's).
 */
export function drawnValueRange(
  widget: PDFWidget,
): { value: string; start: number; end: number } | null {
  const read = readWidget(widget);
  if (!read) return null;
  const wanted = Array.from(compact(textOf(read.drawn)));
  const chars = Array.from(read.value);
  const solid = chars.flatMap((char, index) => (/\s/u.test(char) ? [] : [index]));
  const spelled = solid.map((index) => chars[index]!);
  if (wanted.length === 0) return null;
  const starts = [];
  for (let at = 0; at + wanted.length <= spelled.length; at++) {
    if (wanted.every((char, offset) => spelled[at + offset] === char)) starts.push(at);
  }
  if (starts.length !== 1) return null;
  const start = solid[starts[0]!]!;
  return { value: read.value, start, end: solid[starts[0]! + wanted.length - 1]! + 1 };
}
