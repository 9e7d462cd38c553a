import { describe, expect, it, vi } from 'vitest';
import {
  clampToViewport,
  placeCard,
  spotlightBox,
  waitForStableRect,
  type Rect,
} from './tutorial-geometry';

const VIEWPORT = { width: 1280, height: 800 };
/** A 100×40 button in the middle of the screen. */
const TARGET: Rect = { top: 380, left: 590, width: 100, height: 40 };

describe('card placement', () => {
  it('puts the card 20 px from the target on the chosen side, centred along it', () => {
    expect(placeCard(TARGET, 'bottom', VIEWPORT)).toEqual({ top: 440, left: 440 });
    expect(placeCard(TARGET, 'top', VIEWPORT)).toEqual({ top: 110, left: 440 });
    expect(placeCard(TARGET, 'right', VIEWPORT)).toEqual({ top: 275, left: 710 });
    expect(placeCard(TARGET, 'left', VIEWPORT)).toEqual({ top: 275, left: 170 });
  });

  it('centres the card for a centre step or without a target', () => {
    expect(placeCard(TARGET, 'center', VIEWPORT)).toEqual({ top: 275, left: 440 });
    expect(placeCard(null, 'bottom', VIEWPORT)).toEqual({ top: 275, left: 440 });
  });

  it('keeps a 400×250 card 20 px inside the viewport, on a side where it hides nothing', () => {
    const corner: Rect = { top: 10, left: 1200, width: 60, height: 30 };
    expect(placeCard(corner, 'bottom', VIEWPORT)).toEqual({ top: 60, left: 860 });
    // No room above or to the right: the card goes below rather than over the target.
    expect(placeCard(corner, 'top', VIEWPORT)).toEqual({ top: 60, left: 860 });
    expect(placeCard(corner, 'right', VIEWPORT)).toEqual({ top: 20, left: 780 });
    const low: Rect = { top: 760, left: 5, width: 60, height: 30 };
    expect(placeCard(low, 'bottom', VIEWPORT)).toEqual({ top: 490, left: 20 });
    expect(placeCard(low, 'left', VIEWPORT)).toEqual({ top: 530, left: 85 });
  });

  it('on a phone, puts the card above or below a sidebar tab rather than over it', () => {
    const phone = { width: 390, height: 844 };
    const tab: Rect = { top: 560, left: 50, width: 40, height: 40 };
    const point = placeCard(tab, 'right', phone);
    expect(point.top + 250).toBeLessThanOrEqual(552);
    expect(placeCard({ ...tab, top: 150 }, 'right', phone).top).toBeGreaterThanOrEqual(198);
  });

  it('hugs the top left on a screen smaller than the card', () => {
    expect(clampToViewport({ top: 300, left: 300 }, { width: 360, height: 200 })).toEqual({
      top: 20,
      left: 20,
    });
  });

  it('gives the spotlight 8 px of room around the target', () => {
    expect(spotlightBox(TARGET)).toEqual({ top: 372, left: 582, width: 116, height: 56 });
  });
});

describe('waiting for a steady target', () => {
  const noPause = vi.fn(() => Promise.resolve());

  it('settles once the target has a size and the same box on two checks in a row', async () => {
    const boxes: (Rect | null)[] = [
      null,
      { ...TARGET, width: 0, height: 0 },
      { ...TARGET, top: 100 },
      { ...TARGET, top: 300 },
      TARGET,
      TARGET,
    ];
    const measure = vi.fn(() => boxes.shift() ?? null);
    await expect(waitForStableRect(measure, { pause: noPause })).resolves.toEqual(TARGET);
    expect(measure).toHaveBeenCalledTimes(6);
  });

  it('needs the two equal checks to be consecutive', async () => {
    const boxes: (Rect | null)[] = [TARGET, null, TARGET, TARGET];
    const measure = vi.fn(() => boxes.shift() ?? null);
    await waitForStableRect(measure, { pause: noPause });
    expect(measure).toHaveBeenCalledTimes(4);
  });

  it('gives up after 15 checks 100 ms apart, with null when the target never showed', async () => {
    const pause = vi.fn((_ms: number) => Promise.resolve());
    const measure = vi.fn(() => null);
    await expect(waitForStableRect(measure, { pause })).resolves.toBeNull();
    expect(measure).toHaveBeenCalledTimes(15);
    expect(pause).toHaveBeenCalledTimes(14);
    expect(pause.mock.calls.every(([ms]) => ms === 100)).toBe(true);
  });

  it('uses the last box of a target that never holds still', async () => {
    let top = 0;
    const measure = () => ({ ...TARGET, top: (top += 10) });
    await expect(waitForStableRect(measure, { pause: noPause })).resolves.toEqual({
      ...TARGET,
      top: 150,
    });
  });

  it('waits for real time between checks', async () => {
    vi.useFakeTimers();
    const boxes = [null, TARGET, TARGET];
    const measure = vi.fn(() => boxes.shift() ?? null);
    const result = waitForStableRect(measure);
    expect(measure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(measure).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toEqual(TARGET);
    vi.useRealTimers();
  });
});
