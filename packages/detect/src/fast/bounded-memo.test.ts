import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each key once and starts over when full', () => {
    const compute = vi.fn((key: string) => key.length);
    const memo = boundedMemo(2, compute);
    expect([memo('a'), memo('a'), memo('bb')]).toEqual([1, 1, 2]);
    expect(compute).toHaveBeenCalledTimes(2);
    memo('ccc');
    memo('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
