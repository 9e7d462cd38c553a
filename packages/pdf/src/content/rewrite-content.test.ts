import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1 } from '../bytes/bytes';
import { rewriteContent, type RewriteOptions } from './rewrite-content';

const options: RewriteOptions = {
  rename: (category, name) => (name === 'Missing' ? null : `${category[0]}-${name}`),
  propertyList: (entries) => new Map([...entries].filter(([key]) => key === 'MCID')),
  inlineImage: (_dict, data) => data,
};

const rewrite = (text: string) => rewriteContent(encodeLatin1(text), options);

describe('rewriteContent', () => {
  it('keeps only drawing operators with operands of their kinds', () => {
    const result = rewrite(
      '/CIDInit /ProcSet findresource begin (Secret Name Hansen) pop 0 0 m (x) 1 l S 12 Tf',
    );
    expect(decodeLatin1(result.bytes)).toBe('0 0 m\nS\n');
    expect(result.dropped).toBe(5);
  });

  it('writes resource names as the rebuilt resources name them, and says what is used', () => {
    const result = rewrite(
      '/Fx 12 Tf /Im0 Do /GS0 gs /CS0 cs 1 scn /P0 scn /DeviceRGB CS /Sh0 sh /OC /L0 BDC EMC /Missing Do',
    );
    const written = decodeLatin1(result.bytes);
    expect(written).toContain('/F-Fx 12 Tf');
    expect(written).toContain('/X-Im0 Do');
    expect(written).toContain('/P-P0 scn');
    expect(written).toContain('/DeviceRGB CS');
    expect(written).toContain('/OC /P-L0 BDC');
    expect(written).toContain('/XObject-missing Do');
    expect(
      Object.fromEntries([...result.use.names].map(([key, names]) => [key, [...names]])),
    ).toEqual({
      Font: ['Fx'],
      XObject: ['Im0', 'Missing'],
      ExtGState: ['GS0'],
      ColorSpace: ['CS0'],
      Pattern: ['P0'],
      Shading: ['Sh0'],
      Properties: ['L0'],
    });
  });

  it('keeps what property lists may carry, and writes tags of its own as /Span', () => {
    const written = decodeLatin1(
      rewrite('/Hansen << /MCID 2 /ActualText (Secret) /E (Hansen) >> BDC EMC /P BMC EMC').bytes,
    );
    expect(written).toBe('/Span <</MCID 2>> BDC\nEMC\n/P BMC\nEMC\n');
  });

  it('drops a replacement text over a span that shows no glyph: what it stood for was removed', () => {
    const keepAll: RewriteOptions = { ...options, propertyList: (entries) => entries };
    const written = decodeLatin1(
      rewriteContent(
        encodeLatin1(
          '/Span << /ActualText <feff002d> >> BDC [(2721)] TJ EMC ' +
            '/Span << /ActualText <feff002b> >> BDC () Tj EMC',
        ),
        keepAll,
      ).bytes,
    );
    expect(written).toContain('/ActualText <feff002d>');
    expect(written).not.toContain('feff002b');
  });

  it('notes what each font shows, following the font through q and Q', () => {
    const result = rewrite('/A 1 Tf (ab) Tj q /B 1 Tf [(c) 5 (d)] TJ Q (e) Tj');
    const shown = (font: string) =>
      result.use.shown
        .get(font)!
        .map((bytes) => decodeLatin1(bytes))
        .join('');
    expect(shown('A')).toBe('abe');
    expect(shown('B')).toBe('cd');
  });
});
