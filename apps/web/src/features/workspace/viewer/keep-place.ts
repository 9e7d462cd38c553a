import { useLayoutEffect, useRef } from 'react';

/** Where the reader is: the page at the top of the viewer and how far down it the top lies. */
export interface Place {
  pageId: string;
  /** 0 at the page's top edge, 1 at its bottom. */
  fraction: number;
}

/** The page under the viewer's top edge and the share of it scrolled past; null with no pages. */
export function placeIn(container: HTMLElement): Place | null {
  const top = container.getBoundingClientRect().top;
  for (const element of container.querySelectorAll<HTMLElement>('.pdf-page')) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= top || rect.height <= 0) continue;
    return { pageId: element.id, fraction: Math.max(0, (top - rect.top) / rect.height) };
  }
  return null;
}

/** Scrolls `container` so that `place` is at its top edge again. */
export function restorePlace(container: HTMLElement, place: Place): void {
  const element = document.getElementById(place.pageId);
  if (!element || !container.contains(element)) return;
  const offset =
    element.getBoundingClientRect().top -
    container.getBoundingClientRect().top +
    place.fraction * element.getBoundingClientRect().height;
  container.scrollTop += offset;
}

/**
 * Keeps the reader's place when the pages change size (zoom, or the viewer's width): every page
 * grows or shrinks, so the same scroll offset would land pages earlier or later (page 40 became
 * 32, then 27). The place is noted as the user scrolls, once a frame, and put back at the top of
 * the viewer once the pages have their new size. Answers the handler the scroll event calls.
 */
export function useKeepPlace(container: HTMLElement | null, size: string): () => void {
  const place = useRef<Place | null>(null);
  const shownSize = useRef(size);
  const frame = useRef(0);

  useLayoutEffect(() => {
    if (shownSize.current === size) return;
    shownSize.current = size;
    if (container && place.current) restorePlace(container, place.current);
  }, [container, size]);

  return () => {
    if (!container || frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      place.current = placeIn(container);
    });
  };
}
