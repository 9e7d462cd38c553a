import { describe, expect, it } from 'vitest';
import { widenToLine } from './ocr-geometry';

const word = (text: string, x0: number, x1: number, y0 = 100, y1 = 120) => ({
  text,
  x0,
  y0,
  x1,
  y1,
  confidence: 90,
});

describe('widenToLine', () => {
  it("widens every word by 15 % of the line's height, left, right and down", () => {
    const [kari, nordmann] = widenToLine([word('Kari', 100, 130), word('Nordmann', 150, 220)]);
    expect(kari).toMatchObject({ x0: 97, x1: 133, y0: 100, y1: 123 });
    expect(nordmann).toMatchObject({ x0: 147, x1: 223, y1: 123 });
  });

  it('stops at the middle of a narrow gap, so neighbours never overlap', () => {
    const [a, b] = widenToLine([word('a', 100, 110), word('b', 112, 130)]);
    expect(a!.x1).toBe(111);
    expect(b!.x0).toBe(111);
    expect(a!.x0).toBe(97);
  });

  it('keeps words that already touch or overlap as they are on that side', () => {
    const [a, b] = widenToLine([word('a', 100, 115), word('b', 112, 130)]);
    expect(a!.x1).toBe(115);
    expect(b!.x0).toBe(112);
  });

  it('never reaches left of the page', () => {
    expect(widenToLine([word('a', 1, 20)])[0]!.x0).toBe(0);
  });
});
