import { hasSize, type Rect, type Viewport } from './tutorial-geometry';

/** The target's box in the viewport, or null when it is absent or has no size (hidden). */
export function measureTarget(selector: string | null): Rect | null {
  if (selector === null) return null;
  const element = document.querySelector(selector);
  if (element === null) return null;
  const { top, left, width, height } = element.getBoundingClientRect();
  const rect = { top, left, width, height };
  return hasSize(rect) ? rect : null;
}

/** The screen's size, with the step card's height once it is laid out (its text wraps on a phone). */
export function currentViewport(): Viewport {
  const card = document.querySelector('.tutorial-card')?.getBoundingClientRect().height;
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  return card ? { ...viewport, cardHeight: card } : viewport;
}

/** Calls `listener` on resize, and on scroll of the page or of any scrolling container. */
export function onLayoutChange(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  window.addEventListener('scroll', listener, { capture: true, passive: true });
  return () => {
    window.removeEventListener('resize', listener);
    window.removeEventListener('scroll', listener, { capture: true });
  };
}
