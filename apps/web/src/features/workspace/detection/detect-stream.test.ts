import { ORGANIZATION_HEADER, ORGANIZATION_MESSAGES } from '@workbench/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentOrganizationId, setCurrentOrganizationId } from '../../../lib/organization-scope';
import { setCookie } from '../../../test/fake-http';
import { stubEncryptedFetch } from '../../../test/fake-payload-server';
import { streamDetection, type DetectRequest } from './detect-stream';

const request: DetectRequest = {
  files: [{ file: new File(['%PDF'], 'a.pdf'), name: 'a.pdf' }],
  useFast: true,
  useStandard: false,
  useAdvanced: false,
  requestedEntities: ['PERSON_F'],
  threshold: 0.5,
  removeWords: null,
};

/** The detect call answers `response`; the fake payload server agrees the key first. */
function answer(response: Response) {
  const detect = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  const payload = stubEncryptedFetch(detect);
  return Object.assign(detect, { payload });
}

const encoder = new TextEncoder();
const EVENTS = ['b-1', 'b-2', 'b-3'].map(
  (id) => `event: reading_files\ndata: {"type":"reading_files","batch_id":"${id}"}\n\n`,
);

/** A stream answer of `chunks`, which then ends or, with `breaks`, loses the connection. */
function streamOf(chunks: string[], { breaks = false } = {}) {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < chunks.length) controller.enqueue(encoder.encode(chunks[index++]));
      else if (breaks) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Runs the stream, with what reached the run: events read and events that failed to decrypt. */
function runCounting() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const seen = { events: 0, undecryptable: 0 };
  const done = streamDetection(request, () => (seen.events += 1), new AbortController().signal, {
    onUndecryptable: () => (seen.undecryptable += 1),
  });
  return { done, seen };
}

const run = () => streamDetection(request, () => undefined, new AbortController().signal);

beforeEach(() => setCookie('csrf_token', 'token'));
afterEach(() => vi.unstubAllGlobals());

describe('opening the detection stream', () => {
  it('gives the message of a JSON error body', async () => {
    const body = { success: false, error: { code: 'VALIDATION_ERROR', message: 'Bad threshold' } };
    answer(new Response(JSON.stringify(body), { status: 400 }));
    await expect(run()).rejects.toMatchObject({ message: 'Bad threshold', status: 400 });
  });

  it("says 'HTTP {status}: {statusText}' when the body is not JSON", async () => {
    answer(new Response('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(run()).rejects.toMatchObject({ message: 'HTTP 502: Bad Gateway' });
  });

  it("says 'Request failed with status {status}' for JSON that is not an error envelope", async () => {
    answer(new Response('{"oops":true}', { status: 500, statusText: 'Internal Server Error' }));
    await expect(run()).rejects.toMatchObject({ message: 'Request failed with status 500' });
  });

  it("is sent in the organization's context, which is dropped when the server refuses it", async () => {
    setCurrentOrganizationId('org-1');
    const body = {
      success: false,
      error: { code: 'FORBIDDEN', message: ORGANIZATION_MESSAGES.notMember },
    };
    const detect = answer(new Response(JSON.stringify(body), { status: 403 }));
    await expect(run()).rejects.toMatchObject({ message: ORGANIZATION_MESSAGES.notMember });
    const [, init] = detect.mock.calls[0]!;
    expect(new Headers(init?.headers).get(ORGANIZATION_HEADER)).toBe('org-1');
    expect(currentOrganizationId()).toBeNull();
  });

  it('refuses an answer without a body', async () => {
    answer(new Response(null, { status: 200 }));
    await expect(run()).rejects.toMatchObject({ message: 'Response body is not readable' });
  });
});

describe('reading the encrypted detection stream', () => {
  it('sends the key and request id in its header, the path without the query in the form', async () => {
    const detect = answer(streamOf(EVENTS));
    await run();
    const [upload] = detect.payload.uploads;
    expect(upload!.path).toBe('/api/batch/multi_detect');
    const [, init] = detect.mock.calls[0]!;
    expect(new Headers(init?.headers).get('X-Payload-Key')).toBe(
      `${upload!.keyId}:${upload!.requestId}`,
    );
    expect(JSON.parse(upload!.form.get('encryption') as string)).toMatchObject({
      path: '/api/batch/multi_detect',
      request_id: upload!.requestId,
    });
  });

  it('opens every event of an untouched stream', async () => {
    answer(streamOf(EVENTS));
    const { done, seen } = runCounting();
    await done;
    expect(seen).toEqual({ events: 3, undecryptable: 0 });
  });

  it('refuses plain data lines', async () => {
    const detect = answer(streamOf(EVENTS));
    detect.payload.tamper.plain = true;
    const { done, seen } = runCounting();
    await done;
    expect(seen).toEqual({ events: 0, undecryptable: 3 });
  });

  it('refuses the events after one dropped on the way', async () => {
    const detect = answer(streamOf(EVENTS));
    detect.payload.tamper.dropEvents.add(0);
    const { done, seen } = runCounting();
    await done;
    expect(seen).toEqual({ events: 0, undecryptable: 2 });
  });

  it('refuses events sealed for another request', async () => {
    const detect = answer(streamOf(EVENTS));
    detect.payload.tamper.requestId = 'request-fedcba9876543210';
    const { done, seen } = runCounting();
    await done;
    expect(seen).toEqual({ events: 0, undecryptable: 3 });
  });

  it('counts events still decrypting before it reports a lost connection', async () => {
    const detect = answer(streamOf(EVENTS.slice(0, 2), { breaks: true }));
    detect.payload.tamper.events.add(1);
    const { done, seen } = runCounting();
    await expect(done).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(seen).toEqual({ events: 1, undecryptable: 1 });
  });
});
