import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../span';
import { createAdvancedEngine, type AdvancedEngineOptions } from './advanced-engine';
import { entitiesJson, startFakeLlm, type FakeLlm, type ScriptedReply } from './fake-llm-server';

let llm: FakeLlm | undefined;
afterEach(async () => {
  await llm?.close();
  llm = undefined;
});

async function engineFor(
  script: (index: number) => ScriptedReply,
  options: Partial<AdvancedEngineOptions> = {},
) {
  llm = await startFakeLlm((_request, index) => script(index));
  return createAdvancedEngine({
    baseUrl: llm.baseUrl,
    model: 'm',
    retryBaseDelayMs: 1,
    timeoutMs: 5_000,
    ...options,
  });
}

const TEXT = 'Kari Nordmann bor i Bergen.';
const GOOD: ScriptedReply = {
  content: entitiesJson({ text: 'Kari Nordmann', entity_type: 'PERSON' }),
};

function waitFor(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5));
    check();
  });
}

describe('advanced engine against a misbehaving server', () => {
  it('waits as long as retry-after-ms asks after a 429, then succeeds', async () => {
    const engine = await engineFor((index) =>
      index === 0 ? { status: 429, headers: { 'retry-after-ms': '150' } } : GOOD,
    );
    const started = Date.now();
    const spans = await engine.detect({ text: TEXT, entities: ['PERSON'] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(spans).toHaveLength(1);
    expect(llm!.requests).toHaveLength(2);
  });

  it('retries a 429 with retry-after: 0 immediately', async () => {
    const engine = await engineFor((index) =>
      index === 0 ? { status: 429, headers: { 'retry-after': '0' } } : GOOD,
    );
    expect(await engine.detect({ text: TEXT, entities: ['PERSON'] })).toHaveLength(1);
    expect(llm!.requests).toHaveLength(2);
  });

  it('fails at once when retry-after is longer than it is willing to wait', async () => {
    const engine = await engineFor(() => ({ status: 429, headers: { 'retry-after': '3600' } }));
    await expect(engine.detect({ text: TEXT, entities: ['PERSON'] })).rejects.toThrow(
      /rate limited \(HTTP 429\)/,
    );
    expect(llm!.requests).toHaveLength(1);
  });

  it('retries a 500 and succeeds', async () => {
    const engine = await engineFor((index) => (index === 0 ? { status: 500 } : GOOD));
    expect(await engine.detect({ text: TEXT, entities: ['PERSON'] })).toHaveLength(1);
    expect(llm!.requests).toHaveLength(2);
  });

  it('gives up after maxRetries server errors with the status in the message', async () => {
    const engine = await engineFor(() => ({ status: 503 }), { maxRetries: 2 });
    const result = engine.detect({ text: TEXT, entities: ['PERSON'] });
    await expect(result).rejects.toBeInstanceOf(EngineError);
    await expect(result).rejects.toThrow(/HTTP 503.*after 2 retries/);
    expect(llm!.requests).toHaveLength(3);
  });

  it('does not retry a 401 and names the key', async () => {
    const engine = await engineFor(() => ({ status: 401 }), { apiKey: 'wrong' });
    await expect(engine.detect({ text: TEXT, entities: ['PERSON'] })).rejects.toThrow(
      /LLM_API_KEY/,
    );
    expect(llm!.requests).toHaveLength(1);
  });

  it('times out quickly when the server never answers, without retrying', async () => {
    const engine = await engineFor(() => ({ hang: true }), { timeoutMs: 200 });
    const started = Date.now();
    const result = engine.detect({ text: TEXT, entities: ['PERSON'] });
    await expect(result).rejects.toBeInstanceOf(EngineError);
    await expect(result).rejects.toThrow(/did not answer within 0.2 s \(timeout\)/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(llm!.requests).toHaveLength(1);
  });

  it('reports an unreachable server', async () => {
    llm = await startFakeLlm(() => GOOD);
    const baseUrl = llm.baseUrl;
    await llm.close();
    llm = undefined;
    const engine = createAdvancedEngine({
      baseUrl,
      model: 'm',
      maxRetries: 1,
      retryBaseDelayMs: 1,
    });
    await expect(engine.detect({ text: TEXT, entities: ['PERSON'] })).rejects.toThrow(
      /could not be reached.*after 1 retry/,
    );
  });

  it('aborts the request in flight and schedules no more chunks', async () => {
    const engine = await engineFor(() => ({ hang: true }), { concurrency: 1, chunkChars: 30 });
    const controller = new AbortController();
    const text = [TEXT, TEXT, TEXT].join('\n\n');
    const result = engine.detect({ text, entities: ['PERSON'], signal: controller.signal });
    await waitFor(() => llm!.requests.length === 1);
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    await waitFor(() => llm!.inFlight() === 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(llm!.requests).toHaveLength(1);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const engine = await engineFor(() => GOOD);
    const signal = AbortSignal.abort();
    await expect(engine.detect({ text: TEXT, entities: ['PERSON'], signal })).rejects.toMatchObject(
      {
        name: 'AbortError',
      },
    );
    expect(llm!.requests).toHaveLength(0);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const engine = await engineFor(() => ({ ...GOOD, delayMs: 40 }), {
      concurrency: 2,
      chunkChars: 30,
    });
    const text = Array.from({ length: 6 }, () => TEXT).join('\n\n');
    const spans = await engine.detect({ text, entities: ['PERSON'] });
    expect(llm!.requests).toHaveLength(6);
    expect(llm!.maxInFlight()).toBe(2);
    expect(spans).toHaveLength(6);
  });

  it('cancels the other chunks when one chunk fails', async () => {
    // The second request fails while the first is certainly held open by the server.
    const engine = await engineFor((index) => (index === 1 ? { status: 400 } : { hang: true }), {
      concurrency: 2,
      chunkChars: 30,
    });
    const text = [TEXT, TEXT, TEXT, TEXT].join('\n\n');
    await expect(engine.detect({ text, entities: ['PERSON'] })).rejects.toThrow(/HTTP 400/);
    await waitFor(() => llm!.inFlight() === 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(llm!.requests).toHaveLength(2);
  });
});
