import { hasControlCharacters, TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/messages';

/** What is wrong with a template name before it is sent, in the reader's language, or null. */
export function nameProblem(t: TFunction, name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return t('workspace.templates.errors.name');
  if (trimmed.length > TEMPLATE_LIMITS.nameLength) {
    return t('workspace.templates.errors.nameLength', { max: TEMPLATE_LIMITS.nameLength });
  }
  if (hasControlCharacters(trimmed)) return t('workspace.templates.errors.nameControl');
  return null;
}

/** A refused save or rename in the reader's language: a taken name, the limit, or the server's. */
export function templateFailure(t: TFunction, error: unknown, name: string, fallback: string) {
  if (error instanceof ApiError && error.status === 409) {
    if (error.message === TEMPLATE_MESSAGES.tooManyTemplates) {
      return t('workspace.templates.errors.tooMany', { max: TEMPLATE_LIMITS.templatesPerUser });
    }
    return t('workspace.templates.errors.nameTaken', { name: name.trim() });
  }
  return errorMessage(t, error, fallback);
}
