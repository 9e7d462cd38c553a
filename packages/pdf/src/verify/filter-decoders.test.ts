import { describe, expect, it } from 'vitest';
import { bytesEqual, concatBytes, decodeLatin1, encodeLatin1 } from '../bytes/bytes';
import {
  decodeAscii85,
  decodeLzw,
  decodeRunLength,
  OutputLimitError,
  undoPredictor,
} from './filter-decoders';

const MB = 1 << 20;

describe('decodeRunLength', () => {
  it('copies literal runs, repeats runs, and stops at the end marker', () => {
    const data = Uint8Array.from([2, 0x4b, 0x61, 0x72, 254, 0x69, 128, 0x7a]);
    expect(decodeLatin1(decodeRunLength(data, MB))).toBe('Kariii');
  });

  it('refuses to grow past its limit', () => {
    const bomb = Uint8Array.from(Array.from({ length: 100 }, () => [129, 0x20]).flat());
    expect(decodeRunLength(bomb, 12_800)).toHaveLength(12_800);
    expect(() => decodeRunLength(bomb, 1_000)).toThrow(OutputLimitError);
  });
});

describe('decodeLzw', () => {
  it('decodes the example of PDF 32000 7.4.4.2', () => {
    const encoded = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(decodeLzw(encoded, MB)).toEqual(
      Uint8Array.from([0x2d, 0x2d, 0x2d, 0x2d, 0x2d, 0x41, 0x2d, 0x2d, 0x2d, 0x42]),
    );
  });

  it('round-trips a long text through a reference encoder, code widths and clear codes included', () => {
    const text = encodeLatin1(
      Array.from({ length: 3000 }, (_, index) => `Kari Nordmann ${index % 97} `).join(''),
    );
    expect(bytesEqual(decodeLzw(encodeLzw(text), 10 * MB), text)).toBe(true);
    expect(() => decodeLzw(encodeLzw(text), 1000)).toThrow(OutputLimitError);
  });
});

describe('decodeAscii85', () => {
  it('decodes groups, z and a partial last group', () => {
    expect(decodeLatin1(decodeAscii85(encodeLatin1('87cURD]i,"Ebo80~>'), MB))).toBe('Hello World!');
    expect(decodeAscii85(encodeLatin1('z~>'), MB)).toEqual(new Uint8Array(4));
  });
});

describe('undoPredictor', () => {
  it('undoes every PNG row filter', () => {
    const rows = ['Kari', 'Nord', 'mann', 'Oslo'].map(encodeLatin1);
    const encoded = concatBytes(
      rows.map((row, index) => pngEncode(row, rows[index - 1], index + 1)),
    );
    const parms = { predictor: 15, colors: 1, bitsPerComponent: 8, columns: 4 };
    expect(decodeLatin1(undoPredictor(encoded, parms))).toBe('KariNordmannOslo');
  });

  it('undoes the TIFF predictor', () => {
    const text = encodeLatin1('Hansen');
    const encoded = Uint8Array.from(
      text.map((byte, index) => (index === 0 ? byte : (byte - text[index - 1]!) & 0xff)),
    );
    const parms = { predictor: 2, colors: 1, bitsPerComponent: 8, columns: 6 };
    expect(decodeLatin1(undoPredictor(encoded, parms))).toBe('Hansen');
  });
});

/** PNG filter `type` (1 sub, 2 up, 3 average, 4 Paeth) of one row of 1-byte pixels. */
function pngEncode(row: Uint8Array, previous: Uint8Array | undefined, type: number): Uint8Array {
  const out = new Uint8Array(row.length + 1);
  out[0] = type;
  for (let index = 0; index < row.length; index++) {
    const left = index > 0 ? row[index - 1]! : 0;
    const up = previous?.[index] ?? 0;
    const upLeft = index > 0 ? (previous?.[index - 1] ?? 0) : 0;
    const estimate = left + up - upLeft;
    const paeth = [left, up, upLeft].sort(
      (a, b) => Math.abs(estimate - a) - Math.abs(estimate - b),
    )[0]!;
    const prediction = [0, left, up, (left + up) >> 1, paeth][type]!;
    out[index + 1] = (row[index]! - prediction) & 0xff;
  }
  return out;
}

/** A plain LZW encoder (early change 1, clear code when the table is full). */
function encodeLzw(data: Uint8Array): Uint8Array {
  const bits: number[] = [];
  let width = 9;
  const emit = (code: number) => {
    for (let bit = width - 1; bit >= 0; bit--) bits.push((code >> bit) & 1);
  };
  let table = new Map<string, number>();
  let next = 258;
  emit(256);
  let current = '';
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (extended.length === 1 || table.has(extended)) {
      current = extended;
      continue;
    }
    emit(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
    table.set(extended, next++);
    if (next >= 1 << width && width < 12) width++;
    if (next >= 4094) {
      emit(256);
      table = new Map();
      next = 258;
      width = 9;
    }
    current = String.fromCharCode(byte);
  }
  emit(current.length === 1 ? current.charCodeAt(0) : table.get(current)!);
  emit(257);
  while (bits.length % 8) bits.push(0);
  const out = new Uint8Array(bits.length / 8);
  for (let index = 0; index < bits.length; index++)
    out[index >> 3]! |= bits[index]! << (7 - (index & 7));
  return out;
}
