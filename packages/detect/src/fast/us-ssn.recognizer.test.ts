import { describe, expect, it } from 'vitest';
import { createScanInput } from './recognizer';
import { usSsnRecognizer } from './us-ssn.recognizer';

const found = (text: string) =>
  usSsnRecognizer
    .find(createScanInput(text))
    .map((candidate) => text.slice(candidate.start, candidate.end));

describe('usSsnRecognizer', () => {
  it('finds a social security number by its printed form, without a label', () => {
    expect(found('Anastasia Hodges\n554-03-0876\n200 2nd Street NE')).toEqual(['554-03-0876']);
  });

  it('leaves numbers never issued, phones and longer runs', () => {
    for (const text of [
      '000-12-3456',
      '666-12-3456',
      '912-70-3456',
      '554-00-0876',
      '554-03-0000',
    ]) {
      expect(found(text)).toEqual([]);
    }
    expect(found('Call 555-123-4567')).toEqual([]);
    expect(found('Ref 1554-03-0876-2')).toEqual([]);
  });
});
