import type { Page } from '@playwright/test';

/** How long one scroll step may wait for the pages in view to render before it moves on. */
const SETTLE_TIMEOUT_MS = 10_000;

type FirstPageMarks = { chosen: number; opened: number; rendered: number; painted: number };
type BenchWindow = Window & { firstPageMarks?: FirstPageMarks };
type PreciseMemory = Performance & { memory?: { usedJSHeapSize: number } };

/**
 * Starts watching for the first page, before the file is set on the input: `chosen` is the
 * input's change event, `opened` the first page's element (pdf.js has opened the document),
 * `rendered` its `data-rendered="true"` (canvas and text layer done), `painted` the frame after.
 */
export async function watchFirstPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const marks: FirstPageMarks = { chosen: 0, opened: 0, rendered: 0, painted: 0 };
    (window as BenchWindow).firstPageMarks = marks;
    document.addEventListener('change', () => (marks.chosen ||= performance.now()), {
      capture: true,
    });
    const observer = new MutationObserver(() => {
      if (!marks.opened && document.querySelector('.pdf-page[data-page="1"]')) {
        marks.opened = performance.now();
      }
      if (!document.querySelector('.pdf-page[data-page="1"][data-rendered="true"]')) return;
      observer.disconnect();
      marks.rendered = performance.now();
      requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now())));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-rendered'],
    });
  });
}

export type FirstPageTiming = { opened: number; rendered: number; painted: number };

/** Milliseconds from choosing the file to each mark of `watchFirstPage`. */
export async function firstPageTiming(page: Page): Promise<FirstPageTiming> {
  const handle = await page.waitForFunction(
    () => {
      const marks = (window as BenchWindow).firstPageMarks;
      return marks && marks.painted > 0 ? marks : null;
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const marks = (await handle.jsonValue()) as FirstPageMarks;
  return {
    opened: marks.opened - marks.chosen,
    rendered: marks.rendered - marks.chosen,
    painted: marks.painted - marks.chosen,
  };
}

export type ScrollResult = {
  ms: number;
  steps: number;
  /** Steps whose pages in view had not all rendered within SETTLE_TIMEOUT_MS. */
  unsettled: number;
  peakCanvases: number;
  peakHeapBytes: number;
  lastPageRendered: boolean;
};

/**
 * Scrolls the viewer down one viewport height at a time to the end; after each step it waits
 * until every page in view has rendered, as a reader would see them.
 */
export async function scrollToEnd(page: Page, lastPage: number): Promise<ScrollResult> {
  return page.evaluate(
    async ({ lastPage, timeoutMs }) => {
      const viewer = document.querySelector<HTMLElement>('.multi-file-viewer')!;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const inViewRendered = () => {
        const bounds = viewer.getBoundingClientRect();
        return [...viewer.querySelectorAll('.pdf-page')].every((element) => {
          const rect = element.getBoundingClientRect();
          const inView = rect.bottom > bounds.top && rect.top < bounds.bottom;
          return !inView || element.getAttribute('data-rendered') === 'true';
        });
      };
      // Page canvases holding pixels, by the rule of pageResources below.
      const liveCanvases = () =>
        [...document.querySelectorAll<HTMLCanvasElement>('.pdf-page canvas')].filter(
          (canvas) => canvas.width > 0 && !(canvas.width === 300 && canvas.height === 150),
        ).length;
      const result = { steps: 0, unsettled: 0, peakCanvases: 0, peakHeapBytes: 0 };
      const started = performance.now();
      for (;;) {
        const deadline = performance.now() + timeoutMs;
        do await frame();
        while (!inViewRendered() && performance.now() < deadline);
        if (!inViewRendered()) result.unsettled++;
        result.peakCanvases = Math.max(result.peakCanvases, liveCanvases());
        const heap = (performance as PreciseMemory).memory?.usedJSHeapSize ?? 0;
        result.peakHeapBytes = Math.max(result.peakHeapBytes, heap);
        if (viewer.scrollTop + viewer.clientHeight >= viewer.scrollHeight - 1) break;
        viewer.scrollTop += viewer.clientHeight;
        result.steps++;
      }
      const last = document.querySelector(`.pdf-page[data-page="${lastPage}"]`);
      return {
        ...result,
        ms: performance.now() - started,
        lastPageRendered: last?.getAttribute('data-rendered') === 'true',
      };
    },
    { lastPage, timeoutMs: SETTLE_TIMEOUT_MS },
  );
}

export type PageResources = {
  /** Page canvases holding pixels, and their bytes. */
  pageCanvases: number;
  pageCanvasBytes: number;
  /** Other canvases holding pixels (thumbnails, for instance). */
  otherCanvases: number;
  /** Elements left in the text layers of pages that are not rendered (released or never drawn). */
  idleTextLayerElements: number;
};

/**
 * What the pages hold. A released page's canvas is shrunk to 0×0; a page that never came near the
 * viewport keeps the untouched default 300×150 canvas, which has no backing store until drawn on.
 */
export async function pageResources(page: Page): Promise<PageResources> {
  return page.evaluate(() => {
    const live = [...document.querySelectorAll('canvas')].filter(
      (canvas) => canvas.width > 0 && !(canvas.width === 300 && canvas.height === 150),
    );
    const pageCanvases = live.filter((canvas) => canvas.closest('.pdf-page'));
    const idle = '.pdf-page:not([data-rendered="true"]) .textLayer *';
    return {
      pageCanvases: pageCanvases.length,
      pageCanvasBytes: pageCanvases.reduce(
        (sum, canvas) => sum + canvas.width * canvas.height * 4,
        0,
      ),
      otherCanvases: live.length - pageCanvases.length,
      idleTextLayerElements: document.querySelectorAll(idle).length,
    };
  });
}
