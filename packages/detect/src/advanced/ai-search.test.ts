import { afterEach, describe, expect, it } from 'vitest';
import { createAdvancedEngine } from './advanced-engine';
import { startFakeLlm, type FakeLlm } from './fake-llm-server';

let llm: FakeLlm | undefined;
afterEach(async () => {
  await llm?.close();
  llm = undefined;
});

const TEXT = [
  'Kari Nordmann skylder 12 500 kr for husleie.',
  'Lege: dr. Ola Berg, Haukeland.',
  'Restbeløpet på 12 500 kr forfaller 1. mars.',
].join('\n');

describe('AdvancedEngine.aiSearch', () => {
  it('returns grounded AI_SEARCH spans for every occurrence and drops invented answers', async () => {
    llm = await startFakeLlm(() => ({
      content: JSON.stringify({
        matches: [
          { text: '12 500 kr', score: 0.9 },
          { text: '4 000 kr', score: 0.8 },
        ],
      }),
    }));
    let notFound = 0;
    const engine = createAdvancedEngine({
      baseUrl: llm.baseUrl,
      model: 'search-model',
      onDropped: (dropped) => (notFound += dropped.notFound),
    });

    const spans = await engine.aiSearch({ text: TEXT, query: 'beløp som skyldes' });

    const first = TEXT.indexOf('12 500 kr');
    const second = TEXT.lastIndexOf('12 500 kr');
    expect(spans).toEqual([
      {
        start: first,
        end: first + 9,
        text: '12 500 kr',
        entity_type: 'AI_SEARCH',
        score: 0.9,
        engine: 'advanced',
      },
      {
        start: second,
        end: second + 9,
        text: '12 500 kr',
        entity_type: 'AI_SEARCH',
        score: 0.9,
        engine: 'advanced',
      },
    ]);
    expect(notFound).toBe(1);
    const [request] = llm.requests;
    expect(request!.body.model).toBe('search-model');
    expect(request!.prompt).toContain('Query: beløp som skyldes');
    expect((request!.body.response_format as any).json_schema.name).toBe('matches');
  });

  it('accepts a bare array of strings from servers without structured output', async () => {
    llm = await startFakeLlm(() => ({ content: '["dr. Ola Berg"]' }));
    const engine = createAdvancedEngine({
      baseUrl: llm.baseUrl,
      model: 'm',
      responseFormat: 'none',
    });

    const spans = await engine.aiSearch({ text: TEXT, query: 'names of doctors' });

    expect(spans.map((span) => [span.text, span.score])).toEqual([['dr. Ola Berg', 0.85]]);
    expect(llm.requests[0]!.body.response_format).toBeUndefined();
  });

  it('makes no request for a blank query', async () => {
    llm = await startFakeLlm(() => ({ content: '[]' }));
    const engine = createAdvancedEngine({ baseUrl: llm.baseUrl, model: 'm' });
    expect(await engine.aiSearch({ text: TEXT, query: '   ' })).toEqual([]);
    expect(llm.requests).toHaveLength(0);
  });
});
