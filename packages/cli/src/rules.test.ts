import { describe, expect, it } from 'vitest';
import { codeFor, ZRules } from './rules';

describe('rules', () => {
  it('defaults to fast detection of every type, no search, no codes, marks in the file applied', () => {
    expect(ZRules.parse({})).toEqual({
      detection: { engines: ['fast'], entities: [], threshold: 0.5 },
      search: { terms: [], patterns: [], case_sensitive: false, whole_word: false },
      codes: {},
      remove_images: false,
      existing_marks: 'apply',
    });
  });

  it("gives an area its type's code, else the catch-all", () => {
    const rules = ZRules.parse({ codes: { PERSON: 'offl. § 13', '*': 'offl. § 24' } });
    expect(codeFor(rules, 'PERSON')).toBe('offl. § 13');
    expect(codeFor(rules, 'SEARCH')).toBe('offl. § 24');
    expect(codeFor(ZRules.parse({}), 'PERSON')).toBeUndefined();
  });

  it('refuses unknown keys, engines and thresholds out of range', () => {
    expect(ZRules.safeParse({ detect: {} }).success).toBe(false);
    expect(ZRules.safeParse({ detection: { engines: ['magic'] } }).success).toBe(false);
    expect(ZRules.safeParse({ detection: { threshold: 1.5 } }).success).toBe(false);
  });
});
