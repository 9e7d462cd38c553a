import type { TAppearance } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { type AppearanceFont, buildAppearanceStream, formatNumber } from './appearance-stream';
import { encodeWinAnsi } from './appearance-text';

const font: AppearanceFont = {
  resourceName: 'RedactHelv',
  measure: (text, size) => Array.from(text).length * 0.5 * size,
  encode: encodeWinAnsi,
};
const area = { x0: 100, y0: 200, x1: 300, y1: 230 };
const identity = [1, 0, 0, 1, 0, 0] as const;
const base: TAppearance = {
  mode: 'fill',
  fill_color: [0, 0, 0],
  text: null,
  text_color: [1, 1, 1],
  font_size: 11,
  align: 1,
};
const build = (change: Partial<TAppearance>, areas = [area]) =>
  buildAppearanceStream(areas, identity, { ...base, ...change }, font);
const count = (stream: string, pattern: RegExp) => stream.match(pattern)?.length ?? 0;

describe('buildAppearanceStream', () => {
  it("draws an area's code as its label, whatever the mode", () => {
    const coded = [{ ...area, code: '(b)(6)' }, area];
    const filled = build({}, coded);
    expect(count(filled, /re f/g)).toBe(2);
    expect(count(filled, /\(\\\(b\\\)\\\(6\\\)\) Tj/g)).toBe(1);
    // White on the black fill, though the appearance asked for black text.
    expect(build({ text_color: [0, 0, 0] }, coded)).toContain('1 1 1 rg');
    const transparent = build({ mode: 'transparent', fill_color: null }, coded);
    expect(count(transparent, /re f/g)).toBe(0);
    expect(count(transparent, / Tj/g)).toBe(1);
    const replaced = build({ mode: 'replace_text', fill_color: null, text: 'X' }, coded);
    expect(replaced).toContain('(\\(b\\)\\(6\\)) Tj');
    expect(replaced).toContain('(X) Tj');
  });

  it('fills the box and draws no text in fill mode', () => {
    const stream = build({ fill_color: [0.2, 0.4, 0.6] });
    expect(stream).toBe(
      [
        'q',
        '1 0 0 1 0 0 cm',
        'q',
        '100 200 200 30 re W n',
        '0.2 0.4 0.6 rg',
        '100 200 200 30 re f',
        'Q',
        'Q',
      ].join('\n'),
    );
  });

  it('adds an X in the text colour for cross_out', () => {
    const stream = build({ mode: 'cross_out', text_color: [1, 0, 0] });
    expect(stream).toContain('re f');
    expect(stream).toContain('1 0 0 RG');
    expect(stream).toContain('1.5 w');
    expect(stream).toContain('100 200 m 300 230 l 300 200 m 100 230 l S');
    expect(stream).not.toContain('Tj');
  });

  it('keeps the X visible when the text colour equals the fill', () => {
    const stream = build({ mode: 'cross_out', fill_color: [0, 0, 0], text_color: [0, 0, 0] });
    expect(stream).toContain('1 1 1 RG');
  });

  it('draws nothing for transparent and for empty areas', () => {
    expect(build({ mode: 'transparent', fill_color: null })).toBe('');
    expect(build({}, [])).toBe('');
    expect(build({}, [{ x0: 5, y0: 5, x1: 5, y1: 50 }])).toBe('');
  });

  it('draws only clipped, upright text for replace_text', () => {
    const stream = build({ mode: 'replace_text', fill_color: null, text: 'Née (x)' });
    expect(stream).not.toMatch(/re f/);
    expect(stream).toContain('100 200 200 30 re W n');
    expect(stream).toMatch(
      /BT \/RedactHelv 11 Tf 0 Tr 1 0 0 -1 [\d.]+ [\d.]+ Tm \(N\\351e \\\(x\\\)\) Tj ET/,
    );
    expect(stream.indexOf('re W n')).toBeLessThan(stream.indexOf('BT'));
  });

  it('fills before the text, and crosses between them, in the combined modes', () => {
    const filled = build({ mode: 'fill_and_text', text: 'A' });
    expect(filled.indexOf('re f')).toBeLessThan(filled.indexOf('Tj'));
    expect(count(filled, / S$/gm)).toBe(0);
    const crossed = build({ mode: 'cross_out_and_text', text: 'A' });
    const order = ['re f', ' S', 'Tj'].map((operator) => crossed.indexOf(operator));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(-1);
  });

  it('shifts x with the alignment', () => {
    const xOf = (align: 0 | 1 | 2) =>
      Number(/-1 ([\d.]+) [\d.]+ Tm/.exec(build({ mode: 'replace_text', text: 'AB', align }))![1]);
    expect(xOf(0)).toBe(102);
    expect(xOf(1)).toBe(194.5);
    expect(xOf(2)).toBe(287);
  });

  it('draws each area in one q … Q block with one cm', () => {
    const stream = build({}, [area, { x0: 10, y0: 10, x1: 20, y1: 20 }]);
    expect(count(stream, /cm$/gm)).toBe(1);
    expect(count(stream, /re f$/gm)).toBe(2);
    expect(count(stream, /^q$/gm)).toBe(count(stream, /^Q$/gm));
  });

  it('never prints numbers in exponent form', () => {
    const matrix = [6.123e-17, -1, 1, 1e-20, -0, 842.00000001] as const;
    const tiny = { x0: 1e-9, y0: 3.3333333, x1: 123456789.123, y1: 1e25 };
    const stream = buildAppearanceStream(
      [tiny],
      matrix,
      { ...base, mode: 'cross_out_and_text', text: 'x' },
      font,
    );
    expect(stream).toContain('0 -1 1 0 0 842 cm');
    expect(stream).not.toMatch(/\d[eE][-+]?\d|-0\b(?!\.)|NaN|Infinity/);
    expect([0.1 + 0.2, -0.0001, 1e21, Number.NaN].map((value) => formatNumber(value))).toEqual([
      '0.3',
      '0',
      '10000000',
      '0',
    ]);
  });
});
