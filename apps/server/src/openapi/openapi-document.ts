import path from 'node:path';
import { buildApp } from '../app';
import { openPglite } from '../db/open-pglite';
import { serverPackageDir } from '../package-dir';

export const OPENAPI_FILE = path.resolve(
  serverPackageDir(),
  '..',
  '..',
  'docs',
  'api',
  'openapi.json',
);

/** The OpenAPI document of the real app, as the text committed in docs/api/openapi.json. */
export async function renderOpenApiDocument(): Promise<string> {
  const database = await openPglite('memory');
  const app = await buildApp({
    // Development settings, so the dev mailbox routes are documented too.
    config: {
      nodeEnv: 'development',
      logLevel: 'silent',
      trustProxy: false,
      webDistDir: undefined,
      publicUrl: 'http://localhost:8080',
      smtpUrl: undefined,
      redisUrl: undefined,
      mailFrom: 'Redaction Workbench <no-reply@localhost>',
      salesEmail: undefined,
      ocrEngine: 'off',
      tesseractPath: undefined,
      pdfWorkers: 1,
      pdfWorkersPerUser: undefined,
      bodyTimeoutMs: 30_000,
      pdfLimits: {},
      glinerModelDir: undefined,
      llm: { baseUrl: undefined, model: undefined, apiKey: undefined },
      dnsServers: undefined,
      cspReportUrl: undefined,
      requirePayloadEncryption: false,
      billing: { provider: 'test', webhookSecret: undefined },
    },
    database,
    version: 'current',
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}
