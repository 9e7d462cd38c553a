import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Box = { top: number; left: number; width: number; height: number };

/** Where the tutorial's targets sit in tests: jsdom lays nothing out. */
const TARGET_BOX: Box = { top: 100, left: 300, width: 120, height: 36 };

const NO_BOX: Box = { top: 0, left: 0, width: 0, height: 0 };

/**
 * Fakes the clock and gives every `data-tutorial` target TARGET_BOX; the card gets its assumed
 * 400×250 size where its style puts it when `withCard` is set. Undo with vi.restoreAllMocks and
 * vi.useRealTimers.
 */
export function fakeTutorialLayout({ withCard = false } = {}) {
  vi.useFakeTimers();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const { top, left } = (this as HTMLElement).style;
    const isCard = withCard && this.classList.contains('tutorial-card');
    const size = this.hasAttribute('data-tutorial')
      ? TARGET_BOX
      : isCard
        ? { top: parseFloat(top), left: parseFloat(left), width: 400, height: 250 }
        : NO_BOX;
    return { ...size, x: size.left, y: size.top, right: 0, bottom: 0, toJSON: () => size };
  });
}

/**
 * Lets `ms` pass in 10 ms slices: React renders what a slice changed before the next one, as
 * it would in a browser, so effects start their timers on time.
 */
export async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 10) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(10, ms - passed)));
  }
}
