import type { EngineName, Span } from '../span';

/**
 * Joins the spans of several engines: the same character range found twice keeps the higher
 * score (and its type) and lists every engine that found it. Different ranges are all kept, even
 * when they overlap, because each covers text that must be redacted.
 */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const byRange = new Map<string, Span>();
  for (const span of spans) {
    const key = `${span.start}:${span.end}`;
    const known = byRange.get(key);
    if (!known) {
      byRange.set(key, { ...span, engines: [...(span.engines ?? [span.engine])] });
      continue;
    }
    const engines = union(known.engines ?? [known.engine], span.engines ?? [span.engine]);
    const better = span.score > known.score ? span : known;
    byRange.set(key, {
      ...better,
      engines: [better.engine, ...engines.filter((e) => e !== better.engine)],
    });
  }
  return [...byRange.values()].sort((a, b) => a.start - b.start || b.end - a.end);
}

function union(a: readonly EngineName[], b: readonly EngineName[]): EngineName[] {
  return [...new Set([...a, ...b])];
}
