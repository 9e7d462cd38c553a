import type { TDetectEventType } from '@workbench/contracts';
import { useEffect, useState } from 'react';
import { DETECTION_TIMING } from './detection-constants';
import { useDetectionStore, type StreamEvent } from './detection-store';

const { simulatedDelayMs, simulatedStep, simulatedCap } = DETECTION_TIMING;

const between = (range: { min: number; max: number }) =>
  range.min + Math.random() * (range.max - range.min);

/**
 * Before the first real progress the bar still moves (workspace §4): 1–2 percent every
 * 0.5–1.5 s, never past 99 nor past `cap`.
 */
export function useSimulatedProgress(isActive: boolean, cap: number = simulatedCap): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!isActive) return;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      timer = setTimeout(() => {
        setValue((current) => Math.min(simulatedCap, cap, current + between(simulatedStep)));
        step();
      }, between(simulatedDelayMs));
    };
    step();
    return () => clearTimeout(timer);
  }, [isActive, cap]);
  return Math.round(value);
}

const LASTING: readonly TDetectEventType[] = [
  'page_completed',
  'file_completed',
  'batch_completed',
];

/** The newest event, until 3 s have passed, unless it says a page, file or batch is done. */
export function useCurrentEvent(events: readonly StreamEvent[]): StreamEvent | null {
  const latest = events.at(-1) ?? null;
  const [clearedAt, setClearedAt] = useState<number | null>(null);
  useEffect(() => {
    if (latest === null || LASTING.includes(latest.eventType)) return;
    const timer = setTimeout(() => setClearedAt(latest.timestamp), DETECTION_TIMING.eventClearMs);
    return () => clearTimeout(timer);
  }, [latest]);
  return latest !== null && latest.timestamp !== clearedAt ? latest : null;
}

/** True for 0.5 s after the bar opens and after each `lock()`. */
export function useStopLock() {
  const [lockCount, setLockCount] = useState(1);
  const [releasedCount, setReleasedCount] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setReleasedCount(lockCount), DETECTION_TIMING.stopLockMs);
    return () => clearTimeout(timer);
  }, [lockCount]);
  return { isLocked: releasedCount < lockCount, lock: () => setLockCount((count) => count + 1) };
}

/**
 * Once the stream has ended the bar fades after 3 s, and all status is cleared 0.3 s later.
 * Answers whether the bar is fading out.
 */
export function useAutoHide(isStreaming: boolean): boolean {
  const [isHiding, setIsHiding] = useState(false);
  useEffect(() => {
    if (isStreaming) return;
    let clear: ReturnType<typeof setTimeout> | undefined;
    const hide = setTimeout(() => {
      setIsHiding(true);
      clear = setTimeout(
        () => useDetectionStore.getState().clearStatus(),
        DETECTION_TIMING.clearAfterHideMs,
      );
    }, DETECTION_TIMING.hideAfterMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(clear);
    };
  }, [isStreaming]);
  return isHiding;
}
