import type { TDetectEvent } from '@workbench/contracts';
import type { FastifyReply } from 'fastify';

/** How often a quiet stream says it is alive, so proxies and the browser keep it open. */
export const HEARTBEAT_MS = 5_000;

export type EventStream = {
  send: (event: TDetectEvent) => void;
  end: () => void;
  /**
   * Sends a last event and cuts the connection, as if the client had left: the work stops and
   * its pages are given back (a server that must stop now, say).
   */
  abort: (last: TDetectEvent) => void;
  /** Aborts when the client goes away, so the remaining work stops. */
  signal: AbortSignal;
};

type Options = {
  heartbeatMs?: number;
  /** What the `data:` line carries for an event's JSON (sealed for an encrypted request). */
  encodeData?: (json: string) => string;
};

/**
 * Takes over the response and writes Server-Sent Events: `event: <type>` and one `data:` line of
 * JSON each. Headers Fastify set so far (security headers, request id) are kept.
 */
export function openEventStream(reply: FastifyReply, options: Options = {}): EventStream {
  const { heartbeatMs = HEARTBEAT_MS, encodeData = (json: string) => json } = options;
  const controller = new AbortController();
  const response = reply.raw;
  reply.hijack();
  const headers = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  response.writeHead(200, {
    ...Object.fromEntries(headers),
    'x-request-id': reply.request.id,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise hold events back until its buffer fills.
    'x-accel-buffering': 'no',
  });
  response.flushHeaders();
  let isOpen = true;
  const frame = (event: TDetectEvent) =>
    `event: ${event.type}\ndata: ${encodeData(JSON.stringify(event))}\n\n`;
  const write = (event: TDetectEvent) => {
    if (!isOpen) return;
    response.write(frame(event));
  };
  const heartbeat = setInterval(
    () => write({ type: 'heartbeat', status: 'alive', timestamp: Date.now() }),
    heartbeatMs,
  );
  const stop = () => {
    isOpen = false;
    clearInterval(heartbeat);
  };
  response.on('close', () => {
    if (isOpen) controller.abort();
    stop();
  });
  return {
    send: write,
    end: () => {
      if (!isOpen) return;
      stop();
      response.end();
    },
    abort: (last) => {
      if (!isOpen) return;
      // Cut once the event is on its way: the response never finishes, so it is not delivered.
      response.write(frame(last), () => response.destroy());
    },
    signal: controller.signal,
  };
}
