/**
 * The PDF stream filters that encode text (PDF 32000 7.4), undone without MuPDF so the saved file
 * is checked independently of the engine that wrote it. Each decoder stops at `limit` output
 * bytes and reports it by throwing `OutputLimitError`; broken data gives what decoded before it.
 */
export class OutputLimitError extends Error {
  constructor() {
    super('decoded stream over the limit');
  }
}

/** A growable output that refuses to grow past its limit. */
class Output {
  private bytes = new Uint8Array(4096);
  length = 0;

  constructor(private readonly limit: number) {}

  push(byte: number): void {
    if (this.length === this.bytes.length) this.grow(1);
    this.bytes[this.length++] = byte;
  }

  /** Appends `source[start..end)`; `source` may be this output's own bytes. */
  copy(source: Uint8Array, start: number, end: number): void {
    if (this.length + end - start > this.bytes.length) this.grow(end - start);
    for (let index = start; index < end; index++) this.bytes[this.length++] = source[index]!;
  }

  fill(byte: number, count: number): void {
    if (this.length + count > this.bytes.length) this.grow(count);
    this.bytes.fill(byte, this.length, this.length + count);
    this.length += count;
  }

  get buffer(): Uint8Array {
    return this.bytes;
  }

  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }

  private grow(extra: number): void {
    if (this.length + extra > this.limit) throw new OutputLimitError();
    const size = Math.min(this.limit, Math.max(this.bytes.length * 2, this.length + extra));
    const bigger = new Uint8Array(size);
    bigger.set(this.bytes.subarray(0, this.length));
    this.bytes = bigger;
  }
}

/** RunLengthDecode: a length byte, then literal bytes (0–127) or one repeated byte (129–255). */
export function decodeRunLength(data: Uint8Array, limit: number): Uint8Array {
  const out = new Output(limit);
  let index = 0;
  while (index < data.length) {
    const length = data[index++]!;
    if (length === 128) break;
    if (length < 128) {
      const end = Math.min(data.length, index + length + 1);
      out.copy(data, index, end);
      index = end;
    } else if (index < data.length) {
      out.fill(data[index++]!, 257 - length);
    }
  }
  return out.result();
}

/** LZWDecode: 9- to 12-bit codes, most significant bit first, 256 clears, 257 ends. */
export function decodeLzw(data: Uint8Array, limit: number, earlyChange = 1): Uint8Array {
  const out = new Output(limit);
  // Each table entry is a stretch of the output already written: its start and length.
  const starts = new Int32Array(4096);
  const lengths = new Int32Array(4096);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  for (let index = 0; index < data.length;) {
    while (bitCount < width && index < data.length) {
      bits = ((bits << 8) | data[index++]!) >>> 0;
      bitCount += 8;
    }
    if (bitCount < width) break;
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 257) break;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    const start = out.length;
    if (code < 256) out.push(code);
    else if (code < next && lengths[code]! > 0) {
      out.copy(out.buffer, starts[code]!, starts[code]! + lengths[code]!);
    } else if (code === next && previous >= 0) {
      // The code being defined: the previous string and its own first byte.
      const first = previous < 256 ? previous : out.buffer[starts[previous]!]!;
      if (previous < 256) out.push(previous);
      else out.copy(out.buffer, starts[previous]!, starts[previous]! + lengths[previous]!);
      out.push(first);
    } else break;
    if (previous >= 0 && next < 4096) {
      // The new entry is the previous string followed by this string's first byte: in the
      // output, the previous string's bytes (just before `start`) and the byte at `start`.
      const previousLength = previous < 256 ? 1 : lengths[previous]!;
      starts[next] = start - previousLength;
      lengths[next] = previousLength + 1;
      next++;
    }
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
  return out.result();
}

/** ASCIIHexDecode: hex digits up to `>`, whitespace and anything else skipped. */
export function decodeAsciiHex(data: Uint8Array, start = 0, end = data.length): Uint8Array {
  const out = new Uint8Array((end - start + 1) >> 1);
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

/** ASCII85Decode: groups of five characters to four bytes, `z` for four zeros, `~` ends. */
export function decodeAscii85(data: Uint8Array, limit: number): Uint8Array {
  const out = new Output(limit);
  let group = 0;
  let count = 0;
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (byte === 0x7a && count === 0) {
      out.fill(0, 4);
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group = group * 85 + (byte - 0x21);
    if (++count === 5) {
      pushWord(out, group, 4);
      group = 0;
      count = 0;
    }
  }
  if (count > 1) {
    for (let pad = count; pad < 5; pad++) group = group * 85 + 84;
    pushWord(out, group, count - 1);
  }
  return out.result();
}

function pushWord(out: Output, word: number, bytes: number): void {
  const all = [word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff];
  for (let index = 0; index < bytes; index++) out.push(all[index]!);
}

export interface PredictorParms {
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
}

/** Undoes a Flate or LZW predictor: TIFF 2 (horizontal differences) or PNG (10–15, per row). */
export function undoPredictor(data: Uint8Array, parms: PredictorParms): Uint8Array {
  const { predictor, colors, bitsPerComponent, columns } = parms;
  if (predictor < 2) return data;
  const bitsPerPixel = colors * bitsPerComponent;
  const rowBytes = Math.ceil((bitsPerPixel * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil(bitsPerPixel / 8));
  if (rowBytes <= 0) return data;
  if (predictor === 2) {
    if (bitsPerComponent !== 8) return data;
    const out = new Uint8Array(data);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
      for (let index = row + pixelBytes; index < row + rowBytes; index++) {
        out[index] = (out[index]! + out[index - pixelBytes]!) & 0xff;
      }
    }
    return out;
  }
  return undoPng(data, rowBytes, pixelBytes);
}

function undoPng(data: Uint8Array, rowBytes: number, pixelBytes: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (rowBytes + 1)]!;
    const from = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let index = 0; index < rowBytes; index++) {
      const raw = data[from + index]!;
      const left = index >= pixelBytes ? out[at + index - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + index]! : 0;
      const upLeft = row > 0 && index >= pixelBytes ? out[at - rowBytes + index - pixelBytes]! : 0;
      out[at + index] = (raw + pngPrediction(type, left, up, upLeft)) & 0xff;
    }
  }
  return out;
}

function pngPrediction(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      if (toLeft <= toUp && toLeft <= toUpLeft) return left;
      return toUp <= toUpLeft ? up : upLeft;
    }
    default:
      return 0;
  }
}
