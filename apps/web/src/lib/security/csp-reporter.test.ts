import { CSP_REPORT_LIMITS, ZAppCspReport } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCspReporter, toReportBodies } from './csp-reporter';
import { violationEvent } from '../../test/csp-violation-event';
import { createViolationQueue, toViolationRecord } from './csp-violations';

type Sent = { url: string; init: RequestInit };

let sent: Sent[];
const send = (url: RequestInfo | URL, init?: RequestInit) => {
  sent.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
  return Promise.resolve(new Response(null, { status: 204 }));
};

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(endpoint: string | null) {
  const queue = createViolationQueue();
  const reporter = createCspReporter({ queue, send, pageOrigin: 'http://localhost:8080' });
  reporter.setEndpoint(endpoint);
  const violate = (count = 1) => {
    for (let index = 0; index < count; index++) {
      queue.add(toViolationRecord(violationEvent({ lineNumber: index }), index));
      reporter.schedule();
    }
  };
  return { queue, reporter, violate };
}

describe('CSP violation posting', () => {
  it('sends nothing when no endpoint is configured (the default), and keeps the queue', async () => {
    const { queue, reporter, violate } = setup(null);
    violate(3);
    await vi.advanceTimersByTimeAsync(5_000);
    await reporter.flush();
    expect(sent).toEqual([]);
    expect(queue.records()).toHaveLength(3);
  });

  it('refuses an endpoint that is not an absolute http(s) URL', async () => {
    for (const endpoint of ['javascript:alert(1)', '/api/security/csp-reports', 'not a url']) {
      const { violate } = setup(endpoint);
      violate();
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(sent).toEqual([]);
  });

  it('posts the queue as one JSON batch a second after the last violation, without cookies abroad', async () => {
    const { queue, violate } = setup('https://reports.example/csp');
    violate(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    const [post] = sent;
    expect(post?.url).toBe('https://reports.example/csp');
    expect(post?.init).toMatchObject({
      method: 'POST',
      keepalive: false,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
    const body = ZAppCspReport.parse(JSON.parse(post?.init.body as string));
    expect(body.violations.map((record) => record.lineNumber)).toEqual([0, 1, 2]);
    expect(queue.records()).toEqual([]);
  });

  it('sends cookies only to its own origin', async () => {
    const { violate } = setup('http://localhost:8080/api/security/csp-reports');
    violate();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent[0]?.init.credentials).toBe('same-origin');
  });

  it('uses keepalive only as the page is hidden, for at most 64 KiB, and posts the rest plainly', async () => {
    const { reporter, queue } = setup('https://reports.example/csp');
    const long = 'p'.repeat(1_024);
    for (let index = 0; index < 50; index++) {
      const fields = { originalPolicy: long, documentURI: long, referrer: long, lineNumber: index };
      queue.add(toViolationRecord(violationEvent(fields), index));
    }
    await reporter.flush({ isPageHidden: true });
    const bytes = (post: Sent) => new TextEncoder().encode(post.init.body as string).length;
    const keptAlive = sent.filter((post) => post.init.keepalive === true);
    const total = (posts: Sent[]) => posts.reduce((sum, post) => sum + bytes(post), 0);
    expect(total(sent)).toBeGreaterThan(64 * 1024);
    expect(keptAlive.length).toBeGreaterThan(0);
    expect(total(keptAlive)).toBeLessThanOrEqual(64 * 1024);
    const lines = sent.flatMap((post) =>
      ZAppCspReport.parse(JSON.parse(post.init.body as string)).violations.map(
        (record) => record.lineNumber,
      ),
    );
    expect(lines).toEqual(Array.from({ length: 50 }, (_, index) => index));

    // Once those posts are done, the next hidden flush has the whole 64 KiB again.
    sent = [];
    queue.add(toViolationRecord(violationEvent(), 1));
    await reporter.flush({ isPageHidden: true });
    expect(sent.map((post) => post.init.keepalive)).toEqual([true]);
  });

  it('with a same-origin endpoint, drops only violations of the endpoint itself', () => {
    const { reporter } = setup('http://localhost:8080/api/security/csp-reports?source=web');
    expect(reporter.isEndpoint('http://localhost:8080/api/security/csp-reports')).toBe(true);
    expect(reporter.isEndpoint('http://localhost:8080/assets/app.js')).toBe(false);
    expect(reporter.isEndpoint('http://localhost:8080/')).toBe(false);
    expect(reporter.isEndpoint('https://evil.example/api/security/csp-reports')).toBe(false);
    expect(reporter.isEndpoint('inline')).toBe(false);
  });

  it('splits batches to at most 16 KiB and 50 records', () => {
    const big = (index: number) =>
      toViolationRecord(
        violationEvent({ originalPolicy: 'p'.repeat(1_000), lineNumber: index }),
        1,
      );
    const bodies = toReportBodies(Array.from({ length: 50 }, (_, index) => big(index)));
    expect(bodies.length).toBeGreaterThan(1);
    const lines = bodies.flatMap((body) => {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(
        CSP_REPORT_LIMITS.bodyBytes,
      );
      return ZAppCspReport.parse(JSON.parse(body)).violations.map((record) => record.lineNumber);
    });
    expect(lines).toEqual(Array.from({ length: 50 }, (_, index) => index));
    const empty = { documentURI: '', referrer: '', originalPolicy: '', sourceFile: '' };
    const small = Array.from({ length: 51 }, (_, index) =>
      toViolationRecord(violationEvent(empty), index),
    );
    const counts = toReportBodies(small).map(
      (body) => ZAppCspReport.parse(JSON.parse(body)).violations.length,
    );
    expect(counts).toEqual([50, 1]);
  });
});
