import { PDF_MESSAGES } from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/messages';
import { TOO_LONG_MESSAGE, type SearchProblem } from './search-query';

/** The search call's own messages (contracts' PDF_MESSAGES) in the interface language. */
function searchServerMessage(t: TFunction, message: string | undefined): string | null {
  switch (message) {
    case PDF_MESSAGES.aiSearchNotConfigured:
      return t('workspace.search.errors.aiNotConfigured');
    case PDF_MESSAGES.searchInputRequired:
      return t('workspace.search.errors.inputRequired');
    case PDF_MESSAGES.tooManyTerms:
      return t('workspace.search.errors.tooManyTerms');
    case PDF_MESSAGES.unsafeRegex:
      return t('workspace.search.errors.unsafeRegex');
    default:
      return null;
  }
}

function failedMessage(t: TFunction, problem: Extract<SearchProblem, { kind: 'failed' }>) {
  const fallback = t('workspace.search.errors.failed');
  const known = searchServerMessage(t, problem.message);
  if (known !== null) return known;
  if (problem.fileName !== undefined) {
    return t('workspace.search.errors.fileFailed', {
      file: problem.fileName,
      message: problem.message || fallback,
    });
  }
  if (problem.code === undefined || problem.message === undefined) return fallback;
  return errorMessage(t, new ApiError(problem.code, problem.message, 0), fallback);
}

/** The text the panel's error box shows for a problem (spec §8). */
export function describeProblem(t: TFunction, problem: SearchProblem): string {
  switch (problem.kind) {
    case 'noFiles':
      return t('workspace.search.errors.noFiles');
    case 'duplicate':
      return t('workspace.search.errors.duplicate', { term: problem.term });
    case 'badPattern':
      return t('workspace.search.errors.badPattern', {
        count: problem.terms.length,
        terms: problem.terms.map((term) => `“${term}”`).join(', '),
        reason: problem.reason,
      });
    case 'invalidQuery':
      return problem.message === TOO_LONG_MESSAGE
        ? t('workspace.search.errors.tooLong')
        : t('workspace.search.errors.invalidQuery');
    case 'failed':
      return failedMessage(t, problem);
  }
}
