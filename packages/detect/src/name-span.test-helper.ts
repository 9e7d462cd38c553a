import type { Span } from './span';

/** The fast engine's PERSON span over the first `name` in `text`, as the tagger gives it. */
export function nameSpan(text: string, name: string, score = 0.9): Span {
  const start = text.indexOf(name);
  return {
    start,
    end: start + name.length,
    text: name,
    entity_type: 'PERSON',
    score,
    engine: 'fast',
  };
}
