import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sniffFormat } from './sniff';

const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/corpus/pdfs');
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('sniffFormat', () => {
  it('knows each format by its bytes, whatever the name says', () => {
    expect(sniffFormat(bytes(0x89, 'PNG\r\n\x1a\n', 0, 0, 0, 13, 'IHDR'))).toBe('png');
    expect(sniffFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFormat(bytes('II*', 0, 8, 0, 0, 0))).toBe('tiff');
    expect(sniffFormat(bytes('MM', 0, '*', 0, 0, 0, 8))).toBe('tiff');
    expect(sniffFormat(bytes('GIF89a', 1, 0, 1, 0))).toBe('gif');
    const bmp = new Uint8Array(54);
    bmp.set(bytes('BM'));
    new DataView(bmp.buffer).setUint32(14, 40, true);
    expect(sniffFormat(bmp)).toBe('bmp');
    expect(
      sniffFormat(readFileSync(path.join(CORPUS, 'tiny_minimal-one-page_763-bytes.pdf'))),
    ).toBe('pdf');
    expect(sniffFormat(bytes('junk before the header\n%PDF-1.4\n'))).toBe('pdf');
  });

  it('knows an e-mail by three header fields, or one when its name says .eml', () => {
    const onePart = bytes(
      'From: kari@example.no\r\nContent-Type: text/plain\r\n\r\nFodselsnummer 29027612383\r\n',
    );
    expect(sniffFormat(onePart, 'melding.eml')).toBe('eml');
    expect(sniffFormat(onePart, 'notat.txt')).toBeNull();
    expect(sniffFormat(bytes('Note: not a mail\n\nBody'), 'notat.eml')).toBeNull();
    const full = bytes('From: a@example.no\r\nTo: b@example.no\r\nSubject: Hei\r\n\r\nHei');
    expect(sniffFormat(full, 'uten-navn')).toBe('eml');
  });

  it('opens nothing else', () => {
    expect(
      sniffFormat(readFileSync(path.join(CORPUS, 'corrupt_not-a-pdf_5-bytes.pdf'))),
    ).toBeNull();
    expect(sniffFormat(bytes('BMW service record, 12 pages of text'))).toBeNull();
    expect(sniffFormat(bytes('GIF8'))).toBeNull();
    expect(sniffFormat(new Uint8Array())).toBeNull();
  });
});
