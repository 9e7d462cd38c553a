import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { apiKeyNameError } from './api-key-name-error';

const t = ((key: string) => key) as unknown as TFunction;

describe('an API key name before it is sent', () => {
  it('names each broken rule by its own message key', () => {
    expect(apiKeyNameError(t, '  ')).toBe('apiKeys.validation.nameEmpty');
    expect(apiKeyNameError(t, 'ci')).toBe('apiKeys.validation.nameTooShort');
    expect(apiKeyNameError(t, 'k'.repeat(51))).toBe('apiKeys.validation.nameTooLong');
    expect(apiKeyNameError(t, 'ci.key')).toBe('apiKeys.validation.nameChars');
    expect(apiKeyNameError(t, 'CI\u0000key')).toBe('apiKeys.validation.nameControl');
    expect(apiKeyNameError(t, 'CI\tkey')).toBe('apiKeys.validation.nameControl');
    expect(apiKeyNameError(t, 'CI key')).toBeUndefined();
  });
});
