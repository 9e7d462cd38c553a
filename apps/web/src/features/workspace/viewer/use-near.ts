import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `margin` of the scrolling `root`'s viewport: pages and
 * thumbnails draw only while near, and free their pixels when they leave.
 */
export function useNear(element: RefObject<Element | null>, root: Element | null, margin: string) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => setNear(entry?.isIntersecting ?? false),
      { root, rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, root, margin]);
  return near;
}
