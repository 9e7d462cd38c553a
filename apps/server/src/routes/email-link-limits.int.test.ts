import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn, signupBody } from '../test/accounts';
import { createApiClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';

/**
 * Decision 0044 over real connections from two source addresses on the loopback network: a
 * stranger's burst of link requests for someone's address, from one machine, must not stop the
 * owner getting a link from another machine, and the stranger must see nothing but 200s.
 */
const STRANGER = '127.0.0.2';
const OWNER = '127.0.0.1';

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(() => testApp.close());

type Answer = { status: number; headers: Record<string, unknown>; body: string };

function send(
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, localAddress, method, path, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** A browser on the machine at `localAddress`: its CSRF cookie, then JSON posts with it. */
async function browserAt(localAddress: string) {
  const csrf = await send(localAddress, 'GET', '/api/auth/csrf');
  const cookie = (csrf.headers['set-cookie'] as string[])
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('csrf_token='))!;
  const token = cookie.slice('csrf_token='.length);
  return (path: string, json: object) =>
    send(
      localAddress,
      'POST',
      path,
      { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
      JSON.stringify(json),
    );
}

async function linksTo(email: string, page: string): Promise<number> {
  const mailbox = await testApp.app.inject({ url: `/api/dev/mailbox?to=${email}` });
  const mails = mailbox.json<{ data: { links: string[] }[] }>().data;
  return mails.flatMap((mail) => mail.links).filter((link) => new URL(link).pathname === page)
    .length;
}

const waitForMail = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('links e-mailed on request, asked for from two machines', () => {
  it("a stranger's burst of reset requests leaves the owner's own request working", async () => {
    await signUpAndLogIn(testApp.app, createApiClient(testApp.app), 'victim');
    const stranger = await browserAt(STRANGER);
    const burst: Answer[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      burst.push(await stranger('/api/auth/forgot-password', { email: 'victim@example.no' }));
    }
    expect(burst.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);
    await waitForMail();
    expect(await linksTo('victim@example.no', '/reset-password')).toBe(3);

    const owner = await browserAt(OWNER);
    const own = await owner('/api/auth/forgot-password', { email: 'victim@example.no' });
    expect(own.status).toBe(200);
    expect(own.body).toBe(burst[0]!.body);
    await waitForMail();
    expect(await linksTo('victim@example.no', '/reset-password')).toBe(4);
  });

  it("a stranger's burst of verification resends leaves the owner's own resend working", async () => {
    const signup = await createApiClient(testApp.app).post(
      '/api/auth/signup',
      signupBody('newcomer'),
    );
    expect(signup.statusCode).toBe(201);
    const stranger = await browserAt(STRANGER);
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await stranger('/api/auth/resend-verification', {
        email: 'newcomer@example.no',
      });
      expect(answer.status).toBe(200);
    }
    const owner = await browserAt(OWNER);
    const own = await owner('/api/auth/resend-verification', { email: 'newcomer@example.no' });
    expect(own.status).toBe(200);
    await waitForMail();
    // The sign-up's link, three for the stranger's six requests, and the owner's.
    expect(await linksTo('newcomer@example.no', '/verify-email')).toBe(5);
  });
});
