import { FAST_RULE_TYPES, recognizeIdentifiers } from './fast';
import { tagNames } from './ner';
import type { Engine, Span } from './span';

const NAME_TYPES = ['PERSON', 'LOCATION', 'ORGANIZATION'];

/** Every entity type the fast engine can find. */
export const FAST_TYPES: readonly string[] = [...FAST_RULE_TYPES, ...NAME_TYPES];

/**
 * The built-in engine (method 1): validated identifiers and patterns with context scoring, plus
 * the statistical tagger for names, places and organisations. Pure TypeScript, always ready.
 */
export function createFastEngine(): Engine {
  return {
    name: 'fast',
    status: () => ({ state: 'ready' }),
    detect({ text, entities, signal }) {
      signal?.throwIfAborted();
      const wanted = new Set(entities);
      const spans: Span[] = recognizeIdentifiers(text, wanted);
      if (NAME_TYPES.some((type) => wanted.has(type))) {
        spans.push(...dropCovered(tagNames(text, wanted), spans));
      }
      return Promise.resolve(spans.sort((a, b) => a.start - b.start));
    },
  };
}

/** A name inside an identifier's range ("Storgata 5, 0150 Oslo") is already covered. */
function dropCovered(names: readonly Span[], identifiers: readonly Span[]): Span[] {
  return names.filter(
    (name) => !identifiers.some((span) => span.start <= name.start && name.end <= span.end),
  );
}
