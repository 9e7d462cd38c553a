import { availableCodes, DEFAULT_EXEMPTION_SETTINGS } from '@workbench/contracts';
import { describe, expect, it } from 'vitest';
import { codeTyped } from './CodePicker';

const norwegian = availableCodes({ ...DEFAULT_EXEMPTION_SETTINGS, set: 'offentleglova' });
const foia = availableCodes({ ...DEFAULT_EXEMPTION_SETTINGS, set: 'foia' });

describe('a code found by typing', () => {
  it('finds a code by its number, with or without the section sign, and by its words', () => {
    expect(codeTyped(norwegian, '13')).toBe('offl. § 13 jf. fvl. § 13 første ledd nr. 1');
    expect(codeTyped(norwegian, '§14')).toBe('offl. § 14 første ledd');
    expect(codeTyped(norwegian, 'forretning')).toBe('offl. § 13 jf. fvl. § 13 første ledd nr. 2');
    expect(codeTyped(foia, 'b6')).toBe('(b)(6)');
  });

  it('finds nothing for nothing typed or a code that is not there', () => {
    expect(codeTyped(norwegian, '')).toBeUndefined();
    expect(codeTyped(norwegian, '999')).toBeUndefined();
  });
});
