import { useRef, type PointerEvent, type RefObject } from 'react';
import type { Point } from './tutorial-geometry';

/**
 * Pointer handlers for the card's drag handle: the card follows the pointer, keeping the spot
 * where it was grabbed under it.
 */
export function useCardDrag(card: RefObject<HTMLElement | null>, onMove: (point: Point) => void) {
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const box = card.current?.getBoundingClientRect();
      if (box === undefined || event.button !== 0) return;
      event.preventDefault();
      grab.current = { dx: event.clientX - box.left, dy: event.clientY - box.top };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (grab.current === null) return;
      onMove({ left: event.clientX - grab.current.dx, top: event.clientY - grab.current.dy });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      grab.current = null;
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
        event.currentTarget.releasePointerCapture(event.pointerId);
      }
    },
  };
}
