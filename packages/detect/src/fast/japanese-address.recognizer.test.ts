import { describe, expect, it } from 'vitest';
import { createScanInput } from './recognizer';
import { japaneseAddressRecognizer } from './japanese-address.recognizer';

const found = (text: string) =>
  japaneseAddressRecognizer
    .find(createScanInput(text))
    .map((candidate) => text.slice(candidate.start, candidate.end));

describe('japaneseAddressRecognizer', () => {
  it('finds a postal code with the address after it, and an address a prefecture opens', () => {
    expect(found('現住所 〒100-0001 東京都千代田区千代田1-1-1')).toEqual([
      '〒100-0001 東京都千代田区千代田1-1-1',
    ]);
    expect(found('連絡先 〒 098-6758\n北海道稚内市宗谷岬')).toEqual([
      '〒 098-6758',
      '北海道稚内市宗谷岬',
    ]);
  });

  it('leaves a prefecture named in a sentence without a municipality, and other numbers', () => {
    expect(found('東京都の人口は多い。')).toEqual([]);
    expect(found('Tel 100-0001')).toEqual([]);
  });
});
