import type { PDFPage } from '../../engine/mupdf';
import { resolveObject } from '../../engine/pdf-object';
import { readStringAt } from '../../verify/pdf-strings';
import { containsAny } from '../quotes';

const KEYS = ['/ActualText', '/Alt', '/E', '/Contents'].map((key) => Buffer.from(key, 'latin1'));
const isDelimiterOrSpace = (byte: number | undefined) =>
  byte === undefined || /[\s()<>[\]{}/%\0]/.test(String.fromCharCode(byte));

/**
 * Removes the replacement texts of marked content (`/Span << /ActualText (…) >> BDC`) that quote
 * a redacted string from a redacted page's content streams: the glyphs are gone, and so must be
 * the text that stood for them. A pagination artifact's `/Contents` (the text of a running
 * header or footer, `/Artifact << /Type /Pagination /Contents (…) >> BDC`) is such a text too.
 * Returns how many were removed.
 */
export function removeQuotingReplacements(page: PDFPage, needles: readonly string[]): number {
  if (needles.length === 0) return 0;
  // Streams are read and written through their references: a resolved stream is a dictionary.
  const contents = page.getObject().get('Contents');
  const streams = resolveObject(contents).isArray()
    ? Array.from({ length: contents.length }, (_, index) => contents.get(index))
    : [contents];
  let removed = 0;
  for (const stream of streams) {
    if (!stream.isStream()) continue;
    const buffer = stream.readStream();
    const data = Buffer.from(buffer.asUint8Array());
    buffer.destroy();
    const { bytes, count } = withoutQuotingEntries(data, needles);
    if (count === 0) continue;
    stream.writeStream(bytes);
    removed += count;
  }
  return removed;
}

/** The content bytes without `/ActualText`, `/Alt`, `/E` and `/Contents` entries that quote a needle. */
export function withoutQuotingEntries(
  data: Buffer,
  needles: readonly string[],
): { bytes: Buffer; count: number } {
  const cuts: [number, number][] = [];
  for (const key of KEYS) {
    for (let at = data.indexOf(key); at >= 0; at = data.indexOf(key, at + key.length)) {
      if (!isDelimiterOrSpace(data[at + key.length])) continue;
      let valueStart = at + key.length;
      while (valueStart < data.length && /\s/.test(String.fromCharCode(data[valueStart]!)))
        valueStart++;
      const value = readStringAt(data, valueStart);
      if (value && containsAny(decodeText(value.bytes), needles)) cuts.push([at, value.end]);
    }
  }
  if (cuts.length === 0) return { bytes: data, count: 0 };
  cuts.sort(([a], [b]) => a - b);
  const parts: Buffer[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    if (start < from) continue;
    parts.push(data.subarray(from, start), Buffer.from(' '));
    from = end;
  }
  parts.push(data.subarray(from));
  return { bytes: Buffer.concat(parts), count: cuts.length };
}

/** A text string's bytes as text: UTF-16BE or UTF-8 after their marks, else PDFDocEncoding. */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return bytes.subarray(3).toString('utf8');
  return bytes.toString('latin1');
}
