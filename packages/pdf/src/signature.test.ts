import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasPdfSignature } from './signature';

const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/corpus/pdfs');
const encode = (text: string) => new TextEncoder().encode(text);

describe('hasPdfSignature', () => {
  it('accepts every corpus PDF and refuses the one that is not a PDF', () => {
    const verdicts = Object.fromEntries(
      readdirSync(CORPUS).map((name) => [
        name,
        hasPdfSignature(readFileSync(path.join(CORPUS, name))),
      ]),
    );
    const refused = Object.keys(verdicts).filter((name) => !verdicts[name]);
    expect(refused).toEqual(['corrupt_not-a-pdf_5-bytes.pdf']);
    expect(Object.keys(verdicts).length).toBeGreaterThanOrEqual(30);
  });

  it('finds the header after leading junk within 1024 bytes, not beyond', () => {
    expect(hasPdfSignature(encode(`${' '.repeat(1019)}%PDF-1.7`))).toBe(true);
    expect(hasPdfSignature(encode(`${' '.repeat(1020)}%PDF-1.7`))).toBe(false);
  });

  it('refuses empty, short and look-alike input', () => {
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
    expect(hasPdfSignature(encode('%PDF'))).toBe(false);
    expect(hasPdfSignature(encode('%PDX-1.7'))).toBe(false);
    expect(hasPdfSignature(encode('%!PS-Adobe-3.0'))).toBe(false);
  });
});
