import { parseContent } from '../../content/content-parser';
import type { PdfValue } from '../../content/content-objects';
import { writeName } from '../../content/content-writer';

/**
 * CMaps read and written anew (issue 62): what a ToUnicode or encoding CMap means — its code
 * space, the text or CIDs its codes map to — and nothing else. Names, registries, comments and
 * whatever else the file wrote around the mappings are not carried over.
 */

/** A code space range: codes of `bytes` bytes from `low` to `high`. */
export interface CodeRange {
  bytes: number;
  low: number;
  high: number;
}

/** A CMap's meaning. */
export interface CmapMeaning {
  codeSpace: CodeRange[];
  /** ToUnicode: each code's text (UTF-16 code units). */
  text: Map<number, string>;
  /** Ranges of codes whose text follows on from a first (bfrange with one destination). */
  textRanges: { range: CodeRange; first: string }[];
  /** Encoding CMaps: each code's CID, and CID ranges. */
  cids: { range: CodeRange; cid: number }[];
  notdef: { range: CodeRange; cid: number }[];
  /** A predefined CMap this one builds on (usecmap). */
  useCmap: string | null;
  wMode: number;
}

const MAX_ENTRIES = 200_000;

/** A CMap's meaning, read with the content parser; null when it holds no mapping at all. */
export function readCmap(data: Uint8Array): CmapMeaning | null {
  const { items } = parseContent(data);
  const meaning: CmapMeaning = {
    codeSpace: [],
    text: new Map(),
    textRanges: [],
    cids: [],
    notdef: [],
    useCmap: null,
    wMode: 0,
  };
  let entries = 0;
  for (const { op, operands } of items) {
    if (op === 'endcodespacerange') {
      for (let index = 0; index + 1 < operands.length; index += 2) {
        const range = rangeOf(operands[index]!, operands[index + 1]!);
        if (range) meaning.codeSpace.push(range);
      }
    } else if (op === 'endbfchar') {
      for (let index = 0; index + 1 < operands.length && entries < MAX_ENTRIES; index += 2) {
        const code = codeOf(operands[index]!);
        const text = textOf(operands[index + 1]!);
        if (code !== null && text !== null) meaning.text.set(code.value, text);
        entries++;
      }
    } else if (op === 'endbfrange') {
      for (let index = 0; index + 2 < operands.length && entries < MAX_ENTRIES; index += 3) {
        const range = rangeOf(operands[index]!, operands[index + 1]!);
        const destination = operands[index + 2]!;
        entries++;
        if (!range) continue;
        if (destination.kind === 'array') {
          destination.items.forEach((item, offset) => {
            const text = textOf(item);
            if (text !== null && range.low + offset <= range.high) {
              meaning.text.set(range.low + offset, text);
            }
          });
        } else {
          const first = textOf(destination);
          if (first !== null) meaning.textRanges.push({ range, first });
        }
      }
    } else if (op === 'endcidrange' || op === 'endnotdefrange') {
      for (let index = 0; index + 2 < operands.length; index += 3) {
        const range = rangeOf(operands[index]!, operands[index + 1]!);
        const cid = operands[index + 2]!;
        if (range && cid.kind === 'number') {
          (op === 'endcidrange' ? meaning.cids : meaning.notdef).push({ range, cid: cid.value });
        }
      }
    } else if (op === 'endcidchar') {
      for (let index = 0; index + 1 < operands.length; index += 2) {
        const code = codeOf(operands[index]!);
        const cid = operands[index + 1]!;
        if (code && cid.kind === 'number') {
          const range = { bytes: code.bytes, low: code.value, high: code.value };
          meaning.cids.push({ range, cid: cid.value });
        }
      }
    } else if (op === 'usecmap' && operands[0]?.kind === 'name') {
      meaning.useCmap = operands[0].name;
    } else if (op === 'def' && operands[0]?.kind === 'name' && operands[0].name === 'WMode') {
      const mode = operands[1];
      if (mode?.kind === 'number') meaning.wMode = mode.value === 1 ? 1 : 0;
    }
  }
  const isEmpty =
    meaning.text.size === 0 &&
    meaning.textRanges.length === 0 &&
    meaning.cids.length === 0 &&
    meaning.useCmap === null;
  return isEmpty ? null : meaning;
}

function codeOf(value: PdfValue): { value: number; bytes: number } | null {
  if (value.kind !== 'string' || value.bytes.length === 0 || value.bytes.length > 4) return null;
  let code = 0;
  for (const byte of value.bytes) code = code * 256 + byte;
  return { value: code, bytes: value.bytes.length };
}

function rangeOf(low: PdfValue, high: PdfValue): CodeRange | null {
  const from = codeOf(low);
  const to = codeOf(high);
  if (!from || !to || to.value < from.value) return null;
  return { bytes: from.bytes, low: from.value, high: to.value };
}

function textOf(value: PdfValue): string | null {
  if (value.kind !== 'string') return null;
  let text = '';
  for (let index = 0; index + 1 < value.bytes.length; index += 2) {
    text += String.fromCharCode((value.bytes[index]! << 8) | value.bytes[index + 1]!);
  }
  return text;
}

/** The codes a string of glyph codes holds, split by the code space (one byte when none fits). */
export function codesOf(bytes: Uint8Array, codeSpace: readonly CodeRange[]): number[] {
  const codes: number[] = [];
  let at = 0;
  while (at < bytes.length) {
    let taken = 1;
    let code = bytes[at]!;
    for (let length = 1; length <= 4 && at + length <= bytes.length; length++) {
      let value = 0;
      for (let index = 0; index < length; index++) value = value * 256 + bytes[at + index]!;
      if (
        codeSpace.some(
          (range) => range.bytes === length && value >= range.low && value <= range.high,
        )
      ) {
        taken = length;
        code = value;
        break;
      }
    }
    codes.push(code);
    at += taken;
  }
  return codes;
}

const hex = (value: number, bytes: number) => `<${value.toString(16).padStart(bytes * 2, '0')}>`;
const utf16Hex = (text: string) =>
  `<${Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, '0')).join('')}>`;

function inRange(code: number, range: CodeRange): boolean {
  return code >= range.low && code <= range.high;
}

/** The text a code maps to in a meaning, its bfchar entry or its place in a range. */
export function textOfCode(meaning: CmapMeaning, code: number): string | null {
  const own = meaning.text.get(code);
  if (own !== undefined) return own;
  for (const { range, first } of meaning.textRanges) {
    if (!inRange(code, range) || first.length === 0) continue;
    const offset = code - range.low;
    return first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + offset);
  }
  return null;
}

/** Entries per begin…end block, as PDF 32000-2 allows at most. */
const BLOCK = 100;

function blocks(kind: string, lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += BLOCK) {
    const chunk = lines.slice(index, index + BLOCK);
    out.push(`${chunk.length} begin${kind}`, ...chunk, `end${kind}`);
  }
  return out;
}

function codeSpaceLines(codeSpace: readonly CodeRange[]): string[] {
  const ranges = codeSpace.length > 0 ? codeSpace : [{ bytes: 1, low: 0, high: 255 }];
  return blocks(
    'codespacerange',
    ranges.map((range) => `${hex(range.low, range.bytes)} ${hex(range.high, range.bytes)}`),
  );
}

/**
 * A ToUnicode CMap written anew: the code space, and the text of each code in `codes` (every
 * mapped code when null) that `keep` accepts, with a neutral name and registry and no comments.
 */
export function writeToUnicode(
  meaning: CmapMeaning,
  codes: Iterable<number> | null,
  keep: (text: string) => boolean,
): string {
  const widthOf = (code: number) =>
    meaning.codeSpace.find((range) => inRange(code, range))?.bytes ?? (code > 0xff ? 2 : 1);
  const lines: string[] = [];
  const ranges: string[] = [];
  if (codes === null) {
    for (const [code, text] of [...meaning.text].sort(([a], [b]) => a - b)) {
      if (keep(text)) lines.push(`${hex(code, widthOf(code))} ${utf16Hex(text)}`);
    }
    for (const { range, first } of meaning.textRanges) {
      if (keep(first)) {
        ranges.push(
          `${hex(range.low, range.bytes)} ${hex(range.high, range.bytes)} ${utf16Hex(first)}`,
        );
      }
    }
  } else {
    for (const code of [...new Set(codes)].sort((a, b) => a - b)) {
      const text = textOfCode(meaning, code);
      if (text !== null && keep(text)) lines.push(`${hex(code, widthOf(code))} ${utf16Hex(text)}`);
    }
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    ...codeSpaceLines(meaning.codeSpace),
    ...blocks('bfchar', lines),
    ...blocks('bfrange', ranges),
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
    '',
  ].join('\n');
}

/** An encoding CMap written anew: code space, CID mappings, the CMap it builds on, its mode. */
export function writeEncodingCmap(meaning: CmapMeaning): string {
  const range = ({ range: r, cid }: { range: CodeRange; cid: number }) =>
    `${hex(r.low, r.bytes)} ${hex(r.high, r.bytes)} ${cid}`;
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    ...(meaning.useCmap ? [`${writeName(meaning.useCmap)} usecmap`] : []),
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> def',
    '/CMapName /Custom def',
    '/CMapType 1 def',
    `/WMode ${meaning.wMode} def`,
    ...codeSpaceLines(meaning.codeSpace),
    ...blocks('cidrange', meaning.cids.map(range)),
    ...blocks('notdefrange', meaning.notdef.map(range)),
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
    '',
  ].join('\n');
}
