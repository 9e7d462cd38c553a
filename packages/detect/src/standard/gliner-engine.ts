import type { InferenceSession } from 'onnxruntime-node';

import {
  EngineError,
  type DetectRequest,
  type Engine,
  type EngineStatus,
  type Span,
} from '../span';
import { loadGlinerModel, type GlinerModel } from './gliner-model';
import { groupLabelPrompts, type LabelPrompt } from './label-prompts';
import { inspectModelFolder, type ModelFiles } from './model-folder';
import { decodeSpanLogits, mergeCandidates, selectFlat, type Candidate } from './span-decoder';
import { buildPromptIds, buildSpanInputs } from './span-inputs';
import { planWindows } from './windows';
import { splitWords, type Word } from './words';

export type GlinerEngineOptions = {
  /** The model folder; the server passes `process.env.GLINER_MODEL_DIR`. */
  modelDir: string | undefined;
  /** An ONNX file inside the folder, when the folder holds several variants. */
  modelFile?: string;
  /** Spans scoring at or below this are dropped here; the user's threshold is applied later. */
  minScore?: number;
  /** Words shared by neighbouring windows of a long text. */
  overlapWords?: number;
  sessionOptions?: InferenceSession.SessionOptions;
};

export const DEFAULT_MIN_SCORE = 0.3;
export const DEFAULT_OVERLAP_WORDS = 64;

/** The standard engine: GLiNER zero-shot NER on onnxruntime-node. */
export class GlinerEngine implements Engine {
  readonly name = 'standard' as const;
  private loading: Promise<GlinerModel> | null = null;

  constructor(private readonly options: GlinerEngineOptions) {}

  /** Whether the model folder is complete; does not load the model. */
  status(): EngineStatus {
    const check = inspectModelFolder(this.options.modelDir, this.options.modelFile);
    return check.ok ? { state: 'ready' } : { state: 'not_installed', detail: check.detail };
  }

  /** Finds spans of the requested standard types; loads the model on first use. */
  async detect({ text, entities, signal }: DetectRequest): Promise<Span[]> {
    signal?.throwIfAborted();
    const check = inspectModelFolder(this.options.modelDir, this.options.modelFile);
    if (!check.ok) throw new EngineError('standard', check.detail);
    const words = splitWords(text);
    const groups = groupLabelPrompts(entities, check.files.settings.maxTypes);
    if (words.length === 0 || groups.length === 0) return [];
    const model = await this.load(check.files);
    const wordPieces = words.map((word) => model.encoder.encode(word.text));
    const found: Candidate[] = [];
    for (const group of groups) {
      found.push(...(await this.scoreGroup(model, group, wordPieces, signal)));
    }
    return selectFlat(mergeCandidates(found)).map((candidate) => toSpan(text, words, candidate));
  }

  private load(files: ModelFiles): Promise<GlinerModel> {
    this.loading ??= loadGlinerModel(files, this.options.sessionOptions).catch((error: unknown) => {
      // Forget the failure so a repaired folder is picked up without a restart.
      this.loading = null;
      const message = `Standard AI could not load its model: ${reasonOf(error)}`;
      throw new EngineError('standard', message, { cause: error });
    });
    return this.loading;
  }

  private async scoreGroup(
    model: GlinerModel,
    group: readonly LabelPrompt[],
    wordPieces: readonly number[][],
    signal: AbortSignal | undefined,
  ): Promise<Candidate[]> {
    const { encoder, settings } = model;
    const promptIds = buildPromptIds(
      group.map((label) => encoder.encode(label.prompt)),
      encoder.encode(settings.entToken),
      encoder.encode(settings.sepToken),
    );
    const frame = encoder.prefix.length + promptIds.length + encoder.suffix.length;
    const windows = planWindows(
      wordPieces.map((pieces) => pieces.length),
      {
        maxWords: settings.maxLen,
        maxTokens: Math.max(1, encoder.maxTokens - frame),
        overlap: this.options.overlapWords ?? DEFAULT_OVERLAP_WORDS,
        minOverlap: settings.maxWidth - 1,
      },
    );
    const entityTypes = group.map((label) => label.entityType);
    const found: Candidate[] = [];
    for (const window of windows) {
      // Stop between model calls; a call already running finishes first.
      signal?.throwIfAborted();
      const inputs = buildSpanInputs({
        prefix: encoder.prefix,
        promptIds,
        wordPieces: wordPieces.slice(window.start, window.end),
        suffix: encoder.suffix,
        maxWidth: settings.maxWidth,
        pooling: settings.subtokenPooling,
      });
      try {
        const logits = await model.run(inputs);
        found.push(
          ...decodeSpanLogits({
            logits: logits.data,
            dims: logits.dims,
            numWords: inputs.numWords,
            maxWidth: settings.maxWidth,
            entityTypes,
            floor: this.options.minScore ?? DEFAULT_MIN_SCORE,
            offset: window.start,
          }),
        );
      } catch (error) {
        throw new EngineError('standard', `Standard AI failed on the text: ${reasonOf(error)}`, {
          cause: error,
        });
      }
    }
    return found;
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
