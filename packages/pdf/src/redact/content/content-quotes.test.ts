import { describe, expect, it } from 'vitest';
import { decodeLatin1, encodeLatin1, encodeUtf16, toHex } from '../../bytes/bytes';
import { withoutQuotingEntries } from './content-quotes';

const cut = (content: string, needles: string[]) => {
  const { bytes, count } = withoutQuotingEntries(encodeLatin1(content), needles);
  return { text: decodeLatin1(bytes), count };
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
    const footer = toHex(encodeUtf16('Prepared with Konsultant', 'be'));
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
