import { OutputLimitError } from './filter-decoders';

/**
 * Inflate with zlib's own semantics, in plain JavaScript (decision 0056): what Node's
 * `inflateSync`/`inflateRawSync` with `finishFlush: Z_SYNC_FLUSH` and `maxOutputLength` return,
 * byte for byte, so the verifier reads the same in Node and in a browser. Input that ends early
 * gives what was decoded up to there, including part of a stored block; data zlib rejects
 * (header, block type, code sets, codes, distances, stored lengths, the Adler-32 check) throws
 * `InflateDataError`; output past `limit` throws `OutputLimitError` where Node's would (Node
 * counts output in 16 KiB chunks, so a data error in the chunk that passes the limit wins).
 */
export class InflateDataError extends Error {}

const CHUNK = 16 * 1024;
const INVALID = 0xfff0; // a table entry zlib reports as an invalid code, after one bit

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
  163, 195, 227, 258,
];
const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
  3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
const CODE_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A decoding table: entries `symbol << 4 | length`, indexed by the next `bits` input bits. */
interface Table {
  entries: Uint16Array;
  bits: number;
}

type Kind = 'codes' | 'lengths' | 'distances';

/** zlib's inflate_table: null for an oversubscribed or (but for one 1-bit code) incomplete set. */
function buildTable(lengths: ArrayLike<number>, kind: Kind): Table | null {
  const count = new Uint16Array(16);
  let max = 0;
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    count[length]!++;
    if (length > max) max = length;
  }
  const bits = Math.max(max, 1);
  const entries = new Uint16Array(1 << bits).fill(INVALID | 1);
  if (max === 0) return kind === 'lengths' ? null : { entries, bits };
  let left = 1;
  for (let length = 1; length <= 15; length++) {
    left = (left << 1) - count[length]!;
    if (left < 0) return null;
  }
  if (left > 0 && (kind === 'codes' || max !== 1)) return null;
  // Canonical codes, first code of each length.
  let code = 0;
  count[0] = 0;
  const first = new Uint16Array(16);
  for (let length = 1; length <= 15; length++) {
    code = (code + count[length - 1]!) << 1;
    first[length] = code;
  }
  for (let symbol = 0; symbol < lengths.length; symbol++) {
    const length = lengths[symbol]!;
    if (length === 0) continue;
    const value = first[length]!++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++) reversed |= ((value >> bit) & 1) << (length - 1 - bit);
    for (let fill = reversed; fill < entries.length; fill += 1 << length) {
      entries[fill] = (symbol << 4) | length;
    }
  }
  return { entries, bits };
}

const FIXED_LENGTHS = buildTable(
  Array.from({ length: 288 }, (_, symbol) =>
    symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8,
  ),
  'lengths',
)!;
const FIXED_DISTANCES = buildTable(new Array<number>(32).fill(5), 'distances')!;

/** Signals that the input ended: what is decoded so far is the result. */
class EndOfInput extends Error {}

class Inflater {
  private pos: number;
  private readonly totalBits: number;
  out: Uint8Array;
  length = 0;
  private readonly stopAt: number;

  constructor(
    private readonly data: Uint8Array,
    start: number,
    limit: number,
  ) {
    this.pos = start * 8;
    this.totalBits = data.length * 8;
    this.out = new Uint8Array(Math.min(Math.max(data.length * 4, 1024), 1 << 24));
    this.stopAt = Number.isFinite(limit) ? (Math.floor(limit / CHUNK) + 1) * CHUNK : Infinity;
  }

  /** `count` bits (up to 24), or EndOfInput when the input holds fewer. */
  bits(count: number): number {
    if (this.pos + count > this.totalBits) throw new EndOfInput();
    const value = this.peek() & ((1 << count) - 1);
    this.pos += count;
    return value;
  }

  private peek(): number {
    const at = this.pos >>> 3;
    const d = this.data;
    return (
      ((d[at] ?? 0) |
        ((d[at + 1] ?? 0) << 8) |
        ((d[at + 2] ?? 0) << 16) |
        ((d[at + 3] ?? 0) << 24)) >>>
      (this.pos & 7)
    );
  }

  /** The next symbol of `table`; the bits past the input's end are zeros, never part of it. */
  decode(table: Table): number {
    const entry = table.entries[this.peek() & ((1 << table.bits) - 1)]!;
    const length = entry & 15;
    if (this.pos + length > this.totalBits) throw new EndOfInput();
    this.pos += length;
    return entry >> 4;
  }

  alignToByte(): void {
    this.pos = (this.pos + 7) & ~7;
  }

  get bytePosition(): number {
    return this.pos >>> 3;
  }

  private room(extra: number): void {
    if (this.length + extra <= this.out.length) return;
    const bigger = new Uint8Array(Math.max(this.out.length * 2, this.length + extra));
    bigger.set(this.out.subarray(0, this.length));
    this.out = bigger;
  }

  private checkLimit(): void {
    if (this.length >= this.stopAt) throw new OutputLimitError();
  }

  /** Raw deflate blocks until the last one ends. */
  blocks(): void {
    for (let last = 0; !last;) {
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.huffman(FIXED_LENGTHS, FIXED_DISTANCES);
      else if (type === 2) this.dynamic();
      else throw new InflateDataError('invalid block type');
    }
  }

  private stored(): void {
    this.alignToByte();
    const header = this.bits(16);
    if (header !== (this.bits(16) ^ 0xffff))
      throw new InflateDataError('invalid stored block lengths');
    const start = this.bytePosition;
    const available = Math.min(header, this.data.length - start);
    for (let copied = 0; copied < available;) {
      const piece = Math.min(available - copied, CHUNK);
      this.room(piece);
      this.out.set(this.data.subarray(start + copied, start + copied + piece), this.length);
      this.length += piece;
      copied += piece;
      this.checkLimit();
    }
    if (available < header) throw new EndOfInput();
    this.pos += header * 8;
  }

  private dynamic(): void {
    const lengthCount = this.bits(5) + 257;
    const distanceCount = this.bits(5) + 1;
    const codeCount = this.bits(4) + 4;
    if (lengthCount > 286 || distanceCount > 30)
      throw new InflateDataError('too many length or distance symbols');
    const codeLengths = new Uint8Array(19);
    for (let index = 0; index < codeCount; index++) codeLengths[CODE_ORDER[index]!] = this.bits(3);
    const codes = buildTable(codeLengths, 'codes');
    if (!codes) throw new InflateDataError('invalid code lengths set');
    const total = lengthCount + distanceCount;
    const lengths = new Uint8Array(total);
    const noCodes = codeLengths.every((length) => length === 0);
    for (let have = 0; have < total;) {
      // zlib's table for an empty code set reads one bit as length 0.
      const symbol = noCodes ? (this.bits(1), 0) : this.decode(codes);
      if (symbol < 16) {
        lengths[have++] = symbol;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (symbol === 16) {
        repeat = 3 + this.bits(2);
        if (have === 0) throw new InflateDataError('invalid bit length repeat');
        value = lengths[have - 1]!;
      } else repeat = symbol === 17 ? 3 + this.bits(3) : 11 + this.bits(7);
      if (have + repeat > total) throw new InflateDataError('invalid bit length repeat');
      lengths.fill(value, have, have + repeat);
      have += repeat;
    }
    if (lengths[256] === 0) throw new InflateDataError('invalid code -- missing end-of-block');
    const literals = buildTable(lengths.subarray(0, lengthCount), 'lengths');
    if (!literals) throw new InflateDataError('invalid literal/lengths set');
    const distances = buildTable(lengths.subarray(lengthCount), 'distances');
    if (!distances) throw new InflateDataError('invalid distances set');
    this.huffman(literals, distances);
  }

  private huffman(literals: Table, distances: Table): void {
    for (;;) {
      const symbol = this.decode(literals);
      if (symbol < 256) {
        if (this.length >= this.out.length) this.room(1);
        this.out[this.length++] = symbol;
        if ((this.length & (CHUNK - 1)) === 0) this.checkLimit();
        continue;
      }
      if (symbol === 256) return;
      const index = symbol - 257;
      if (index >= 29) throw new InflateDataError('invalid literal/length code');
      const length = LENGTH_BASE[index]! + this.bits(LENGTH_EXTRA[index]!);
      const code = this.decode(distances);
      if (code >= 30) throw new InflateDataError('invalid distance code');
      const distance = DIST_BASE[code]! + this.bits(DIST_EXTRA[code]!);
      if (distance > this.length) throw new InflateDataError('invalid distance too far back');
      this.room(length);
      const out = this.out;
      for (let at = this.length, end = at + length; at < end; at++) out[at] = out[at - distance]!;
      const before = this.length;
      this.length += length;
      if (this.length >= this.stopAt && before < this.stopAt) throw new OutputLimitError();
    }
  }

  /** The output as it is now, checked against the limit as Node checks it at the end. */
  result(limit: number): Uint8Array {
    if (this.length > limit) throw new OutputLimitError();
    return this.out.subarray(0, this.length);
  }
}

/**
 * Inflates `data` as zlib does: `wrapped` for a zlib header and Adler-32 trailer, else raw
 * deflate. Returns what the input decodes to up to where it ends.
 */
export function inflateLenient(data: Uint8Array, wrapped: boolean, limit = Infinity): Uint8Array {
  const inflater = new Inflater(data, wrapped ? 2 : 0, limit);
  try {
    if (wrapped) {
      if (data.length < 2) throw new EndOfInput();
      const header = (data[0]! << 8) | data[1]!;
      if (header % 31 !== 0) throw new InflateDataError('incorrect header check');
      if ((data[0]! & 15) !== 8) throw new InflateDataError('unknown compression method');
      if (data[0]! >> 4 > 7) throw new InflateDataError('invalid window size');
      if (data[1]! & 0x20) {
        if (data.length < 6) throw new EndOfInput();
        throw new InflateDataError('Missing dictionary');
      }
    }
    inflater.blocks();
    if (wrapped) {
      inflater.alignToByte();
      const at = inflater.bytePosition;
      if (at + 4 > data.length) throw new EndOfInput();
      const check =
        ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0;
      if (check !== adler32(inflater.out.subarray(0, inflater.length)))
        throw new InflateDataError('incorrect data check');
    }
  } catch (error) {
    if (!(error instanceof EndOfInput)) throw error;
  }
  return inflater.result(limit);
}

/** The Adler-32 checksum of `bytes`. */
export function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let at = 0; at < bytes.length;) {
    const end = Math.min(at + 5552, bytes.length);
    for (; at < end; at++) {
      a += bytes[at]!;
      b += a;
    }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}
