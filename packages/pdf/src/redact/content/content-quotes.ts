import {
  concatBytes,
  decodeLatin1,
  decodeUtf16,
  decodeUtf8,
  encodeLatin1,
  indexOfBytes,
} from '../../bytes/bytes';
import type { PDFPage } from '../../engine/mupdf';
import { resolveObject } from '../../engine/pdf-object';
import { readStringAt } from '../../verify/pdf-strings';
import { containsAny } from '../quotes';

const KEYS = ['/ActualText', '/Alt', '/E', '/Contents'].map((key) => encodeLatin1(key));
const SPACE = encodeLatin1(' ');
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
    const data = buffer.asUint8Array().slice();
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
  data: Uint8Array,
  needles: readonly string[],
): { bytes: Uint8Array; count: number } {
  const cuts: [number, number][] = [];
  for (const key of KEYS) {
    for (let at = indexOfBytes(data, key); at >= 0; at = indexOfBytes(data, key, at + key.length)) {
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
  const parts: Uint8Array[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    if (start < from) continue;
    parts.push(data.subarray(from, start), SPACE);
    from = end;
  }
  parts.push(data.subarray(from));
  return { bytes: concatBytes(parts), count: cuts.length };
}

/** A text string's bytes as text: UTF-16BE or UTF-8 after their marks, else PDFDocEncoding. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes.subarray(2), 'be');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return decodeUtf8(bytes.subarray(3));
  return decodeLatin1(bytes);
}
