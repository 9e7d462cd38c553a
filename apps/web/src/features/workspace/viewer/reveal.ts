/**
 * Scrolls the viewer so that `element` shows at its top (`start`) or middle (`center`), and
 * horizontally just enough to bring it in. Only the viewer moves: `scrollIntoView` also scrolls
 * every scrolling ancestor, the window included, which pushed the header and toolbar out of
 * sight on each jump to a page or a mark.
 */
export function revealInViewer(element: Element, block: 'start' | 'center'): void {
  const viewer = element.closest<HTMLElement>('.multi-file-viewer');
  if (!viewer) return;
  const box = element.getBoundingClientRect();
  const frame = viewer.getBoundingClientRect();
  const top = box.top - (frame.top + viewer.clientTop);
  const centring = block === 'center' ? (viewer.clientHeight - box.height) / 2 : 0;
  viewer.scrollTop += top - Math.max(0, centring);
  const left = box.left - (frame.left + viewer.clientLeft);
  const right = left + box.width - viewer.clientWidth;
  if (left < 0) viewer.scrollLeft += left;
  else if (right > 0) viewer.scrollLeft += Math.min(left, right);
}
