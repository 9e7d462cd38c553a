import { HEALTH_PATH, READY_PATH, ZErrorEnvelope } from '@workbench/contracts';
import type { InjectOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors/app-error';
import {
  HSTS,
  isWasmWorkerScript,
  WASM_WORKER_PATH,
  workerPolicy,
} from './plugins/security-headers';
import {
  buildTestApp,
  TEST_DEVICE_FILES,
  TEST_INDEX_HTML,
  type TestApp,
} from './test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp((app) => {
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(3, { error: 'Name is too short' }) }) } },
      async (request) => ({ success: true, data: request.body }),
    );
    app.get('/api/test/crash', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Some entities already exist and were not added again');
    });
  });
});

afterAll(async () => {
  await testApp?.close();
});

/** Writes carry a matching CSRF cookie and header, as the web app sends them. */
function inject(options: InjectOptions) {
  const isWrite = options.method !== undefined && options.method !== 'GET';
  if (!isWrite) return testApp.app.inject(options);
  const csrf = { cookie: 'csrf_token=test-csrf-value', 'x-csrf-token': 'test-csrf-value' };
  return testApp.app.inject({ ...options, headers: { ...csrf, ...options.headers } });
}

describe('health', () => {
  it('answers with the database state, version and uptime', async () => {
    const response = await inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        status: 'ok',
        database: 'ok',
        version: '0.0.0-test',
        uptime_seconds: expect.any(Number),
        engines: {
          fast: { state: 'ready' },
          standard: { state: 'not_installed', detail: expect.stringContaining('GLINER_MODEL_DIR') },
          advanced: { state: 'not_configured', detail: expect.stringContaining('LLM_BASE_URL') },
        },
        // LibreOffice and bubblewrap are installed wherever the tests run (.ci/run installs them).
        converters: {
          office: {
            state: 'ready',
            detail: expect.stringMatching(/^LibreOffice runs sealed/),
            sandbox: 'sealed',
            // .ci/run installs fonts for every script the health lists.
            fonts_missing: [],
          },
        },
      },
    });
  });
});

describe('readiness', () => {
  it('is ready with its database, and says 503 once draining while staying alive', async () => {
    const app = await buildTestApp();
    try {
      const ready = await app.app.inject({ method: 'GET', url: READY_PATH });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        success: true,
        data: { ready: true, draining: false, database: 'ok', redis: 'none' },
      });
      app.app.startDraining();
      const draining = await app.app.inject({ method: 'GET', url: READY_PATH });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Draining before a stop',
          details: { ready: false, draining: true },
        },
      });
      expect((await app.app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not ready while its Redis cannot be reached', async () => {
    const app = await buildTestApp(undefined, undefined, { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const answer = await app.app.inject({ method: 'GET', url: READY_PATH });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({
        error: {
          message: 'A dependency is unreachable',
          details: { ready: false, draining: false, database: 'ok', redis: 'error' },
        },
      });
    } finally {
      await app.close();
    }
  });
});

describe('error envelope', () => {
  it('gives a 404 envelope for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await inject({ method, url: '/api/x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: `Route ${method} /api/x not found` },
      });
    }
  });

  it('answers a schema failure with 400 and the schema message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = ZErrorEnvelope.parse(response.json());
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Name is too short' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Kari"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Malformed JSON in request body',
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=Kari',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('maps an AppError to its status', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Some entities already exist and were not added again',
    );
  });

  it('hides crash details from the client', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('validates path parameters against the contracts', async () => {
    const response = await inject({ method: 'GET', url: '/api/departments/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Department id must be a number');
    const missing = await inject({ method: 'GET', url: '/api/departments/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Department 999999 not found');
  });
});

describe('departments', () => {
  it('lists active departments for sign-up and all departments otherwise', async () => {
    const all = (await inject({ method: 'GET', url: '/api/departments' })).json();
    const active = (await inject({ method: 'GET', url: '/api/departments?active=true' })).json();
    expect(all.data.length).toBeGreaterThan(active.data.length);
    expect(active.data.every((department: { is_active: boolean }) => department.is_active)).toBe(
      true,
    );
    const one = await inject({ method: 'GET', url: `/api/departments/${active.data[0].id}` });
    expect(one.json()).toEqual({ success: true, data: active.data[0] });
  });
});

describe('request ids and security headers', () => {
  it('echoes a sane X-Request-Id and makes one up otherwise', async () => {
    const given = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for HTTPS (HSTS) only in answers that came over HTTPS', async () => {
    const plain = await inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildTestApp(undefined, undefined, { trustProxy: 1 });
    try {
      const secure = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends a strict Content-Security-Policy with the app page', async () => {
    const response = await inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets only the viewer's pdf.js worker compile wasm (its image decoders)", async () => {
    const worker = await inject({ method: 'GET', url: WASM_WORKER_PATH });
    expect(worker.statusCode).toBe(200);
    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    for (const url of ['/', '/assets/app-1a2b.js', '/sw.js']) {
      const other = await inject({ method: 'GET', url });
      expect(String(other.headers['content-security-policy'])).not.toContain('wasm');
    }
  });

  it("lets on-device mode's scripts under /device/ compile wasm, with the page's policy else", async () => {
    const page = String(
      (await inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    const scripts = [
      '/device/engine.worker-1a2b.js',
      '/device/engine-host-3c4d.js',
      '/device/ocr/tesseract.js-7.0.0/worker.min.js',
      '/device/ocr/core-7.0.0/tesseract-core-lstm.wasm.js',
    ];
    for (const url of scripts) {
      const script = await inject({ method: 'GET', url });
      expect(script.statusCode, url).toBe(200);
      expect(script.headers['content-type'], url).toContain('javascript');
      expect(script.headers['content-security-policy'], url).toBe(workerPolicy(page));
    }
    expect(workerPolicy(page)).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(workerPolicy(page)).not.toContain("'unsafe-eval'");
    const manifest = await inject({ method: 'GET', url: '/device/manifest.json' });
    expect(manifest.headers['content-security-policy']).toBe(page);
    // Only named scripts in the folder: not one reached by climbing out of it.
    expect(isWasmWorkerScript('/device/../assets/app-1a2b.js')).toBe(false);
    expect(isWasmWorkerScript('/device/%2e%2e/assets/app-1a2b.js')).toBe(false);
    expect(isWasmWorkerScript('/assets/engine.worker-1a2b.js')).toBe(false);
  });
});

describe('web app', () => {
  it('serves index.html for any page path, uncached', async () => {
    for (const url of ['/', '/playground', '/anything-else', '/user/settings?tab=general']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(TEST_INDEX_HTML);
    }
  });

  it('serves hashed assets with a long cache and unknown assets as 404', async () => {
    const asset = await inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const favicon = await inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
    // A missing file is never answered with the app's page (a clip's cache would keep it).
    for (const url of ['/assets/gone-9z9z.js', '/videos/upload_no.webm', '/logo.png?v=2']) {
      const missing = await inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    }
  });

  it("serves on-device mode's files as stored: gzip as bytes, wasm as wasm, named files cached", async () => {
    const lang = await inject({
      method: 'GET',
      url: '/device/ocr/lang-eng-1.0.0/eng.traineddata.gz',
    });
    expect(lang.statusCode).toBe(200);
    expect(lang.headers['content-type']).toBe('application/gzip');
    expect(lang.headers['content-encoding']).toBeUndefined();
    expect(new Uint8Array(lang.rawPayload)).toEqual(
      TEST_DEVICE_FILES['device/ocr/lang-eng-1.0.0/eng.traineddata.gz'],
    );
    const wasm = await inject({ method: 'GET', url: '/device/mupdf-wasm-5e6f.wasm' });
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.headers['cache-control']).toContain('immutable');
    expect(lang.headers['cache-control']).toContain('immutable');
    // The list of this build's files is asked for again on every use.
    const manifest = await inject({ method: 'GET', url: '/device/manifest.json' });
    expect(manifest.headers['content-type']).toContain('application/json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const missing = await inject({ method: 'GET', url: '/device/mupdf-wasm-0000.wasm' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the service worker and the manifest uncached, so a new build is found at once', async () => {
    const worker = await inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a non-GET page request with the app', async () => {
    const response = await inject({ method: 'POST', url: '/playground' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('API documentation', () => {
  it('lists the routes in the OpenAPI document', async () => {
    const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/departments', '/api/departments/{id}']),
    );
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'data',
    );
  });

  it('serves the browsable UI', async () => {
    const response = await inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('graceful close', () => {
  it('lets an in-flight request finish', async () => {
    const local = await buildTestApp((app) => {
      app.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { success: true, data: 'finished' };
      });
    });
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const address = local.app.server.address() as AddressInfo;
    const pending = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = local.close();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: 'finished' });
    await closing;
  });
});
