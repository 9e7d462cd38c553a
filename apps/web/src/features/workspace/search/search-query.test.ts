import { describe, expect, it } from 'vitest';
import {
  checkTerm,
  patternTypeOf,
  queryKey,
  queryOfPattern,
  termsOfInput,
  TOO_LONG_MESSAGE,
} from './search-query';

describe('the search input', () => {
  it('takes one term per line for a plain search, trimmed, blank lines and repeats dropped', () => {
    expect(termsOfInput('  Kari Nordmann \n\n Oslo\r\nOslo\n   ', false)).toEqual([
      'Kari Nordmann',
      'Oslo',
    ]);
  });

  it('takes the whole text as one question for AI search', () => {
    expect(termsOfInput(' Where is health\nmentioned? ', true)).toEqual([
      'Where is health\nmentioned?',
    ]);
  });

  it('submits nothing for whitespace alone', () => {
    expect(termsOfInput(' \n\t \n', false)).toEqual([]);
    expect(termsOfInput('   ', true)).toEqual([]);
  });

  it('accepts 1 to 500 characters and names the schema message past that', () => {
    expect(checkTerm('a')).toBeNull();
    expect(checkTerm('a'.repeat(500))).toBeNull();
    expect(checkTerm('a'.repeat(501))).toEqual({
      kind: 'invalidQuery',
      message: TOO_LONG_MESSAGE,
    });
  });
});

describe('saved patterns', () => {
  it('map each pattern type to the flags it searches with, and back', () => {
    for (const type of ['normal', 'case_sensitive', 'ai_search', 'regex'] as const) {
      const query = queryOfPattern({ pattern_text: 'x', pattern_type: type });
      expect(patternTypeOf(query)).toBe(type);
    }
    expect(queryOfPattern({ pattern_text: 'Kari', pattern_type: 'case_sensitive' })).toEqual({
      term: 'Kari',
      caseSensitive: true,
      isAiSearch: false,
    });
  });

  it('keeps a regex apart from the same text searched plainly', () => {
    const plain = queryOfPattern({ pattern_text: 'a.b', pattern_type: 'normal' });
    const regex = queryOfPattern({ pattern_text: 'a.b', pattern_type: 'regex' });
    expect(queryKey(plain)).not.toBe(queryKey(regex));
  });
});
