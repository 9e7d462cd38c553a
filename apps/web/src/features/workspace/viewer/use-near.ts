import { useEffect, useState, type RefObject } from 'react';

/** Whether `element` lies within `margin` root heights above or below the root's box. */
function isNear(element: Element, root: Element | null, margin: number): boolean {
  const box = element.getBoundingClientRect();
  const view = root ? root.getBoundingClientRect() : new DOMRect(0, 0, innerWidth, innerHeight);
  const reach = view.height * margin;
  return (
    box.bottom >= view.top - reach &&
    box.top <= view.bottom + reach &&
    box.right >= view.left &&
    box.left <= view.right
  );
}

/**
 * Whether the element is within `margin` (a multiple of the root's height) of the scrolling
 * `root`'s viewport: pages and thumbnails draw only while near, and free their pixels when they
 * leave. The intersection observer can miss a change when the element and the root are resized
 * together (a page redrawn at a new scale as the window narrows: seen in Chromium, a page left
 * at "Loading page…"), so a resize of either, and the end of each scroll, is checked again from
 * the boxes themselves.
 */
export function useNear(element: RefObject<Element | null>, root: Element | null, margin: number) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    // Entries come oldest first: the last says where the element is now.
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.at(-1)?.isIntersecting ?? false),
      { root, rootMargin: `${margin * 100}% 0px` },
    );
    observer.observe(target);
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setNear(isNear(target, root, margin)));
    };
    const recheck = new ResizeObserver(check);
    recheck.observe(target);
    if (root) recheck.observe(root);
    // And once each scroll has come to rest: a jump to a file while the viewer was being
    // resized (the Files tab on a phone) left a page visible but "far", at "Loading page…".
    const scroller = root ?? window;
    scroller.addEventListener('scrollend', check);
    return () => {
      observer.disconnect();
      recheck.disconnect();
      scroller.removeEventListener('scrollend', check);
      cancelAnimationFrame(frame);
    };
  }, [element, root, margin]);
  return near;
}
