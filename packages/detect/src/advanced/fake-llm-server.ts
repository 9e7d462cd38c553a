import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with one request (test helper, not production code). */
export type ScriptedReply =
  | { content: string; finishReason?: string; delayMs?: number }
  | { status: number; headers?: Record<string, string>; body?: string }
  | { hang: true };

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The system and user message contents joined, for prompt assertions. */
  prompt: string;
};

export type FakeLlm = {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose response is not finished yet, and the most seen at once. */
  inFlight: () => number;
  maxInFlight: () => number;
  close: () => Promise<void>;
};

/** Starts a real HTTP server on 127.0.0.1 speaking enough of the chat-completions API for tests. */
export async function startFakeLlm(
  script: (request: RecordedRequest, index: number) => ScriptedReply,
): Promise<FakeLlm> {
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        prompt: promptOf(body),
      };
      requests.push(request);
      reply(res, String(body.model), script(request, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON text of an entity answer, as a model would write it. */
export function entitiesJson(
  ...entities: { text: string; entity_type: string; score?: number }[]
): string {
  return JSON.stringify({ entities: entities.map((entity) => ({ score: null, ...entity })) });
}

function reply(res: ServerResponse, model: string, scripted: ScriptedReply): void {
  if ('hang' in scripted) return;
  if ('status' in scripted) {
    res.writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers });
    res.end(scripted.body ?? JSON.stringify({ error: { message: `scripted ${scripted.status}` } }));
    return;
  }
  const completion = {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: scripted.content },
        finish_reason: scripted.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(completion));
  }, scripted.delayMs ?? 0);
}

function promptOf(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  return messages.map((message) => String(message.content)).join('\n');
}
