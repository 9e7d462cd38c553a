import type { EngineStatus } from '../span';

/** How the advanced engine reaches its LLM; only `baseUrl` and `model` are required. */
export type AdvancedConfig = {
  /** OpenAI-compatible base URL including the version path, e.g. `http://localhost:11434/v1`. */
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  /** Per attempt; a timed-out request is not retried (the model would most likely be slow again). */
  timeoutMs?: number;
  /** Retries on 408/409/429/5xx and connection failures, not on timeouts or malformed JSON. */
  maxRetries?: number;
  /** Requests in flight at once per detect or search call. */
  concurrency?: number;
  /** Largest chunk of text sent in one request. */
  chunkChars?: number;
  /** First backoff delay; doubles per retry up to `maxRetryDelayMs`. Tests make these short. */
  retryBaseDelayMs?: number;
  maxRetryDelayMs?: number;
  /** A `retry-after` longer than this fails at once instead of holding the request open. */
  maxRetryAfterMs?: number;
  /** `json_schema` unless the server rejects structured output (older servers know `json_object`). */
  responseFormat?: 'json_schema' | 'json_object' | 'none';
};

export type ResolvedAdvancedConfig = Required<Omit<AdvancedConfig, 'apiKey'>> & {
  apiKey: string | undefined;
};

export const ADVANCED_DEFAULTS = {
  timeoutMs: 60_000,
  maxRetries: 3,
  concurrency: 2,
  chunkChars: 6_000,
  retryBaseDelayMs: 500,
  maxRetryDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
  responseFormat: 'json_schema',
} as const;

export const NOT_CONFIGURED_DETAIL =
  'Advanced AI is not configured: set LLM_BASE_URL and LLM_MODEL';

/** Reads LLM_BASE_URL, LLM_MODEL and LLM_API_KEY from an environment-like object. */
export function advancedConfigFromEnv(env: Record<string, string | undefined>): AdvancedConfig {
  return {
    baseUrl: env.LLM_BASE_URL?.trim() || undefined,
    model: env.LLM_MODEL?.trim() || undefined,
    apiKey: env.LLM_API_KEY?.trim() || undefined,
  };
}

/** Whether the config names an endpoint and a model; no request is made. */
export function advancedStatus(config: AdvancedConfig): EngineStatus {
  if (!config.baseUrl?.trim() || !config.model?.trim()) {
    return { state: 'not_configured', detail: NOT_CONFIGURED_DETAIL };
  }
  return { state: 'ready' };
}

/** Fills defaults and rejects numbers that would make the engine hang or spin. */
export function resolveAdvancedConfig(config: AdvancedConfig): ResolvedAdvancedConfig {
  const resolved = {
    ...ADVANCED_DEFAULTS,
    ...withoutUndefined(config),
    baseUrl: config.baseUrl?.trim() ?? '',
    model: config.model?.trim() ?? '',
    apiKey: config.apiKey?.trim() || undefined,
  };
  requirePositiveInteger('timeoutMs', resolved.timeoutMs);
  requirePositiveInteger('concurrency', resolved.concurrency);
  requirePositiveInteger('chunkChars', resolved.chunkChars);
  for (const key of [
    'maxRetries',
    'retryBaseDelayMs',
    'maxRetryDelayMs',
    'maxRetryAfterMs',
  ] as const) {
    requireNonNegativeInteger(key, resolved[key]);
  }
  return resolved;
}

function withoutUndefined(config: AdvancedConfig): AdvancedConfig {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`Advanced AI option ${name} must be a positive integer, got ${value}`);
  }
}

function requireNonNegativeInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(
      `Advanced AI option ${name} must be zero or a positive integer, got ${value}`,
    );
  }
}
