import { ZDevMailboxResponse, ZErrorEnvelope } from '@workbench/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevMailbox } from '../mail/dev-mailbox';
import { registerErrorHandler } from '../plugins/error-handler';
import { devMailboxRoutes } from './dev-mailbox.routes';

const ALICE_LINK = 'http://localhost:5173/verify-email?token=abc_DEF-123&lang=en';
const BOB_LINK = 'http://localhost:5173/reset-password?token=xyz';
const HOSTILE_SUBJECT = '<script>alert("pwned")</script>';

let app: FastifyInstance;

beforeAll(async () => {
  const mailbox = createDevMailbox();
  mailbox.add({
    to: 'Alice@Example.org',
    subject: 'Confirm your e-mail address',
    text: `Confirm:\n${ALICE_LINK}\n`,
    html: '<p>unused</p>',
  });
  mailbox.add({
    to: 'bob@example.org',
    subject: HOSTILE_SUBJECT,
    text: `Reset <b>now</b>:\n${BOB_LINK}\n`,
    html: '<p>unused</p>',
  });
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The app's own handler, so a bad query answers with the error envelope as in production.
  registerErrorHandler(app);
  await app.register(devMailboxRoutes, { mailbox });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/dev/mailbox', () => {
  it('lists every message newest first, uncached, in the success envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZDevMailboxResponse.parse(response.json());
    expect(body.data.map((m) => m.to)).toEqual(['bob@example.org', 'Alice@Example.org']);
    expect(body.data[0]).toMatchObject({ subject: HOSTILE_SUBJECT, links: [BOB_LINK] });
  });

  it('filters by recipient regardless of case', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { to: 'alice@example.org' },
    });
    const body = ZDevMailboxResponse.parse(response.json());
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ to: 'Alice@Example.org', links: [ALICE_LINK] });
  });

  it('refuses an over-long filter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      query: { to: `${'a'.repeat(250)}@example.org` },
    });
    expect(response.statusCode).toBe(400);
    expect(ZErrorEnvelope.parse(response.json()).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'to must be at most 255 characters',
    });
  });
});

describe('GET /dev/mailbox', () => {
  it('renders the messages newest first with clickable links, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page.indexOf('bob@example.org')).toBeLessThan(page.indexOf('Alice@Example.org'));
    expect(page).toContain(
      '<a href="http://localhost:5173/verify-email?token=abc_DEF-123&amp;lang=en">' +
        'http://localhost:5173/verify-email?token=abc_DEF-123&amp;lang=en</a>',
    );
    expect(page).toContain(`<a href="${BOB_LINK}">${BOB_LINK}</a>`);
    expect(page).toContain('<pre>Reset &lt;b&gt;now&lt;/b&gt;:');
  });

  it('escapes message content and needs nothing the strict CSP forbids', async () => {
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(page).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('filters by recipient and keeps the filter in the form', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'ALICE@example.org' },
    });
    expect(response.body).toContain('Alice@Example.org');
    expect(response.body).not.toContain('bob@example.org');
    expect(response.body).toContain('name="to" value="ALICE@example.org"');
  });

  it('says so when nobody matches, escaping the filter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: '"><script>x</script>' },
    });
    expect(response.body).toContain('No messages to &quot;&gt;&lt;script&gt;x&lt;/script&gt; yet.');
    expect(response.body).not.toContain('<script>');
  });
});

describe('who may read the dev mailbox', () => {
  it.each(['10.0.0.5', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1'])(
    'hides both routes from %s',
    async (remoteAddress) => {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
        const response = await app.inject({ url, remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('token');
      }
    },
  );

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'shows them to this machine (%s)',
    async (remoteAddress) => {
      const response = await app.inject({ url: '/api/dev/mailbox', remoteAddress });
      expect(response.statusCode).toBe(200);
    },
  );
});

describe('who may read the dev mailbox', () => {
  it('answers only under a name of this machine, so a rebinding site cannot read it', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'LOCALHOST']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(200);
    }
    for (const host of ['attacker.example:8080', 'localhost.attacker.example', '10.0.0.5:8080']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(404);
    }
  });
});
