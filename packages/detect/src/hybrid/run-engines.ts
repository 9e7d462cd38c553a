import { EngineError, type DetectRequest, type Engine, type EngineName, type Span } from '../span';
import { withCourtesyTitles } from '../ner/courtesy-titles';
import { mergeSpans } from './merge';

/** Which entity types to ask each engine for; an engine left out does not run. */
export type EnginePlan = Partial<Record<EngineName, readonly string[]>>;

export type EngineFailure = { engine: EngineName; message: string };

export type TextDetection = { spans: Span[]; failures: EngineFailure[] };

/** A page's text and what its layout tells the engines: words with boxes, form fields, size. */
export type EnginePage = Omit<DetectRequest, 'entities' | 'signal'>;

/**
 * Runs the planned engines on one text side by side and merges what they find, each name with
 * its courtesy title (courtesy-titles.ts). An engine that is not ready or fails is reported in
 * `failures` while the others' spans still count; an abort rejects the whole call.
 */
export async function runEngines(
  page: EnginePage,
  plan: EnginePlan,
  engines: ReadonlyMap<EngineName, Engine>,
  signal?: AbortSignal,
): Promise<TextDetection> {
  const jobs = Object.entries(plan).flatMap(([name, entities]) =>
    entities && entities.length > 0 ? [[name as EngineName, entities] as const] : [],
  );
  const settled = await Promise.allSettled(
    jobs.map(([name, entities]) => runOne(engines.get(name), name, { ...page, entities, signal })),
  );
  signal?.throwIfAborted();
  const spans: Span[] = [];
  const failures: EngineFailure[] = [];
  settled.forEach((outcome, index) => {
    const engine = jobs[index]![0];
    if (outcome.status === 'fulfilled') spans.push(...outcome.value);
    else failures.push({ engine, message: failureMessage(outcome.reason) });
  });
  // Every engine's names are marked with the courtesy title printed before them ("Mrs Jane
  // Smith"); the engines read names as name corpora count them, without it.
  return { spans: withCourtesyTitles(page.text, mergeSpans(spans)), failures };
}

async function runOne(
  engine: Engine | undefined,
  name: EngineName,
  request: DetectRequest,
): Promise<Span[]> {
  if (!engine) throw new EngineError(name, `The ${name} engine is not available`);
  const status = engine.status();
  if (status.state !== 'ready') throw new EngineError(name, status.detail);
  return engine.detect(request);
}

function failureMessage(reason: unknown): string {
  if (reason instanceof EngineError) return reason.message;
  return reason instanceof Error ? reason.message : String(reason);
}
