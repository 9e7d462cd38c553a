import { describe, expect, it } from 'vitest';
import {
  encodeWinAnsi,
  layoutText,
  MIN_LEGIBLE_SIZE,
  shortCodeForms,
  toWinAnsiBytes,
  unicodeOfWinAnsi,
} from './appearance-text';

// Every character half an em wide keeps the expected numbers easy to check by hand.
const measure = (text: string, size: number) => Array.from(text).length * 0.5 * size;
const box = { x0: 100, y0: 200, x1: 300, y1: 230 };

describe('encodeWinAnsi', () => {
  it('escapes parentheses and backslashes and keeps ASCII as is', () => {
    expect(encodeWinAnsi('a(b)c\\d [REDACTED]')).toBe('a\\(b\\)c\\\\d [REDACTED]');
  });

  it('writes Latin-1 and the WinAnsi extras as octal escapes', () => {
    expect(encodeWinAnsi('æøå ÆØÅ')).toBe('\\346\\370\\345 \\306\\330\\305');
    expect(encodeWinAnsi('€–—‘’“”…')).toBe('\\200\\226\\227\\221\\222\\223\\224\\205');
    expect(encodeWinAnsi('Œœ Šš Žž Ÿ ™ •')).toBe(
      '\\214\\234 \\212\\232 \\216\\236 \\237 \\231 \\225',
    );
  });

  it('composes decomposed accents and replaces what WinAnsi cannot show with ?', () => {
    expect(encodeWinAnsi('a\u030a')).toBe('\\345');
    expect(encodeWinAnsi('中文 ł 😀')).toBe('?? ? ?');
    expect(encodeWinAnsi('a\tb\nc\u0001')).toBe('a b c?');
  });

  it('round-trips every WinAnsi byte through its Unicode character', () => {
    for (let code = 0x20; code < 0x100; code++) {
      const point = unicodeOfWinAnsi(code);
      if (point !== undefined) expect(toWinAnsiBytes(String.fromCodePoint(point))).toEqual([code]);
    }
    expect(unicodeOfWinAnsi(0x81)).toBeUndefined();
  });
});

describe('layoutText', () => {
  it('keeps the requested size when the text fits and centres it', () => {
    const layout = layoutText('ABCD', box, 12, 1, measure)!;
    expect(layout).toMatchObject({ text: 'ABCD', size: 12, width: 24 });
    expect(layout.x).toBeCloseTo(200 - 12);
    expect(layout.y).toBeCloseTo(215 + 0.35 * 12);
  });

  it('aligns left and right inside the padding', () => {
    const left = layoutText('ABCD', box, 12, 0, measure)!;
    const right = layoutText('ABCD', box, 12, 2, measure)!;
    expect(left.x).toBeCloseTo(102);
    expect(right.x + right.width).toBeCloseTo(298);
    expect(left.x).toBeLessThan(right.x);
  });

  it('shrinks long text to the box width and tall text to the box height', () => {
    const long = layoutText('X'.repeat(100), box, 12, 1, measure)!;
    expect(long.text).toBe('X'.repeat(100));
    expect(long.width).toBeLessThanOrEqual(196);
    expect(long.size).toBeCloseTo(3.92, 2);
    const tall = layoutText('AB', box, 72, 1, measure)!;
    expect(tall.size).toBeLessThanOrEqual(30);
  });

  it('truncates with an ellipsis when even 1 pt is too wide', () => {
    const layout = layoutText('Y'.repeat(1000), box, 12, 0, measure)!;
    expect(layout.size).toBe(1);
    expect(layout.text.endsWith('…')).toBe(true);
    expect(layout.width).toBeLessThanOrEqual(196);
    expect(layout.text.length).toBe(392);
  });

  it('draws a code’s short form when the whole code would be smaller than legible', () => {
    const narrowest = { x0: 100, y0: 200, x1: 124, y1: 214 };
    const code = 'Offl. § 13 første ledd';
    const layout = layoutText(code, narrowest, 11, 1, measure)!;
    expect(layout.text).toBe('§ 13');
    expect(layout.size).toBeGreaterThanOrEqual(MIN_LEGIBLE_SIZE);
    // With room for it, the law's name stays beside the section.
    const narrow = { x0: 100, y0: 200, x1: 140, y1: 214 };
    expect(layoutText(code, narrow, 11, 1, measure)!.text).toBe('Offl. § 13');
    // Where the whole code is legible it is drawn whole.
    expect(layoutText(code, box, 11, 1, measure)!.text).toBe(code);
  });

  it('keeps a text that cites no section, shrunk as before', () => {
    const narrow = { x0: 100, y0: 200, x1: 140, y1: 214 };
    const layout = layoutText('Unntatt offentlighet', narrow, 11, 1, measure)!;
    expect(layout.text).toBe('Unntatt offentlighet');
    expect(layout.size).toBeLessThan(MIN_LEGIBLE_SIZE);
  });

  it('takes the law and the section it cites, then the section alone, as short forms', () => {
    expect(shortCodeForms('Offl. § 13 første ledd')).toEqual(['Offl. § 13', '§ 13']);
    expect(shortCodeForms('offl. § 13 jf. fvl. § 13 første ledd nr. 1')).toEqual([
      'offl. § 13',
      '§ 13',
    ]);
    expect(shortCodeForms('offl. §5a')).toEqual(['offl. § 5a', '§ 5a']);
    expect(shortCodeForms('§ 13')).toEqual([]);
    expect(shortCodeForms('Unntatt offentlighet')).toEqual([]);
  });

  it('draws nothing in a box too small for any text', () => {
    expect(layoutText('ABC', { x0: 0, y0: 0, x1: 0.5, y1: 20 }, 12, 1, measure)).toBeNull();
    expect(layoutText('ABC', { x0: 0, y0: 0, x1: 50, y1: 0.5 }, 12, 1, measure)).toBeNull();
    expect(layoutText('   ', box, 12, 1, measure)).toBeNull();
  });
});
