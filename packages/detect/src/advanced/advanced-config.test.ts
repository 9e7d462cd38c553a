import { describe, expect, it } from 'vitest';
import {
  ADVANCED_DEFAULTS,
  advancedConfigFromEnv,
  advancedStatus,
  resolveAdvancedConfig,
} from './advanced-config';

describe('advanced config', () => {
  it('reads LLM_* variables, treating blanks as unset', () => {
    const config = advancedConfigFromEnv({
      LLM_BASE_URL: ' http://llm:8080/v1 ',
      LLM_MODEL: 'qwen',
      LLM_API_KEY: ' ',
    });
    expect(config).toEqual({ baseUrl: 'http://llm:8080/v1', model: 'qwen', apiKey: undefined });
    expect(advancedStatus(config)).toEqual({ state: 'ready' });
    expect(
      advancedStatus(advancedConfigFromEnv({ LLM_BASE_URL: 'http://llm/v1', LLM_MODEL: '' })),
    ).toMatchObject({
      state: 'not_configured',
      detail: expect.stringContaining('LLM_MODEL'),
    });
  });

  it('fills defaults and rejects values that would hang or spin', () => {
    const resolved = resolveAdvancedConfig({ baseUrl: 'u', model: 'm', concurrency: undefined });
    expect(resolved).toMatchObject({
      ...ADVANCED_DEFAULTS,
      baseUrl: 'u',
      model: 'm',
      apiKey: undefined,
    });
    expect(() => resolveAdvancedConfig({ concurrency: 0 })).toThrow(/concurrency/);
    expect(() => resolveAdvancedConfig({ timeoutMs: Number.NaN })).toThrow(/timeoutMs/);
    expect(() => resolveAdvancedConfig({ maxRetries: -1 })).toThrow(/maxRetries/);
  });
});
