import { encodeLatin1 } from '../bytes/bytes';
import { digest } from './digest';
import record from './inflate-cases.json';

/*
 * Cases of the verifier's inflater (verify/lenient-inflate.ts) recorded from Node's zlib, for
 * the engine-browser project, which has no zlib to compare with: streams Node's zlib deflated,
 * and per check a digest of what zlib's inflate made of each input derived from them. The unit
 * project checks that the record is still zlib's (verify/lenient-inflate.test.ts, which also
 * writes it anew with RECORD_INFLATE_CASES=1); both projects check the inflater against it
 * (verify/lenient-inflate.recorded.test.ts).
 */

/** A stream deflated by Node's zlib. */
export interface RecordedStream {
  /** What it is for: 'whole', 'cut' (every truncation), 'limit', 'header' (zlib's wrapping). */
  use: 'whole' | 'cut' | 'limit' | 'header';
  wrapped: boolean;
  /** The length of the text it holds. */
  size: number;
  /** The deflated bytes, base64. */
  data: string;
}

export interface InflateRecord {
  streams: RecordedStream[];
  /** The Adler-32 of `sampleText(random(6), 100_000)`, as zlib computes it. */
  adler32: number;
  /** Per check, the digest of zlib's outcomes. */
  outcomes: Record<InflateCheck, string>;
}

/** What an inflater made of an input: its output, a data error, or output past the limit. */
export type Inflation = Uint8Array | 'data error' | 'limit';
export type Inflate = (data: Uint8Array, wrapped: boolean, limit: number) => Inflation;

export const INFLATE_CHECKS = [
  'whole streams',
  'every cut',
  'flipped bits',
  'random bytes',
  'headers and trailers',
  'limits',
] as const;
export type InflateCheck = (typeof INFLATE_CHECKS)[number];

export const INFLATE_RECORD = record as InflateRecord;

/** A deterministic pseudo-random generator, so a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Text of PDF-like words with some bytes at random, so dynamic codes use many symbols. */
export function sampleText(next: () => number, size: number): Uint8Array {
  const words = ['John', 'Smith', 'secret', 'agent', '12345', '\n', 'BT', 'ET', '(x) Tj', '\u00e6'];
  const parts: string[] = [];
  for (let length = 0; length < size; length += parts.at(-1)!.length + 1)
    parts.push(words[Math.floor(next() * words.length)]!);
  const text = encodeLatin1(parts.join(' '));
  for (let index = 0; index < text.length; index += 1 + Math.floor(next() * 40))
    text[index] = Math.floor(next() * 256);
  return text;
}

export const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * What `inflate` makes of every input of one check, one line per input (a digest of the output,
 * or the error), derived from the recorded streams as the unit project's comparisons with zlib
 * derive them.
 */
export function inflateCheck(check: InflateCheck, streams: RecordedStream[], inflate: Inflate) {
  const lines: string[] = [];
  const run = (data: Uint8Array, wrapped: boolean, limit = Infinity) => {
    const outcome = inflate(data, wrapped, limit);
    lines.push(typeof outcome === 'string' ? outcome : digest(outcome));
  };
  const of = (use: RecordedStream['use']) =>
    streams
      .filter((stream) => stream.use === use)
      .map((stream) => ({
        ...stream,
        bytes: fromBase64(stream.data),
      }));
  switch (check) {
    case 'whole streams':
      for (const { bytes, wrapped } of of('whole')) run(bytes, wrapped);
      break;
    case 'every cut':
      for (const { bytes, wrapped } of of('cut'))
        for (let cut = 0; cut <= bytes.length; cut++) run(bytes.subarray(0, cut), wrapped);
      break;
    case 'flipped bits': {
      const next = random(3);
      for (const { bytes, wrapped } of [...of('whole'), ...of('cut')].filter(
        (stream) => stream.bytes.length > 8,
      ))
        for (let round = 0; round < 12; round++) {
          const data = bytes.slice();
          data[Math.floor(next() * data.length)]! ^= 1 << Math.floor(next() * 8);
          run(data, wrapped);
          run(data.subarray(0, Math.floor(next() * data.length)), wrapped);
        }
      break;
    }
    case 'random bytes': {
      const next = random(4);
      for (let round = 0; round < 2000; round++) {
        const data = Uint8Array.from({ length: 1 + (round % 64) }, () => Math.floor(next() * 256));
        run(data, false);
        run(Uint8Array.from([0x78, 0x9c, ...data]), true);
      }
      break;
    }
    case 'headers and trailers':
      for (const { bytes, wrapped } of of('header'))
        for (const data of wrapped ? wrappings(bytes) : [bytes])
          for (const asWrapped of [true, false]) run(data, asWrapped);
      break;
    case 'limits':
      for (const { bytes, wrapped, size } of of('limit')) {
        const limits = [1, 100, 16_384, 16_385, 32_767, 32_768, size - 1, size, 200_000];
        for (const limit of limits) {
          run(bytes, wrapped, limit);
          run(bytes.subarray(0, bytes.length >> 1), wrapped, limit);
        }
        const corrupt = bytes.slice();
        corrupt[Math.floor(corrupt.length * 0.8)]! ^= 0x55;
        for (const limit of [16_384, 32_767, 65_536, size]) run(corrupt, wrapped, limit);
      }
      break;
  }
  return lines.join('\n');
}

/** A zlib stream with its header or trailer wrong, missing or followed by more bytes. */
function wrappings(data: Uint8Array): Uint8Array[] {
  const badCheck = data.slice();
  badCheck[badCheck.length - 1]! ^= 1;
  const body = data.subarray(2);
  return [
    data,
    data.subarray(0, -4),
    data.subarray(0, -2),
    badCheck,
    Uint8Array.from([...data, ...encodeLatin1('trailing bytes')]),
    Uint8Array.from([0x78, 0x00, ...body]),
    Uint8Array.from([0x79, 0x9c, ...body]),
    Uint8Array.from([0x88, 0x1d, ...body]),
    Uint8Array.from([0x78, 0xbb, 0, 0, 0]),
    Uint8Array.from([0x78, 0xbb, 0, 0, 0, 1, 0x4b]),
    Uint8Array.from([0x78]),
  ];
}
