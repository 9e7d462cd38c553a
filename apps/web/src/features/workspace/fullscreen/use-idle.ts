import { useEffect, useState } from 'react';

/**
 * True once nothing has moved, been touched or typed for `delayMs` inside `element`; any
 * activity makes it false again. While `held` (the pointer rests on the toolbar) it stays false.
 */
export function useIdle(element: HTMLElement | null, delayMs: number, held: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!element || held) return;
    let timer = setTimeout(() => setIdle(true), delayMs);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), delayMs);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    for (const name of events) element.addEventListener(name, wake, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of events) element.removeEventListener(name, wake);
    };
  }, [element, delayMs, held]);
  return idle && !held;
}
