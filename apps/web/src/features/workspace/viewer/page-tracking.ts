import { useFilesStore } from '../files/files-store';
import { revealInViewer } from './reveal';

/** How long after a jump to a file the viewer's own scroll does not choose the current file. */
const JUMP_SETTLE_MS = 400;

let quietUntil = 0;

/** The page under the middle of the viewer: it becomes the current page, and its file current. */
export function trackCurrentPage(container: HTMLElement) {
  if (performance.now() < quietUntil) return;
  const bounds = container.getBoundingClientRect();
  const middle = bounds.top + bounds.height / 2;
  let best: { element: Element; distance: number } | undefined;
  for (const element of container.querySelectorAll('.pdf-page')) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom < bounds.top || rect.top > bounds.bottom) continue;
    const distance =
      rect.top <= middle && rect.bottom >= middle
        ? 0
        : Math.min(Math.abs(rect.top - middle), Math.abs(rect.bottom - middle));
    if (!best || distance < best.distance) best = { element, distance };
  }
  if (!best) return;
  const fileKey = best.element.getAttribute('data-file-key')!;
  const page = Number(best.element.getAttribute('data-page'));
  const files = useFilesStore.getState();
  if (files.pages[fileKey] !== page) files.setPage(fileKey, page);
  if (files.currentKey !== fileKey) files.setCurrent(fileKey);
}

/** How long a file just opened may take to lay out its pages before a jump to it gives up. */
const LAYOUT_WAIT_MS = 3_000;

/** Brings the file's page (else its panel) to the viewer's top; answers whether the page was there. */
function reveal(key: string, page: number): boolean {
  const escaped = CSS.escape(key);
  const pageElement = document.querySelector(
    `.pdf-page[data-file-key="${escaped}"][data-page="${page}"]`,
  );
  const panel = document.querySelector(`.file-panel[data-file-key="${escaped}"]`);
  const target = page === 1 ? (panel ?? pageElement) : (pageElement ?? panel);
  if (!target) return false;
  quietUntil = performance.now() + JUMP_SETTLE_MS;
  revealInViewer(target, 'start');
  return pageElement !== null;
}

/**
 * Makes a file current and brings it to the viewer's top, at the page it was read at. At once,
 * not awaited: a navigation that finished later could take the viewer back from where another
 * took it. A file just opened has no pages laid out yet, so the viewer could not scroll far enough:
 * it goes there again once they are, unless the viewer was moved meanwhile (by the user or another
 * navigation). The scroll's own settling does not choose the current file: under a short file the
 * viewer's middle lies in the next one (issue 64).
 */
export function goToFile(key: string): void {
  const files = useFilesStore.getState();
  files.setCurrent(key);
  const page = files.pages[key] ?? 1;
  if (reveal(key, page)) return;
  const viewer = document.querySelector<HTMLElement>('.multi-file-viewer');
  if (!viewer) return;
  const until = performance.now() + LAYOUT_WAIT_MS;
  let scrolled = viewer.scrollTop;
  const again = () => {
    const isMoved = Math.abs(viewer.scrollTop - scrolled) > 1;
    if (isMoved || performance.now() > until) return;
    if (useFilesStore.getState().currentKey !== key) return;
    const isLaidOut = reveal(key, page);
    scrolled = viewer.scrollTop;
    if (!isLaidOut) requestAnimationFrame(again);
  };
  requestAnimationFrame(again);
}
