import { describe, expect, it } from 'vitest';
import { concatBytes, decodeLatin1, encodeLatin1 } from '../../bytes/bytes';
import { jpegWithoutMetadata, jpxCodestream } from './image-rebuild';

const segment = (marker: number, body: string) =>
  concatBytes([Uint8Array.of(0xff, marker, 0, body.length + 2), encodeLatin1(body)]);

describe('jpegWithoutMetadata', () => {
  it('keeps the frame and what draws it, and drops every other segment', () => {
    const jfifWithThumbnail = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\x02\x01' + 'T'.repeat(6));
    const jpeg = concatBytes([
      Uint8Array.of(0xff, 0xd8),
      jfifWithThumbnail,
      segment(0xe0, 'JFXX\0 thumbnail of Hansen'),
      segment(0xe1, 'Exif\0\0 Secret Name Hansen'),
      segment(0xe2, 'ICC_PROFILE\0 desc Hansen'),
      segment(0xee, 'Adobe\0\x64\0\0\0\0\x01'),
      segment(0xfe, 'comment by Hansen'),
      segment(0xdb, '\0quant'),
      Uint8Array.of(0xff, 0xda, 0, 2, 0x11, 0x22, 0xff, 0xd9),
    ]);
    const kept = decodeLatin1(jpegWithoutMetadata(jpeg));
    expect(kept).not.toContain('Hansen');
    expect(kept).not.toContain('TTTTTT');
    expect(kept).toContain('JFIF');
    expect(kept).toContain('Adobe');
    expect(kept).toContain('quant');
    expect(jpegWithoutMetadata(jpegWithoutMetadata(jpeg))).toEqual(jpegWithoutMetadata(jpeg));
  });
});

describe('jpxCodestream', () => {
  const codestream = concatBytes([
    Uint8Array.of(0xff, 0x4f),
    segment(0x51, 'SIZ...'),
    segment(0x64, '\0\x01 Hansen'),
    Uint8Array.of(0xff, 0x90, 0, 4, 1, 2, 0xff, 0xd9),
  ]);
  const box = (type: string, body: Uint8Array) =>
    concatBytes([Uint8Array.of(0, 0, 0, body.length + 8), encodeLatin1(type), body]);

  it('keeps a JP2 file’s codestream alone, without comments', () => {
    const jp2 = concatBytes([
      Uint8Array.of(0, 0, 0, 12, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a),
      box('xml ', encodeLatin1('<dc:creator>Hansen</dc:creator>')),
      box('jp2c', codestream),
    ]);
    const kept = jpxCodestream(jp2)!;
    expect(decodeLatin1(kept)).not.toContain('Hansen');
    expect(kept.subarray(0, 2)).toEqual(Uint8Array.of(0xff, 0x4f));
    expect(jpxCodestream(Uint8Array.of(1, 2, 3))).toBeNull();
  });
});
