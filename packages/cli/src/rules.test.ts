import { describe, expect, it } from 'vitest';
import { codeFor, requestedEntities, ZRules } from './rules';

describe('rules', () => {
  it('defaults to fast detection, no search, no codes, marks in the file applied', () => {
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

  it('has the fast engine look for the personal-data preset when the rules name none of its types', () => {
    const rules = (detection: object) => ZRules.parse({ detection });
    expect(requestedEntities(ZRules.parse({}), ['fast'])).toEqual(['PERSONAL_DATA']);
    expect(requestedEntities(rules({ entities: ['PERSON_S'] }), ['fast', 'standard'])).toEqual([
      'PERSON_S',
      'PERSONAL_DATA',
    ]);
    // With no types at all, the other engines look for every type they know, as before.
    expect(requestedEntities(ZRules.parse({}), ['fast', 'standard', 'advanced'])).toEqual([
      'PERSONAL_DATA',
      'ALL_STANDARD',
      'ALL_ADVANCED',
    ]);
  });

  it('sends the types the rules name as they are, when the fast engine has some', () => {
    const rules = ZRules.parse({ detection: { entities: ['PERSON', 'URL_F'] } });
    expect(requestedEntities(rules, ['fast', 'standard'])).toEqual(['PERSON', 'URL_F']);
    const all = ZRules.parse({ detection: { entities: ['ALL_FAST'] } });
    expect(requestedEntities(all, ['fast'])).toEqual(['ALL_FAST']);
  });
});
