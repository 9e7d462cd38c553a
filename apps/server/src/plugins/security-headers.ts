import helmet from '@fastify/helmet';
import { CSP_REPORT_GROUP, SECURITY_PATHS } from '@workbench/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A strict Content-Security-Policy: the built web app loads only its own scripts and styles.
 * No inline script or style elements are allowed anywhere.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  // Printing loads the redacted PDF, a blob: URL, into a hidden frame.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Served over plain HTTP on localhost by default; HTTPS deployments get HSTS instead.
  upgradeInsecureRequests: null,
  // Browsers report violations here: report-uri for the older ones, report-to for the rest.
  reportUri: [SECURITY_PATHS.cspReports],
  reportTo: [CSP_REPORT_GROUP],
};

/**
 * Worker scripts that compile WebAssembly: the viewer's pdf.js worker (its image decoders,
 * decision 0045), served by the web app at this path, and on-device mode's scripts under
 * `/device/` (the engine worker and its chunks with MuPDF, tesseract.js's worker and the cores
 * it loads with importScripts, decision 0059). A dedicated worker runs under the policy of its
 * own script's response, so only those responses allow wasm: the pages keep a script-src with
 * no eval of any kind.
 */
export const WASM_WORKER_PATH = '/pdf.worker.min.mjs';
/** The web build's folder of on-device mode's files (DEVICE_ASSETS_PATH of @workbench/device). */
const DEVICE_PATH = '/device/';
/** A script's name in that folder or below it: letters, digits and `_.-` (no `%`). */
const DEVICE_SCRIPT = /^(?:[\w.-]+\/)*[\w.-]+\.m?js$/;
const SCRIPT_SRC = "script-src 'self'";
const WASM_SCRIPT_SRC = "script-src 'self' 'wasm-unsafe-eval'";

/** Whether the answer to this path is a worker's script that may compile wasm. */
export function isWasmWorkerScript(pathname: string): boolean {
  if (pathname === WASM_WORKER_PATH) return true;
  if (!pathname.startsWith(DEVICE_PATH)) return false;
  const name = pathname.slice(DEVICE_PATH.length);
  // Never a path that climbs out of the folder to another script.
  return DEVICE_SCRIPT.test(name) && !name.split('/').includes('..');
}

/** The policy of a worker's script: the page's, with wasm allowed. */
export function workerPolicy(pagePolicy: string): string {
  if (!pagePolicy.includes(`${SCRIPT_SRC};`)) throw new Error('unexpected script-src');
  return pagePolicy.replace(`${SCRIPT_SRC};`, `${WASM_SCRIPT_SRC};`);
}

/** A year, subdomains included, as helmet would send it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The endpoint the report-to directive names (a relative URL is read against the page's). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${SECURITY_PATHS.cspReports}"`;

/**
 * The policy, with the origin of CSP_REPORT_URL allowed as a fetch target, so the web app may
 * post its violation records there (decision 0019).
 */
export function contentSecurityPolicy(cspReportUrl: string | undefined) {
  if (cspReportUrl === undefined) return CONTENT_SECURITY_POLICY;
  const connectSrc = [...CONTENT_SECURITY_POLICY.connectSrc, new URL(cspReportUrl).origin];
  return { ...CONTENT_SECURITY_POLICY, connectSrc };
}

export const securityHeaders = fp(
  async (app: FastifyInstance, options: { cspReportUrl: string | undefined }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options.cspReportUrl),
      },
      crossOriginEmbedderPolicy: false,
      // Only an answer that came over HTTPS may ask the browser to insist on HTTPS: sent over
      // plain HTTP (the localhost default) it is meaningless, and behind a proxy that ends TLS
      // `request.protocol` follows X-Forwarded-Proto from a trusted proxy (TRUST_PROXY).
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('reporting-endpoints', REPORTING_ENDPOINTS);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (isWasmWorkerScript(request.url.split('?')[0]!) && typeof policy === 'string') {
        reply.header('content-security-policy', workerPolicy(policy));
      }
      return payload;
    });
  },
);
