import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature for tests: hands each request to the next of `ports` in turn and
 * streams the answer back; `served` lists which port took each request.
 */
export async function startRoundRobinProxy(ports: readonly number[]) {
  let next = 0;
  const served: { port: number; method: string; path: string }[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const port = ports[next++ % ports.length]!;
    served.push({ port, method: incoming.method ?? 'GET', path: incoming.url ?? '/' });
    const upstream = forward(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    /** The port the next request goes to. */
    nextPort: () => ports[next % ports.length]!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
