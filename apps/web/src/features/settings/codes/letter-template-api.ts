import { CASE_PATHS, ZLetterTemplateResponse, type TLetterTemplate } from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The letter template of the organization in use, or the user's own. */
export async function fetchLetterTemplate(signal?: AbortSignal) {
  return (await apiRequest(CASE_PATHS.letterTemplate, ZLetterTemplateResponse, { signal })).data;
}

export async function saveLetterTemplate(template: TLetterTemplate) {
  const body = { method: 'PUT' as const, body: template };
  return (await apiRequest(CASE_PATHS.letterTemplate, ZLetterTemplateResponse, body)).data;
}
