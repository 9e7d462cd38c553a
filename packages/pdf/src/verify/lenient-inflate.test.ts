import { writeFileSync } from 'node:fs';
import { constants, deflateRawSync, deflateSync, inflateRawSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { digest } from '../test/digest';
import {
  INFLATE_CHECKS,
  INFLATE_RECORD,
  inflateCheck,
  random,
  sampleText as sampleBytes,
  type InflateRecord,
  type Inflation,
  type RecordedStream,
} from '../test/inflate-cases';
import { OutputLimitError } from './filter-decoders';
import { adler32, InflateDataError, inflateLenient } from './lenient-inflate';

/** Hex of the output, 'data error' or 'limit'. */
type Outcome = string;

/** What Node's zlib makes of the bytes: the reference the verifier was built on. */
function byNode(data: Uint8Array, wrapped: boolean, limit: number): Outcome {
  const options = {
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(Number.isFinite(limit) ? { maxOutputLength: limit } : {}),
  };
  try {
    return Buffer.from((wrapped ? inflateSync : inflateRawSync)(data, options)).toString('hex');
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'limit' : 'data error';
  }
}

function byUs(data: Uint8Array, wrapped: boolean, limit: number): Outcome {
  try {
    return Buffer.from(inflateLenient(data, wrapped, limit)).toString('hex');
  } catch (error) {
    if (error instanceof OutputLimitError) return 'limit';
    if (error instanceof InflateDataError) return 'data error';
    throw error;
  }
}

const sampleText = (next: () => number, size: number) => Buffer.from(sampleBytes(next, size));

function expectSame(data: Uint8Array, wrapped: boolean, limit = Infinity): void {
  expect(byUs(data, wrapped, limit)).toEqual(byNode(data, wrapped, limit));
}

const compressed = (text: Buffer, level: number, wrapped: boolean) =>
  wrapped ? deflateSync(text, { level }) : deflateRawSync(text, { level });

// Thousands of inflations by both implementations: slow on a busy 2-core machine.
describe('inflateLenient (the same as Node’s zlib with Z_SYNC_FLUSH)', { timeout: 60_000 }, () => {
  it('inflates whole streams of every kind of block, wrapped and raw', () => {
    const next = random(1);
    for (const level of [0, 1, 6, 9])
      for (const size of [0, 1, 100, 5000, 70_000]) {
        const text = sampleText(next, size);
        for (const wrapped of [true, false]) {
          const data = compressed(text, level, wrapped);
          expect(Buffer.from(inflateLenient(data, wrapped))).toEqual(text);
        }
      }
    const fixed = deflateRawSync(Buffer.from('John Smith'), { strategy: constants.Z_FIXED });
    expect(Buffer.from(inflateLenient(fixed, false)).toString()).toBe('John Smith');
  });

  it('gives what a truncated stream holds up to where it ends, at every cut', () => {
    const next = random(2);
    for (const level of [0, 1, 9])
      for (const wrapped of [true, false]) {
        const data = compressed(sampleText(next, 3000), level, wrapped);
        for (let cut = 0; cut <= data.length; cut++) expectSame(data.subarray(0, cut), wrapped);
      }
  });

  it('rejects or reads a corrupt byte exactly where zlib does', () => {
    const next = random(3);
    for (let round = 0; round < 400; round++) {
      const wrapped = round % 2 === 0;
      const data = Buffer.from(compressed(sampleText(next, 200 + round * 7), round % 10, wrapped));
      const at = Math.floor(next() * data.length);
      data[at]! ^= 1 << Math.floor(next() * 8);
      expectSame(data, wrapped);
      expectSame(data.subarray(0, Math.floor(next() * data.length)), wrapped);
    }
  });

  it('reads random bytes as zlib does', () => {
    const next = random(4);
    for (let round = 0; round < 2000; round++) {
      const data = Buffer.from(
        Array.from({ length: 1 + (round % 64) }, () => Math.floor(next() * 256)),
      );
      expectSame(data, false);
      expectSame(Buffer.concat([Buffer.from([0x78, 0x9c]), data]), true);
    }
  });

  it('a zlib header or trailer that is wrong, missing or followed by more bytes', () => {
    const text = Buffer.from('John Smith lives here. '.repeat(50));
    const data = deflateSync(text);
    const badCheck = Buffer.from(data);
    badCheck[badCheck.length - 1]! ^= 1;
    const cases = [
      data,
      data.subarray(0, -4),
      data.subarray(0, -2),
      badCheck,
      Buffer.concat([data, Buffer.from('trailing bytes')]),
      Buffer.concat([Buffer.from([0x78, 0x00]), data.subarray(2)]),
      Buffer.concat([Buffer.from([0x79, 0x9c]), data.subarray(2)]),
      Buffer.concat([Buffer.from([0x88, 0x1d]), data.subarray(2)]),
      Buffer.from([0x78, 0xbb, 0, 0, 0]),
      Buffer.from([0x78, 0xbb, 0, 0, 0, 1, 0x4b]),
      deflateRawSync(text),
      Buffer.from([0x78]),
    ];
    for (const bytes of cases) for (const wrapped of [true, false]) expectSame(bytes, wrapped);
    expect(byUs(badCheck, true, Infinity)).toBe('data error');
    expect(byUs(data.subarray(0, -4), true, Infinity)).toBe(text.toString('hex'));
  });

  it('stops at the limit where Node does, also for truncated and corrupt streams', () => {
    const next = random(5);
    for (let round = 0; round < 60; round++) {
      const wrapped = round % 2 === 0;
      const text = sampleText(next, 20_000 + round * 3000);
      const data = Buffer.from(compressed(text, round % 10, wrapped));
      for (const limit of [1, 100, 16_384, 16_385, 32_768, text.length - 1, text.length, 200_000]) {
        expectSame(data, wrapped, limit);
        expectSame(data.subarray(0, data.length >> 1), wrapped, limit);
      }
      data[Math.floor(data.length * 0.8)]! ^= 0x55;
      for (const limit of [16_384, 32_767, 65_536, text.length]) expectSame(data, wrapped, limit);
    }
  });

  it('stops a bomb at the limit without inflating it all', () => {
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024));
    const started = performance.now();
    expect(() => inflateLenient(bomb, true, 2 * 1024 * 1024)).toThrow(OutputLimitError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('computes Adler-32 as zlib does', () => {
    const text = sampleText(random(6), 100_000);
    expect(adler32(text)).toBe(deflateSync(text).readUInt32BE(deflateSync(text).length - 4));
  });
});

/** Node's zlib as the recorded cases see it. */
function byNodeInflation(data: Uint8Array, wrapped: boolean, limit: number): Inflation {
  const outcome = byNode(data, wrapped, limit);
  return outcome === 'limit' || outcome === 'data error' ? outcome : Buffer.from(outcome, 'hex');
}

/** The Adler-32 trailer zlib writes for `text`. */
function zlibAdler32(text: Buffer): number {
  const stored = deflateSync(text);
  return stored.readUInt32BE(stored.length - 4);
}

/** The streams of the record the engine-browser project checks, deflated by Node's zlib. */
function recordedStreams(): RecordedStream[] {
  const streams: RecordedStream[] = [];
  const add = (use: RecordedStream['use'], text: Buffer, wrapped: boolean, data: Buffer) =>
    streams.push({ use, wrapped, size: text.length, data: data.toString('base64') });
  const whole = random(1);
  for (const level of [0, 1, 6, 9])
    for (const size of [0, 1, 100, 3000]) {
      const text = sampleText(whole, size);
      for (const wrapped of [true, false])
        add('whole', text, wrapped, compressed(text, level, wrapped));
    }
  const john = Buffer.from('John Smith');
  add('whole', john, false, deflateRawSync(john, { strategy: constants.Z_FIXED }));
  const cut = random(2);
  for (const level of [0, 1, 9])
    for (const wrapped of [true, false]) {
      const text = sampleText(cut, 1500);
      add('cut', text, wrapped, compressed(text, level, wrapped));
    }
  // Long enough to pass Node's 16 KiB output chunks twice, small enough to keep.
  const words = Buffer.from(
    Array.from({ length: 3000 }, (_, index) => (index % 40 ? 'Kari Nordmann' : index)).join(' '),
  );
  add('limit', words, true, compressed(words, 1, true));
  add('limit', words, false, compressed(words, 9, false));
  const bomb = Buffer.alloc(4 * 1024 * 1024);
  add('limit', bomb, true, deflateSync(bomb));
  const header = Buffer.from('John Smith lives here. '.repeat(50));
  add('header', header, true, deflateSync(header));
  add('header', header, false, deflateRawSync(header));
  return streams;
}

// RECORD_INFLATE_CASES=1 writes the record anew (then run again, and format it with prettier).
describe('the record of zlib’s outcomes that the engine-browser project checks against', () => {
  if (process.env.RECORD_INFLATE_CASES) {
    const streams = recordedStreams();
    const record: InflateRecord = {
      streams,
      adler32: zlibAdler32(sampleText(random(6), 100_000)),
      outcomes: Object.fromEntries(
        INFLATE_CHECKS.map((check) => [
          check,
          digest(inflateCheck(check, streams, byNodeInflation)),
        ]),
      ) as InflateRecord['outcomes'],
    };
    const file = new URL('../test/inflate-cases.json', import.meta.url);
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  }

  it.each(INFLATE_CHECKS)(
    '%s: the record is what Node’s zlib gives',
    { timeout: 60_000 },
    (check) => {
      expect(digest(inflateCheck(check, INFLATE_RECORD.streams, byNodeInflation))).toBe(
        INFLATE_RECORD.outcomes[check],
      );
    },
  );

  it('Adler-32', () => {
    expect(zlibAdler32(sampleText(random(6), 100_000))).toBe(INFLATE_RECORD.adler32);
  });
});
