import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1, readUint32BE } from '../bytes/bytes';
import { decodeStream, streamFilters } from './stream-decode';

const decode = (data: Uint8Array, filters: string[]) =>
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
    const encoded = `9jqo^z${toAscii85(encodeLatin1('su'))}~>`;
    expect(decode(encodeLatin1(encoded), ['ASCII85Decode'])).toEqual({
      bytes: encodeLatin1('Man \0\0\0\0su'),
      how: 'decoded',
      imageFilter: null,
    });
    const flate = zlibSync(encodeLatin1('(John) Tj'));
    const a85 = encodeLatin1(`${toAscii85(flate)}~>`);
    expect(decodeLatin1(decode(a85, ['A85', 'FlateDecode'])!.bytes)).toBe('(John) Tj');
    expect(decode(a85, ['A85', 'FlateDecode'])?.how).toBe('inflated');
  });

  it('stops at filters it cannot undo and gives null when nothing was undone', () => {
    expect(decode(encodeLatin1('not zlib at all'), ['FlateDecode'])).toBeNull();
    expect(decode(encodeLatin1('(John)'), ['NoSuchFilter'])).toBeNull();
  });

  it("leaves an image codec's data as it is and says which codec it is", () => {
    expect(decode(encodeLatin1('ff d8'), ['DCTDecode'])).toMatchObject({
      imageFilter: 'DCTDecode',
    });
    expect(decode(encodeLatin1('4A6F686E>'), ['AHx', 'DCTDecode'])).toMatchObject({
      imageFilter: 'DCTDecode',
    });
    expect(decodeLatin1(decode(encodeLatin1('4A6F686E>'), ['AHx', 'DCTDecode'])!.bytes)).toBe(
      'John',
    );
  });
});

function toAscii85(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 4) {
    const chunk = new Uint8Array(4);
    chunk.set(bytes.subarray(index, index + 4));
    let value = readUint32BE(chunk, 0);
    const digits: string[] = [];
    for (let digit = 0; digit < 5; digit++) {
      digits.unshift(String.fromCharCode(0x21 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, bytes.length - index + 1)).join('');
  }
  return out;
}
