import { foldInto } from './needle-encodings';
import { findObjectHeaders, findStreams, headerIndexBefore, type ObjectHeader } from './pdf-layout';
import { ByteSink, collectStrings } from './pdf-strings';
import { decodeStream, streamFilters } from './stream-decode';

export interface Region {
  label: string;
  /** The region whose strings this one holds decoded; a hit there makes this one redundant. */
  parent: string | null;
  start: number;
  end: number;
}

/** All searchable bytes of a PDF, folded and laid end to end, with the region of each part. */
export interface Haystack {
  bytes: Buffer;
  regions: Region[];
}

const OUTSIDE = 'file bytes outside objects';
const ENDOBJ = Buffer.from('endobj');
// Pixels and font programs hold no text worth inflating or parsing for strings.
const NOT_TEXT =
  /\/Subtype[\s\0]*\/(Image|Type1C|CIDFontType0C|OpenType)\b|\/Length[123]\b|\/Type[\s\0]*\/XRef\b/;

class HaystackBuilder {
  private readonly parts: {
    label: string;
    parent: string | null;
    bytes: Uint8Array;
    start: number;
    end: number;
  }[] = [];
  private readonly strings = new ByteSink();

  add(label: string, bytes: Uint8Array, start = 0, end = bytes.length, withStrings = false): void {
    if (end <= start) return;
    this.parts.push({ label, parent: null, bytes, start, end });
    if (!withStrings) return;
    collectStrings(bytes, start, end, this.strings);
    if (this.strings.length === 0) return;
    const decoded = this.strings.take();
    const stringLabel = label.endsWith(')')
      ? `${label.slice(0, -1)}, decoded string)`
      : `${label} (decoded string)`;
    this.parts.push({
      label: stringLabel,
      parent: label,
      bytes: decoded,
      start: 0,
      end: decoded.length,
    });
  }

  build(): Haystack {
    const bytes = Buffer.allocUnsafe(
      this.parts.reduce((sum, part) => sum + part.end - part.start, 0),
    );
    const regions: Region[] = [];
    let at = 0;
    for (const part of this.parts) {
      const end = foldInto(part.bytes, part.start, part.end, bytes, at);
      if (end > at) regions.push({ label: part.label, parent: part.parent, start: at, end });
      at = end;
    }
    return { bytes: bytes.subarray(0, at), regions };
  }
}

/** Splits the file into object bytes, raw and decoded stream bodies, and their strings. */
export function buildHaystack(pdf: Buffer): Haystack {
  const text = pdf.toString('latin1');
  const headers = findObjectHeaders(text);
  const builder = new HaystackBuilder();
  let gapStart = 0;
  for (const stream of findStreams(pdf, text, headers)) {
    addObjectBytes(builder, pdf, headers, gapStart, stream.dataStart);
    const base =
      stream.num === null ? `stream at byte ${stream.dataStart}` : `object ${stream.num} stream`;
    const filters = streamFilters(stream.dict);
    const isText = !NOT_TEXT.test(stream.dict);
    if (filters.length === 0) {
      builder.add(base, pdf, stream.dataStart, stream.dataEnd, isText);
    } else {
      builder.add(`${base} (raw)`, pdf, stream.dataStart, stream.dataEnd);
      // Font programs carry licence text and glyph names, never the document's text: their
      // inflated bytes would only give chance matches ("company" in "accompanying").
      const decoded = isText
        ? decodeStream(pdf.subarray(stream.dataStart, stream.dataEnd), filters)
        : null;
      if (decoded)
        builder.add(`${base} (${decoded.how})`, decoded.bytes, 0, decoded.bytes.length, isText);
    }
    gapStart = stream.dataEnd;
  }
  addObjectBytes(builder, pdf, headers, gapStart, pdf.length);
  return builder.build();
}

/** Adds `pdf[start..end)` object by object: `N G obj … endobj` as 'object N', the rest outside. */
function addObjectBytes(
  builder: HaystackBuilder,
  pdf: Buffer,
  headers: ObjectHeader[],
  start: number,
  end: number,
): void {
  let pieceStart = start;
  while (pieceStart < end) {
    const ownerIndex = headerIndexBefore(headers, pieceStart);
    const owner = headers[ownerIndex];
    const following = headers[ownerIndex + 1];
    const pieceEnd =
      following && following.offset < end && following.offset > pieceStart ? following.offset : end;
    const endobj = owner ? pdf.indexOf(ENDOBJ, pieceStart) : -1;
    const objectEnd =
      endobj >= 0 && endobj < pieceEnd ? endobj + ENDOBJ.length : owner ? pieceEnd : pieceStart;
    if (owner) builder.add(`object ${owner.num}`, pdf, pieceStart, objectEnd, true);
    builder.add(OUTSIDE, pdf, objectEnd, pieceEnd, true);
    pieceStart = pieceEnd;
  }
}
