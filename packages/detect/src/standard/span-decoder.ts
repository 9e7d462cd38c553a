/** A scored word span; `start` and `end` are word indices, both inclusive as in GLiNER. */
export type Candidate = { start: number; end: number; entityType: string; score: number };

function sigmoid(value: number): number {
  return 1 / (1 + Math.exp(-value));
}

/**
 * Reads span logits of shape [1, words, max_width, labels] (decoder.py BaseSpanDecoder.decode:
 * "model_output … (B, L, K, C)"). Keeps spans whose sigmoid score is above `floor` and that end
 * inside the text, shifting word indices by `offset` (the window's first word).
 */
export function decodeSpanLogits(options: {
  logits: Float32Array;
  dims: readonly number[];
  numWords: number;
  maxWidth: number;
  entityTypes: readonly string[];
  floor: number;
  offset: number;
}): Candidate[] {
  const { logits, dims, numWords, maxWidth, entityTypes, floor, offset } = options;
  const [batch, words, width, labels] = dims;
  if (dims.length !== 4 || batch !== 1 || words !== numWords || width !== maxWidth) {
    throw new Error(
      `the model returned logits of shape [${dims.join(', ')}], expected [1, ${numWords}, ${maxWidth}, ${entityTypes.length}]`,
    );
  }
  if (labels !== entityTypes.length) {
    throw new Error(`the model scored ${labels} labels for a prompt of ${entityTypes.length}`);
  }
  const found: Candidate[] = [];
  for (let start = 0; start < numWords; start += 1) {
    // _is_valid_span: a span (start, start + k) is kept only when it ends inside the text.
    for (let k = 0; k < maxWidth && start + k < numWords; k += 1) {
      const base = (start * maxWidth + k) * labels;
      for (let label = 0; label < labels; label += 1) {
        const score = sigmoid(logits[base + label] ?? -Infinity);
        if (score > floor) {
          found.push({
            start: offset + start,
            end: offset + start + k,
            entityType: entityTypes[label]!,
            score,
          });
        }
      }
    }
  }
  return found;
}

/** Collapses candidates found more than once (overlapping windows) to their best score. */
export function mergeCandidates(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = `${candidate.start}:${candidate.end}:${candidate.entityType}`;
    const seen = best.get(key);
    if (!seen || candidate.score > seen.score) best.set(key, candidate);
  }
  return [...best.values()];
}

/**
 * Drops the candidates a window may have seen cut short: those touching its last word when a
 * window follows, or its first word when one precedes. A name running past the cut ("Kari Anne"
 * of "Kari Anne Nordmann") can outscore the whole name found in the next window; with at least
 * max_width + 1 words of overlap the neighbour sees every such span whole and off its own edges.
 */
export function dropEdgeCandidates(
  candidates: readonly Candidate[],
  window: { start: number; end: number },
  position: { isFirst: boolean; isLast: boolean },
): Candidate[] {
  return candidates.filter(
    (candidate) =>
      (position.isFirst || candidate.start > window.start) &&
      (position.isLast || candidate.end < window.end - 1),
  );
}

function overlaps(a: Candidate, b: Candidate): boolean {
  // decoding/utils.has_overlapping with multi_label=False: the same span under another label
  // counts as an overlap too.
  return !(a.start > b.end || b.start > a.end);
}

/** GLiNER's greedy flat-NER selection: best score first, drop anything overlapping a kept span. */
export function selectFlat(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start);
  const kept: Candidate[] = [];
  for (const candidate of ranked) {
    if (!kept.some((other) => overlaps(candidate, other))) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}
