import { describe, expect, it } from 'vitest';
import {
  bytesEqual,
  concatBytes,
  decodeLatin1,
  decodeUtf16,
  decodeUtf8,
  encodeLatin1,
  encodeUtf16,
  encodeUtf8,
  includesBytes,
  indexOfBytes,
  readUint32BE,
  toHex,
} from './bytes';
import { digest } from '../test/digest';

/** Every byte value, several times over, so decoders cross their chunk boundaries. */
const ALL_BYTES = Uint8Array.from({ length: 256 * 70 }, (_, index) => (index * 7) % 256);
const TEXT = 'Jøhn \u20ac Smith \ud83d\ude00 \ud800'.repeat(2000);
const HAYSTACK = 'aababcabcdabcde stream endstream endstrea';
const NEEDLES = ['a', 'abc', 'abcde', 'endstream', 'endstreamx', 'e', ' ', 'zz', 'dab'];

/**
 * What Node's Buffer gives for each check, recorded as a digest (length and hash): the unit
 * project compares with Buffer itself and checks these are still Buffer's; the engine-browser
 * project, which has no Buffer, compares with them.
 */
const BUFFER_GIVES = {
  indexOf: '387:0c0a6632dd6747',
  latin1: '17920:10dc048ed32950',
  latin1Range: '8900:1f034f4459f52a',
  latin1Encoded: '13:170caadae77d75',
  utf16leEncoded: '68000:000dec20346e94',
  utf16beEncoded: '68000:0e0cc24cec30dd',
  utf16le: '8960:0980bc865e59cf',
  utf16be: '8960:0c0fa143f7f6b8',
  utf8Encoded: '48000:0b687c87c382d6',
  utf8: '17920:0e862a4f13ef21',
  hex: '35840:1ce186454f90d8',
};

/** `ours` is what Buffer gives: Buffer itself where there is one, its recorded digest elsewhere. */
function expectAsBuffer(
  check: keyof typeof BUFFER_GIVES,
  ours: string | Uint8Array | readonly number[],
  buffer: () => string | Uint8Array | readonly number[],
): void {
  if (typeof Buffer !== 'undefined') {
    const theirs = buffer();
    expect(typeof ours === 'string' ? ours : Array.from(ours), check).toEqual(
      typeof theirs === 'string' ? theirs : Array.from(theirs),
    );
    expect(digest(theirs), `recorded digest of ${check}`).toBe(BUFFER_GIVES[check]);
  }
  expect(digest(ours), check).toBe(BUFFER_GIVES[check]);
}

describe('bytes (the engine’s Buffer replacement, checked against Buffer)', () => {
  it('finds a pattern where Buffer.indexOf does, from any start', () => {
    const haystack = encodeLatin1(HAYSTACK);
    const starts = Array.from({ length: haystack.length + 2 }, (_, from) => from);
    expectAsBuffer(
      'indexOf',
      NEEDLES.flatMap((needle) =>
        starts.map((from) => indexOfBytes(haystack, encodeLatin1(needle), from)),
      ),
      () =>
        NEEDLES.flatMap((needle) =>
          starts.map((from) => Buffer.from(HAYSTACK).indexOf(Buffer.from(needle), from)),
        ),
    );
    expect(indexOfBytes(new Uint8Array([1, 2, 3]), new Uint8Array([2, 3, 4]))).toBe(-1);
    expect(includesBytes(haystack, encodeLatin1('bcda'))).toBe(true);
    expect(includesBytes(haystack, encodeLatin1('bcdx'))).toBe(false);
  });

  it('decodes and encodes Latin-1 as Buffer does, 0x80–0x9f included', () => {
    expectAsBuffer('latin1', decodeLatin1(ALL_BYTES), () =>
      Buffer.from(ALL_BYTES).toString('latin1'),
    );
    expectAsBuffer('latin1Range', decodeLatin1(ALL_BYTES, 100, 9000), () =>
      Buffer.from(ALL_BYTES).toString('latin1', 100, 9000),
    );
    const text = 'Smith \u0080\u009f\u00ff \u20ac\ud83d\ude00';
    expectAsBuffer('latin1Encoded', encodeLatin1(text), () => Buffer.from(text, 'latin1'));
  });

  it('decodes and encodes UTF-16 and UTF-8 as Buffer does', () => {
    expectAsBuffer('utf16leEncoded', encodeUtf16(TEXT, 'le'), () => Buffer.from(TEXT, 'utf16le'));
    expectAsBuffer('utf16beEncoded', encodeUtf16(TEXT, 'be'), () =>
      Buffer.from(TEXT, 'utf16le').swap16(),
    );
    expectAsBuffer('utf16le', decodeUtf16(ALL_BYTES, 'le'), () =>
      Buffer.from(ALL_BYTES).toString('utf16le'),
    );
    expectAsBuffer('utf16be', decodeUtf16(ALL_BYTES, 'be'), () =>
      Buffer.from(ALL_BYTES).swap16().toString('utf16le'),
    );
    expect(decodeUtf16(new Uint8Array([0, 0x41, 0]), 'be')).toBe('A');
    expectAsBuffer('utf8Encoded', encodeUtf8(TEXT), () => Buffer.from(TEXT, 'utf8'));
    expectAsBuffer('utf8', decodeUtf8(ALL_BYTES), () => Buffer.from(ALL_BYTES).toString('utf8'));
  });

  it('hex, concatenation, equality and 32-bit reads', () => {
    expectAsBuffer('hex', toHex(ALL_BYTES), () => Buffer.from(ALL_BYTES).toString('hex'));
    const joined = concatBytes([
      new Uint8Array([1, 2]),
      new Uint8Array(0),
      ALL_BYTES.subarray(0, 3),
    ]);
    expect(Array.from(joined)).toEqual([1, 2, 0, 7, 14]);
    expect(bytesEqual(joined, Uint8Array.from([1, 2, 0, 7, 14]))).toBe(true);
    expect(bytesEqual(joined, Uint8Array.from([1, 2, 0, 7, 15]))).toBe(false);
    expect(bytesEqual(joined, joined.subarray(1))).toBe(false);
    expect(readUint32BE(Uint8Array.from([0xff, 1, 2, 3, 4]), 0)).toBe(0xff010203);
  });
});
