import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeStream, streamFilters } from './stream-decode';

const decode = (data: Buffer, filters: string[]) =>
  decodeStream(
    data,
    filters,
    filters.map(() => null),
    1 << 20,
  );

describe('streamFilters', () => {
  it('reads a single filter, an array and abbreviations', () => {
    expect(streamFilters('<< /Length 5 /Filter /FlateDecode >>')).toEqual(['FlateDecode']);
    expect(streamFilters('<</Filter[/A85/Fl]/Length 9>>')).toEqual(['A85', 'Fl']);
    expect(streamFilters('<< /Length 5 >>')).toEqual([]);
  });
});

describe('decodeStream', () => {
  it('undoes ASCII85 (with z and a partial group) followed by Flate', () => {
    const encoded = `9jqo^z${toAscii85(Buffer.from('su'))}~>`;
    expect(decode(Buffer.from(encoded), ['ASCII85Decode'])).toEqual({
      bytes: new Uint8Array(Buffer.from('Man \0\0\0\0su', 'latin1')),
      how: 'decoded',
      imageFilter: null,
    });
    const flate = deflateSync('(John) Tj');
    const a85 = Buffer.from(`${toAscii85(flate)}~>`);
    expect(Buffer.from(decode(a85, ['A85', 'FlateDecode'])!.bytes).toString()).toBe('(John) Tj');
    expect(decode(a85, ['A85', 'FlateDecode'])?.how).toBe('inflated');
  });

  it('stops at filters it cannot undo and gives null when nothing was undone', () => {
    expect(decode(Buffer.from('not zlib at all'), ['FlateDecode'])).toBeNull();
    expect(decode(Buffer.from('(John)'), ['NoSuchFilter'])).toBeNull();
  });

  it("leaves an image codec's data as it is and says which codec it is", () => {
    expect(decode(Buffer.from('ff d8'), ['DCTDecode'])).toMatchObject({ imageFilter: 'DCTDecode' });
    expect(decode(Buffer.from('4A6F686E>'), ['AHx', 'DCTDecode'])).toMatchObject({
      imageFilter: 'DCTDecode',
    });
    expect(
      Buffer.from(decode(Buffer.from('4A6F686E>'), ['AHx', 'DCTDecode'])!.bytes).toString(),
    ).toBe('John');
  });
});

function toAscii85(bytes: Buffer): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 4) {
    const chunk = Buffer.alloc(4);
    bytes.copy(chunk, 0, index, index + 4);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      digits.unshift(String.fromCharCode(0x21 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, bytes.length - index + 1)).join('');
  }
  return out;
}
