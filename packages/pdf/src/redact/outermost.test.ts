import { describe, expect, it } from 'vitest';
import { outermost } from './redact-pages';

const box = (x0: number, y0: number, x1: number, y1: number, code?: string) => ({
  x0,
  y0,
  x1,
  y1,
  code,
});

describe('outermost', () => {
  it('draws a whole page alone, not the marks under it, and keeps areas side by side', () => {
    const page = box(0, 0, 595, 842, 'offl. § 13');
    const name = box(100, 100, 180, 112, 'offl. § 26 femte ledd');
    const outside = box(600, 10, 700, 20);
    expect(outermost([name, page, outside])).toEqual([page, outside]);
    // Overlapping but neither inside the other: both drawn.
    const a = box(0, 0, 50, 10);
    const b = box(40, 0, 90, 10);
    expect(outermost([a, b])).toEqual([a, b]);
  });

  it('draws the first of two equal areas', () => {
    const first = box(1, 1, 5, 5, 'A');
    const second = box(1, 1, 5, 5, 'B');
    expect(outermost([first, second])).toEqual([first]);
  });
});
