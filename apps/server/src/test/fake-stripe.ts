import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the SDK made; the form body keeps Stripe's bracket keys (`metadata[plan_code]`). */
export type FakeStripeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, string>;
};

type Failure = { status: number; type: string; code?: string; message: string };

export type FakeStripe = {
  /** Give this as `apiUrl` to the Stripe provider. */
  url: string;
  requests: FakeStripeRequest[];
  /** The next request is answered with this Stripe error instead. */
  failNext(failure: Failure): void;
  close(): Promise<void>;
};

const fakeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  // The SDK would otherwise retry a 5xx, which only slows the test down.
  response.writeHead(status, {
    'content-type': 'application/json',
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

function metadataOf(body: Record<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(key);
    if (match?.[1] !== undefined) metadata[match[1]] = value;
  }
  return metadata;
}

function answer(method: string, path: string, body: Record<string, string>): [number, unknown] {
  if (method === 'POST' && path === '/v1/checkout/sessions') {
    const id = fakeId('cs');
    return [
      200,
      {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        metadata: metadataOf(body, 'metadata'),
        expires_at: Number(body.expires_at),
        url: `https://checkout.stripe.test/c/pay/${id}`,
      },
    ];
  }
  const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
  if (subscription !== null && (method === 'POST' || method === 'DELETE')) {
    return [
      200,
      {
        id: subscription[1],
        object: 'subscription',
        status: method === 'DELETE' ? 'canceled' : 'active',
        cancel_at_period_end: body.cancel_at_period_end === 'true',
      },
    ];
  }
  return [
    404,
    {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path})`,
      },
    },
  ];
}

/** A local stand-in for the Stripe API, answering the few calls the Stripe provider makes. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let failure: Failure | undefined;

  const server = createServer((request, response) => {
    void readBody(request).then((raw) => {
      const url = new URL(request.url ?? '/', 'http://fake.stripe');
      const body = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(raw)),
      };
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: url.pathname,
        authorization: request.headers.authorization,
        body,
      });
      if (failure !== undefined) {
        const { status, ...error } = failure;
        failure = undefined;
        send(response, status, { error });
        return;
      }
      const [status, payload] = answer(method, url.pathname, body);
      send(response, status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(next) {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
