import type { Span } from '../span';
import type { TextChunk } from './chunk-text';
import { foldCase, toMatchable, toMatchableNeedle, type MatchableText } from './normalise-text';

/** One string the model says it found, before it is checked against the text. */
export type ModelFinding = { text: string; entityType: string; score?: number };

/** Used when the model gives no usable score; LLMs do not produce calibrated scores anyway. */
export const DEFAULT_ADVANCED_SCORE = 0.85;

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;

/**
 * Turns findings into spans at every place their text occurs in the chunk, so a name
 * mentioned twice is redacted twice. Findings that do not occur are returned as `dropped`:
 * the model must never create a box over text that is not there.
 */
export function groundFindings(
  chunk: TextChunk,
  findings: readonly ModelFinding[],
): { spans: Span[]; dropped: ModelFinding[] } {
  const haystack = toMatchable(chunk.text);
  // Matching ignores case: models write "Kari Nordmann" for a heading's "KARI NORDMANN", and
  // every spelling of a name must go. The spans still cover only text that is there.
  const folded = foldCase(haystack.text);
  const spans: Span[] = [];
  const dropped: ModelFinding[] = [];
  for (const finding of findings) {
    const needle = toMatchableNeedle(finding.text);
    const hits = needle.length > 0 ? findWholeMatches(folded, foldCase(needle)) : [];
    if (hits.length === 0) {
      dropped.push(finding);
      continue;
    }
    for (const hit of hits) spans.push(toSpan(chunk, haystack, hit, needle.length, finding));
  }
  return { spans, dropped };
}

/** Removes duplicates and spans inside a longer span of the same type, sorted by position. */
export function dedupeSpans(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  for (const span of sorted) {
    const covered = kept.some(
      (other) =>
        other.entity_type === span.entity_type &&
        other.start <= span.start &&
        other.end >= span.end,
    );
    if (!covered) kept.push(span);
  }
  return kept;
}

function toSpan(
  chunk: TextChunk,
  haystack: MatchableText,
  at: number,
  length: number,
  finding: ModelFinding,
): Span {
  const start = chunk.start + (haystack.starts[at] ?? 0);
  const end = chunk.start + (haystack.ends[at + length - 1] ?? 0);
  return {
    start,
    end,
    text: chunk.text.slice(start - chunk.start, end - chunk.start),
    entity_type: finding.entityType,
    score: isScore(finding.score) ? finding.score : DEFAULT_ADVANCED_SCORE,
    engine: 'advanced',
  };
}

// Whole-word only: "Per" must not redact the start of "Persson" or "periode".
function findWholeMatches(haystack: string, needle: string): number[] {
  if (needle.length === 0) return [];
  const checkStart = WORD_CHAR.test(needle.charAt(0));
  const checkEnd = WORD_CHAR.test(needle.charAt(needle.length - 1));
  const hits: number[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) return hits;
    const end = at + needle.length;
    const startsWord = !checkStart || !WORD_CHAR.test(haystack.charAt(at - 1));
    const endsWord = !checkEnd || !WORD_CHAR.test(haystack.charAt(end));
    if (startsWord && endsWord) {
      hits.push(at);
      from = end;
    } else {
      from = at + 1;
    }
  }
}

function isScore(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}
