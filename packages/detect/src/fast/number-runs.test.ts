import { describe, expect, it } from 'vitest';
import { findNumberRuns, scanWindows } from './number-runs';

const layouts = (text: string): string[] =>
  findNumberRuns(text).flatMap((run) =>
    scanWindows(text, run, { maxGroups: 1, maxDigits: 20 }, (window) => window.layout),
  );

/** For each group of each run: whether currency or decimals touch it. */
const amountFlags = (text: string): boolean[] =>
  findNumberRuns(text).flatMap((run) =>
    scanWindows(text, run, { maxGroups: 1, maxDigits: 20 }, (window) => window.isAmount),
  );

describe('findNumberRuns', () => {
  it('joins digit groups separated by one space, dot or dash', () => {
    const text = 'konto 1234.56.78903, tlf 22 33 44 55 og 010190-12345';
    const runs = findNumberRuns(text).map((run) => text.slice(run.start, run.end));
    expect(runs).toEqual(['1234.56.78903', '22 33 44 55', '010190-12345']);
  });

  it('splits at double spaces and other punctuation', () => {
    const text = '12  34/56';
    expect(findNumberRuns(text).map((run) => text.slice(run.start, run.end))).toEqual([
      '12',
      '34',
      '56',
    ]);
  });

  it('skips digits glued to letters on either side', () => {
    expect(findNumberRuns('AB12345 12345kr x1')).toEqual([]);
  });

  it('marks money written with kr, NOK or decimals', () => {
    const amounts = ['kr 12345678', 'NOK 12 345 678', '12345678,50', '12345678,-', '12345678 kr'];
    for (const text of amounts) expect(amountFlags(text), text).toContain(true);
    expect(amountFlags('tlf 12345678')).toEqual([false]);
    // Øre have two digits: a comma before a longer number is a list, not decimals.
    expect(amountFlags('12345678,123456789')).toEqual([false, false]);
  });

  it('marks only the group the currency touches, not the whole run', () => {
    expect(amountFlags('kr 200 29027612383')).toEqual([true, false]);
    expect(amountFlags('29027612383 200 kr')).toEqual([false, true]);
    expect(amountFlags('1234.56.78903 kr')).toEqual([false, false, true]);
  });

  it('joins groups with an en dash and reads it as a hyphen', () => {
    const text = '010190–12345';
    const [run] = findNumberRuns(text);
    const [window] = scanWindows(text, run!, { maxGroups: 2, maxDigits: 11 }, (one) => one);
    expect(window).toMatchObject({ layout: '6-5', separator: '-', end: text.length });
  });

  it('records each group', () => {
    expect(layouts('1234.56.78903')).toEqual(['4', '2', '5']);
  });
});

describe('scanWindows', () => {
  it('offers the longest window first and moves past what it takes', () => {
    const text = '22 33 44 55 99 88 77 66';
    const [run] = findNumberRuns(text);
    const taken = scanWindows(text, run!, { maxGroups: 4, maxDigits: 8 }, (window) =>
      window.digits.length === 8 ? text.slice(window.start, window.end) : undefined,
    );
    expect(taken).toEqual(['22 33 44 55', '99 88 77 66']);
  });

  it('never splits a group, so nothing matches inside a longer digit string', () => {
    const text = '123456789012345';
    const [run] = findNumberRuns(text);
    const taken = scanWindows(text, run!, { maxGroups: 3, maxDigits: 20 }, (window) =>
      window.digits.length === 11 ? window : undefined,
    );
    expect(taken).toEqual([]);
  });

  it('reports the separator, or "mixed" when they differ', () => {
    const text = '1234.56 78903';
    const [run] = findNumberRuns(text);
    const [window] = scanWindows(text, run!, { maxGroups: 3, maxDigits: 11 }, (one) => one);
    expect(window).toMatchObject({ layout: '4-2-5', separator: 'mixed', digits: '12345678903' });
  });
});
