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
 * at "Loading page…"), so a resize of either is checked again from the boxes themselves.
 */
export function useNear(element: RefObject<Element | null>, root: Element | null, margin: number) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(entry?.isIntersecting ?? false),
      { root, rootMargin: `${margin * 100}% 0px` },
    );
    observer.observe(target);
    let frame = 0;
    const recheck = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setNear(isNear(target, root, margin)));
    });
    recheck.observe(target);
    if (root) recheck.observe(root);
    return () => {
      observer.disconnect();
      recheck.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [element, root, margin]);
  return near;
}
