import { describe, expect, it } from 'vitest';
import { QuoteFinder } from './quotes';

describe('QuoteFinder', () => {
  it('finds a string on token boundaries, in any case and spacing', () => {
    const finder = new QuoteFinder(['Kari Nordmann', 'Tech', 'Espace']);
    expect(finder.quotes('Saksbehandler: KARI  NORDMANN.')).toBe(true);
    expect(finder.quotes('kari\nnordmann')).toBe(true);
    expect(finder.quotes('Technical report')).toBe(false);
    expect(finder.quotes('begincodespacerange')).toBe(false);
    expect(finder.quotes('(Tech)')).toBe(true);
    expect(finder.quotes('mailto:kari.nordmann@example.no')).toBe(false);
  });

  it('finds a string that itself ends in punctuation or an address inside a link', () => {
    const finder = new QuoteFinder(['kari.nordmann@example.no', '+47 912 34 567']);
    expect(finder.ranges('mailto:kari.nordmann@example.no?subject=x')).toEqual([[7, 31]]);
    expect(finder.quotes('Tlf:+4791234567')).toBe(true);
  });

  it('finds names in scripts written without spaces anywhere in a run', () => {
    const finder = new QuoteFinder(['王小明', '山田太郎']);
    expect(finder.quotes('申请人王小明先生')).toBe(true);
    expect(finder.quotes('氏名：山田太郎様')).toBe(true);
  });

  it('replaces every quoted range and merges overlapping ones', () => {
    const finder = new QuoteFinder(['Kari Nordmann', 'Nordmann', 'Oslo']);
    expect(finder.replace('Kari Nordmann, Oslo; Osloveien', '[redacted]')).toBe(
      '[redacted], [redacted]; Osloveien',
    );
  });

  it('ignores strings too short to be told from chance', () => {
    const finder = new QuoteFinder(['ab', '  ']);
    expect(finder.isEmpty).toBe(true);
    expect(finder.ranges('ab ab')).toEqual([]);
  });

  it('reads quotes as a person does: invisible characters and compatibility forms do not count', () => {
    const finder = new QuoteFinder(['Secret Name Hansen', 'Hansen']);
    expect(finder.quotedIn('Call Se\u00adcret Na\u00adme Han\u00adsen')).toEqual(
      new Set(['Secret Name Hansen', 'Hansen']),
    );
    expect(finder.quotes('Ha\u200bn\u200dsen, today')).toBe(true);
    expect(finder.quotes('Ｈａｎｓｅｎ')).toBe(true);
    // A format character between two letters does not make a boundary.
    expect(finder.quotes('Hansen\u00adberg')).toBe(false);
    expect(finder.replace('To Han\u00adsen.', '[redacted]')).toBe('To [redacted].');
  });

  it('matches binary data without word boundaries: a DER tag byte follows each string', () => {
    const finder = new QuoteFinder(['Hansen']);
    expect(finder.quotes('\u0013\u0012Secret Name Hansen1\u000b0\t', true)).toBe(true);
    expect(finder.quotes('Secret Name Hansen1 in text', true)).toBe(false);
    // Glyph codes drawn by content are no string values: their bytes are codes, not data.
    expect(finder.quotes('\u0013\u0012Secret Name Hansen1\u000b0\t')).toBe(false);
  });
});
