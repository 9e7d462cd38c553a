import type { Browser, CDPSession, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

export type MemoryFigures = {
  /** V8 heap of the page's main thread. */
  heapBytes: number;
  /** Blink's own heap (DOM nodes and other engine objects) on the main thread. */
  domHeapBytes: number;
  domNodes: number;
  /** V8 heaps of the page's workers (pdf.js parses and renders in one per open document). */
  workerHeapBytes: number;
  workers: number;
  /** Resident memory of the renderer processes: all of the above, plus the canvases' pixels. */
  rendererRssBytes: number;
};

type HeapUsage = { usedSize: number; embedderHeapUsedSize: number };

/** Memory of the only open tab, from the DevTools protocol, optionally after forced GCs. */
export async function measureMemory(
  sessions: { browser: CDPSession; page: CDPSession },
  collectGarbage: boolean,
): Promise<MemoryFigures> {
  if (collectGarbage) await sessions.page.send('HeapProfiler.collectGarbage');
  const main = (await sessions.page.send('Runtime.getHeapUsage')) as HeapUsage;
  await sessions.page.send('Performance.enable');
  const { metrics } = await sessions.page.send('Performance.getMetrics');
  return {
    heapBytes: main.usedSize,
    domHeapBytes: main.embedderHeapUsedSize,
    domNodes: metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0,
    ...(await workerHeaps(sessions.browser, collectGarbage)),
    rendererRssBytes: await rendererRss(sessions.browser),
  };
}

/**
 * Sums the V8 heaps of every worker. Playwright gives no CDP session for a worker, so each is
 * attached from the browser session and spoken to through Target.sendMessageToTarget.
 */
async function workerHeaps(browser: CDPSession, collectGarbage: boolean) {
  const { targetInfos } = await browser.send('Target.getTargets');
  const workers = targetInfos.filter((info) => info.type === 'worker');
  let total = 0;
  for (const target of workers) {
    const { sessionId } = await browser.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: false,
    });
    if (collectGarbage) await callTarget(browser, sessionId, 'HeapProfiler.collectGarbage');
    total += ((await callTarget(browser, sessionId, 'Runtime.getHeapUsage')) as HeapUsage).usedSize;
    await browser.send('Target.detachFromTarget', { sessionId });
  }
  return { workerHeapBytes: total, workers: workers.length };
}

let messageId = 0;

/** One DevTools call to an attached (not flattened) target, answered through the browser session. */
function callTarget(browser: CDPSession, sessionId: string, method: string): Promise<unknown> {
  const id = ++messageId;
  return new Promise((resolve, reject) => {
    const listen = (event: { sessionId?: string; message: string }) => {
      const reply = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
      if (event.sessionId !== sessionId || reply.id !== id) return;
      browser.off('Target.receivedMessageFromTarget', listen);
      if (reply.error) reject(new Error(`${method}: ${JSON.stringify(reply.error)}`));
      else resolve(reply.result);
    };
    browser.on('Target.receivedMessageFromTarget', listen);
    browser
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
      .catch(reject);
  });
}

async function rendererRss(browser: CDPSession): Promise<number> {
  const { processInfo } = await browser.send('SystemInfo.getProcessInfo');
  return processInfo
    .filter((info) => info.type === 'renderer')
    .reduce((sum, info) => sum + residentBytes(info.id), 0);
}

/** VmRSS of a Linux process; 0 once it has gone. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export async function openSessions(browser: Browser, page: Page) {
  return {
    browser: await browser.newBrowserCDPSession(),
    page: await page.context().newCDPSession(page),
  };
}
