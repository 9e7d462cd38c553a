import { encodeLatin1, includesBytes } from '../bytes/bytes';
import type { PdfValue } from './content-objects';
import { readContent, type ContentItem, type InlineImage } from './content-parser';
import { ContentSink, writeItem } from './content-writer';
import { spansShowingNothing } from './empty-spans';
import { isValidOperation, TEXT_SHOWING } from './operators';

/** The resource categories content names its resources in. */
export type ResourceCategory =
  'Font' | 'XObject' | 'ExtGState' | 'ColorSpace' | 'Pattern' | 'Shading' | 'Properties';

/** What one content stream uses: its resources by category, and the codes it shows by font. */
export interface ContentUse {
  names: Map<ResourceCategory, Set<string>>;
  /** The strings each font (by resource name, as written) shows, glyph codes as bytes. */
  shown: Map<string, Uint8Array[]>;
}

export interface RewriteOptions {
  /**
   * The name a resource is written under in the rebuilt file, given its category and name in the
   * stream; null when the stream's resources have no such entry.
   */
  rename(category: ResourceCategory, name: string): string | null;
  /** An inline marked-content property list as the rebuilt file keeps it. */
  propertyList(entries: Map<string, PdfValue>): Map<string, PdfValue>;
  /** An inline image's data as the rebuilt file keeps it (metadata of a JPEG dropped). */
  inlineImage(dict: Map<string, PdfValue>, data: Uint8Array): Uint8Array;
}

export interface RewrittenContent {
  bytes: Uint8Array;
  use: ContentUse;
  /** Operations no reader draws (unknown operators, wrong operands), left out. */
  dropped: number;
  /** Bytes of comments and what could not be read, left out. */
  skipped: number;
  /** Whether the stream is written as it came: nothing left out, renamed or changed. */
  isUnchanged: boolean;
}

/** Colour spaces named without a resource. */
const DEVICE_SPACES = new Set([
  'DeviceGray',
  'DeviceRGB',
  'DeviceCMYK',
  'Pattern',
  'G',
  'RGB',
  'CMYK',
  'I',
]);

/**
 * Marked-content tags the rebuilt content keeps as written: the standard structure types, and
 * the tags PDF gives a meaning (optional content, artifacts, spans, form text). Any other tag is
 * a name the file chose, written as /Span: it marks content the same way.
 */
const STANDARD_TAGS = new Set(
  (
    'Document DocumentFragment Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct ' +
    'Private Aside Title FENote Sub P Note Code Hn H H1 H2 H3 H4 H5 H6 Lbl Span Quote Em ' +
    'Strong Link Annot Form Ruby RB RT RP Warichu WT WP L LI LBody Table TR TH TD THead TBody ' +
    'TFoot Figure Formula Artifact OC ReversedChars Tx Reference BibEntry Ruby'
  ).split(' '),
);

/**
 * Reads a content stream and writes it anew with only what a reader draws (issue 62): operators
 * of content streams with operands of their kinds, resource names as the rebuilt resources name
 * them, property lists and inline images as the rebuilt file keeps them. Comments, unknown
 * operators, operations with operands of the wrong kinds and bytes that cannot be read are left
 * out and counted. Also says what the stream uses and shows.
 */
export function rewriteContent(data: Uint8Array, options: RewriteOptions): RewrittenContent {
  const use: ContentUse = { names: new Map(), shown: new Map() };
  const note = (category: ResourceCategory, name: string) => {
    let names = use.names.get(category);
    if (!names) use.names.set(category, (names = new Set()));
    names.add(name);
  };
  const named = (category: ResourceCategory, value: PdfValue): PdfValue => {
    if (value.kind !== 'name') return value;
    note(category, value.name);
    const name = options.rename(category, value.name) ?? `${category}-missing`;
    return name === value.name ? value : { kind: 'name', name };
  };
  const state = { font: '', fonts: [] as string[] };
  // Written only from the first change on: until then the stream is its own copy (`cleanEnd`).
  let sink: ContentSink | null = null;
  let cleanEnd = 0;
  let dropped = 0;
  // Replacement texts over spans that show nothing go (read twice only where there are some).
  const empty = includesBytes(data, ACTUAL_TEXT) ? spansShowingNothing(data) : null;
  let ordinal = 0;
  const { skipped, isTruncated } = readContent(data, (item, skippedSoFar) => {
    const isEmptySpan = empty?.has(ordinal++) ?? false;
    const written = rewriteItem(item, options, named, note, state, use, isEmptySpan);
    if (written === null) dropped++;
    const isSame = written === item && item.start !== undefined && skippedSoFar === 0;
    if (!sink && isSame) {
      cleanEnd = item.end!;
      return;
    }
    if (!sink) {
      sink = new ContentSink();
      if (cleanEnd > 0) {
        sink.bytes(data.subarray(0, cleanEnd));
        sink.write('\n');
      }
    }
    if (written) writeItem(sink, written, data);
  });
  const isUnchanged = sink === null && skipped === 0 && !isTruncated;
  const bytes = isUnchanged ? data : sink ? (sink as ContentSink).done() : data.slice(0, cleanEnd);
  return { bytes, use, dropped, skipped, isUnchanged };
}

interface TextState {
  font: string;
  fonts: string[];
}

/** One operation as the rebuilt content writes it (the item itself when unchanged); null: none. */
function rewriteItem(
  item: ContentItem,
  options: RewriteOptions,
  named: (category: ResourceCategory, value: PdfValue) => PdfValue,
  note: (category: ResourceCategory, name: string) => void,
  state: TextState,
  use: ContentUse,
  isEmptySpan: boolean,
): ContentItem | null {
  if ('dict' in item) {
    const image = rewriteInlineImage(item.dict, item.data, options, note);
    return image.data === item.data && image.dict === item.dict ? item : image;
  }
  const { op, operands } = item;
  if (!isValidOperation(op, operands)) return null;
  let written = operands;
  switch (op) {
    case 'Tf':
      state.font = (operands[0] as { name: string }).name;
      written = [named('Font', operands[0]!), operands[1]!];
      break;
    case 'Do':
      written = [named('XObject', operands[0]!)];
      break;
    case 'gs':
      written = [named('ExtGState', operands[0]!)];
      break;
    case 'sh':
      written = [named('Shading', operands[0]!)];
      break;
    case 'cs':
    case 'CS':
      written = [colourSpace(operands[0]!, named)];
      break;
    case 'scn':
    case 'SCN': {
      const last = operands.at(-1)!;
      written =
        last.kind === 'name' ? [...operands.slice(0, -1), named('Pattern', last)] : operands;
      break;
    }
    case 'q':
      state.fonts.push(state.font);
      break;
    case 'Q':
      state.font = state.fonts.pop() ?? state.font;
      break;
    case 'BMC':
    case 'MP':
      written = [tagOf(operands[0]!)];
      break;
    case 'BDC':
    case 'DP':
      written = [tagOf(operands[0]!), properties(operands[1]!, options, named, isEmptySpan)];
      break;
  }
  if (TEXT_SHOWING.has(op)) noteShown(use, state.font, operands);
  return written.every((operand, index) => operand === operands[index])
    ? item
    : { op, operands: written };
}

function colourSpace(
  value: PdfValue,
  named: (category: ResourceCategory, value: PdfValue) => PdfValue,
): PdfValue {
  if (value.kind === 'name' && DEVICE_SPACES.has(value.name)) return value;
  return named('ColorSpace', value);
}

/** A tag PDF gives a meaning, kept; any other written as /Span. */
function tagOf(value: PdfValue): PdfValue {
  if (value.kind === 'name' && STANDARD_TAGS.has(value.name)) return value;
  return { kind: 'name', name: 'Span' };
}

function properties(
  value: PdfValue,
  options: RewriteOptions,
  named: (category: ResourceCategory, value: PdfValue) => PdfValue,
  isEmptySpan: boolean,
): PdfValue {
  if (value.kind === 'name') return named('Properties', value);
  if (value.kind !== 'dict') return value;
  const own = isEmptySpan
    ? new Map([...value.entries].filter(([key]) => key !== 'ActualText'))
    : value.entries;
  const entries = options.propertyList(own);
  return entries.size === value.entries.size ? value : { kind: 'dict', entries };
}

const ACTUAL_TEXT = encodeLatin1('/ActualText');

function noteShown(use: ContentUse, font: string, operands: readonly PdfValue[]): void {
  let strings = use.shown.get(font);
  if (!strings) use.shown.set(font, (strings = []));
  for (const operand of operands) {
    if (operand.kind === 'string') strings.push(operand.bytes);
    else if (operand.kind === 'array') {
      for (const item of operand.items) if (item.kind === 'string') strings.push(item.bytes);
    }
  }
}

/** Abbreviated and full keys of an inline image's dictionary (PDF 32000-2, table 91). */
const INLINE_IMAGE_KEYS = new Set([
  'BPC',
  'BitsPerComponent',
  'CS',
  'ColorSpace',
  'D',
  'Decode',
  'DP',
  'DecodeParms',
  'F',
  'Filter',
  'H',
  'Height',
  'IM',
  'ImageMask',
  'I',
  'Interpolate',
  'W',
  'Width',
  'Intent',
  'L',
  'Length',
]);

function rewriteInlineImage(
  dict: Map<string, PdfValue>,
  data: Uint8Array,
  options: RewriteOptions,
  note: (category: ResourceCategory, name: string) => void,
): InlineImage {
  const kept = new Map<string, PdfValue>();
  for (const [key, value] of dict) {
    if (!INLINE_IMAGE_KEYS.has(key)) continue;
    if ((key === 'CS' || key === 'ColorSpace') && value.kind === 'name') {
      if (DEVICE_SPACES.has(value.name)) kept.set(key, value);
      else {
        note('ColorSpace', value.name);
        const renamed = options.rename('ColorSpace', value.name) ?? 'ColorSpace-missing';
        kept.set(key, renamed === value.name ? value : { kind: 'name', name: renamed });
      }
      continue;
    }
    kept.set(key, value);
  }
  const changed =
    kept.size !== dict.size || [...kept].some(([key, value]) => dict.get(key) !== value);
  return {
    op: 'BI',
    operands: [],
    dict: changed ? kept : dict,
    data: options.inlineImage(kept, data),
  };
}
