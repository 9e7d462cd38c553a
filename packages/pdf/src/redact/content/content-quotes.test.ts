import { describe, expect, it } from 'vitest';
import { withoutQuotingEntries } from './content-quotes';

const cut = (content: string, needles: string[]) => {
  const { bytes, count } = withoutQuotingEntries(Buffer.from(content, 'latin1'), needles);
  return { text: Buffer.from(bytes).toString('latin1'), count };
};

describe('withoutQuotingEntries', () => {
  it('removes /ActualText, /Alt and /E entries that quote a needle, literal or hex, and keeps others', () => {
    const content =
      '/Span<</ActualText(Kari Nordmann)>>BDC q EMC /Figure<</Alt (A map)>>BDC EMC ' +
      '/Span<</E <FEFF004B006100720069>>>BDC EMC';
    expect(cut(content, ['Kari Nordmann', 'Kari'])).toEqual({
      text: '/Span<< >>BDC q EMC /Figure<</Alt (A map)>>BDC EMC /Span<< >>BDC EMC',
      count: 2,
    });
  });

  it("removes a pagination artifact's /Contents that quotes a needle (a running footer's text)", () => {
    const footer = Buffer.from('Prepared with Konsultant', 'utf16le').swap16().toString('hex');
    const content =
      `/Artifact<</Type/Pagination/Subtype/Footer/Contents<FEFF${footer}>>>BDC q /Fm1 Do Q EMC ` +
      '/Artifact<</Type/Pagination/Contents(Page 2)>>BDC EMC';
    expect(cut(content, ['Konsultant'])).toEqual({
      text: '/Artifact<</Type/Pagination/Subtype/Footer >>BDC q /Fm1 Do Q EMC /Artifact<</Type/Pagination/Contents(Page 2)>>BDC EMC',
      count: 1,
    });
  });

  it('leaves look-alike names and content without the needle untouched', () => {
    const content = '/Alternate (Kari) /ActualTextX (Kari) BT (Kari) Tj ET';
    expect(cut(content, ['Kari'])).toEqual({ text: content, count: 0 });
  });
});
