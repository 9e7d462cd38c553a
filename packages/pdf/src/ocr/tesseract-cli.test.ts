import { describe, expect, it } from 'vitest';
import { OCR_BOX_PADDING_PT, OCR_TOP_PADDING_RATIO } from './ocr-types';
import { findTesseract, parseTesseractTsv } from './tesseract-cli';

/** A PNG header is all the parser reads: signature plus IHDR width 600 and height 300. */
const PNG_600_BY_300 = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2,
  0x58, 0, 0, 1, 0x2c,
]);

const TSV = [
  'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
  '1\t1\t0\t0\t0\t0\t0\t0\t600\t300\t-1\t',
  '5\t1\t1\t1\t1\t1\t100\t50\t200\t40\t96.5\tHello',
  '5\t1\t1\t1\t1\t2\t320\t50\t100\t40\t91\tworld',
  '5\t1\t1\t1\t1\t3\t430\t50\t10\t40\t95\t ',
  '5\t1\t1\t1\t2\t1\t0\t100\t50\t40\t88\tNext',
  '5\t1\t2\t1\t1\t1\t590\t290\t10\t10\t40\tedge',
].join('\n');

describe('parseTesseractTsv', () => {
  const lines = parseTesseractTsv(TSV, 150, PNG_600_BY_300);

  it('groups words into lines in reading order and drops blank words', () => {
    expect(lines.map((line) => line.map((word) => word.text))).toEqual([
      ['Hello', 'world'],
      ['Next'],
      ['edge'],
    ]);
  });

  it('converts pixels to padded points', () => {
    const pad = OCR_BOX_PADDING_PT;
    const hello = lines[0]![0]!;
    expect(hello.confidence).toBe(96.5);
    expect(hello.x0).toBeCloseTo(48 - pad, 6);
    expect(hello.y0).toBeCloseTo(24 - (43.2 - 24) * OCR_TOP_PADDING_RATIO, 6);
    expect(hello.x1).toBeCloseTo(144 + pad, 6);
    expect(hello.y1).toBeCloseTo(43.2 + pad, 6);
  });

  it('clamps padded boxes to the image', () => {
    expect(lines[1]![0]!.x0).toBe(0);
    expect(lines[2]![0]!.x1).toBeCloseTo(288, 6);
    expect(lines[2]![0]!.y1).toBeCloseTo(144, 6);
  });
});

describe('findTesseract', () => {
  it('returns null for a binary that does not exist', async () => {
    expect(await findTesseract('/nonexistent/tesseract')).toBeNull();
  });

  it('returns null for a program that is not Tesseract', async () => {
    expect(await findTesseract('/bin/false')).toBeNull();
  });
});
