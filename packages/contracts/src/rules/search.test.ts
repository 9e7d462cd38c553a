import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import { ZBanWord, ZSearchPatternInput, ZSearchQuery } from './search';

describe('ZSearchQuery', () => {
  it('accepts 1 and 500 characters, refuses 0 and 501', () => {
    expect(firstIssue(ZSearchQuery, 'a')).toBeNull();
    expect(firstIssue(ZSearchQuery, 'a'.repeat(500))).toBeNull();
    expect(firstIssue(ZSearchQuery, '')).toBe('Search query cannot be empty');
    expect(firstIssue(ZSearchQuery, 'a'.repeat(501))).toBe(
      'Search query must be at most 500 characters',
    );
  });
  it('refuses whitespace only', () => {
    expect(firstIssue(ZSearchQuery, '   ')).toBe('Search term cannot be empty');
  });
});

describe('ZSearchPatternInput', () => {
  const pattern = (pattern_text: string, pattern_type = 'normal') => ({
    pattern_text,
    pattern_type,
  });
  it('accepts 1 and 200 characters after trimming, refuses empty and 201', () => {
    expect(firstIssue(ZSearchPatternInput, pattern('x'))).toBeNull();
    expect(firstIssue(ZSearchPatternInput, pattern(` ${'x'.repeat(200)} `))).toBeNull();
    expect(firstIssue(ZSearchPatternInput, pattern(''))).toBe('Search pattern cannot be empty');
    expect(firstIssue(ZSearchPatternInput, pattern('   '))).toBe('Search pattern cannot be empty');
    expect(firstIssue(ZSearchPatternInput, pattern('x'.repeat(201)))).toBe(
      'Search pattern must be at most 200 characters',
    );
  });
  it('knows the four pattern types and defaults to normal', () => {
    expect(ZSearchPatternInput.parse({ pattern_text: 'Oslo' }).pattern_type).toBe('normal');
    expect(firstIssue(ZSearchPatternInput, pattern('Oslo', 'fuzzy'))).toBe(
      'Pattern type must be normal, case_sensitive, ai_search, regex or whole_word',
    );
  });
  it('refuses control characters, in any pattern type', () => {
    for (const type of ['normal', 'regex']) {
      expect(firstIssue(ZSearchPatternInput, pattern('Ola\u0000Nordmann', type))).toBe(
        'Search pattern cannot hold control characters (such as NUL, a tab or a line break)',
      );
    }
    expect(firstIssue(ZSearchPatternInput, pattern('Ola\tNordmann'))).not.toBeNull();
  });
  it('refuses a regex that does not compile', () => {
    expect(firstIssue(ZSearchPatternInput, pattern('\\d{11}', 'regex'))).toBeNull();
    expect(firstIssue(ZSearchPatternInput, pattern('(\\d{11}', 'regex'))).toBe(
      'Invalid regular expression',
    );
  });
});

describe('ZBanWord', () => {
  it('trims and lowercases', () => {
    expect(ZBanWord.parse('  Ålesund ')).toBe('ålesund');
  });
  it('accepts 1 and 100 characters, refuses empty and 101', () => {
    expect(firstIssue(ZBanWord, 'a')).toBeNull();
    expect(firstIssue(ZBanWord, 'a'.repeat(100))).toBeNull();
    expect(firstIssue(ZBanWord, '  ')).toBe('Word cannot be empty');
    expect(firstIssue(ZBanWord, 'a'.repeat(101))).toBe('Word must be at most 100 characters');
  });
  it('refuses control characters', () => {
    for (const word of ['ola\u0000', 'ola\nnordmann']) {
      expect(firstIssue(ZBanWord, word), word).toBe(
        'Word cannot hold control characters (such as NUL, a tab or a line break)',
      );
    }
  });
});
