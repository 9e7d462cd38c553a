import { CSP_REPORT_LIMITS, SECURITY_PATHS, ZErrorEnvelope } from '@workbench/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const url = SECURITY_PATHS.cspReports;
let testApp: TestApp;
let logLines: string[] = [];
let nextAddress = 1;

beforeAll(async () => {
  const logStream = { write: (line: string) => void logLines.push(line) };
  testApp = await buildTestApp(undefined, undefined, { logLevel: 'warn' }, undefined, logStream);
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(() => {
  logLines = [];
});

/** The CSP violations logged so far, as structured objects. */
function loggedViolations(): { source: string; cspViolation: Record<string, unknown> }[] {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'content security policy violation')
    .map((entry) => {
      expect(entry.level).toBe(40); // warn
      return {
        source: entry.source as string,
        cspViolation: entry.cspViolation as Record<string, unknown>,
      };
    });
}

/** A report from its own address, so the per-address limit of one test never meets another's. */
function report(contentType: string, payload: string, remoteAddress?: string) {
  const options: InjectOptions = {
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload,
    remoteAddress: remoteAddress ?? `192.0.2.${nextAddress++}`,
  };
  return testApp.app.inject(options);
}

const CHROME_REPORT_URI = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/reset-password?token=secret-token',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?user=kari@example.no',
    'line-number': 12,
    'column-number': 4,
    'source-file': 'http://localhost:8080/assets/app.js',
    'status-code': 200,
    'script-sample': '',
  },
};

/** One report of a Chrome Reporting API batch, about 1 KiB like the real ones. */
function chromeCspReport(index: number) {
  return {
    type: 'csp-violation',
    age: 61_000 - index,
    url: `http://localhost:8080/documents/${index}?tab=redactions`,
    user_agent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    body: {
      documentURL: `http://localhost:8080/documents/${index}?tab=redactions`,
      referrer: 'http://localhost:8080/documents',
      blockedURL: `https://cdn.extension.example/inject/${index}.js?session=abcdef`,
      effectiveDirective: 'script-src-elem',
      originalPolicy:
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self' https://reports.example:8443;worker-src 'self' blob:;manifest-src 'self';media-src 'self' blob:;frame-src 'self' blob:;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none';upgrade-insecure-requests;report-uri /api/security/csp-reports;report-to csp-endpoint",
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: index,
      columnNumber: 17,
      sourceFile: 'http://localhost:8080/assets/index-3f2a9c1b.js',
      sample: '',
    },
  };
}

describe(`POST ${url}`, () => {
  it('takes the report-uri format as application/csp-report, without CSRF, and logs it without query strings', async () => {
    const response = await report('application/csp-report', JSON.stringify(CHROME_REPORT_URI));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(loggedViolations()).toEqual([
      {
        source: 'report-uri',
        cspViolation: expect.objectContaining({
          documentUri: 'http://localhost:8080/reset-password',
          blockedUri: 'https://evil.example/x.js',
          violatedDirective: 'script-src-elem',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          statusCode: 200,
          lineNumber: 12,
          columnNumber: 4,
          sourceFile: 'http://localhost:8080/assets/app.js',
        }),
      },
    ]);
    expect(logLines.join('')).not.toContain('secret-token');
  });

  it('takes the Reporting API format as application/reports+json, reading only csp-violation reports', async () => {
    const reports = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'http://localhost:8080/playground',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'http://localhost:8080/playground',
          blockedURL: 'inline',
          effectiveDirective: 'style-src-attr',
          originalPolicy: "default-src 'self'",
          disposition: 'enforce',
          statusCode: 200,
          lineNumber: null,
          sample: 'color: red',
          somethingNew: true,
        },
      },
      { type: 'deprecation', url: 'http://localhost:8080/', body: { id: 'X', message: 'old' } },
    ];
    const response = await report('application/reports+json', JSON.stringify(reports));
    expect(response.statusCode).toBe(204);
    expect(loggedViolations()).toEqual([
      {
        source: 'reporting-api',
        cspViolation: expect.objectContaining({
          documentUri: 'http://localhost:8080/playground',
          blockedUri: 'inline',
          effectiveDirective: 'style-src-attr',
          sample: 'color: red',
        }),
      },
    ]);
  });

  it("takes the web app's own records as application/json", async () => {
    const record = {
      documentUri: 'http://localhost:8080/pricing',
      referrer: '',
      blockedUri: 'eval',
      violatedDirective: 'script-src',
      effectiveDirective: 'script-src',
      originalPolicy: "script-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 2,
      sourceFile: 'http://localhost:8080/assets/app.js',
      timestamp: 1_700_000_000_000,
    };
    const body = JSON.stringify({ violations: [record, { ...record, blockedUri: 'data' }] });
    const response = await report('application/json; charset=utf-8', body);
    expect(response.statusCode).toBe(204);
    const logged = loggedViolations();
    expect(logged.map((entry) => [entry.source, entry.cspViolation.blockedUri])).toEqual([
      ['app', 'eval'],
      ['app', 'data'],
    ]);
  });

  it('shortens long fields in the log', async () => {
    const long = { 'csp-report': { 'original-policy': 'x'.repeat(CSP_REPORT_LIMITS.stringMax) } };
    expect((await report('application/csp-report', JSON.stringify(long))).statusCode).toBe(204);
    const policy = String(loggedViolations()[0]!.cspViolation.originalPolicy);
    expect(policy.length).toBeLessThanOrEqual(257);
  });

  it("takes a full Chrome Reporting API batch of 100 reports, logging 10 and the others' count", async () => {
    const reports = Array.from({ length: 100 }, (_, index) => chromeCspReport(index));
    const body = JSON.stringify(reports);
    expect(body.length).toBeGreaterThan(90 * 1024);
    const response = await report('application/reports+json', body);
    expect(response.statusCode).toBe(204);
    const logged = loggedViolations();
    expect(logged.map((entry) => entry.cspViolation.lineNumber)).toEqual(
      Array.from({ length: 10 }, (_, index) => index),
    );
    expect(logLines.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'content security policy violations not logged one by one',
        source: 'reporting-api',
        cspViolationsNotLogged: 90,
      }),
    );
    expect(logLines).toHaveLength(11);
  });

  it('bounds what one address can log in a minute to 30 requests of 11 lines', async () => {
    const body = JSON.stringify(Array.from({ length: 100 }, (_, index) => chromeCspReport(index)));
    const address = '198.51.100.9';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await report('application/reports+json', body, address)).statusCode).toBe(204);
    }
    expect((await report('application/reports+json', body, address)).statusCode).toBe(429);
    expect(logLines).toHaveLength(30 * 11);
  });

  it('refuses more than 100 entries in a body with 400', async () => {
    const reports = Array.from({ length: 101 }, (_, index) => chromeCspReport(index));
    const response = await report('application/reports+json', JSON.stringify(reports));
    expect(response.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    expect(logLines).toEqual([]);
  });

  it('refuses a body over 128 KiB with 413 and the error envelope', async () => {
    const padding = 'x'.repeat(CSP_REPORT_LIMITS.requestBytes);
    const response = await report('application/csp-report', JSON.stringify({ pad: padding }));
    expect(response.statusCode).toBe(413);
    expect(ZErrorEnvelope.parse(response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(loggedViolations()).toEqual([]);
  });

  it('refuses malformed JSON with 400 in every format', async () => {
    for (const type of ['application/csp-report', 'application/reports+json', 'application/json']) {
      const response = await report(type, '{"csp-report": ');
      expect(response.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(response.json()).error).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Malformed JSON in request body',
      });
    }
  });

  it('refuses bodies of no known shape and strings over the cap with 400', async () => {
    const tooLong = {
      'csp-report': { 'blocked-uri': 'x'.repeat(CSP_REPORT_LIMITS.stringMax + 1) },
    };
    for (const body of [
      { hello: 'world' },
      [],
      tooLong,
      { 'csp-report': { 'line-number': 'x' } },
    ]) {
      const response = await report('application/csp-report', JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(ZErrorEnvelope.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(loggedViolations()).toEqual([]);
  });

  it('refuses other media types with 415, and reads the report types on this route only', async () => {
    const html = await report('text/html', '<p>hi</p>');
    expect(html.statusCode).toBe(415);
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'content-type': 'application/csp-report',
        cookie: 'csrf_token=t',
        'x-csrf-token': 't',
      },
      payload: JSON.stringify(CHROME_REPORT_URI),
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('allows 30 reports a minute per address, then answers 429 with Retry-After', async () => {
    const body = JSON.stringify(CHROME_REPORT_URI);
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await report('application/csp-report', body, address)).statusCode).toBe(204);
    }
    const refused = await report('application/csp-report', body, address);
    expect(refused.statusCode).toBe(429);
    expect(ZErrorEnvelope.parse(refused.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted before the body is read: a flood of bad bodies is limited as well.
    expect((await report('application/csp-report', '{', address)).statusCode).toBe(429);
    expect((await report('application/csp-report', body)).statusCode).toBe(204);
  });
});

describe('CSP reporting headers and configuration', () => {
  it('sends report-uri and report-to in the policy, and the Reporting-Endpoints header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`report-uri ${url}`);
    expect(csp).toContain('report-to csp-endpoint');
    expect(csp).toContain("connect-src 'self';");
    expect(response.headers['reporting-endpoints']).toBe(`csp-endpoint="${url}"`);
  });

  it('tells the web app that posting is off when CSP_REPORT_URL is unset', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: SECURITY_PATHS.reporting });
    expect(response.json()).toEqual({ success: true, data: { csp_report_url: null } });
  });

  it('gives CSP_REPORT_URL to the web app and allows its origin in connect-src', async () => {
    const configured = await buildTestApp(undefined, undefined, {
      cspReportUrl: 'https://reports.example:8443/csp/collect',
    });
    try {
      const reporting = await configured.app.inject({ url: SECURITY_PATHS.reporting });
      expect(reporting.json()).toEqual({
        success: true,
        data: { csp_report_url: 'https://reports.example:8443/csp/collect' },
      });
      const page = await configured.app.inject({ url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://reports.example:8443;",
      );
    } finally {
      await configured.close();
    }
  });
});
