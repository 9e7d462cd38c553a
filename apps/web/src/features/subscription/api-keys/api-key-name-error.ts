import { LIMITS, ZApiKeyName } from '@workbench/contracts';
import type { TFunction } from 'i18next';

/**
 * The name rule's complaint in the user's language, or undefined when the name passes. Read
 * from the issue's kind rather than its English text, so the contract stays the only source.
 */
export function apiKeyNameError(t: TFunction, name: string): string | undefined {
  const result = ZApiKeyName.safeParse(name);
  const issue = result.error?.issues[0];
  if (issue === undefined) return undefined;
  const { min, max } = LIMITS.apiKeyName;
  switch (issue.code) {
    case 'too_small':
      return issue.minimum === 1
        ? t('apiKeys.validation.nameEmpty')
        : t('apiKeys.validation.nameTooShort', { min });
    case 'too_big':
      return t('apiKeys.validation.nameTooLong', { max });
    case 'invalid_format':
      return t('apiKeys.validation.nameChars');
    case 'custom':
      return t('apiKeys.validation.nameControl');
    default:
      return issue.message;
  }
}
