/**
 * Bytes as plain `Uint8Array`s, for engine code that runs in Node and in a browser's worker
 * (issue 54, decision 0056): what the engine used of Node's `Buffer`, without it.
 */

const CHUNK = 0x2000;

/** The first index of `needle` in `haystack` at or after `from`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const length = needle.length;
  if (length === 0) return Math.min(Math.max(from, 0), haystack.length);
  const first = needle[0]!;
  const last = haystack.length - length;
  // The native indexOf finds candidates for the first byte at memchr speed; most end there.
  for (let at = haystack.indexOf(first, Math.max(from, 0)); at >= 0 && at <= last;) {
    let index = 1;
    while (index < length && haystack[at + index] === needle[index]) index++;
    if (index === length) return at;
    at = haystack.indexOf(first, at + 1);
  }
  return -1;
}

/** Whether `needle` occurs in `haystack`. */
export function includesBytes(haystack: Uint8Array, needle: Uint8Array): boolean {
  return indexOfBytes(haystack, needle) >= 0;
}

/** Whether two byte arrays hold the same bytes. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** The parts joined into one new array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Bytes as ISO-8859-1 text, one character per byte (as `Buffer`'s 'latin1'). Not
 * `TextDecoder('latin1')`, which is windows-1252 and maps 0x80–0x9f elsewhere.
 */
export function decodeLatin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let text = '';
  for (let at = start; at < end; at += CHUNK) {
    text += String.fromCharCode.apply(
      null,
      bytes.subarray(at, Math.min(at + CHUNK, end)) as unknown as number[],
    );
  }
  return text;
}

/** Text as one byte per character, keeping each code unit's low byte (as `Buffer`'s 'latin1'). */
export function encodeLatin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) out[index] = text.charCodeAt(index);
  return out;
}

/** UTF-16 bytes as text, two bytes a code unit (a trailing odd byte is dropped). */
export function decodeUtf16(bytes: Uint8Array, order: 'be' | 'le'): string {
  const high = order === 'be' ? 0 : 1;
  let text = '';
  const units: number[] = [];
  for (let at = 0; at + 1 < bytes.length; at += 2) {
    units.push((bytes[at + high]! << 8) | bytes[at + 1 - high]!);
    if (units.length === CHUNK) {
      text += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return text + String.fromCharCode.apply(null, units);
}

/** Text as UTF-16 code units, two bytes each. */
export function encodeUtf16(text: string, order: 'be' | 'le'): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  const high = order === 'be' ? 0 : 1;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    out[index * 2 + high] = unit >> 8;
    out[index * 2 + 1 - high] = unit & 0xff;
  }
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Text as UTF-8. */
export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** UTF-8 bytes as text, malformed sequences as U+FFFD (as `Buffer`'s 'utf8'). */
export function decodeUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Bytes as lower-case hex digits. */
export function toHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += HEX[byte]!;
  return text;
}

/** The big-endian 32-bit number at `at`. */
export function readUint32BE(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}
