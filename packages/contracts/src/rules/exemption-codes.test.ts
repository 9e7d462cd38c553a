import { describe, expect, it } from 'vitest';
import { firstIssue } from '../test/first-issue';
import {
  availableCodes,
  CODE_SETS,
  DEFAULT_EXEMPTION_SETTINGS,
  defaultsForSet,
  suggestedDefaults,
  ZExemptionSettings,
} from './exemption-codes';

describe('exemption code sets', () => {
  it('offers the built-in offentleglova and FOIA sets', () => {
    const norwegian = CODE_SETS.offentleglova.map((entry) => entry.code);
    expect(norwegian).toContain('offl. § 13 jf. fvl. § 13 første ledd nr. 1');
    expect(norwegian).toContain('offl. § 24 andre ledd');
    expect(norwegian).toContain('offl. § 26 femte ledd');
    const foia = CODE_SETS.foia.map((entry) => entry.code);
    for (let number = 1; number <= 9; number++) expect(foia).toContain(`(b)(${number})`);
    expect(DEFAULT_EXEMPTION_SETTINGS.set).toBe('offentleglova');
  });

  it('offers the UK, Swedish and Danish acts, each in its own language', () => {
    const uk = CODE_SETS.uk_foia.map((entry) => entry.code);
    expect(uk).toEqual(expect.arrayContaining(['s. 40(2) FOIA', 's. 43 FOIA', 's. 21 FOIA']));
    const swedish = CODE_SETS.osl.find((entry) => entry.code === '26 kap. 1 § OSL');
    expect(swedish?.description).toBe('Socialtjänst: enskilds personliga förhållanden');
    const danish = CODE_SETS.offentlighedsloven.find((entry) => entry.code.endsWith('§ 30, nr. 1'));
    expect(danish?.description).toMatch(/^Enkeltpersoners private/);
    for (const [set, codes] of Object.entries(CODE_SETS)) {
      // A code is one line a redaction can be labelled with, listed once in its set.
      expect(new Set(codes.map((entry) => entry.code)).size, set).toBe(codes.length);
      const settings = { set, own_codes: codes, defaults: {} };
      expect(ZExemptionSettings.safeParse(settings).success, set).toBe(true);
    }
    expect(suggestedDefaults('uk_foia').PERSON).toBe('s. 40(2) FOIA');
    expect(suggestedDefaults('osl').EMAIL_ADDRESS).toBe('21 kap. 7 § OSL');
    expect(suggestedDefaults('offentlighedsloven').NO_FODSELSNUMMER).toBe(
      'offentlighedslovens § 30, nr. 1',
    );
  });

  it('gives personal data its usual ground by default, following a change of set', () => {
    const { defaults } = DEFAULT_EXEMPTION_SETTINGS;
    expect(defaults.PERSON).toBe('offl. § 13 jf. fvl. § 13 første ledd nr. 1');
    expect(defaults.NO_FODSELSNUMMER).toBe('offl. § 26 femte ledd');
    // Organisations, places and dates are no one's personal data.
    expect(defaults.ORGANIZATION).toBeUndefined();
    expect(defaults.LOCATION).toBeUndefined();
    for (const set of Object.keys(CODE_SETS) as (keyof typeof CODE_SETS)[]) {
      const codes = availableCodes({ set, own_codes: [], defaults: {} }).map((entry) => entry.code);
      for (const code of Object.values(suggestedDefaults(set))) expect(codes).toContain(code);
    }
    expect(suggestedDefaults('foia').NO_FODSELSNUMMER).toBe('(b)(6)');
    expect(suggestedDefaults('none')).toEqual({});

    // A default the user chose stays; the set's own suggestions follow the set.
    const chosen = {
      ...DEFAULT_EXEMPTION_SETTINGS,
      defaults: { ...defaults, EMAIL_ADDRESS: 'Eget' },
    };
    const foia = defaultsForSet(chosen, 'foia');
    expect(foia.PERSON).toBe('(b)(6)');
    expect(foia.EMAIL_ADDRESS).toBe('Eget');
    expect(defaultsForSet({ ...chosen, set: 'foia', defaults: foia }, 'none')).toEqual({
      EMAIL_ADDRESS: 'Eget',
    });
    // From no set, the new set's suggestions fill the types left without a default.
    const fromNone = defaultsForSet(
      { set: 'none', own_codes: [], defaults: { PERSON: 'X' } },
      'foia',
    );
    expect(fromNone.PERSON).toBe('X');
    expect(fromNone.EMAIL_ADDRESS).toBe('(b)(6)');
  });

  it("lists the set's codes, then the user's own not already in it", () => {
    const own = [
      { code: '(b)(6)', description: 'again' },
      { code: 'Intern', description: '' },
    ];
    const codes = availableCodes({ set: 'foia', own_codes: own, defaults: {} });
    expect(codes.map((entry) => entry.code).slice(-2)).toEqual(['(b)(9)', 'Intern']);
    expect(codes.filter((entry) => entry.code === '(b)(6)')).toHaveLength(1);
    expect(availableCodes({ set: 'none', own_codes: own, defaults: {} })).toHaveLength(2);
  });

  it('refuses empty, multi-line, overlong and repeated codes and unknown sets', () => {
    const valid = { set: 'none', own_codes: [{ code: ' A ' }], defaults: { PERSON: 'A' } };
    expect(ZExemptionSettings.parse(valid).own_codes).toEqual([{ code: 'A', description: '' }]);
    const refused = [
      { ...valid, own_codes: [{ code: '  ' }] },
      { ...valid, own_codes: [{ code: 'a\nb' }] },
      { ...valid, own_codes: [{ code: 'x'.repeat(81) }] },
      { ...valid, own_codes: [{ code: 'A' }, { code: 'A' }] },
      { ...valid, defaults: { PERSON: '' } },
      { ...valid, set: 'gdpr' },
    ];
    for (const settings of refused)
      expect(ZExemptionSettings.safeParse(settings).success).toBe(false);
  });

  it('names control characters in a code or an entity type', () => {
    const valid = { set: 'none', own_codes: [], defaults: {} };
    expect(firstIssue(ZExemptionSettings, { ...valid, own_codes: [{ code: 'A\u0000' }] })).toBe(
      'A code cannot hold control characters (such as NUL, a tab or a line break)',
    );
    expect(firstIssue(ZExemptionSettings, { ...valid, defaults: { 'PER\u0000SON': 'A' } })).toBe(
      'An entity type cannot hold control characters (such as NUL, a tab or a line break)',
    );
  });
});
