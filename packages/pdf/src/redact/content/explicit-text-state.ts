import { concatBytes, decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
/**
 * Content streams rewritten so MuPDF's content filter (used by its redaction) cannot get the text
 * state wrong (decision 0023):
 *
 * - No text operator depends on the text leading (TL): `T*`, `'` and `"` become explicit `Td`
 *   moves, and `TD` sets TL and moves with `Td`. The filter writes its own `TD` moves and records
 *   their leading as if the file had set it, so a later `T*` or `'` of the file moves by the
 *   wrong amount: glyphs are judged at the wrong places — some under a box stay, others move —
 *   and every following line shifts.
 * - In a form XObject, a text state set to its default value (`0 Tc`, `0 Tw`, `0 Ts`, `100 Tz`)
 *   is set a hair off it (`0.00001 Tc`, `100.001 Tz`). A form inherits the text state of the
 *   content that draws it, but the filter starts each form from the defaults and drops such an
 *   operator as changing nothing: the IRS's "CAUTION" icon, drawn where the page's character
 *   spacing was not 0, had its letters spread over twice the width. The hair is 1/100000 of a
 *   unit of text space: nothing anyone can see, and the filter keeps the operator.
 *
 * - Every text object starts with a placement (`BT 0 0 Td`): the filter carries the advance of
 *   glyphs it removed at the end of one text object over into the next, and where that one shows
 *   text before placing it (`BT /F1 4 Tf (Concept …)Tj`, its position set by a `cm`), the whole
 *   line moved right by the width of what was removed (a reference at the end of the line above,
 *   in the pdf-generator invoice of the development corpus). `0 0 Td` sets the identity text
 *   matrix BT sets, and the filter starts afresh from it.
 *
 * The rewrite draws what the original draws.
 */

import type { PDFPage } from '../../engine/mupdf';
import { resolveObject, type PDFObject } from '../../engine/pdf-object';

/** The leading in effect where a stream starts; null when unknown (a form XObject). */
export type Leading = number | null;

export interface LeadingState {
  leading: Leading;
  /** Leadings saved by `q`, restored by `Q`. */
  saved: Leading[];
  /** True in a form XObject, whose text state is inherited from what draws it. */
  form?: boolean;
}

/** The default of each text state operator with a number, and its value a hair off it. */
const DEFAULTS = new Map([
  ['Tc', { value: 0, hair: '0.00001' }],
  ['Tw', { value: 0, hair: '0.00001' }],
  ['Ts', { value: 0, hair: '0.00001' }],
  ['Tz', { value: 100, hair: '100.001' }],
]);

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const MAX_SAVED = 1024;

const MAX_FORM_DEPTH = 12;

/**
 * Rewrites a page's content streams, and the form XObjects it draws, so the filter gets their
 * text state right (see above). The page's streams run in one state from the page's default
 * leading of 0; a form starts from an unknown leading, so only what it sets itself is made
 * explicit.
 */
export function makeTextStateExplicit(page: PDFPage): void {
  const contents = page.getObject().get('Contents');
  const streams = resolveObject(contents).isArray()
    ? Array.from({ length: contents.length }, (_, index) => contents.get(index))
    : [contents];
  const state: LeadingState = { leading: 0, saved: [] };
  for (const stream of streams) rewriteStream(stream, state);
  const seen = new Set<number>();
  rewriteForms(page.getObject().get('Resources'), seen, 0);
}

function rewriteStream(stream: PDFObject, state: LeadingState): void {
  // Streams are read and written through their references: a resolved stream is a dictionary.
  if (!stream.isStream()) return;
  const buffer = stream.readStream();
  const data = buffer.asUint8Array().slice();
  buffer.destroy();
  const { bytes, changed } = withExplicitTextState(data, state);
  if (changed) stream.writeStream(bytes);
}

function rewriteForms(resources: PDFObject, seen: Set<number>, depth: number): void {
  if (depth > MAX_FORM_DEPTH || !resources.isDictionary()) return;
  const xobjects = resources.get('XObject');
  if (!xobjects.isDictionary()) return;
  xobjects.forEach((xobject) => {
    if (!xobject.isIndirect() || seen.has(xobject.asIndirect())) return;
    seen.add(xobject.asIndirect());
    const form = xobject.resolve();
    if (form.get('Subtype').asName() !== 'Form') return;
    rewriteStream(xobject, { leading: null, saved: [], form: true });
    rewriteForms(form.get('Resources'), seen, depth + 1);
  });
}

interface Operand {
  start: number;
  end: number;
}

/**
 * The stream with its text state made explicit (see above), and whether anything changed.
 * `state` carries the leading from stream to stream of one page and is updated.
 */
export function withExplicitTextState(
  data: Uint8Array,
  state: LeadingState,
): { bytes: Uint8Array; changed: boolean } {
  const text = data;
  const out: (Uint8Array | string)[] = [];
  let copied = 0;
  let operands: Operand[] = [];
  const replace = (from: number, to: number, replacement: string) => {
    out.push(text.subarray(copied, from), replacement);
    copied = to;
  };
  const operandText = (operand: Operand) => decodeLatin1(text, operand.start, operand.end);
  let latin: string | null = null;
  let index = 0;
  while (index < text.length) {
    const byte = text[index]!;
    if (WHITESPACE.has(byte)) {
      index++;
      continue;
    }
    const start = index;
    if (byte === 0x25) {
      while (index < text.length && text[index] !== 0x0a && text[index] !== 0x0d) index++;
      continue;
    }
    if (byte === 0x28) {
      index = skipLiteral(text, index + 1);
    } else if (byte === 0x3c && text[index + 1] === 0x3c) {
      index = skipDictionary(text, index + 2);
    } else if (byte === 0x3c) {
      const close = text.indexOf(0x3e, index + 1);
      index = close < 0 ? text.length : close + 1;
    } else if (byte === 0x5b) {
      index = skipArray(text, index + 1);
    } else if (byte === 0x2f) {
      index++;
      while (index < text.length && isRegular(text[index]!)) index++;
    } else if (!isRegular(byte)) {
      index++;
      continue;
    } else {
      while (index < text.length && isRegular(text[index]!)) index++;
      const word = decodeLatin1(text, start, index);
      if (/^[+\-.\d]/.test(word) || word === 'true' || word === 'false' || word === 'null') {
        operands.push({ start, end: index });
        continue;
      }
      if (word === 'BI') {
        latin ??= decodeLatin1(text);
        index = skipInlineImage(latin, index);
        operands = [];
        continue;
      }
      const rewritten = rewrite(word, operands, state, operandText);
      if (rewritten !== null) {
        const from = operands[0]?.start ?? start;
        replace(from, index, rewritten);
      }
      operands = [];
      continue;
    }
    operands.push({ start, end: index });
  }
  if (out.length === 0) return { bytes: data, changed: false };
  out.push(text.subarray(copied));
  return {
    bytes: concatBytes(out.map((part) => (typeof part === 'string' ? encodeLatin1(part) : part))),
    changed: true,
  };
}

/** The replacement of one operator with its operands, or null to keep it as it is. */
function rewrite(
  operator: string,
  operands: Operand[],
  state: LeadingState,
  operandText: (operand: Operand) => string,
): string | null {
  const args = operands.map(operandText);
  const down = state.leading === null ? null : format(-state.leading);
  if (DEFAULTS.has(operator) && state.form) {
    if (args.length !== 1 || offDefault(operator, args[0]!, state) === args[0]) return null;
    return `${offDefault(operator, args[0]!, state)} ${operator}`;
  }
  switch (operator) {
    case 'BT':
      return 'BT 0 0 Td';
    case 'q':
      if (state.saved.length < MAX_SAVED) state.saved.push(state.leading);
      return null;
    case 'Q':
      if (state.saved.length > 0) state.leading = state.saved.pop()!;
      return null;
    case 'TL':
      state.leading = numberOf(args[0]);
      return null;
    case 'TD': {
      if (args.length !== 2) return null;
      const ty = numberOf(args[1]);
      if (ty === null) return null;
      state.leading = -ty;
      return `${format(-ty)} TL ${args[0]} ${args[1]} Td`;
    }
    case 'T*':
      return down === null ? null : `0 ${down} Td`;
    case "'":
      if (down === null || args.length !== 1) return null;
      return `0 ${down} Td ${args[0]} Tj`;
    case '"':
      if (down === null || args.length !== 3) return null;
      return `${offDefault('Tw', args[0]!, state)} Tw ${offDefault('Tc', args[1]!, state)} Tc 0 ${down} Td ${args[2]} Tj`;
    default:
      return null;
  }
}

/** A text state operand, set a hair off its default in a form (see above). */
function offDefault(operator: string, operand: string, state: LeadingState): string {
  const text = DEFAULTS.get(operator);
  return text && state.form && numberOf(operand) === text.value ? text.hair : operand;
}

function numberOf(text: string | undefined): number | null {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) ? value : null;
}

/** A number as content streams write it: no exponent, at most 6 decimals. */
function format(value: number): string {
  if (Object.is(value, -0) || value === 0) return '0';
  return value.toFixed(6).replace(/\.?0+$/u, '');
}

function skipLiteral(text: Uint8Array, from: number): number {
  let depth = 1;
  let index = from;
  while (index < text.length) {
    const byte = text[index++]!;
    if (byte === 0x5c) index++;
    else if (byte === 0x28) depth++;
    else if (byte === 0x29 && --depth === 0) return index;
  }
  return text.length;
}

function skipArray(text: Uint8Array, from: number): number {
  let index = from;
  while (index < text.length) {
    const byte = text[index]!;
    if (byte === 0x5d) return index + 1;
    if (byte === 0x28) index = skipLiteral(text, index + 1);
    else if (byte === 0x5b) index = skipArray(text, index + 1);
    else index++;
  }
  return text.length;
}

function skipDictionary(text: Uint8Array, from: number): number {
  let index = from;
  while (index < text.length) {
    const byte = text[index]!;
    if (byte === 0x3e && text[index + 1] === 0x3e) return index + 2;
    if (byte === 0x28) index = skipLiteral(text, index + 1);
    else if (byte === 0x3c && text[index + 1] === 0x3c) index = skipDictionary(text, index + 2);
    else index++;
  }
  return text.length;
}

/** From after `BI`: past the image's dictionary, `ID`, its data and `EI`. */
function skipInlineImage(latin: string, from: number): number {
  const id = /\sID[\s]/g;
  id.lastIndex = from;
  const found = id.exec(latin);
  if (!found) return latin.length;
  const end = /\sEI(?=[\s]|$)/g;
  end.lastIndex = found.index + found[0].length;
  const close = end.exec(latin);
  return close ? close.index + close[0].length : latin.length;
}
