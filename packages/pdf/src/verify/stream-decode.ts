import {
  decodeAscii85,
  decodeAsciiHex,
  decodeLzw,
  decodeRunLength,
  OutputLimitError,
  undoPredictor,
} from './filter-decoders';
import { inflateLenient } from './lenient-inflate';

export { decodeAsciiHex as decodeHex } from './filter-decoders';

export interface DecodedStream {
  bytes: Uint8Array;
  /** 'inflated' when a Flate or LZW filter was undone, 'decoded' for the others only. */
  how: 'inflated' | 'decoded';
  /** An image codec's data (DCT, JPX, JBIG2, CCITT) that is left as it is, or null. */
  imageFilter: string | null;
}

/** A stream whose /Filter or /DecodeParms is an indirect reference, which raw bytes cannot tell. */
export class IndirectFilterError extends Error {
  constructor() {
    super('a stream names its filters through an indirect reference');
  }
}

type Parms = Record<string, number> | null;

const FILTER_ENTRY = /\/Filter[\s\0]*(\[[^\]]*\]|\/[^\s\0/[\]<>()]+|\d+[\s\0]+\d+[\s\0]+R)/;
const PARMS_KEY = /\/(?:DecodeParms|DP)(?![A-Za-z])[\s\0]*/;
const NAME = /\/([^\s\0/[\]<>()]+)/g;
const FLATE = new Set(['FlateDecode', 'Fl']);
const LZW = new Set(['LZWDecode', 'LZW']);
const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JBIG2Decode',
  'CCITTFaxDecode',
  'CCF',
]);

/** The filter names of a stream dictionary, in the order they apply. */
export function streamFilters(dict: string): string[] {
  const entry = FILTER_ENTRY.exec(dict);
  if (!entry?.[1]) return [];
  if (/^\d/.test(entry[1]) || /\d[\s\0]+\d+[\s\0]+R\b/.test(entry[1]))
    throw new IndirectFilterError();
  return Array.from(entry[1].matchAll(NAME), (match) => match[1] ?? '');
}

/** The decode parameters of each filter (null where a filter has none). */
export function streamParms(dict: string, count: number): Parms[] {
  const key = PARMS_KEY.exec(dict);
  if (!key) return Array<Parms>(count).fill(null);
  const value = valueAt(dict, key.index + key[0].length);
  if (/^\d+[\s\0]+\d+[\s\0]+R/.test(value)) throw new IndirectFilterError();
  if (!value.startsWith('[')) return [parseDict(value), ...Array<Parms>(count - 1).fill(null)];
  const items: Parms[] = [];
  for (let at = 1; at < value.length - 1;) {
    const char = value[at]!;
    if (char === '<' && value[at + 1] === '<') {
      const item = valueAt(value, at);
      items.push(parseDict(item));
      at += item.length;
    } else if (value.startsWith('null', at)) {
      items.push(null);
      at += 4;
    } else if (/\d/.test(char) && /^\d+[\s\0]+\d+[\s\0]+R/.test(value.slice(at))) {
      throw new IndirectFilterError();
    } else at++;
  }
  return items;
}

/**
 * Undoes a stream's filters in order, stopping at an image codec (its data is an image) or a
 * filter no reader knows. Null when nothing was undone. Throws `OutputLimitError` when the
 * decoded data would pass `limit` bytes.
 */
export function decodeStream(
  raw: Uint8Array,
  filters: string[],
  parms: Parms[],
  limit: number,
): DecodedStream | null {
  let bytes = raw;
  let inflated = false;
  let changed = false;
  for (const [index, filter] of filters.entries()) {
    if (IMAGE_FILTERS.has(filter)) {
      return { bytes, how: inflated ? 'inflated' : 'decoded', imageFilter: filter };
    }
    const next = undo(filter, bytes, parms[index] ?? null, limit);
    if (!next) break;
    inflated ||= FLATE.has(filter) || LZW.has(filter);
    changed = true;
    bytes = next;
  }
  return changed ? { bytes, how: inflated ? 'inflated' : 'decoded', imageFilter: null } : null;
}

function undo(filter: string, data: Uint8Array, parms: Parms, limit: number): Uint8Array | null {
  const predicted = (decoded: Uint8Array | null) =>
    decoded && parms?.Predictor
      ? undoPredictor(decoded, {
          predictor: parms.Predictor,
          colors: parms.Colors ?? 1,
          bitsPerComponent: parms.BitsPerComponent ?? 8,
          columns: parms.Columns ?? 1,
        })
      : decoded;
  if (FLATE.has(filter)) return predicted(inflate(data, limit));
  if (LZW.has(filter)) return predicted(decodeLzw(data, limit, parms?.EarlyChange ?? 1));
  if (filter === 'RunLengthDecode' || filter === 'RL') return decodeRunLength(data, limit);
  if (filter === 'ASCIIHexDecode' || filter === 'AHx') return decodeAsciiHex(data);
  if (filter === 'ASCII85Decode' || filter === 'A85') return decodeAscii85(data, limit);
  if (filter === 'Crypt') return data;
  return null;
}

/**
 * Inflates zlib data, or raw deflate data when the zlib header is missing or broken. Partial
 * output of truncated data is exactly what a leak scan wants to see; data zlib rejects as both
 * gives null (decision 0056: `inflateLenient` is zlib's semantics, proved against Node's zlib).
 */
export function inflate(data: Uint8Array, limit = Infinity): Uint8Array | null {
  if (data.length === 0) return null;
  for (const wrapped of [true, false]) {
    try {
      return inflateLenient(data, wrapped, limit);
    } catch (error) {
      // As before with Node's zlib: only the limit ends the attempt; any other failure
      // (InflateDataError) means the data is not that kind of deflate.
      if (error instanceof OutputLimitError) throw error;
    }
  }
  return null;
}

/** The value starting at `start`: a dictionary or array with what it nests, or one token. */
function valueAt(text: string, start: number): string {
  const open = text[start];
  if (open !== '<' && open !== '[') return /^[^/>\]]*/.exec(text.slice(start))![0].trim();
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at]!;
    if (char === '[' || (char === '<' && text[at + 1] === '<')) {
      depth++;
      if (char === '<') at++;
    } else if (char === ']' || (char === '>' && text[at + 1] === '>')) {
      depth--;
      if (char === '>') at++;
      if (depth === 0) return text.slice(start, at + 1);
    }
  }
  return text.slice(start);
}

function parseDict(text: string): Parms {
  if (!text.startsWith('<<')) return null;
  const entries = Array.from(text.matchAll(/\/([A-Za-z]+)[\s\0]+(-?\d+)(?![\d.])/g));
  return Object.fromEntries(entries.map((match) => [match[1]!, Number(match[2])]));
}
