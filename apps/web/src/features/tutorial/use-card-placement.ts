import { useEffect, useState } from 'react';
import { currentViewport, measureTarget, onLayoutChange } from './measure-target';
import { TUTORIAL_TIMINGS } from './tutorial-constants';
import {
  clampToViewport,
  placeCard,
  wait,
  waitForStableRect,
  type Point,
} from './tutorial-geometry';
import type { TutorialStep } from './tutorial-types';

function placementDelay(step: TutorialStep): number {
  return step.route === undefined
    ? TUTORIAL_TIMINGS.placementDelayWithoutRoute
    : TUTORIAL_TIMINGS.placementDelayWithRoute;
}

/**
 * Where the step card sits (spec §4). It is placed once its target holds still (or centred
 * when there is none), then follows resize and scroll, until the user drags it: from then on it
 * stays where they put it for the rest of the step. Mount it per step (key by step).
 */
export function useCardPlacement(step: TutorialStep) {
  const [position, setPosition] = useState<Point | null>(null);
  const [isDragged, setIsDragged] = useState(false);
  const isPlaced = position !== null;

  useEffect(() => {
    if (isDragged) return;
    const controller = new AbortController();
    const { signal } = controller;
    const measure = () => measureTarget(step.targetSelector);
    const place = async () => {
      await wait(placementDelay(step), signal);
      const pause = (ms: number) => wait(ms, signal);
      const rect =
        step.targetSelector === null ? null : await waitForStableRect(measure, { pause });
      if (rect === null && step.targetSelector !== null) {
        // Tutorial errors are console-only (spec §8).
        console.warn('Tutorial: no target to place the card by; centring it', step.targetSelector);
      }
      setPosition(placeCard(rect, step.position, currentViewport()));
    };
    place().catch(() => {
      // Aborted: the step changed or the card was dragged meanwhile.
    });
    return () => controller.abort();
  }, [step, isDragged]);

  useEffect(() => {
    if (!isPlaced || isDragged) return;
    return onLayoutChange(() =>
      setPosition(placeCard(measureTarget(step.targetSelector), step.position, currentViewport())),
    );
  }, [step, isPlaced, isDragged]);

  function moveTo(point: Point) {
    setIsDragged(true);
    setPosition(clampToViewport(point, currentViewport()));
  }

  return { position, moveTo };
}
