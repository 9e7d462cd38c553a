import type { DetectRequest, Engine, EngineStatus, Span } from '../span';
import { EngineError } from '../span';
import { AI_SEARCH_ENTITY_TYPE, isAdvancedEntityType } from './advanced-catalogue';
import {
  advancedStatus,
  NOT_CONFIGURED_DETAIL,
  resolveAdvancedConfig,
  type AdvancedConfig,
  type ResolvedAdvancedConfig,
} from './advanced-config';
import { chunkText, type TextChunk } from './chunk-text';
import { dedupeSpans, groundFindings } from './ground-spans';
import { LlmClient, type ChatRequest } from './llm-client';
import { parseEntityAnswer, parseSearchAnswer, type ParsedAnswer } from './parse-model-json';
import {
  buildEntityMessages,
  buildSearchMessages,
  entitySchema,
  searchSchema,
  type ChatMessages,
} from './prompts';
import { runChunks } from './run-chunks';

/** Model findings left out of one call's result: not in the text, or malformed / unrequested. */
export type DroppedFindings = {
  operation: 'detect' | 'search';
  notFound: number;
  rejected: number;
};

export type AdvancedEngineOptions = AdvancedConfig & {
  /** Replaces global fetch for the SDK (proxies, tests). */
  fetch?: typeof fetch;
  /** Told after a call in which the model returned findings that were dropped. */
  onDropped?: (dropped: DroppedFindings) => void;
};

export type AiSearchRequest = { text: string; query: string; signal?: AbortSignal };

type ChunkQuestion = {
  messages: ChatMessages;
  schema: ChatRequest['schema'];
  parse: (content: string | null) => ParsedAnswer;
};

type ChunkResult = { spans: Span[]; notFound: number; rejected: number };

/** The `advanced` engine: an OpenAI-compatible LLM, with every finding grounded in the text. */
export class AdvancedEngine implements Engine {
  readonly name = 'advanced' as const;
  private readonly config: ResolvedAdvancedConfig;
  // Absent when not configured: the SDK would otherwise fall back to api.openai.com.
  private readonly client: LlmClient | undefined;

  constructor(private readonly options: AdvancedEngineOptions) {
    this.config = resolveAdvancedConfig(options);
    const isReady = advancedStatus(options).state === 'ready';
    this.client = isReady ? new LlmClient(this.config, options.fetch) : undefined;
  }

  /** Ready when a base URL and model are set; makes no request. */
  status(): EngineStatus {
    return advancedStatus(this.options);
  }

  /** Finds the requested advanced entity types; unknown type names are ignored. */
  async detect({ text, entities, signal }: DetectRequest): Promise<Span[]> {
    const types = [...new Set(entities)].filter(isAdvancedEntityType);
    if (types.length === 0) return [];
    const requested = new Set<string>(types);
    return this.run('detect', text, signal, (chunk) => ({
      messages: buildEntityMessages(chunk.text, types),
      schema: entitySchema(types),
      parse: (content) => parseEntityAnswer(content, requested),
    }));
  }

  /** Finds the strings that answer a natural-language query, as AI_SEARCH spans. */
  async aiSearch({ text, query, signal }: AiSearchRequest): Promise<Span[]> {
    const trimmed = query.trim();
    if (!trimmed) return [];
    return this.run('search', text, signal, (chunk) => ({
      messages: buildSearchMessages(chunk.text, trimmed),
      schema: searchSchema(),
      parse: (content) => parseSearchAnswer(content, AI_SEARCH_ENTITY_TYPE),
    }));
  }

  private async run(
    operation: DroppedFindings['operation'],
    text: string,
    signal: AbortSignal | undefined,
    question: (chunk: TextChunk) => ChunkQuestion,
  ): Promise<Span[]> {
    const client = this.client;
    if (!client) throw new EngineError('advanced', NOT_CONFIGURED_DETAIL);
    const chunks = chunkText(text, this.config.chunkChars);
    const results = await runChunks(
      chunks,
      this.config.concurrency,
      signal,
      (chunk, index, chunkSignal) =>
        this.askChunk(
          client,
          chunk,
          `part ${index + 1} of ${chunks.length}`,
          question(chunk),
          chunkSignal,
        ),
    );
    const notFound = results.reduce((sum, result) => sum + result.notFound, 0);
    const rejected = results.reduce((sum, result) => sum + result.rejected, 0);
    if (notFound + rejected > 0) this.options.onDropped?.({ operation, notFound, rejected });
    return dedupeSpans(results.flatMap((result) => result.spans));
  }

  // Malformed JSON is asked again once, then fails the call: an empty result would tell the user
  // "nothing sensitive here" when the model simply did not answer.
  private async askChunk(
    client: LlmClient,
    chunk: TextChunk,
    label: string,
    { messages, schema, parse }: ChunkQuestion,
    signal: AbortSignal,
  ): Promise<ChunkResult> {
    let reason = '';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await client.complete({ messages, schema, signal });
      const parsed = parse(answer.content);
      if (parsed.ok) {
        const { spans, dropped } = groundFindings(chunk, parsed.findings);
        return { spans, notFound: dropped.length, rejected: parsed.rejected };
      }
      const cutOff = answer.finishReason === 'length' ? ' (cut off at the output token limit)' : '';
      reason = parsed.reason + cutOff;
    }
    throw new EngineError(
      'advanced',
      `Advanced AI gave malformed JSON twice for ${label} of the text: ${reason}`,
    );
  }
}

/** Creates the advanced engine; check `status()` before use, detect rejects when not configured. */
export function createAdvancedEngine(options: AdvancedEngineOptions): AdvancedEngine {
  return new AdvancedEngine(options);
}
