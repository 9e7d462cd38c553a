import { describe, expect, it } from 'vitest';
import { fitsKind } from './field-kinds';

describe('a phone column’s value', () => {
  it('is a number people dial, not a date or a number run into one', () => {
    expect(fitsKind('phone', '(918) 307-9151')).toBe(true);
    expect(fitsKind('phone', '+47 22 33 44 55')).toBe(true);
    expect(fitsKind('phone', '- 2014/08/20')).toBe(false);
    expect(fitsKind('phone', '(918) 307-9151 2014/12/22')).toBe(false);
    expect(fitsKind('phone', '20.08.2014')).toBe(false);
  });
});
