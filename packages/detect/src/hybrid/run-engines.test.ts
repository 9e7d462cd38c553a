import { describe, expect, it } from 'vitest';
import { EngineError, type Engine, type EngineName, type EngineStatus, type Span } from '../span';
import { runEngines } from './run-engines';

/** An engine that finds every occurrence of fixed words, to test the orchestration alone. */
function wordEngine(
  name: EngineName,
  found: Record<string, string>,
  status: EngineStatus = { state: 'ready' },
): Engine {
  return {
    name,
    status: () => status,
    detect: ({ text, entities }) => {
      const spans: Span[] = [];
      for (const [word, type] of Object.entries(found)) {
        if (!entities.includes(type)) continue;
        for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
          spans.push({
            start: at,
            end: at + word.length,
            text: word,
            entity_type: type,
            score: name === 'fast' ? 0.7 : 0.9,
            engine: name,
          });
      }
      return Promise.resolve(spans);
    },
  };
}

const failing: Engine = {
  name: 'advanced',
  status: () => ({ state: 'ready' }),
  detect: () => Promise.reject(new EngineError('advanced', 'The model timed out after 60 s')),
};

describe('runEngines', () => {
  const text = 'Kari bor i Oslo. Kari ringer.';

  it('runs only the planned engines with their own entity types and merges the spans', async () => {
    const engines = new Map<EngineName, Engine>([
      ['fast', wordEngine('fast', { Kari: 'PERSON', Oslo: 'LOCATION' })],
      ['standard', wordEngine('standard', { Kari: 'PERSON' })],
    ]);
    const result = await runEngines(
      { text },
      { fast: ['LOCATION', 'PERSON'], standard: ['PERSON'] },
      engines,
    );
    expect(result.failures).toEqual([]);
    expect(result.spans.map((one) => [one.text, one.start, one.engines])).toEqual([
      ['Kari', 0, ['standard', 'fast']],
      ['Oslo', 11, ['fast']],
      ['Kari', 17, ['standard', 'fast']],
    ]);
  });

  it('reports an engine that fails or is not installed while the others still count', async () => {
    const engines = new Map<EngineName, Engine>([
      ['fast', wordEngine('fast', { Oslo: 'LOCATION' })],
      [
        'standard',
        wordEngine('standard', {}, { state: 'not_installed', detail: 'Set GLINER_MODEL_DIR' }),
      ],
      ['advanced', failing],
    ]);
    const result = await runEngines(
      { text },
      { fast: ['LOCATION'], standard: ['PERSON'], advanced: ['PERSON'] },
      engines,
    );
    expect(result.spans.map((one) => one.text)).toEqual(['Oslo']);
    expect(result.failures).toEqual([
      { engine: 'standard', message: 'Set GLINER_MODEL_DIR' },
      { engine: 'advanced', message: 'The model timed out after 60 s' },
    ]);
  });

  it('skips engines planned with no entity types and rejects once aborted', async () => {
    const engines = new Map<EngineName, Engine>([
      ['fast', wordEngine('fast', { Oslo: 'LOCATION' })],
    ]);
    expect((await runEngines({ text }, { fast: [], advanced: [] }, engines)).spans).toEqual([]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      runEngines({ text }, { fast: ['LOCATION'] }, engines, controller.signal),
    ).rejects.toThrow();
  });

  it('marks every engine’s name with the courtesy title printed before it', async () => {
    const engines = new Map<EngineName, Engine>([
      ['standard', wordEngine('standard', { 'Jane Smith': 'PERSON', Oslo: 'LOCATION' })],
    ]);
    const { spans } = await runEngines(
      { text: 'Dear Mrs Jane Smith of Oslo' },
      { standard: ['PERSON', 'LOCATION'] },
      engines,
    );
    expect(spans.map((span) => span.text)).toEqual(['Mrs Jane Smith', 'Oslo']);
  });
});
