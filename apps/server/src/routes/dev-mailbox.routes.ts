import {
  DEV_MAILBOX_PATHS,
  ZDevMailboxQuery,
  ZDevMailboxResponse,
  ZErrorEnvelope,
} from '@workbench/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevMailbox, StoredMail } from '../mail/dev-mailbox';
import { escapeHtml } from '../mail/render-mail';

// The messages hold live sign-in and reset links; no browser or proxy may keep a copy.
const NO_STORE = 'no-store';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/**
 * Whether the Host header names this machine. A page of another site that points its own name
 * at 127.0.0.1 (DNS rebinding) sends its name here, and is refused.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return (
    name.toLowerCase() === 'localhost' ||
    name === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailbox: DevMailbox }> = async (
  app,
  { mailbox },
) => {
  // The messages hold live reset links: only the person at this machine may read them, even
  // when the server listens on every interface, and only under this machine's own name.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.ip) || !isLocalHostHeader(request.headers.host)) {
      return reply.status(404).send({
        success: false,
        error: { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` },
      });
    }
  });
  app.get(
    DEV_MAILBOX_PATHS.api,
    {
      schema: {
        summary:
          'E-mail kept by the dev mailbox, newest first (only outside production without SMTP_URL)',
        tags: ['dev'],
        querystring: ZDevMailboxQuery,
        response: { 200: ZDevMailboxResponse, 400: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { success: true as const, data: mailbox.list(request.query) };
    },
  );

  app.get(
    DEV_MAILBOX_PATHS.page,
    // An HTML page for people, so it stays out of the API document.
    { schema: { hide: true, querystring: ZDevMailboxQuery } },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mailbox.list(request.query), request.query.to)),
  );
};

// The app's Content-Security-Policy forbids inline scripts and styles, so the page is plain
// semantic HTML; every value from a message is escaped.
function renderMailboxPage(messages: StoredMail[], to: string | undefined): string {
  const filter = escapeHtml(to ?? '');
  const list = messages.length
    ? messages.map(renderMessage).join('\n')
    : `<p>No messages${to ? ` to ${filter}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox – Redaction Workbench</title>
</head>
<body>
<header>
<h1>Dev mailbox</h1>
<p>E-mail the server would have sent. No SMTP server is configured, so messages are kept in memory, newest first, and are lost on restart.</p>
<form method="get" action="${DEV_MAILBOX_PATHS.page}">
<label>Recipient <input type="search" name="to" value="${filter}" maxlength="255"></label>
<button type="submit">Filter</button>
<a href="${DEV_MAILBOX_PATHS.page}">Show all</a>
</form>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

function renderMessage(message: StoredMail): string {
  const links = message.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('\n');
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Sent</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></dd>
</dl>
${links ? `<ul>\n${links}\n</ul>` : ''}
<pre>${escapeHtml(message.text)}</pre>
</article>
<hr>`;
}
