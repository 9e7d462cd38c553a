import { useEffect, useState } from 'react';
import { measureTarget, onLayoutChange } from './measure-target';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import { isSameRect, type Rect } from './tutorial-geometry';

/**
 * Follows the step's target for the spotlight: first measured after 100 ms, then again every
 * 100 ms and on resize or scroll, as the target may appear late (after a route change) or move.
 * `isMissing` turns true when there is still no target 3 s after the step showed.
 */
export function useTargetRect(selector: string | null): { rect: Rect | null; isMissing: boolean } {
  const [rect, setRect] = useState<Rect | null>(null);
  const [hasWaited, setHasWaited] = useState(false);

  useEffect(() => {
    if (selector === null) return;
    const update = () => {
      const next = measureTarget(selector);
      setRect((current) => (isSameRect(current, next) ? current : next));
    };
    let poll: ReturnType<typeof setInterval> | undefined;
    let offLayout = () => {};
    const first = setTimeout(() => {
      update();
      poll = setInterval(update, TUTORIAL_TIMINGS.spotlightDelay);
      offLayout = onLayoutChange(update);
    }, TUTORIAL_TIMINGS.spotlightDelay);
    const giveUp = setTimeout(() => {
      setHasWaited(true);
      // Tutorial errors are console-only (spec §8).
      if (measureTarget(selector) === null) {
        console.warn('Tutorial: target element not found', selector);
      }
    }, TUTORIAL_TIMINGS.targetWait);
    return () => {
      clearTimeout(first);
      clearTimeout(giveUp);
      clearInterval(poll);
      offLayout();
    };
  }, [selector]);

  return { rect, isMissing: selector !== null && hasWaited && rect === null };
}
