import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from '../bytes/bytes';
import { parseContent } from './content-parser';
import { writeContent } from './content-writer';

const parse = (text: string) => parseContent(encodeLatin1(text));

describe('parseContent', () => {
  it('reads operations with their operands of every kind', () => {
    const { items, skipped } = parse(
      '1 0 0 -1.5 .5 +2 cm /F1 12 Tf (a\\(b\\)\\101\\\nc) Tj <48 65 6C 6c 6F> Tj [(A) -250 (B)] TJ /Span << /MCID 3 /Nested [true null] >> BDC',
    );
    expect(skipped).toBe(0);
    expect(items.map((item) => item.op)).toEqual(['cm', 'Tf', 'Tj', 'Tj', 'TJ', 'BDC']);
    const [cm, , literal, hex, tj, bdc] = items;
    expect(cm!.operands.map((value) => (value.kind === 'number' ? value.value : null))).toEqual([
      1, 0, 0, -1.5, 0.5, 2,
    ]);
    const text = (value: (typeof items)[0]['operands'][0]) =>
      value.kind === 'string' ? decodeLatin1(value.bytes) : null;
    expect(text(literal!.operands[0]!)).toBe('a(b)Ac');
    expect(text(hex!.operands[0]!)).toBe('Hello');
    expect(tj!.operands[0]).toMatchObject({ kind: 'array' });
    expect(bdc!.operands[1]).toMatchObject({ kind: 'dict' });
  });

  it('skips and counts comments and stray delimiters, and ends at what never closes', () => {
    const commented = parse('% Secret Name Hansen\n0 0 m ) 1 1 l S');
    expect(commented.items.map((item) => item.op)).toEqual(['m', 'l', 'S']);
    expect(commented.skipped).toBe('% Secret Name Hansen'.length + 1);
    const cut = parse('0 0 m (never closed Tj');
    expect(cut.isTruncated).toBe(true);
    expect(cut.items.map((item) => item.op)).toEqual(['m']);
  });

  it('reads an inline image by its size, or to an EI that is followed by content', () => {
    const data = '\x00EI\x00\xff';
    const sized = parse(`BI /W 5 /H 1 /BPC 8 /CS /G ID ${data}\nEI Q`);
    expect(sized.items.map((item) => item.op)).toEqual(['BI', 'Q']);
    expect('data' in sized.items[0]! && decodeLatin1(sized.items[0].data)).toBe(data);
    const encoded = parse('BI /W 1 /H 1 /F /AHx ID 00>\nEI 0 0 m');
    expect(encoded.items.map((item) => item.op)).toEqual(['BI', 'm']);
  });

  it('copies what it read as it was written', () => {
    const source = encodeLatin1('0.50 g\n[(W) 120 (ord)] TJ\n/F1  12   Tf');
    const written = decodeLatin1(writeContent(parseContent(source).items, source));
    expect(written).toBe('0.50 g\n[(W) 120 (ord)] TJ\n/F1  12   Tf\n');
  });
});
