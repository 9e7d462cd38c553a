import { clampThreshold } from '../threshold';
import type { Span } from '../span';

export type SpanFilter = {
  /** 0..1; clamped, and a non-number means the default 0.5. */
  threshold: unknown;
  /** The user's ignore list: a span whose whole text equals one of these is dropped. */
  ignoreWords?: readonly string[];
};

/** Drops spans under the threshold and spans the user asked never to flag. */
export function filterSpans(spans: readonly Span[], filter: SpanFilter): Span[] {
  if (spans.length === 0) return [];
  const minimum = clampThreshold(filter.threshold);
  const ignored = ignoredSet(filter.ignoreWords ?? []);
  return spans.filter((span) => span.score >= minimum && !ignored.has(normalize(span.text)));
}

// A batch filters every page with the same list: normalise it once, not once a page.
const prepared = new WeakMap<readonly string[], ReadonlySet<string>>();

function ignoredSet(words: readonly string[]): ReadonlySet<string> {
  let set = prepared.get(words);
  if (!set) {
    set = new Set(words.map(normalize).filter(Boolean));
    prepared.set(words, set);
  }
  return set;
}

/** Case and spacing do not matter when comparing with the ignore list ("Ola  Nordmann" = "ola nordmann"). */
function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('nb');
}
