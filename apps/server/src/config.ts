import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { httpUrl } from '@workbench/contracts';
import type { PdfLimits } from '@workbench/pdf';

/** A whole number within bounds, read from a string (environment values are strings). */
function wholeNumber(unit: string, min: number, max: number) {
  const message = `must be a whole number of ${unit} between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.int().min(min, { error: message }).max(max, { error: message }))
    .optional();
}

/** The contact form's recipient in the dev mailbox (no SMTP_URL, no SALES_EMAIL). */
export const DEV_SALES_EMAIL = 'sales@workbench.local';
const DEFAULT_MAIL_FROM = 'Redaction Workbench <no-reply@localhost>';
const PORT_MESSAGE = 'must be a whole number between 1 and 65535';
export const DEFAULT_BODY_TIMEOUT_SECONDS = 30;

/** Whether a URL holds no user name or password, whatever the case of its scheme. */
function hasNoCredentials(value: string): boolean {
  const url = httpUrl(value);
  return url === null || (url.username === '' && url.password === '');
}

/**
 * Whether the URL's host may stand in a CSP source expression: URL parsing lets through ; , ' *
 * and more, which would break the header or make browsers drop the source.
 */
function hasCspSourceHost(value: string): boolean {
  const url = httpUrl(value);
  return url === null || /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])$/.test(url.hostname);
}

const ZEnvironment = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().min(1, { error: 'must not be empty' }).default('localhost'),
  PORT: z
    .string()
    .regex(/^\d+$/, { error: PORT_MESSAGE })
    .transform(Number)
    .pipe(z.int().min(1, { error: PORT_MESSAGE }).max(65535, { error: PORT_MESSAGE }))
    .default(8080),
  DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), {
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\da-fA-F.:/]+(,\s*[\da-fA-F.:/]+)*)$/, {
      error: "must be 'true', 'false', a number of proxies, or a comma-separated list of addresses",
    })
    .transform(parseTrustProxy)
    .default(false),
  WEB_DIST_DIR: z.string().min(1, { error: 'must not be empty' }).optional(),
  SHUTDOWN_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of milliseconds' })
    .transform(Number)
    .pipe(z.int().min(1_000, { error: 'must be at least 1000' }))
    .default(10_000),
  /**
   * How long a stopping server keeps answering while its readiness check says 503, so a load
   * balancer stops sending it requests first; then the SHUTDOWN_TIMEOUT_MS drain begins.
   */
  DRAIN_DELAY_MS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of milliseconds' })
    .transform(Number)
    .pipe(z.int().max(300_000, { error: 'must be at most 300000' }))
    .default(0),
  /**
   * How long a request body may send nothing before it is answered 408 and its connection
   * closed: a client that declares more than it sends must not hold a connection for minutes.
   */
  BODY_TIMEOUT_SECONDS: wholeNumber('seconds', 1, 3_600),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3, { error: 'must be an address' }).default(DEFAULT_MAIL_FROM),
  /** Shared state of several servers (rate limits); in this process when unset. */
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/./.test(value), {
      error: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  /** Where the contact form's messages go; the dev mailbox's sales address without SMTP. */
  SALES_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  OCR_ENGINE: z
    .enum(['auto', 'cli', 'js', 'off'], { error: 'must be auto, cli, js or off' })
    .default('auto'),
  TESSERACT_PATH: z.string().min(1, { error: 'must not be empty' }).optional(),
  PDF_WORKERS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of threads' })
    .transform(Number)
    .pipe(z.int().min(1, { error: 'must be at least 1' }).max(64, { error: 'must be at most 64' }))
    .optional(),
  /** Worker threads one user's work may hold at once (issue 49); one fewer than PDF_WORKERS. */
  PDF_WORKERS_PER_USER: wholeNumber('threads', 1, 64),
  /** What one file may cost (decision 0022); the engine's defaults when unset. */
  PDF_WORKER_MEMORY_MB: wholeNumber('megabytes', 64, 16_384),
  PDF_WORKER_HEAP_MB: wholeNumber('megabytes', 64, 16_384),
  PDF_FILE_TIMEOUT_SECONDS: wholeNumber('seconds', 5, 86_400),
  PDF_PAGE_TIMEOUT_SECONDS: wholeNumber('seconds', 1, 3_600),
  PDF_STREAM_LIMIT_MB: wholeNumber('megabytes', 1, 4_096),
  PDF_INFLATE_LIMIT_MB: wholeNumber('megabytes', 1, 65_536),
  PDF_OBJECT_LIMIT: wholeNumber('objects', 1_000, 1_000_000_000),
  PDF_DEPTH_LIMIT: wholeNumber('levels', 8, 10_000),
  GLINER_MODEL_DIR: z.string().min(1, { error: 'must not be empty' }).optional(),
  LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine(hasNoCredentials, { error: 'must not hold credentials; put the key in LLM_API_KEY' })
    .optional(),
  LLM_MODEL: z.string().min(1, { error: 'must not be empty' }).optional(),
  LLM_API_KEY: z.string().min(1, { error: 'must not be empty' }).optional(),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1, { error: 'must not be empty' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1, { error: 'must not be empty' }).optional(),
  /** Where the Stripe SDK sends its calls; only tests point it at a local fake. */
  STRIPE_API_URL: z.url({ error: 'must be a URL' }).optional(),
  /** The accounts that may see the server's status page (engines and how to set them up). */
  ADMIN_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    )
    .refine((emails) => emails.every((email) => z.email().safeParse(email).success), {
      error: 'must be a comma-separated list of e-mail addresses',
    })
    .optional(),
  /** Name servers for domain verification ("ip" or "ip:port", comma-separated). */
  DNS_SERVERS: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()))
    .refine((servers) => servers.every(isNameServer), {
      error: 'must be a comma-separated list of IP addresses, each optionally with :port',
    })
    .optional(),
  /** Where the web app posts its CSP violation records; unset: it keeps them to itself. */
  CSP_REPORT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
    .refine(hasNoCredentials, {
      error: 'must not hold credentials; every browser is told this URL',
    })
    .refine(hasCspSourceHost, {
      error:
        'host must be letters, digits, dots and hyphens, or a bracketed IPv6 address; its origin goes into the Content-Security-Policy',
    })
    .optional(),
  /** Refuse plain document uploads from browser sessions (decision 0021). */
  REQUIRE_PAYLOAD_ENCRYPTION: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  /** Signs the test-mode provider's webhooks; made once and kept in the database when unset. */
  BILLING_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  webDistDir: string | undefined;
  shutdownTimeoutMs: number;
  /** Readiness says 503 this long after SIGTERM before the server stops taking requests. */
  drainDelayMs: number;
  /** A request body that sends nothing this long is answered 408 and its connection closed. */
  bodyTimeoutMs: number;
  /** Origin used in links sent by e-mail; never taken from request headers. */
  publicUrl: string;
  smtpUrl: string | undefined;
  /** Redis shared by every server behind a load balancer; unset: one server, in-process state. */
  redisUrl: string | undefined;
  mailFrom: string;
  /** The contact form's recipient; unset with SMTP means the form is not available. */
  salesEmail: string | undefined;
  /** Which Tesseract runs OCR: the system binary when found ('auto'), tesseract.js, or none. */
  ocrEngine: 'auto' | 'cli' | 'js' | 'off';
  tesseractPath: string | undefined;
  /** Worker threads for PDF work; one per core when unset. */
  pdfWorkers: number | undefined;
  /** Threads one user's PDF work may hold at once; one fewer than `pdfWorkers` when unset. */
  pdfWorkersPerUser: number | undefined;
  /** Limits of one file's work that the environment sets; the engine's defaults for the rest. */
  pdfLimits: Partial<PdfLimits>;
  /** Which payment provider takes payments (decision 0016). */
  billing: BillingConfig;
  /** The standard engine's GLiNER ONNX model folder; unset means "not installed". */
  glinerModelDir: string | undefined;
  /** The advanced engine and AI search: an OpenAI-compatible chat-completions endpoint. */
  llm: { baseUrl: string | undefined; model: string | undefined; apiKey: string | undefined };
  /** Name servers that verify organization domains; the system's when unset. */
  dnsServers: string[] | undefined;
  /** Who may see /api/admin/status; unset or empty: nobody (the README tells operators). */
  adminEmails?: readonly string[];
  /** Where the web app posts CSP violation records (decision 0019); unset: nowhere. */
  cspReportUrl: string | undefined;
  /** Browser sessions must encrypt their uploads to the processing calls (decision 0021). */
  requirePayloadEncryption: boolean;
};

export type BillingConfig =
  | { provider: 'test'; webhookSecret: string | undefined }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined };

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/**
 * Which proxies to believe about the client's address and protocol. 'true' means the one proxy
 * in front of us: trusting every hop would let a client pick its own IP with X-Forwarded-For
 * and walk past every per-IP limit.
 */
export type TrustProxy = false | number | string[];

/** An IP address, optionally with a port: 192.0.2.1, 192.0.2.1:53, [2001:db8::1]:53, ::1. */
function isNameServer(value: string): boolean {
  const withPort = /^\[(.+)\]:(\d{1,5})$/.exec(value) ?? /^([^:]+):(\d{1,5})$/.exec(value);
  if (withPort === null) return isIP(value) !== 0;
  const port = Number(withPort[2]);
  return isIP(withPort[1]!) !== 0 && port >= 1 && port <= 65535;
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** Values that may hold credentials are never echoed back. */
const SECRET_KEYS = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'LLM_API_KEY',
  'LLM_BASE_URL',
  'CSP_REPORT_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BILLING_WEBHOOK_SECRET',
]);

function describeValue(env: Record<string, string | undefined>, key: PropertyKey | undefined) {
  const value = typeof key === 'string' && !SECRET_KEYS.has(key) ? env[key] : undefined;
  return value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
}

/** Listening on every interface says nothing about the name users type; assume this machine. */
function defaultPublicUrl(host: string, port: number): string {
  const isWildcard = host === '0.0.0.0' || host === '::';
  return `http://${isWildcard ? 'localhost' : host}:${port}`;
}

/** Reads the configuration from the environment; each problem becomes one readable line. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZEnvironment.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = issue.path[0];
      return `${String(key)}: ${issue.message}${describeValue(env, key)}`;
    });
    return { ok: false, problems };
  }
  const value = result.data;
  if (value.NODE_ENV === 'production' && value.SMTP_URL === undefined) {
    return {
      ok: false,
      problems: [
        'SMTP_URL: must be set when NODE_ENV is production (verification and reset links are e-mailed)',
      ],
    };
  }
  const billing = billingConfig(value);
  if (typeof billing === 'string') return { ok: false, problems: [billing] };
  return {
    ok: true,
    config: {
      nodeEnv: value.NODE_ENV,
      host: value.HOST,
      port: value.PORT,
      dataDir: path.resolve(value.DATA_DIR),
      databaseUrl: value.DATABASE_URL,
      logLevel: value.LOG_LEVEL,
      trustProxy: value.TRUST_PROXY,
      webDistDir: value.WEB_DIST_DIR === undefined ? undefined : path.resolve(value.WEB_DIST_DIR),
      shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: value.DRAIN_DELAY_MS,
      bodyTimeoutMs: (value.BODY_TIMEOUT_SECONDS ?? DEFAULT_BODY_TIMEOUT_SECONDS) * 1000,
      publicUrl: (value.PUBLIC_URL ?? defaultPublicUrl(value.HOST, value.PORT)).replace(/\/+$/, ''),
      smtpUrl: value.SMTP_URL,
      redisUrl: value.REDIS_URL,
      mailFrom: value.MAIL_FROM,
      salesEmail: value.SALES_EMAIL ?? (value.SMTP_URL === undefined ? DEV_SALES_EMAIL : undefined),
      ocrEngine: value.OCR_ENGINE,
      tesseractPath: value.TESSERACT_PATH,
      pdfWorkers: value.PDF_WORKERS,
      pdfWorkersPerUser: value.PDF_WORKERS_PER_USER,
      pdfLimits: pdfLimits(value),
      billing,
      glinerModelDir:
        value.GLINER_MODEL_DIR === undefined ? undefined : path.resolve(value.GLINER_MODEL_DIR),
      llm: { baseUrl: value.LLM_BASE_URL, model: value.LLM_MODEL, apiKey: value.LLM_API_KEY },
      dnsServers: value.DNS_SERVERS,
      adminEmails: value.ADMIN_EMAILS ?? [],
      cspReportUrl: value.CSP_REPORT_URL,
      requirePayloadEncryption: value.REQUIRE_PAYLOAD_ENCRYPTION,
    },
  };
}

function pdfLimits(value: z.infer<typeof ZEnvironment>): Partial<PdfLimits> {
  const limits: Partial<PdfLimits> = {
    engineMemoryMb: value.PDF_WORKER_MEMORY_MB,
    scriptMemoryMb: value.PDF_WORKER_HEAP_MB,
    fileSeconds: value.PDF_FILE_TIMEOUT_SECONDS,
    pageSeconds: value.PDF_PAGE_TIMEOUT_SECONDS,
    streamMb: value.PDF_STREAM_LIMIT_MB,
    inflateMb: value.PDF_INFLATE_LIMIT_MB,
    objects: value.PDF_OBJECT_LIMIT,
    depth: value.PDF_DEPTH_LIMIT,
  };
  return Object.fromEntries(Object.entries(limits).filter(([, limit]) => limit !== undefined));
}

/**
 * Stripe when its two secrets are set; otherwise the test-mode provider, which gives plans away
 * and so must be chosen explicitly in production. The answer is a problem line when invalid.
 */
function billingConfig(value: z.infer<typeof ZEnvironment>): BillingConfig | string {
  const hasStripe =
    value.STRIPE_SECRET_KEY !== undefined || value.STRIPE_WEBHOOK_SECRET !== undefined;
  const provider = value.PAYMENT_PROVIDER ?? (hasStripe ? 'stripe' : 'test');
  if (provider === 'stripe') {
    if (value.STRIPE_SECRET_KEY === undefined || value.STRIPE_WEBHOOK_SECRET === undefined) {
      return 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both must be set for Stripe payments';
    }
    return {
      provider,
      secretKey: value.STRIPE_SECRET_KEY,
      webhookSecret: value.STRIPE_WEBHOOK_SECRET,
      apiUrl: value.STRIPE_API_URL,
    };
  }
  if (value.NODE_ENV === 'production' && value.PAYMENT_PROVIDER !== 'test') {
    return 'PAYMENT_PROVIDER: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=test to give plans away in test mode, when NODE_ENV is production';
  }
  return { provider: 'test', webhookSecret: value.BILLING_WEBHOOK_SECRET };
}
