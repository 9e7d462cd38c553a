import type { PdfValue } from '../../content/content-objects';
import { readContent, type ContentItem } from '../../content/content-parser';
import { isValidOperation } from '../../content/operators';
import type { PDFPage } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';
import { IDENTITY, multiply, type Matrix } from '../vector/affine';
import { contentsOf } from '../vector/page-walk';
import { readData } from '../vector/resources';
import { fontAdvances, type FontAdvances } from './font-advances';

/** A glyph a page's own content streams show, where it stands and where its code is written. */
export interface ShownGlyph {
  /** Which of the page's content streams, which operation of it, and which string of a TJ. */
  stream: number;
  item: number;
  part: number;
  /** The code's bytes in that string. */
  offset: number;
  length: number;
  /** The glyph's origin on the page (the space of the page's text: top-left, y down). */
  x: number;
  y: number;
  /** The TJ number that moves the pen as far as the glyph does. */
  gap: number;
}

/** One of the page's content streams as read: its reference, bytes and operations. */
export interface ReadStream {
  reference: PDFObject;
  data: Uint8Array;
  items: ContentItem[];
}

interface TextState {
  ctm: Matrix;
  font: FontAdvances | null;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  /** Horizontal scaling as a factor (`Tz` / 100). */
  scale: number;
  leading: number;
  rise: number;
}

/**
 * Glyphs placed at most on one page: past it none is listed (their marks go MuPDF's way), so a
 * hostile page of millions of glyphs holds no object for each.
 */
export const MAX_GLYPHS = 200_000;

/** Saved states deeper than this are not kept: a `q` past it is read as not saving. */
const MAX_SAVED = 1024;

/**
 * The glyphs a page's own content streams show, each placed as a reader places it: the text
 * matrix, font size, spacing, scaling and rise of the text state, the advances of the font's
 * dictionary. Where a glyph's advance is unknown (a font `fontAdvances` does not read), the rest
 * of its line is not placed: its glyphs are left out until the next `Td`, `Tm` or `T*`, so no
 * glyph is ever listed at a place it does not stand. Forms the page draws are not read.
 */
export function shownGlyphs(page: PDFPage): { streams: ReadStream[]; glyphs: ShownGlyph[] } {
  const pageObject = page.getObject();
  const fonts = fontLookup(resolveObject(pageObject.getInheritable('Resources')));
  const glyphs: ShownGlyph[] = [];
  const streams: ReadStream[] = [];
  let state: TextState = {
    ctm: page.getTransform(),
    font: null,
    size: 0,
    charSpacing: 0,
    wordSpacing: 0,
    scale: 1,
    leading: 0,
    rise: 0,
  };
  const saved: TextState[] = [];
  let lineMatrix: Matrix = IDENTITY;
  let textMatrix: Matrix | null = IDENTITY;
  const moveLine = (tx: number, ty: number) => {
    lineMatrix = multiply([1, 0, 0, 1, tx, ty], lineMatrix);
    textMatrix = lineMatrix;
  };
  for (const reference of contentsOf(pageObject)) {
    const data = readData(reference);
    const items: ContentItem[] = [];
    const stream = streams.length;
    readContent(data, (item) => {
      const index = items.push(item) - 1;
      const { op, operands } = item;
      if (op === 'BI' || !isValidOperation(op, operands)) return;
      const number = (at: number) => (operands[at] as { value: number }).value;
      const show = (values: readonly PdfValue[]) => {
        textMatrix = showText(values, state, textMatrix, (glyph) => {
          if (glyphs.length < MAX_GLYPHS) glyphs.push({ stream, item: index, ...glyph });
        });
      };
      switch (op) {
        case 'q':
          if (saved.length < MAX_SAVED) saved.push({ ...state });
          return;
        case 'Q':
          state = saved.pop() ?? state;
          return;
        case 'cm':
          state.ctm = multiply(operands.map((_, at) => number(at)) as unknown as Matrix, state.ctm);
          return;
        case 'BT':
          lineMatrix = IDENTITY;
          textMatrix = IDENTITY;
          return;
        case 'Tm':
          lineMatrix = operands.map((_, at) => number(at)) as unknown as Matrix;
          textMatrix = lineMatrix;
          return;
        case 'Td':
          return moveLine(number(0), number(1));
        case 'TD':
          state.leading = -number(1);
          return moveLine(number(0), number(1));
        case 'T*':
          return moveLine(0, -state.leading);
        case 'TL':
          state.leading = number(0);
          return;
        case 'Tc':
          state.charSpacing = number(0);
          return;
        case 'Tw':
          state.wordSpacing = number(0);
          return;
        case 'Tz':
          state.scale = number(0) / 100;
          return;
        case 'Ts':
          state.rise = number(0);
          return;
        case 'Tf':
          state.font = fonts((operands[0] as { name: string }).name);
          state.size = number(1);
          return;
        case 'Tj':
          return show(operands);
        case 'TJ':
          return show((operands[0] as { items: PdfValue[] }).items);
        case "'":
          moveLine(0, -state.leading);
          return show(operands);
        case '"':
          state.wordSpacing = number(0);
          state.charSpacing = number(1);
          moveLine(0, -state.leading);
          return show([operands[2]!]);
      }
    });
    streams.push({ reference, data, items });
  }
  return { streams, glyphs };
}

type Placed = Omit<ShownGlyph, 'stream' | 'item'>;

/**
 * Places the glyphs of one showing (a Tj's string, a TJ's strings and numbers) and returns the
 * text matrix after it; null when a glyph's advance was unknown and the pen is lost.
 */
function showText(
  values: readonly PdfValue[],
  state: TextState,
  start: Matrix | null,
  place: (glyph: Placed) => void,
): Matrix | null {
  let matrix = start;
  const { font, size, scale } = state;
  values.forEach((value, part) => {
    if (matrix === null) return;
    if (value.kind === 'number') {
      matrix = multiply([1, 0, 0, 1, (-value.value / 1000) * size * scale, 0], matrix);
      return;
    }
    if (value.kind !== 'string') return;
    if (font === null || size === 0 || value.bytes.length % font.codeLength !== 0) {
      matrix = null;
      return;
    }
    for (let offset = 0; offset < value.bytes.length; offset += font.codeLength) {
      const code =
        font.codeLength === 1
          ? value.bytes[offset]!
          : (value.bytes[offset]! << 8) | value.bytes[offset + 1]!;
      const origin = multiply(
        multiply([size * scale, 0, 0, size, 0, state.rise], matrix),
        state.ctm,
      );
      const spacing =
        state.charSpacing + (font.codeLength === 1 && code === 32 ? state.wordSpacing : 0);
      const width = font.advance(code);
      place({
        part,
        offset,
        length: font.codeLength,
        x: origin[4],
        y: origin[5],
        gap: -1000 * (width + spacing / size),
      });
      matrix = multiply([1, 0, 0, 1, (width * size + spacing) * scale, 0], matrix);
    }
  });
  return matrix;
}

/** The page's fonts by resource name, each read once. */
function fontLookup(resources: PDFObject): (name: string) => FontAdvances | null {
  const read = new Map<string, FontAdvances | null>();
  const dict = resources.isDictionary() ? resolveObject(resources.get('Font')) : resources;
  return (name) => {
    if (!read.has(name)) {
      read.set(name, dict.isDictionary() ? fontAdvances(dict.get(name)) : null);
    }
    return read.get(name)!;
  };
}
