import { describe, expect, it } from 'vitest';
import { digest } from '../test/digest';
import {
  INFLATE_CHECKS,
  INFLATE_RECORD,
  inflateCheck,
  random,
  sampleText,
  type Inflation,
} from '../test/inflate-cases';
import { OutputLimitError } from './filter-decoders';
import { adler32, InflateDataError, inflateLenient } from './lenient-inflate';

function byUs(data: Uint8Array, wrapped: boolean, limit: number): Inflation {
  try {
    return inflateLenient(data, wrapped, limit);
  } catch (error) {
    if (error instanceof OutputLimitError) return 'limit';
    if (error instanceof InflateDataError) return 'data error';
    throw error;
  }
}

// The same inputs as the comparisons with Node's zlib in lenient-inflate.test.ts, fewer of them,
// checked against zlib's recorded outcomes: this file runs in Chromium too (engine-browser).
describe('inflateLenient (what Node’s zlib gave, as recorded)', () => {
  it.each(INFLATE_CHECKS)('%s', (check) => {
    expect(digest(inflateCheck(check, INFLATE_RECORD.streams, byUs))).toBe(
      INFLATE_RECORD.outcomes[check],
    );
  });

  it('computes Adler-32 as zlib does', () => {
    expect(adler32(sampleText(random(6), 100_000))).toBe(INFLATE_RECORD.adler32);
  });
});
