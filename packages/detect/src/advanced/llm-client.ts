import OpenAI, { APIConnectionError, APIConnectionTimeoutError } from 'openai';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { EngineError } from '../span';
import type { ResolvedAdvancedConfig } from './advanced-config';
import type { ChatMessages } from './prompts';
import { abortReason, httpStatus, retryDelayMs, sleep } from './retry';

/** The model's answer to one request; `finishReason` 'length' means it was cut off. */
export type ChatAnswer = { content: string | null; finishReason: string | null };

export type ChatRequest = {
  messages: ChatMessages;
  schema: ResponseFormatJSONSchema.JSONSchema;
  signal: AbortSignal;
};

/** One OpenAI-compatible chat endpoint with timeouts, retries and engine-level error messages. */
export class LlmClient {
  private readonly client: OpenAI;

  constructor(
    private readonly config: ResolvedAdvancedConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.client = new OpenAI({
      baseURL: config.baseUrl,
      // The SDK insists on a key; without one we send no Authorization header at all.
      apiKey: config.apiKey ?? 'no-key',
      defaultHeaders: config.apiKey ? undefined : { Authorization: null },
      // Explicit nulls stop the SDK from reading OPENAI_* variables and sending them to a
      // server that may not be OpenAI's.
      adminAPIKey: null,
      organization: null,
      project: null,
      webhookSecret: null,
      timeout: config.timeoutMs,
      maxRetries: 0,
      // SDK debug logs would print document text from request bodies.
      logLevel: 'off',
      fetch: fetchImpl,
    });
  }

  /** Sends one chat request, retrying transient failures; rejects with EngineError or the abort reason. */
  async complete(request: ChatRequest): Promise<ChatAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.send(request);
      } catch (error) {
        if (request.signal.aborted) throw abortReason(request.signal);
        const delay = retryDelayMs(error, attempt, this.config);
        if (delay === undefined) throw this.toEngineError(error, attempt);
        await sleep(delay, request.signal);
      }
    }
  }

  private async send({ messages, schema, signal }: ChatRequest): Promise<ChatAnswer> {
    const completion = await this.client.chat.completions.create(
      { model: this.config.model, messages, temperature: 0, ...this.responseFormat(schema) },
      { signal, timeout: this.config.timeoutMs, maxRetries: 0 },
    );
    const choice = completion.choices[0];
    return {
      content: choice?.message.content ?? null,
      finishReason: choice?.finish_reason ?? null,
    };
  }

  private responseFormat(
    schema: ResponseFormatJSONSchema.JSONSchema,
  ): Pick<OpenAI.ChatCompletionCreateParamsNonStreaming, 'response_format'> {
    switch (this.config.responseFormat) {
      case 'json_schema':
        return { response_format: { type: 'json_schema', json_schema: schema } };
      case 'json_object':
        return { response_format: { type: 'json_object' } };
      case 'none':
        return {};
    }
  }

  private toEngineError(error: unknown, retries: number): EngineError {
    const after = retries > 0 ? ` after ${retries} ${retries === 1 ? 'retry' : 'retries'}` : '';
    return new EngineError('advanced', this.describe(error) + after, { cause: error });
  }

  // Messages name the model but not the URL: they reach users, the URL is an operator detail.
  private describe(error: unknown): string {
    const { model, timeoutMs } = this.config;
    if (error instanceof APIConnectionTimeoutError) {
      return `Advanced AI did not answer within ${timeoutMs / 1000} s (timeout)`;
    }
    if (error instanceof APIConnectionError) {
      // The cause's message may quote the URL with its credentials: give only the error code.
      const code = (error.cause as { code?: unknown } | undefined)?.code;
      return `Advanced AI server could not be reached${typeof code === 'string' ? ` (${code})` : ''}`;
    }
    const status = httpStatus(error);
    if (status !== undefined) {
      if (status === 401 || status === 403) {
        return `Advanced AI refused the request (HTTP ${status}): check LLM_API_KEY`;
      }
      if (status === 404) return `Advanced AI endpoint or model "${model}" not found (HTTP 404)`;
      if (status === 429) return 'Advanced AI is rate limited (HTTP 429)';
      return `Advanced AI request failed (HTTP ${status}): ${truncate(errorMessage(error), 200)}`;
    }
    return `Advanced AI request failed: ${truncate(errorMessage(error), 200)}`;
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
