import { PDF_PATHS, ZErrorEnvelope } from '@workbench/contracts';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MESSAGE } from '../plugins/body-timeout';
import { signUpAndLogIn } from '../test/accounts';
import { createApiClient, type ApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/** Issue 49: bodies that are broken or never finish get a clear answer, not a 500 or a wait. */
const BODY_TIMEOUT_MS = 500;

let testApp: TestApp;
let client: ApiClient;
let port: number;

beforeAll(async () => {
  testApp = await buildTestApp(undefined, undefined, { bodyTimeoutMs: BODY_TIMEOUT_MS });
  client = createApiClient(testApp.app);
  await signUpAndLogIn(testApp.app, client, 'uploader');
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

const FILE_PART =
  '--XYZ\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n' +
  'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n';
const TERMS_PART = '--XYZ\r\nContent-Disposition: form-data; name="search_terms"\r\n\r\n["a"]\r\n';

describe('a malformed multipart body', () => {
  const cases = [
    ['no boundary', 'multipart/form-data', FILE_PART, /names no boundary/],
    ['a file part cut off', 'multipart/form-data; boundary=XYZ', FILE_PART, /ends before/],
    ['a field cut off', 'multipart/form-data; boundary=XYZ', `${TERMS_PART}--XYZ\r\nCont`, /ends/],
  ] as const;

  it.each(cases)('with %s is a 400 that says what is wrong', async (_name, type, body, reason) => {
    for (const path of [PDF_PATHS.search, PDF_PATHS.redact]) {
      const answer = await client.post(path, body, { headers: { 'content-type': type } });
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(400);
      const { error } = ZErrorEnvelope.parse(answer.json());
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(/^Malformed multipart body: /);
      expect(error.message).toMatch(reason);
    }
  });
});

type RawAnswer = { text: string; answeredMs: number; closedMs: number };

/** Sends a request head and part of its body on a socket of its own, then sends nothing more. */
function sendPartly(head: string[], partialBody: string, giveUpMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const answer = { text: '', answeredMs: -1, closedMs: -1 };
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n${partialBody}`);
    });
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      if (answer.answeredMs < 0) answer.answeredMs = performance.now() - started;
      answer.text += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      answer.closedMs = performance.now() - started;
      resolve(answer);
    });
  });
}

function signedInHead(path: string, type: string, contentLength: number): string[] {
  const cookies = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: ${type}`,
    `Content-Length: ${contentLength}`,
    `Cookie: ${cookies}`,
    `X-CSRF-Token: ${client.cookies.get('csrf_token')}`,
  ];
}

function expectTimedOut(answer: RawAnswer) {
  expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.text.toLowerCase()).toContain('connection: close');
  const body = answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4);
  expect(JSON.parse(body)).toEqual({
    success: false,
    error: { code: 'REQUEST_TIMEOUT', message: BODY_TIMEOUT_MESSAGE },
  });
  expect(answer.answeredMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
  expect(answer.answeredMs).toBeLessThan(3_000);
  // The connection still owed the rest of the body: the server closes it.
  expect(answer.closedMs).toBeLessThan(3_000);
}

describe('a body that declares more than it sends', () => {
  it('is answered 408 after the body timeout on a JSON call', async () => {
    const head = signedInHead('/api/auth/forgot-password', 'application/json', 100);
    expectTimedOut(await sendPartly(head, '{"email":'));
  });

  it('is answered 408 after the body timeout on an upload', async () => {
    const head = signedInHead(PDF_PATHS.search, 'multipart/form-data; boundary=XYZ', 10_000);
    expectTimedOut(await sendPartly(head, `${TERMS_PART}${FILE_PART}`));
  });

  it('has its connection closed after the body timeout when it was answered before', async () => {
    // No CSRF token: refused at once, before anyone reads the body that never comes.
    const head = [
      'POST /api/auth/forgot-password HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 100',
    ];
    const answer = await sendPartly(head, '{"email":');
    expect(answer.text).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer.answeredMs).toBeLessThan(BODY_TIMEOUT_MS);
    expect(answer.closedMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(answer.closedMs).toBeLessThan(3_000);
  });
});
