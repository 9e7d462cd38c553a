import { constants, inflateRawSync, inflateSync } from 'node:zlib';

export interface DecodedStream {
  bytes: Buffer;
  /** 'inflated' when a Flate filter was undone, 'decoded' for ASCII filters only. */
  how: 'inflated' | 'decoded';
}

const FILTER_ENTRY = /\/Filter[\s\0]*(\[[^\]]*\]|\/[^\s\0/[\]<>()]+)/;
const FLATE = new Set(['FlateDecode', 'Fl']);
const ASCII_HEX = new Set(['ASCIIHexDecode', 'AHx']);
const ASCII_85 = new Set(['ASCII85Decode', 'A85']);
// Partial output of truncated or corrupt data is exactly what a leak scan wants to see.
const LENIENT = { finishFlush: constants.Z_SYNC_FLUSH };

/** The filter names of a stream dictionary, in the order they apply. */
export function streamFilters(dict: string): string[] {
  const entry = FILTER_ENTRY.exec(dict);
  if (!entry?.[1]) return [];
  return Array.from(entry[1].matchAll(/\/([^\s\0/[\]<>()]+)/g), (match) => match[1] ?? '');
}

/**
 * Undoes the Flate, ASCIIHex and ASCII85 filters of a stream, stopping at the first other
 * filter. Null when the stream has no filter this can undo or the data does not decode.
 */
export function decodeStream(raw: Buffer, filters: string[]): DecodedStream | null {
  let bytes = raw;
  let inflated = false;
  let changed = false;
  for (const filter of filters) {
    let next: Buffer | null = null;
    if (FLATE.has(filter)) next = inflate(bytes);
    else if (ASCII_HEX.has(filter)) next = decodeHex(bytes, 0, bytes.length);
    else if (ASCII_85.has(filter)) next = decodeAscii85(bytes);
    if (!next) break;
    inflated ||= FLATE.has(filter);
    changed = true;
    bytes = next;
  }
  return changed ? { bytes, how: inflated ? 'inflated' : 'decoded' } : null;
}

/** Inflates zlib data, or raw deflate data when the zlib header is missing or broken. */
export function inflate(data: Buffer): Buffer | null {
  if (data.length === 0) return null;
  try {
    return inflateSync(data, LENIENT);
  } catch {
    try {
      return inflateRawSync(data, LENIENT);
    } catch {
      return null;
    }
  }
}

/** Hex digits to bytes, skipping whitespace and anything else that is not a hex digit. */
export function decodeHex(data: Uint8Array, start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe((end - start + 1) >> 1);
  let length = 0;
  let high = -1;
  for (let index = start; index < end; index++) {
    const byte = data[index]!;
    if (byte === 0x3e) break;
    const digit = hexValue(byte);
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[length++] = (high << 4) | digit;
      high = -1;
    }
  }
  // An odd final digit counts as followed by 0 (PDF 32000 7.3.4.3).
  if (high >= 0) out[length++] = high << 4;
  return out.subarray(0, length);
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

function decodeAscii85(data: Buffer): Buffer {
  const out: number[] = [];
  let group = 0;
  let count = 0;
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (byte === 0x7a && count === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group = group * 85 + (byte - 0x21);
    if (++count === 5) {
      out.push(group >>> 24, (group >>> 16) & 0xff, (group >>> 8) & 0xff, group & 0xff);
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
    const tail = [group >>> 24, (group >>> 16) & 0xff, (group >>> 8) & 0xff, group & 0xff];
    out.push(...tail.slice(0, count - 1));
  }
  return Buffer.from(out);
}
