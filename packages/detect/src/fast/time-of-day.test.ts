import { describe, expect, it } from 'vitest';
import { findTimes, isValidTime } from './time-of-day';

describe('isValidTime', () => {
  it('checks 24-hour and 12-hour clocks', () => {
    expect(isValidTime(23, 59, 59)).toBe(true);
    expect(isValidTime(24, 0)).toBe(false);
    expect(isValidTime(12, 60)).toBe(false);
    expect(isValidTime(12, 0, 0, true)).toBe(true);
    expect(isValidTime(13, 0, 0, true)).toBe(false);
    expect(isValidTime(0, 0, 0, true)).toBe(false);
  });
});

describe('findTimes', () => {
  it('puts the span on the time, not on "kl."', () => {
    const text = 'Oppmøte kl. 08.15 i resepsjonen';
    const [time] = findTimes(text);
    expect(text.slice(time!.start, time!.end)).toBe('08.15');
  });

  it('does not read ratios or map scales with more digits as times', () => {
    expect(findTimes('målestokk 1:50000 og forholdet 3:1')).toEqual([]);
  });
});
