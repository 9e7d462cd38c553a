import type { Span } from '../span';
import type { GlinerModel } from './gliner-model';
import { groupLabelPrompts, type LabelPrompt } from './label-prompts';
import {
  decodeSpanLogits,
  dropEdgeCandidates,
  mergeCandidates,
  selectFlat,
  type Candidate,
} from './span-decoder';
import { buildPromptIds, buildSpanInputs } from './span-inputs';
import { planWindows } from './windows';
import { splitWords, type Word } from './words';

export type DetectionSettings = {
  /** Spans scoring at or below this are not kept. */
  minScore: number;
  /** Words shared by neighbouring windows of a long text. */
  overlapWords: number;
};

/** Thrown by `detectWithModel` when `isStopped` turns true; the worker reports it as stopped. */
export class DetectionStopped extends Error {
  constructor() {
    super('The detection was stopped');
    this.name = 'AbortError';
  }
}

/**
 * Runs a loaded GLiNER model over a text, window by window and label group by label group, and
 * returns the flat (non-overlapping) spans. `isStopped` is polled before each model call.
 */
export async function detectWithModel(
  model: GlinerModel,
  request: { text: string; entities: readonly string[] },
  settings: DetectionSettings,
  isStopped: () => boolean,
): Promise<Span[]> {
  const words = splitWords(request.text);
  const groups = groupLabelPrompts(request.entities, model.settings.maxTypes);
  if (words.length === 0 || groups.length === 0) return [];
  const wordPieces = words.map((word) => model.encoder.encode(word.text));
  const found: Candidate[] = [];
  for (const group of groups) {
    found.push(...(await scoreGroup(model, group, wordPieces, settings, isStopped)));
  }
  return selectFlat(mergeCandidates(found)).map((candidate) =>
    toSpan(request.text, words, candidate),
  );
}

async function scoreGroup(
  model: GlinerModel,
  group: readonly LabelPrompt[],
  wordPieces: readonly number[][],
  settings: DetectionSettings,
  isStopped: () => boolean,
): Promise<Candidate[]> {
  const { encoder, settings: gliner } = model;
  const promptIds = buildPromptIds(
    group.map((label) => encoder.encode(label.prompt)),
    encoder.encode(gliner.entToken),
    encoder.encode(gliner.sepToken),
  );
  const frame = encoder.prefix.length + promptIds.length + encoder.suffix.length;
  const windows = planWindows(
    wordPieces.map((pieces) => pieces.length),
    {
      maxWords: gliner.maxLen,
      maxTokens: Math.max(1, encoder.maxTokens - frame),
      overlap: settings.overlapWords,
      // max_width + 1 words of overlap put every candidate span whole and off the cut edges in
      // some window, so the edge spans dropped below are always seen again in a neighbour.
      minOverlap: gliner.maxWidth + 1,
    },
  );
  const entityTypes = group.map((label) => label.entityType);
  const found: Candidate[] = [];
  for (const [index, window] of windows.entries()) {
    // Stop between model calls; a call already running finishes first.
    if (isStopped()) throw new DetectionStopped();
    const inputs = buildSpanInputs({
      prefix: encoder.prefix,
      promptIds,
      wordPieces: wordPieces.slice(window.start, window.end),
      suffix: encoder.suffix,
      maxWidth: gliner.maxWidth,
      pooling: gliner.subtokenPooling,
    });
    const logits = await model.run(inputs);
    const candidates = decodeSpanLogits({
      logits: logits.data,
      dims: logits.dims,
      numWords: inputs.numWords,
      maxWidth: gliner.maxWidth,
      entityTypes,
      floor: settings.minScore,
      offset: window.start,
    });
    found.push(
      ...dropEdgeCandidates(candidates, window, {
        isFirst: index === 0,
        isLast: index === windows.length - 1,
      }),
    );
  }
  return found;
}

function toSpan(text: string, words: readonly Word[], candidate: Candidate): Span {
  const start = words[candidate.start]!.start;
  const end = words[candidate.end]!.end;
  return {
    start,
    end,
    text: text.slice(start, end),
    entity_type: candidate.entityType,
    score: candidate.score,
    engine: 'standard',
  };
}
