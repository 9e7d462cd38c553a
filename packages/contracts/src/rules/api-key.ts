import { z } from 'zod';
import { LIMITS } from '../limits';
import { controlCharactersMessage, noControlCharacters } from './control-characters';

const { apiKeyName, apiKeyExpiryDays } = LIMITS;

export const API_KEY_NAME_EMPTY = 'API key name cannot be empty';
export const API_KEY_NAME_CONTROL = controlCharactersMessage('API key name');

export const ZApiKeyName = z
  .string({ error: API_KEY_NAME_EMPTY })
  .trim()
  .min(1, { error: API_KEY_NAME_EMPTY, abort: true })
  .min(apiKeyName.min, {
    error: `API key name must be at least ${apiKeyName.min} characters`,
    abort: true,
  })
  .max(apiKeyName.max, {
    error: `API key name must be at most ${apiKeyName.max} characters`,
    abort: true,
  })
  .check(noControlCharacters(API_KEY_NAME_CONTROL))
  .regex(/^[\p{L}\p{N} _-]+$/u, {
    error: 'API key name may only contain letters, numbers, spaces, hyphens and underscores',
  });

/** Duration choices of the create-key modal and the whole days each counts as for validation. */
export const API_KEY_DURATION_DAYS = {
  '15m': 1,
  '30m': 1,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
} as const;
export type TApiKeyDuration = keyof typeof API_KEY_DURATION_DAYS;
export const DEFAULT_API_KEY_DURATION: TApiKeyDuration = '30d';

export const ZApiKeyDuration = z
  .enum(Object.keys(API_KEY_DURATION_DAYS) as [TApiKeyDuration, ...TApiKeyDuration[]], {
    error: 'Duration must be one of 15m, 30m, 30d, 90d, 180d or 365d',
  })
  .default(DEFAULT_API_KEY_DURATION);

export const ZApiKeyExpiryDays = z
  .int({ error: 'Expiry must be a whole number of days' })
  .min(apiKeyExpiryDays.min, { error: `Expiry must be at least ${apiKeyExpiryDays.min} day` })
  .max(apiKeyExpiryDays.max, {
    error: `Expiry must be at most ${apiKeyExpiryDays.max} days`,
  });

export const ZCreateApiKeyRequest = z.object({
  name: ZApiKeyName,
  duration: ZApiKeyDuration,
});
