import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';

/** One exchange as a gateway in front of the server saw it: both bodies, byte for byte. */
export type Recorded = {
  method: string;
  path: string;
  status: number;
  requestHeaders: IncomingHttpHeaders;
  responseHeaders: IncomingHttpHeaders;
  requestBody: Buffer;
  responseBody: Buffer;
};

export type RecordingGateway = {
  url: string;
  exchanges: Recorded[];
  close: () => Promise<void>;
};

/**
 * A reverse proxy that records every request and response body while passing them on unchanged,
 * as a TLS-terminating gateway that logs bodies would (the threat the payload encryption of
 * decision 0021 answers). Streams (Server-Sent Events) pass through as they arrive.
 */
export async function startRecordingGateway(
  upstream: string,
  port: number,
): Promise<RecordingGateway> {
  const target = new URL(upstream);
  const exchanges: Recorded[] = [];
  const server = createServer((incoming, outgoing) => {
    const requestChunks: Buffer[] = [];
    const responseChunks: Buffer[] = [];
    const upstreamRequest = forward(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          responseChunks.push(chunk);
          outgoing.write(chunk);
        });
        answer.on('end', () => {
          outgoing.end();
          exchanges.push({
            method: incoming.method ?? 'GET',
            path: incoming.url ?? '/',
            status: answer.statusCode ?? 0,
            requestHeaders: incoming.headers,
            responseHeaders: answer.headers,
            requestBody: Buffer.concat(requestChunks),
            responseBody: Buffer.concat(responseChunks),
          });
        });
        outgoing.on('close', () => answer.destroy());
      },
    );
    upstreamRequest.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.on('data', (chunk: Buffer) => {
      requestChunks.push(chunk);
      upstreamRequest.write(chunk);
    });
    incoming.on('end', () => upstreamRequest.end());
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstreamRequest.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
