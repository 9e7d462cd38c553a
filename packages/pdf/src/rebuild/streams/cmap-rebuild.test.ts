import { describe, expect, it } from 'vitest';
import { encodeLatin1 } from '../../bytes/bytes';
import { codesOf, readCmap, writeEncodingCmap, writeToUnicode } from './cmap-rebuild';

const TO_UNICODE = [
  '%!PS-Adobe-3.0 Resource-CMap',
  '% Made for Secret Name Hansen',
  '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
  '/CIDSystemInfo << /Registry (Secret Name Hansen) /Ordering (UCS) /Supplement 0 >> def',
  '/CMapName /Hansen-UCS def',
  '2 begincodespacerange <00> <7f> <8000> <ffff> endcodespacerange',
  '2 beginbfchar <01> <004800610020006E> <8001> <00C5> endbfchar',
  '2 beginbfrange <41> <43> <0041> <61> <62> [<0078> <0079>] endbfrange',
  'endcmap CMapName currentdict /CMap defineresource pop end end',
].join('\n');

describe('the CMap rebuild', () => {
  const meaning = readCmap(encodeLatin1(TO_UNICODE))!;

  it('reads the code space and what each code maps to', () => {
    expect(meaning.codeSpace).toEqual([
      { bytes: 1, low: 0, high: 0x7f },
      { bytes: 2, low: 0x8000, high: 0xffff },
    ]);
    expect(meaning.text.get(0x8001)).toBe('Å');
    expect(meaning.text.get(0x62)).toBe('y');
    expect(codesOf(Uint8Array.of(0x41, 0x80, 0x01, 0x62), meaning.codeSpace)).toEqual([
      0x41, 0x8001, 0x62,
    ]);
  });

  it('writes only the mappings, under a neutral name, without comments', () => {
    const written = writeToUnicode(meaning, null, () => true);
    expect(written).not.toMatch(/Hansen|Secret|%/);
    expect(written).toContain('/CMapName /Adobe-Identity-UCS def');
    expect(written).toContain('<8001> <00c5>');
    expect(written).toContain('<41> <43> <0041>');
    // Written twice, it is the same: the verifier's test of a CMap the rebuild wrote.
    const again = readCmap(encodeLatin1(written))!;
    expect(writeToUnicode(again, null, () => true)).toBe(written);
  });

  it('keeps only the codes still shown, less those whose text quotes a redacted string', () => {
    const written = writeToUnicode(meaning, [0x01, 0x42, 0x62], (text) => text !== 'Ha n');
    expect(written).toContain('2 beginbfchar');
    expect(written).toContain('<42> <0042>');
    expect(written).toContain('<62> <0079>');
    expect(written).not.toContain('<01>');
    expect(written).not.toContain('<41>');
  });

  it('writes an encoding CMap with its CIDs and the CMap it builds on', () => {
    const encoding = readCmap(
      encodeLatin1(
        '/Hansen usecmap 1 begincodespacerange <0000> <ffff> endcodespacerange 1 begincidrange <0000> <00ff> 10 endcidrange /WMode 1 def',
      ),
    )!;
    const written = writeEncodingCmap(encoding);
    expect(written).toContain('/Hansen usecmap');
    expect(written).toContain('<0000> <00ff> 10');
    expect(written).toContain('/WMode 1 def');
  });
});
