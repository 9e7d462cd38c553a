import { describe, expect, it } from 'vitest';
import { patternType } from './SearchTermsTab';

describe('patternType', () => {
  it('prefers AI, then case-sensitive, else normal', () => {
    expect(patternType(true, true)).toBe('ai_search');
    expect(patternType(false, true)).toBe('case_sensitive');
    expect(patternType(false, false)).toBe('normal');
  });
});
