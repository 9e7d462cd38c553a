import { bytesEqual, encodeLatin1, indexOfBytes } from '../bytes/bytes';
/** One `N G obj` header found in the file bytes. */
export interface ObjectHeader {
  num: number;
  offset: number;
}

/** One `stream … endstream` body: `dictStart..dataStart` holds its dictionary and keyword. */
export interface StreamSpan {
  num: number | null;
  dictStart: number;
  dataStart: number;
  dataEnd: number;
  /** Where the bytes after the body (`endstream` and onwards) resume. */
  resumeAt: number;
  dict: string;
}

const OBJ_HEADER = /(?<![0-9])(\d{1,10})[ \t\r\n\f\0]+\d{1,5}[ \t\r\n\f\0]+obj(?![A-Za-z])/g;
const STREAM = encodeLatin1('stream');
const ENDSTREAM = encodeLatin1('endstream');
const DIRECT_LENGTH = /\/Length[\s\0]+(\d+)(?!\d)(?![\s\0]+\d+[\s\0]+R)/;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0;

/** Every `N G obj` header in the file, in file order, including unreachable ones. */
export function findObjectHeaders(text: string): ObjectHeader[] {
  return Array.from(text.matchAll(OBJ_HEADER), (match) => ({
    num: Number(match[1]),
    offset: match.index,
  }));
}

/** The index of the last header at or before `offset` (headers in file order), or -1. */
export function headerIndexBefore(headers: ObjectHeader[], offset: number): number {
  let low = 0;
  let high = headers.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (headers[middle]!.offset <= offset) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Every stream body in the file, reachable or not. A body ends at its direct `/Length` when
 * `endstream` follows there, otherwise at the next `endstream`, otherwise at the end of the file.
 */
export function findStreams(pdf: Uint8Array, text: string, headers: ObjectHeader[]): StreamSpan[] {
  const streams: StreamSpan[] = [];
  let from = 0;
  for (;;) {
    const keyword = indexOfBytes(pdf, STREAM, from);
    if (keyword < 0) return streams;
    from = keyword + STREAM.length;
    if (!followsDictionary(pdf, keyword)) continue;
    let dataStart = from;
    if (pdf[dataStart] === 0x0d) dataStart++;
    if (pdf[dataStart] === 0x0a) dataStart++;
    const header = headers[headerIndexBefore(headers, keyword)];
    const previousEnd = streams.at(-1)?.resumeAt ?? 0;
    const dictStart = Math.max(header?.offset ?? 0, previousEnd, keyword - 65536);
    const dict = text.slice(dictStart, keyword);
    const dataEnd = bodyEnd(pdf, dataStart, dict);
    const resumeAt = Math.min(pdf.length, dataEnd);
    streams.push({ num: header?.num ?? null, dictStart, dataStart, dataEnd, resumeAt, dict });
    from = resumeAt;
  }
}

/** `stream` is the keyword only after a dictionary's `>>` and before an end of line. */
function followsDictionary(pdf: Uint8Array, keyword: number): boolean {
  const next = pdf[keyword + STREAM.length];
  if (next !== 0x0a && next !== 0x0d) return false;
  let before = keyword - 1;
  while (before > 0 && isSpace(pdf[before])) before--;
  return pdf[before] === 0x3e && pdf[before - 1] === 0x3e;
}

function bodyEnd(pdf: Uint8Array, dataStart: number, dict: string): number {
  const length = DIRECT_LENGTH.exec(dict);
  if (length) {
    const end = dataStart + Number(length[1]);
    let after = end;
    while (after < pdf.length && after < end + 4 && isSpace(pdf[after])) after++;
    if (end <= pdf.length && bytesEqual(pdf.subarray(after, after + ENDSTREAM.length), ENDSTREAM)) {
      return end;
    }
  }
  const endKeyword = indexOfBytes(pdf, ENDSTREAM, dataStart);
  if (endKeyword < 0) return pdf.length;
  let end = endKeyword;
  if (pdf[end - 1] === 0x0a) end--;
  if (pdf[end - 1] === 0x0d) end--;
  return Math.max(dataStart, end);
}
