import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const result = loadConfig({});
    expect(result).toEqual({
      ok: true,
      config: {
        nodeEnv: 'development',
        host: 'localhost',
        port: 8080,
        dataDir: path.resolve('./data'),
        databaseUrl: undefined,
        logLevel: 'info',
        trustProxy: false,
        webDistDir: undefined,
        shutdownTimeoutMs: 10_000,
        drainDelayMs: 0,
        bodyTimeoutMs: 30_000,
        publicUrl: 'http://localhost:8080',
        smtpUrl: undefined,
        redisUrl: undefined,
        mailFrom: 'Redaction Workbench <no-reply@localhost>',
        salesEmail: 'sales@workbench.local',
        ocrEngine: 'auto',
        tesseractPath: undefined,
        pdfWorkers: undefined,
        pdfWorkersPerUser: undefined,
        pdfLimits: {},
        billing: { provider: 'test', webhookSecret: undefined },
        glinerModelDir: undefined,
        llm: { baseUrl: undefined, model: undefined, apiKey: undefined },
        requirePayloadEncryption: false,
        adminEmails: [],
      },
    });
  });

  it('reads the limits of one PDF file, and refuses values out of their range', () => {
    const result = loadConfig({
      PDF_WORKER_MEMORY_MB: '512',
      PDF_WORKER_HEAP_MB: '256',
      PDF_FILE_TIMEOUT_SECONDS: '120',
      PDF_PAGE_TIMEOUT_SECONDS: '20',
      PDF_STREAM_LIMIT_MB: '32',
      PDF_INFLATE_LIMIT_MB: '512',
      PDF_OBJECT_LIMIT: '100000',
      PDF_DEPTH_LIMIT: '40',
    });
    expect(result.ok && result.config.pdfLimits).toEqual({
      engineMemoryMb: 512,
      scriptMemoryMb: 256,
      fileSeconds: 120,
      pageSeconds: 20,
      streamMb: 32,
      inflateMb: 512,
      objects: 100_000,
      depth: 40,
    });
    const partial = loadConfig({ PDF_PAGE_TIMEOUT_SECONDS: '5' });
    expect(partial.ok && partial.config.pdfLimits).toEqual({ pageSeconds: 5 });
    expect(loadConfig({ PDF_WORKER_MEMORY_MB: '16', PDF_DEPTH_LIMIT: 'deep' })).toEqual({
      ok: false,
      problems: [
        'PDF_WORKER_MEMORY_MB: must be a whole number of megabytes between 64 and 16384 (got "16")',
        'PDF_DEPTH_LIMIT: must be a whole number of levels between 8 and 10000 (got "deep")',
      ],
    });
  });

  it('reads the body timeout in seconds and the threads one user may hold', () => {
    const result = loadConfig({
      BODY_TIMEOUT_SECONDS: '5',
      PDF_WORKERS: '4',
      PDF_WORKERS_PER_USER: '2',
    });
    expect(result.ok && result.config.bodyTimeoutMs).toBe(5_000);
    expect(result.ok && result.config.pdfWorkersPerUser).toBe(2);
    expect(loadConfig({ BODY_TIMEOUT_SECONDS: '0', PDF_WORKERS_PER_USER: 'all' })).toEqual({
      ok: false,
      problems: [
        'BODY_TIMEOUT_SECONDS: must be a whole number of seconds between 1 and 3600 (got "0")',
        'PDF_WORKERS_PER_USER: must be a whole number of threads between 1 and 64 (got "all")',
      ],
    });
  });

  it('reads ADMIN_EMAILS as a list of addresses in lower case, and refuses anything else', () => {
    const admins = loadConfig({ ADMIN_EMAILS: ' Drift@Kommune.no, it@kommune.no ,' });
    expect(admins.ok && admins.config.adminEmails).toEqual(['drift@kommune.no', 'it@kommune.no']);
    const refused = loadConfig({ ADMIN_EMAILS: 'drift@kommune.no, drift' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems[0]).toMatch(/^ADMIN_EMAILS: must be a comma-separated/);
  });

  it('reads REQUIRE_PAYLOAD_ENCRYPTION as true or false and refuses anything else', () => {
    const on = loadConfig({ REQUIRE_PAYLOAD_ENCRYPTION: 'true' });
    expect(on.ok && on.config.requirePayloadEncryption).toBe(true);
    const off = loadConfig({ REQUIRE_PAYLOAD_ENCRYPTION: 'false' });
    expect(off.ok && off.config.requirePayloadEncryption).toBe(false);
    expect(loadConfig({ REQUIRE_PAYLOAD_ENCRYPTION: 'yes' })).toEqual({
      ok: false,
      problems: ['REQUIRE_PAYLOAD_ENCRYPTION: must be true or false (got "yes")'],
    });
  });

  it('treats empty values as unset', () => {
    const result = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(result.ok && result.config.port).toBe(8080);
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it('accepts ports 1 and 65535 and refuses 0, 65536 and words', () => {
    expect(loadConfig({ PORT: '1' }).ok).toBe(true);
    expect(loadConfig({ PORT: '65535' }).ok).toBe(true);
    for (const port of ['0', '65536', 'abc', '80.5', '-1']) {
      expect(loadConfig({ PORT: port })).toEqual({
        ok: false,
        problems: [`PORT: must be a whole number between 1 and 65535 (got "${port}")`],
      });
    }
  });

  it('lists every problem on its own line', () => {
    const result = loadConfig({
      PORT: 'abc',
      DATABASE_URL: 'mysql://localhost/db',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'PORT: must be a whole number between 1 and 65535 (got "abc")',
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      "TRUST_PROXY: must be 'true', 'false', a number of proxies, or a comma-separated list of addresses (got \"yes\")",
    ]);
  });

  it('derives the public URL from host and port unless PUBLIC_URL is set', () => {
    const derived = loadConfig({ HOST: '127.0.0.1', PORT: '9000' });
    expect(derived.ok && derived.config.publicUrl).toBe('http://127.0.0.1:9000');
    const wildcard = loadConfig({ HOST: '0.0.0.0' });
    expect(wildcard.ok && wildcard.config.publicUrl).toBe('http://localhost:8080');
    const given = loadConfig({ PUBLIC_URL: 'https://redact.example.no/' });
    expect(given.ok && given.config.publicUrl).toBe('https://redact.example.no');
    expect(loadConfig({ PUBLIC_URL: 'ftp://x' }).ok).toBe(false);
  });

  it('chooses Stripe when both secrets are set, and test mode otherwise', () => {
    const stripe = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(stripe.ok && stripe.config.billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual({
      ok: false,
      problems: [
        'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both must be set for Stripe payments',
      ],
    });
    const secret = 'a-test-mode-secret-of-length';
    const test = loadConfig({ BILLING_WEBHOOK_SECRET: secret });
    expect(test.ok && test.config.billing).toEqual({ provider: 'test', webhookSecret: secret });
  });

  it('refuses test-mode payments in production unless chosen explicitly', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail' };
    const refused = loadConfig(production);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.problems[0]).toMatch(/^PAYMENT_PROVIDER: /);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).ok).toBe(true);
  });

  it('never echoes an SMTP URL, which may hold a password', () => {
    const result = loadConfig({ SMTP_URL: 'http://user:secret@mail' });
    expect(result).toEqual({
      ok: false,
      problems: ['SMTP_URL: must be an smtp:// or smtps:// URL'],
    });
  });

  it('reads REDIS_URL, and never echoes one, which may hold a password', () => {
    const url = 'redis://:secret@cache:6379/2';
    expect(loadConfig({ REDIS_URL: url })).toMatchObject({ ok: true, config: { redisUrl: url } });
    expect(loadConfig({ REDIS_URL: 'http://:secret@cache' })).toEqual({
      ok: false,
      problems: ['REDIS_URL: must be a redis:// or rediss:// URL'],
    });
  });

  it('reads the detection engines, and keeps credentials out of LLM_BASE_URL', () => {
    const result = loadConfig({
      GLINER_MODEL_DIR: 'models/gliner',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'sk-test',
    });
    expect(result.ok && result.config.llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.1',
      apiKey: 'sk-test',
    });
    expect(result.ok && result.config.glinerModelDir).toMatch(/models\/gliner$/);
    const withCredentials = {
      ok: false,
      problems: ['LLM_BASE_URL: must not hold credentials; put the key in LLM_API_KEY'],
    };
    expect(loadConfig({ LLM_BASE_URL: 'https://user:s3cret@llm.example/v1' })).toEqual(
      withCredentials,
    );
    expect(loadConfig({ LLM_BASE_URL: 'HTTPS://user:s3cret@llm.example/v1' })).toEqual(
      withCredentials,
    );
    const atInQuery = loadConfig({ LLM_BASE_URL: 'https://llm.example?tenant=a@b' });
    expect(atInQuery.ok && atInQuery.config.llm.baseUrl).toBe('https://llm.example?tenant=a@b');
  });

  it('reads CSP_REPORT_URL as an absolute http(s) URL without credentials', () => {
    const url = (value: string) => {
      const result = loadConfig({ CSP_REPORT_URL: value });
      return result.ok ? result.config.cspReportUrl : result.problems;
    };
    const defaults = loadConfig({});
    expect(defaults.ok && defaults.config.cspReportUrl).toBeUndefined();
    expect(url('https://reports.example/csp')).toBe('https://reports.example/csp');
    expect(url('http://localhost:9000/r')).toBe('http://localhost:9000/r');
    const notAbsolute = ['CSP_REPORT_URL: must be an absolute http:// or https:// URL'];
    expect(url('/api/security/csp-reports')).toEqual(notAbsolute);
    expect(url('reports.example/csp')).toEqual(notAbsolute);
    expect(url('ftp://reports.example/csp')).toEqual(notAbsolute);
    expect(url('javascript:alert(1)')).toEqual(notAbsolute);
    const withCredentials = [
      'CSP_REPORT_URL: must not hold credentials; every browser is told this URL',
    ];
    expect(url('https://user:s3cret@reports.example/csp')).toEqual(withCredentials);
    expect(url('HTTPS://user:s3cret@reports.example/csp')).toEqual(withCredentials);
    expect(url('https://user@reports.example/csp')).toEqual(withCredentials);
    // An @ after the host is no credential.
    expect(url('https://reports.example?from=a@b')).toBe('https://reports.example?from=a@b');
  });

  it('refuses a CSP_REPORT_URL whose host cannot stand in a CSP source', () => {
    const problems = (value: string) => {
      const result = loadConfig({ CSP_REPORT_URL: value });
      return result.ok ? result.config.cspReportUrl : result.problems;
    };
    const badHost = [
      'CSP_REPORT_URL: host must be letters, digits, dots and hyphens, or a bracketed IPv6 address; its origin goes into the Content-Security-Policy',
    ];
    for (const value of [
      'https://a;b.example/r',
      'https://a%3Bb.example/r',
      "https://a'b.example/r",
      'https://*.example/r',
      'https://a,b.example/r',
      'https://a_b.example/r',
    ]) {
      expect(problems(value), value).toEqual(badHost);
    }
    expect(problems('http://[::1]:9000/r')).toBe('http://[::1]:9000/r');
    expect(problems('http://192.0.2.1:9000/r')).toBe('http://192.0.2.1:9000/r');
    expect(problems('https://reports-1.example.org./r')).toBe('https://reports-1.example.org./r');
  });

  it('trusts one proxy for true, a count, or a list, never every hop', () => {
    const trust = (value: string) => {
      const result = loadConfig({ TRUST_PROXY: value });
      return result.ok ? result.config.trustProxy : 'invalid';
    };
    expect(trust('true')).toBe(1);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(trust('everyone')).toBe('invalid');
  });

  it('refuses production without a mail server', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      problems: [
        'SMTP_URL: must be set when NODE_ENV is production (verification and reset links are e-mailed)',
      ],
    });
    const withMail = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PAYMENT_PROVIDER: 'test',
    };
    expect(loadConfig(withMail).ok).toBe(true);
  });
});
