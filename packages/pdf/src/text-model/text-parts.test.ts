import { describe, expect, it } from 'vitest';
import { encodeLatin1, encodeUtf16 } from '../bytes/bytes';
import { cmapEntries, withoutEntries } from './cmap-text';
import { shownCodes } from './shown-codes';
import { richText, stringViews, textViews, uriDecoded, withoutMarkup } from './text-views';

describe('text views', () => {
  it('reads rich text without its tags and with its entities decoded', () => {
    expect(withoutMarkup('<p>Kari <b>Nord</b>m&#97;nn &amp; co&#x2e;</p>')).toBe(
      'Kari Nordmann & co.',
    );
    expect(withoutMarkup('a &unknown; b')).toBe('a &unknown; b');
  });

  it('undoes URI escapes as UTF-8, or Latin-1 where they are not UTF-8', () => {
    expect(uriDecoded('q=S%C3%B8ren+%C3%98deg%C3%A5rd')).toBe('q=Søren Ødegård');
    expect(uriDecoded('q=S%F8ren')).toBe('q=Søren');
  });

  it('gives each different view once, with its kind', () => {
    expect(textViews('plain text').map((view) => view.kind)).toEqual(['text']);
    expect(textViews('a+b <i>c</i>').map((view) => view.kind)).toEqual(['text', 'markup', 'uri']);
  });

  it('reads a string in the encodings a program may guess', () => {
    const bytes = encodeUtf16('Kari', 'le');
    expect(stringViews('K\u0000a\u0000r\u0000i\u0000', bytes).map((view) => view.text)).toContain(
      'Kari',
    );
  });

  it('writes plain text as rich text with its markup characters escaped', () => {
    expect(richText('a < b')).toContain('<p>a &lt; b</p>');
  });
});

describe('CMap text', () => {
  const cmap = [
    '2 beginbfchar',
    '<01> <004B00610072>',
    '<02> <0041>',
    'endbfchar',
    '1 beginbfrange',
    '<10> <12> [<0058> <0059> <005A>]',
    'endbfrange',
  ].join('\n');

  it('reads each entry with its codes and destinations', () => {
    expect(cmapEntries(cmap).map(({ codes, destinations }) => ({ codes, destinations }))).toEqual([
      { codes: [1, 1], destinations: ['Kar'] },
      { codes: [2, 2], destinations: ['A'] },
      { codes: [16, 18], destinations: ['X', 'Y', 'Z'] },
    ]);
  });

  it('drops entries and keeps the counts of each block right', () => {
    const [first, , range] = cmapEntries(cmap);
    const left = withoutEntries(cmap, [first!, range!]);
    expect(left).toContain('1 beginbfchar');
    expect(left).toContain('<02> <0041>');
    expect(left).not.toContain('004B');
    expect(left).toContain('0 beginbfrange');
  });
});

describe('shown codes', () => {
  const codes = (content: string) =>
    Object.fromEntries(
      [...shownCodes(encodeLatin1(content))].map(([font, set]) => [
        font,
        [...set].sort((a, b) => a - b),
      ]),
    );

  it('files codes under the font they are shown in, through q and Q', () => {
    expect(codes('BT /A 9 Tf (ab) Tj q /B 9 Tf [(c) -20 <64>] TJ Q (e) Tj ET')).toEqual({
      A: [97, 98, 101],
      B: [99, 100],
    });
  });

  it('skips inline image data and strings that are not shown', () => {
    expect(codes('BI /W 1 /H 1 ID (zz) Tj EI BT /A 9 Tf (x) Tj /Tag (y) BDC EMC ET')).toEqual({
      A: [120],
    });
  });
});
