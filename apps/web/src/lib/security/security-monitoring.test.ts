import { SECURITY_PATHS, ZAppCspReport } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { violationEvent } from '../../test/csp-violation-event';
import {
  cspViolations,
  securityLog,
  startSecurityMonitoring,
  stopSecurityMonitoring,
} from './security-monitoring';

type Call = { url: string; init: RequestInit | undefined };
let calls: Call[];

/** The server: its reporting answer, and 204 for any report posted. */
function stubServer(cspReportUrl: string | null) {
  calls = [];
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
    const href = url instanceof Request ? url.url : url.toString();
    calls.push({ url: href, init });
    if (href === SECURITY_PATHS.reporting) {
      return Promise.resolve(
        Response.json({ success: true, data: { csp_report_url: cspReportUrl } }),
      );
    }
    return Promise.resolve(new Response(null, { status: 204 }));
  });
}

function violate(overrides: Parameters<typeof violationEvent>[0] = {}) {
  const event = new Event('securitypolicyviolation', { bubbles: true });
  Object.assign(event, violationEvent(overrides));
  document.body.dispatchEvent(event);
}

const posts = () => calls.filter((call) => call.init?.method === 'POST');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stopSecurityMonitoring();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('security monitoring', () => {
  it('logs local-storage accesses from the start, and stops when told', () => {
    stubServer(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startSecurityMonitoring();
    localStorage.setItem('notes', '<script>alert(1)</script>');
    expect(securityLog()).toEqual([
      expect.objectContaining({ operation: 'setItem', key: 'notes', isSuspicious: true }),
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Security: script-like content written to localStorage key "notes"',
    );
    warn.mockRestore();
    stopSecurityMonitoring();
    localStorage.getItem('notes');
    expect(securityLog()).toEqual([]);
  });

  it('queues CSP violations and posts nothing while CSP_REPORT_URL is unset', async () => {
    stubServer(null);
    startSecurityMonitoring();
    await vi.advanceTimersByTimeAsync(0);
    violate();
    violate({ blockedURI: 'inline' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cspViolations().map((record) => record.blockedUri)).toEqual([
      'https://evil.example/x.js',
      'inline',
    ]);
    expect(calls.map((call) => call.url)).toEqual([SECURITY_PATHS.reporting]);
  });

  it('posts queued violations to CSP_REPORT_URL, those from before the answer too', async () => {
    stubServer('https://reports.example/csp');
    startSecurityMonitoring();
    violate({ lineNumber: 1 });
    await vi.advanceTimersByTimeAsync(0);
    violate({ lineNumber: 2 });
    // A blocked post to the endpoint itself is not posted again (no loop).
    violate({ blockedURI: 'https://reports.example/csp', lineNumber: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.url).toBe('https://reports.example/csp');
    expect(posts()[0]?.init?.keepalive).toBe(false);
    const body = ZAppCspReport.parse(JSON.parse(posts()[0]?.init?.body as string));
    expect(body.violations.map((record) => record.lineNumber)).toEqual([1, 2]);
    expect(cspViolations()).toEqual([]);
  });

  it('posts at once when the page is hidden', async () => {
    stubServer('https://reports.example/csp');
    startSecurityMonitoring();
    await vi.advanceTimersByTimeAsync(0);
    violate();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    visibility.mockRestore();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.init?.keepalive).toBe(true);
  });
});
