import { decodeHex } from './stream-decode';

/** A growable byte buffer for the decoded contents of many small strings. */
export class ByteSink {
  private bytes = new Uint8Array(4096);
  length = 0;
  /** Where each string begins among the bytes, when the strings are collected one by one. */
  starts: number[] = [];

  push(byte: number): void {
    if (this.length === this.bytes.length) this.grow(1);
    this.bytes[this.length++] = byte;
  }

  append(data: Uint8Array): void {
    if (this.length + data.length > this.bytes.length) this.grow(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  /** The bytes collected so far; the sink starts empty again. */
  take(): Uint8Array {
    const taken = this.bytes.slice(0, this.length);
    this.length = 0;
    this.starts = [];
    return taken;
  }

  private grow(extra: number): void {
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}

const ESCAPES = new Map([
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
  [0x62, 0x08],
  [0x66, 0x0c],
]);
const isHexOrSpace = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) ||
  (byte >= 0x41 && byte <= 0x46) ||
  (byte >= 0x61 && byte <= 0x66) ||
  byte === 0x20 ||
  byte === 0x0a ||
  byte === 0x0d ||
  byte === 0x09 ||
  byte === 0x0c ||
  byte === 0;

/**
 * Appends the decoded bytes of every literal `( … )` and hex `< … >` string in
 * `data[start..end)` to `sink`, back to back, in one pass, noting where each begins (strings
 * after the first of an array are taken as its continuation). Comments are skipped.
 */
export function collectStrings(data: Uint8Array, start: number, end: number, sink: ByteSink): void {
  let index = start;
  // The strings of one array after its first (a kerned `TJ`) continue the text before them.
  let continues = false;
  let arrays = 0;
  const begin = () => {
    if (!continues) sink.starts.push(sink.length);
    continues = arrays > 0;
  };
  while (index < end) {
    const byte = data[index++]!;
    if (byte === 0x28) {
      begin();
      index = readLiteral(data, index, end, sink);
    } else if (byte === 0x3c) {
      if (data[index] === 0x3c) index++;
      else {
        begin();
        index = readHex(data, index, end, sink);
      }
    } else if (byte === 0x5b || byte === 0x5d) {
      arrays = Math.max(0, arrays + (byte === 0x5b ? 1 : -1));
      continues = false;
    } else if (byte === 0x25) {
      while (index < end && data[index] !== 0x0a && data[index] !== 0x0d) index++;
    }
  }
}

/** Decodes a literal string whose `(` is just before `start`; returns the index after `)`. */
function readLiteral(data: Uint8Array, start: number, end: number, sink: ByteSink): number {
  let depth = 1;
  let index = start;
  while (index < end) {
    const byte = data[index++]!;
    if (byte === 0x29 && --depth === 0) return index;
    if (byte === 0x28) depth++;
    if (byte !== 0x5c) {
      sink.push(byte);
      continue;
    }
    if (index >= end) break;
    const escaped = data[index++]!;
    if (escaped >= 0x30 && escaped <= 0x37) {
      let value = escaped - 0x30;
      for (let digits = 1; digits < 3 && index < end; digits++) {
        const next = data[index]!;
        if (next < 0x30 || next > 0x37) break;
        value = value * 8 + (next - 0x30);
        index++;
      }
      sink.push(value & 0xff);
    } else if (escaped === 0x0d) {
      if (data[index] === 0x0a) index++;
    } else if (escaped !== 0x0a) sink.push(ESCAPES.get(escaped) ?? escaped);
  }
  return index;
}

/** Decodes a hex string whose `<` is just before `start`, or skips the `<` if it is not one. */
function readHex(data: Uint8Array, start: number, end: number, sink: ByteSink): number {
  let index = start;
  while (index < end && isHexOrSpace(data[index]!)) index++;
  if (data[index] !== 0x3e) return start;
  sink.append(decodeHex(data, start, index));
  return index + 1;
}

/**
 * The decoded bytes of the literal or hex string that starts at `start` (its `(` or `<`), and
 * the index after it; null when no string starts there.
 */
export function readStringAt(
  data: Uint8Array,
  start: number,
  end = data.length,
): { bytes: Uint8Array; end: number } | null {
  const sink = new ByteSink();
  if (data[start] === 0x28) {
    const after = readLiteral(data, start + 1, end, sink);
    return { bytes: sink.take(), end: after };
  }
  if (data[start] === 0x3c && data[start + 1] !== 0x3c) {
    const after = readHex(data, start + 1, end, sink);
    return after === start + 1 ? null : { bytes: sink.take(), end: after };
  }
  return null;
}
