import { afterEach, describe, expect, it } from 'vitest';
import { EngineError } from '../span';
import {
  createAdvancedEngine,
  type AdvancedEngineOptions,
  type DroppedFindings,
} from './advanced-engine';
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
    model: 'test-model',
    retryBaseDelayMs: 1,
    timeoutMs: 5_000,
    ...options,
  });
}

const TEXT = 'Pasient: Kari Nordmann, født 01.02.1980. Kari Nordmann har diabetes.';

describe('AdvancedEngine.detect', () => {
  it('returns spans at exact offsets, and asks with model, key, schema and only requested types', async () => {
    const engine = await engineFor(
      () => ({
        content: entitiesJson(
          { text: 'Kari Nordmann', entity_type: 'PERSON', score: 0.97 },
          { text: 'diabetes', entity_type: 'HEALTH' },
        ),
      }),
      { apiKey: 'secret-key' },
    );

    const spans = await engine.detect({ text: TEXT, entities: ['PERSON', 'HEALTH'] });

    expect(spans).toEqual([
      {
        start: 9,
        end: 22,
        text: 'Kari Nordmann',
        entity_type: 'PERSON',
        score: 0.97,
        engine: 'advanced',
      },
      {
        start: 41,
        end: 54,
        text: 'Kari Nordmann',
        entity_type: 'PERSON',
        score: 0.97,
        engine: 'advanced',
      },
      {
        start: 59,
        end: 67,
        text: 'diabetes',
        entity_type: 'HEALTH',
        score: 0.85,
        engine: 'advanced',
      },
    ]);
    for (const span of spans) expect(TEXT.slice(span.start, span.end)).toBe(span.text);

    const [request] = llm!.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.body.model).toBe('test-model');
    expect(request!.headers.authorization).toBe('Bearer secret-key');
    const format = request!.body.response_format as any;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.properties.entities.items.properties.entity_type.enum).toEqual(
      ['PERSON', 'HEALTH'],
    );
    expect(request!.prompt).toContain('- PERSON:');
    expect(request!.prompt).toContain('- HEALTH:');
    expect(request!.prompt).not.toContain('- EMAIL:');
    expect(request!.prompt).not.toContain('- CRIMINAL:');
    expect(request!.prompt).toContain(TEXT);
  });

  it('sends no Authorization header when no key is configured', async () => {
    const engine = await engineFor(() => ({ content: entitiesJson() }));
    await engine.detect({ text: TEXT, entities: ['PERSON'] });
    expect(llm!.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('names no other entity type anywhere in the prompt', async () => {
    const engine = await engineFor(() => ({ content: entitiesJson() }));
    await engine.detect({ text: 'Ingen funn her.', entities: ['HEALTH'] });
    const otherTypes = /PERSON|ORGANIZATION|EMAIL|CONTEXT|CRIMINAL|GENETIC_DATA/;
    expect(llm!.requests[0]!.prompt).not.toMatch(otherTypes);
    expect(JSON.stringify(llm!.requests[0]!.body.response_format)).not.toMatch(otherTypes);
  });

  it('drops an invented entity and reports it', async () => {
    const dropped: DroppedFindings[] = [];
    const engine = await engineFor(
      () => ({
        content: entitiesJson(
          { text: 'Ola Hansen', entity_type: 'PERSON' },
          { text: 'diabetes', entity_type: 'HEALTH' },
          { text: 'kari@example.no', entity_type: 'EMAIL' },
        ),
      }),
      { onDropped: (report) => dropped.push(report) },
    );

    const spans = await engine.detect({ text: TEXT, entities: ['PERSON', 'HEALTH'] });

    expect(spans.map((span) => span.text)).toEqual(['diabetes']);
    // EMAIL was not requested, so it is rejected even though the model returned it.
    expect(dropped).toEqual([{ operation: 'detect', notFound: 1, rejected: 1 }]);
  });

  it('finds a multi-word entity broken across lines and covers the original text', async () => {
    const text = 'Saken gjelder Kari\n   Nordmann fra Bergen.';
    const engine = await engineFor(() => ({
      content: entitiesJson({ text: 'Kari Nordmann', entity_type: 'PERSON' }),
    }));

    const [span] = await engine.detect({ text, entities: ['PERSON'] });

    expect(span).toMatchObject({ start: 14, end: 30, text: 'Kari\n   Nordmann' });
  });

  it('retries malformed JSON once and then succeeds', async () => {
    const engine = await engineFor((index) =>
      index === 0
        ? { content: '{"entities": [{"text": "Kari' }
        : {
            content:
              '```json\n' + entitiesJson({ text: 'diabetes', entity_type: 'HEALTH' }) + '\n```',
          },
    );
    const spans = await engine.detect({ text: TEXT, entities: ['HEALTH'] });
    expect(spans.map((span) => span.text)).toEqual(['diabetes']);
    expect(llm!.requests).toHaveLength(2);
  });

  it('fails clearly when the JSON is malformed twice', async () => {
    const engine = await engineFor(() => ({
      content: 'Sure! Here are the entities: Kari',
      finishReason: 'length',
    }));
    const result = engine.detect({ text: TEXT, entities: ['PERSON'] });
    await expect(result).rejects.toBeInstanceOf(EngineError);
    await expect(result).rejects.toThrow(/malformed JSON twice for part 1 of 1.*cut off/);
    expect(llm!.requests).toHaveLength(2);
  });

  it('is not configured without a base URL or model, and rejects detection', async () => {
    const engine = createAdvancedEngine({ model: 'x' });
    expect(engine.status()).toEqual({
      state: 'not_configured',
      detail: 'Advanced AI is not configured: set LLM_BASE_URL and LLM_MODEL',
    });
    await expect(engine.detect({ text: TEXT, entities: ['PERSON'] })).rejects.toThrow(
      /not configured/,
    );
    expect(createAdvancedEngine({ baseUrl: 'http://x/v1', model: 'm' }).status()).toEqual({
      state: 'ready',
    });
  });

  it('makes no request when no advanced type is requested or the text is blank', async () => {
    const engine = await engineFor(() => ({ content: entitiesJson() }));
    expect(await engine.detect({ text: TEXT, entities: ['NO_PHONE_NUMBER'] })).toEqual([]);
    expect(await engine.detect({ text: ' \n ', entities: ['PERSON'] })).toEqual([]);
    expect(llm!.requests).toHaveLength(0);
  });

  it('maps spans of later chunks to offsets in the whole text', async () => {
    const paragraph = (name: string) => `Brev til ${name} om saken.`;
    const text = [paragraph('Per Olsen'), paragraph('Anne Lie'), paragraph('Per Olsen')].join(
      '\n\n',
    );
    const engine = await engineFor(
      () => ({ content: entitiesJson({ text: 'Per Olsen', entity_type: 'PERSON' }) }),
      {
        chunkChars: 30,
      },
    );

    const spans = await engine.detect({ text, entities: ['PERSON'] });

    expect(llm!.requests).toHaveLength(3);
    expect(spans.map((span) => span.start)).toEqual([text.indexOf('Per'), text.lastIndexOf('Per')]);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe('Per Olsen');
  });
});
