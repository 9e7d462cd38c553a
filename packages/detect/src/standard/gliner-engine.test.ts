import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { EngineError } from '../span';
import { GlinerEngine, type GlinerEngineOptions } from './gliner-engine';
import { tokenLevelModel, writeTinyGliner } from './tiny-gliner.fixture';

const root = mkdtempSync(join(tmpdir(), 'gliner-engine-'));
const engines: GlinerEngine[] = [];
afterAll(async () => {
  await Promise.all(engines.map((engine) => engine.close()));
  rmSync(root, { recursive: true, force: true });
});

/** An engine whose worker thread is ended after the tests. */
function glinerEngine(options: GlinerEngineOptions): GlinerEngine {
  const engine = new GlinerEngine(options);
  engines.push(engine);
  return engine;
}

let folders = 0;
function modelFolder(options: Parameters<typeof writeTinyGliner>[1] = {}): string {
  folders += 1;
  const dir = join(root, `model-${folders}`);
  writeTinyGliner(dir, options);
  return dir;
}

const TEXT = 'Alice Smith lives in New York. Call Bob on 5551234.';
const found = (spans: { text: string; entity_type: string }[]) =>
  spans.map((span) => `${span.entity_type}:${span.text}`);

describe('GlinerEngine on a tiny span-level ONNX model', () => {
  const engine = glinerEngine({ modelDir: modelFolder() });

  it('is ready when the folder is complete', () => {
    expect(engine.status()).toEqual({ state: 'ready' });
  });

  it('finds spans with exact character offsets and maps labels back to the requested types', async () => {
    const spans = await engine.detect({ text: TEXT, entities: ['location', 'PERSON'] });
    expect(
      spans.map(({ start, end, text, entity_type, engine }) => ({
        start,
        end,
        text,
        entity_type,
        engine,
      })),
    ).toEqual([
      { start: 0, end: 11, text: 'Alice Smith', entity_type: 'PERSON', engine: 'standard' },
      { start: 21, end: 29, text: 'New York', entity_type: 'location', engine: 'standard' },
      { start: 36, end: 39, text: 'Bob', entity_type: 'PERSON', engine: 'standard' },
    ]);
    expect(spans[0]!.score).toBeCloseTo(1 / (1 + Math.exp(-2)), 5);
    expect(spans[2]!.score).toBeCloseTo(1 / (1 + Math.exp(-3)), 5);
  });

  it('asks only for the requested types, prompting coded names in plain words', async () => {
    const spans = await engine.detect({ text: TEXT, entities: ['NO_PHONE_NUMBER'] });
    expect(found(spans)).toEqual(['NO_PHONE_NUMBER:5551234']);
    expect(spans[0]).toMatchObject({ start: 43, end: 50 });
  });

  it('keeps the better of two overlapping spans (flat NER)', async () => {
    // "Alice" alone scores 0.73, above the floor, but "Alice Smith" (0.88) covers it.
    const spans = await engine.detect({ text: 'Alice Smith', entities: ['PERSON'] });
    expect(found(spans)).toEqual(['PERSON:Alice Smith']);
    const alone = await engine.detect({ text: 'Alice', entities: ['PERSON'] });
    expect(alone.map((span) => span.score)).toEqual([expect.closeTo(0.731, 3)]);
  });

  it('drops spans at or below its score floor and leaves higher ones to the caller', async () => {
    const strict = glinerEngine({ modelDir: modelFolder(), minScore: 0.9 });
    const spans = await strict.detect({ text: TEXT, entities: ['PERSON', 'location'] });
    expect(found(spans)).toEqual(['PERSON:Bob']);
  });

  it('returns nothing for empty text or no entity types', async () => {
    expect(await engine.detect({ text: '  ', entities: ['PERSON'] })).toEqual([]);
    expect(await engine.detect({ text: TEXT, entities: [] })).toEqual([]);
  });

  it('stops when the request is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.detect({ text: TEXT, entities: ['PERSON'], signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('GlinerEngine windows', () => {
  it('finds an entity lying across a window edge exactly once', async () => {
    // max_len 8 words: the first window is words 0-7, so "New" (7) and "York" (8) straddle it.
    const engine = glinerEngine({ modelDir: modelFolder({ maxLen: 8 }), overlapWords: 3 });
    const filler = (count: number) => Array.from({ length: count }, () => 'filler').join(' ');
    const text = `${filler(7)} New York ${filler(3)} Bob ${filler(20)} Alice`;
    const spans = await engine.detect({ text, entities: ['PERSON', 'location'] });
    expect(found(spans)).toEqual(['location:New York', 'PERSON:Bob', 'PERSON:Alice']);
    const newYork = spans[0]!;
    expect(text.slice(newYork.start, newYork.end)).toBe('New York');
    expect(newYork.start).toBe(text.indexOf('New York'));
  });

  it('prefers a whole name to a higher-scoring part of it cut off by a window edge', async () => {
    // max_len 10 and max_width 4 give windows [0, 10), [5, 15), [10, 20), …; the model adds 4 to
    // spans touching a window's first or last word, as a real model may score a cut-off name.
    const engine = glinerEngine({ modelDir: modelFolder({ maxLen: 10, edgeBonus: 4 }) });
    const filler = (count: number) => Array.from({ length: count }, () => 'filler').join(' ');
    // "Kari Anne" ends the first window (0.98); the whole name, inside the second, scores 0.88.
    const cutAtEnd = `${filler(8)} Kari Anne Nordmann ${filler(12)}`;
    // "Anne Nordmann" starts the third window (0.99).
    const cutAtStart = `${filler(9)} Kari Anne Nordmann ${filler(12)}`;
    for (const text of [cutAtEnd, cutAtStart]) {
      const spans = await engine.detect({ text, entities: ['PERSON'] });
      expect(found(spans)).toEqual(['PERSON:Kari Anne Nordmann']);
      expect(spans[0]!.score).toBeCloseTo(1 / (1 + Math.exp(-2)), 5);
    }
  });
});

describe('GlinerEngine when the model is missing or broken', () => {
  it('is not installed without a folder, and detect rejects with EngineError', async () => {
    const engine = glinerEngine({ modelDir: undefined });
    expect(engine.status()).toEqual({
      state: 'not_installed',
      detail: 'Standard AI is not installed: set GLINER_MODEL_DIR to a GLiNER ONNX model folder',
    });
    const error: unknown = await engine
      .detect({ text: TEXT, entities: ['PERSON'] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ engine: 'standard', message: /GLINER_MODEL_DIR/ });
  });

  it('names a folder that does not exist', () => {
    const engine = glinerEngine({ modelDir: join(root, 'nowhere') });
    expect(engine.status()).toMatchObject({
      state: 'not_installed',
      detail: /nowhere does not exist/,
    });
  });

  it('names the file an incomplete folder lacks', () => {
    const dir = modelFolder();
    unlinkSync(join(dir, 'tokenizer.json'));
    expect(glinerEngine({ modelDir: dir }).status()).toMatchObject({
      state: 'not_installed',
      detail: /has no tokenizer\.json/,
    });
  });

  it('finds the model under onnx/ as onnx-community folders lay it out', async () => {
    const engine = glinerEngine({
      modelDir: modelFolder({ onnxPath: 'onnx/model_quantized.onnx' }),
    });
    expect(engine.status()).toEqual({ state: 'ready' });
    expect(found(await engine.detect({ text: 'Bob', entities: ['PERSON'] }))).toEqual([
      'PERSON:Bob',
    ]);
  });

  it('rejects with a clear EngineError when the ONNX file is corrupt', async () => {
    const dir = modelFolder();
    writeFileSync(join(dir, 'model.onnx'), 'this is not an onnx model');
    const engine = glinerEngine({ modelDir: dir });
    expect(engine.status()).toEqual({ state: 'ready' });
    const error: unknown = await engine
      .detect({ text: TEXT, entities: ['PERSON'] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toMatch(
      /^Standard AI could not load its model: could not load the ONNX model .*model\.onnx/,
    );
  });

  it('rejects a model without the span-level inputs', async () => {
    const dir = modelFolder();
    writeFileSync(join(dir, 'model.onnx'), tokenLevelModel());
    const error: unknown = await glinerEngine({ modelDir: dir })
      .detect({ text: TEXT, entities: ['PERSON'] })
      .catch((e) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toMatch(/is not a span-level GLiNER export/);
  });

  it('reports a token-level gliner_config as not installed', () => {
    const dir = modelFolder();
    writeFileSync(join(dir, 'gliner_config.json'), JSON.stringify({ span_mode: 'token_level' }));
    expect(glinerEngine({ modelDir: dir }).status()).toMatchObject({
      state: 'not_installed',
      detail: /token-level GLiNER model; only span-level models are supported/,
    });
  });
});
