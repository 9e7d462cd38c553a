import type { Browser, BrowserContext, Page } from '@playwright/test';
import { MB } from '../../packages/pdf/bench/measure';
import { formatMs, type Report } from '../../packages/pdf/bench/report';
import { measureMemory, openSessions } from './viewer-memory';
import { pageResources, scrollToEnd } from './viewer-probes';
import { openPdf, type Pdf } from './viewer-session';

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

type Sessions = Awaited<ReturnType<typeof openSessions>>;

/** One block of memory rows; `key` names the moment in the JSON line. */
async function memoryRows(
  report: Report,
  page: Page,
  sessions: Sessions,
  moment: { label: string; key: string; collectGarbage: boolean },
) {
  const memory = await measureMemory(sessions, moment.collectGarbage);
  const pages = await pageResources(page);
  const rows: [string, string, string, number][] = [
    ['JS heap, main thread', mb(memory.heapBytes), 'heap', memory.heapBytes / MB],
    [
      `JS heap, ${memory.workers} worker(s)`,
      mb(memory.workerHeapBytes),
      'worker_heap',
      memory.workerHeapBytes / MB,
    ],
    ['DOM nodes', String(memory.domNodes), 'dom_nodes', memory.domNodes],
    ['DOM heap (Blink)', mb(memory.domHeapBytes), 'dom_heap', memory.domHeapBytes / MB],
    [
      'page canvases holding pixels',
      `${pages.pageCanvases} (${mb(pages.pageCanvasBytes)})`,
      'page_canvases',
      pages.pageCanvases,
    ],
    [
      'other canvases holding pixels',
      String(pages.otherCanvases),
      'other_canvases',
      pages.otherCanvases,
    ],
    [
      'text-layer elements of idle pages',
      String(pages.idleTextLayerElements),
      'idle_text_layer',
      pages.idleTextLayerElements,
    ],
    [
      'renderer processes RSS',
      mb(memory.rendererRssBytes),
      'renderer_rss',
      memory.rendererRssBytes / MB,
    ],
  ];
  for (const [label, value, name, figure] of rows) {
    report.row(`${moment.label}: ${label}`, value, '', `viewer.${moment.key}.${name}`, figure);
  }
  report.record(`viewer.${moment.key}.workers`, memory.workers);
}

/**
 * Opens the PDF, scrolls through every page to the end, and reports memory after the first page
 * and at the end, before and after a forced garbage collection.
 */
export async function benchMemory(
  report: Report,
  browser: Browser,
  context: BrowserContext,
  pdf: Pdf,
): Promise<void> {
  const errors: string[] = [];
  const { page } = await openPdf(context, pdf, errors);
  const sessions = await openSessions(browser, page);
  report.section(`Memory: the ${pdf.pages}-page PDF scrolled to the end (one tab)`);
  await memoryRows(report, page, sessions, {
    label: 'page 1 + GC',
    key: 'first_page',
    collectGarbage: true,
  });
  const scroll = await scrollToEnd(page, pdf.pages);
  await memoryRows(report, page, sessions, { label: 'end', key: 'end', collectGarbage: false });
  await memoryRows(report, page, sessions, {
    label: 'end + GC',
    key: 'end_gc',
    collectGarbage: true,
  });
  report.row(
    'peak main-thread JS heap while scrolling',
    mb(scroll.peakHeapBytes),
    'performance.memory after each step',
    'viewer.scroll.peak_heap',
    scroll.peakHeapBytes / MB,
  );
  report.row(
    'most page canvases holding pixels at once',
    String(scroll.peakCanvases),
    '',
    'viewer.scroll.peak_canvases',
    scroll.peakCanvases,
  );
  report.row(
    'scrolling to the end',
    formatMs(scroll.ms),
    `${scroll.steps} steps of one viewport, each waiting for the pages in view to render`,
    'viewer.scroll.ms',
    scroll.ms,
  );
  report.row(
    'last page rendered; steps not settled in 10 s',
    `${scroll.lastPageRendered}; ${scroll.unsettled}`,
    '',
    'viewer.scroll.unsettled',
    scroll.unsettled,
  );
  if (errors.length > 0) report.row('page errors', String(errors.length), errors[0]!.slice(0, 200));
  await page.close();
}
