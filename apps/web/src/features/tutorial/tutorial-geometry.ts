import { TUTORIAL_GEOMETRY, TUTORIAL_LIMITS, TUTORIAL_TIMINGS } from './tutorial-constants';
import type { StepPosition } from './tutorial-types';

export type Rect = { top: number; left: number; width: number; height: number };
export type Point = { top: number; left: number };
/** The screen, and the step card's height when it has been laid out (250 px is assumed before). */
export type Viewport = { width: number; height: number; cardHeight?: number };

const { cardWidth, edgeMargin, targetGap, spotlightPadding } = TUTORIAL_GEOMETRY;
const heightOf = (viewport: Viewport) => viewport.cardHeight ?? TUTORIAL_GEOMETRY.cardHeight;

export function hasSize(rect: Rect | null): rect is Rect {
  return rect !== null && rect.width > 0 && rect.height > 0;
}

export function isSameRect(a: Rect | null, b: Rect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

/** Keeps a 400×250 card 20 px inside the viewport; on a smaller screen it hugs the top left. */
export function clampToViewport(point: Point, viewport: Viewport): Point {
  const maxLeft = Math.max(edgeMargin, viewport.width - cardWidth - edgeMargin);
  const maxTop = Math.max(edgeMargin, viewport.height - heightOf(viewport) - edgeMargin);
  return {
    left: Math.min(Math.max(point.left, edgeMargin), maxLeft),
    top: Math.min(Math.max(point.top, edgeMargin), maxTop),
  };
}

const OPPOSITE: Record<Exclude<StepPosition, 'center'>, Exclude<StepPosition, 'center'>> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** The area the card at `point` would cover of `box`. */
function coveredArea(point: Point, box: Rect, viewport: Viewport): number {
  const width = Math.min(cardWidth, viewport.width - 2 * edgeMargin);
  const across =
    Math.min(point.left + width, box.left + box.width) - Math.max(point.left, box.left);
  const down =
    Math.min(point.top + heightOf(viewport), box.top + box.height) - Math.max(point.top, box.top);
  return Math.max(0, across) * Math.max(0, down);
}

/**
 * Where the card goes for a target: beside it 20 px away on the step's side, or centred without
 * one. When that side has no room (a phone, a target at the screen's edge), the card takes the
 * opposite side, then below, above, right or left: the first that leaves the spotlight free, or
 * else the one that covers the least of it — the card never hides what it explains if it can
 * help it (issue 64).
 */
export function placeCard(target: Rect | null, position: StepPosition, viewport: Viewport): Point {
  const cardHeight = heightOf(viewport);
  if (target === null || position === 'center') {
    return clampToViewport(
      { left: (viewport.width - cardWidth) / 2, top: (viewport.height - cardHeight) / 2 },
      viewport,
    );
  }
  const centredLeft = target.left + target.width / 2 - cardWidth / 2;
  const centredTop = target.top + target.height / 2 - cardHeight / 2;
  const points: Record<Exclude<StepPosition, 'center'>, Point> = {
    top: { left: centredLeft, top: target.top - cardHeight - targetGap },
    bottom: { left: centredLeft, top: target.top + target.height + targetGap },
    left: { left: target.left - cardWidth - targetGap, top: centredTop },
    right: { left: target.left + target.width + targetGap, top: centredTop },
  };
  const sides = [
    ...new Set([position, OPPOSITE[position], 'bottom', 'top', 'right', 'left'] as const),
  ];
  const spotlight = spotlightBox(target);
  let best: { point: Point; covered: number } | null = null;
  for (const side of sides) {
    const point = clampToViewport(points[side], viewport);
    const covered = coveredArea(point, spotlight, viewport);
    if (covered === 0) return point;
    if (best === null || covered < best.covered) best = { point, covered };
  }
  return best!.point;
}

/** The spotlight's box: the target with 8 px of room on every side. */
export function spotlightBox(target: Rect): Rect {
  return {
    top: target.top - spotlightPadding,
    left: target.left - spotlightPadding,
    width: target.width + spotlightPadding * 2,
    height: target.height + spotlightPadding * 2,
  };
}

/** Resolves after `ms`, or rejects when `signal` aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type StableOptions = {
  checks?: number;
  interval?: number;
  pause?: (ms: number) => Promise<void>;
};

/**
 * Measures the target up to 15 times, 100 ms apart, until it has a size and the same box on two
 * consecutive checks, as a page still laying out (or scrolling to it) moves it. A target that
 * never holds still is placed by its last box; one never found gives null, and the card is
 * centred.
 */
export async function waitForStableRect(
  measure: () => Rect | null,
  {
    checks = TUTORIAL_LIMITS.placementChecks,
    interval = TUTORIAL_TIMINGS.placementRetryInterval,
    pause = wait,
  }: StableOptions = {},
): Promise<Rect | null> {
  let previous: Rect | null = null;
  let lastSeen: Rect | null = null;
  for (let check = 1; check <= checks; check += 1) {
    const rect = measure();
    const current = hasSize(rect) ? rect : null;
    if (current !== null && isSameRect(current, previous)) return current;
    previous = current;
    lastSeen = current ?? lastSeen;
    if (check < checks) await pause(interval);
  }
  return lastSeen;
}
