import { describe, expect, it } from 'vitest';
import { daysInMonth, hasValidMod11, isValidDate, isValidLuhn, mod11CheckDigit } from './checksums';

describe('mod11CheckDigit', () => {
  it('computes the organisasjonsnummer check digit of 923609016', () => {
    expect(mod11CheckDigit('92360901', [3, 2, 7, 6, 5, 4, 3, 2])).toBe(6);
    expect(hasValidMod11('923609016', [3, 2, 7, 6, 5, 4, 3, 2])).toBe(true);
    expect(hasValidMod11('923609017', [3, 2, 7, 6, 5, 4, 3, 2])).toBe(false);
  });

  it('gives 0 for a sum divisible by 11 and nothing for remainder 1', () => {
    // 5·1 + 6·1 = 11 → 0; 5·1 + 6·2 = 17, 17 mod 11 = 6 → 5; 1·1 = 1 → invalid.
    expect(mod11CheckDigit('11', [5, 6])).toBe(0);
    expect(mod11CheckDigit('12', [5, 6])).toBe(5);
    expect(mod11CheckDigit('1', [1])).toBeUndefined();
  });
});

describe('isValidLuhn', () => {
  it('accepts well-known test card numbers and rejects a changed digit', () => {
    expect(isValidLuhn('4111111111111111')).toBe(true);
    expect(isValidLuhn('378282246310005')).toBe(true);
    expect(isValidLuhn('4111111111111112')).toBe(false);
  });
});

describe('isValidDate', () => {
  it('knows month lengths and Gregorian leap years', () => {
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(2023, 13, 1)).toBe(false);
    expect(isValidDate(2023, 1, 0)).toBe(false);
  });
});
