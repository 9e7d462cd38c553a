import { describe, expect, it } from 'vitest';
import { withoutQuotingEntries } from './content-quotes';

const cut = (content: string, needles: string[]) => {
  const { bytes, count } = withoutQuotingEntries(Buffer.from(content, 'latin1'), needles);
  return { text: bytes.toString('latin1'), count };
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

  it('leaves look-alike names and content without the needle untouched', () => {
    const content = '/Alternate (Kari) /ActualTextX (Kari) BT (Kari) Tj ET';
    expect(cut(content, ['Kari'])).toEqual({ text: content, count: 0 });
  });
});
