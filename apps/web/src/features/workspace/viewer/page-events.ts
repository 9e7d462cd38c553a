import { revealInViewer } from './reveal';

/**
 * Pages announce when they have rendered, so navigation can wait for its target (spec §2:
 * "navigating to a page waits until that page has rendered").
 */
const rendered = new Set<string>();
/** Pages that have rendered at least once, even if released since. */
const renderedOnce = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

const id = (fileKey: string, page: number) => `${fileKey}\u0000${page}`;

export function markRendered(fileKey: string, page: number) {
  const key = id(fileKey, page);
  rendered.add(key);
  renderedOnce.add(key);
  for (const resolve of waiting.get(key) ?? []) resolve();
  waiting.delete(key);
}

export function markReleased(fileKey: string, page: number) {
  rendered.delete(id(fileKey, page));
}

/**
 * Resolves once the page has rendered (or, with `once`, has rendered at some point), or after
 * `timeoutMs` so a caller never hangs.
 */
export function whenRendered(
  fileKey: string,
  page: number,
  timeoutMs = 10_000,
  once = false,
): Promise<void> {
  const key = id(fileKey, page);
  if (rendered.has(key) || (once && renderedOnce.has(key))) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.get(key)?.delete(done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    waiting.set(key, (waiting.get(key) ?? new Set()).add(done));
  });
}

export function pageElementId(fileKey: string, page: number): string {
  return `page-${fileKey}-${page}`;
}

/** Scrolls the page into view and waits until it has rendered. */
export async function goToPage(fileKey: string, page: number): Promise<void> {
  const element = document.getElementById(pageElementId(fileKey, page));
  if (element) revealInViewer(element, 'start');
  await whenRendered(fileKey, page);
}
