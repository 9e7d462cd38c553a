import {
  TEMPLATE_PATHS,
  ZEmptyResponse,
  ZTemplateListResponse,
  ZTemplateResponse,
  type TCreateTemplateRequest,
  type TTemplate,
  type TTemplateSummary,
  type TUpdateTemplateRequest,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';

const templatePath = (id: number) => TEMPLATE_PATHS.template.replace(':id', String(id));

export async function fetchTemplates(signal?: AbortSignal): Promise<TTemplateSummary[]> {
  return (await apiRequest(TEMPLATE_PATHS.templates, ZTemplateListResponse, { signal })).data;
}

/** One template with its pages, which the list leaves out. */
export async function fetchTemplate(id: number): Promise<TTemplate> {
  return (await apiRequest(templatePath(id), ZTemplateResponse)).data;
}

export async function createTemplate(request: TCreateTemplateRequest): Promise<TTemplate> {
  const body = { method: 'POST' as const, body: request };
  return (await apiRequest(TEMPLATE_PATHS.templates, ZTemplateResponse, body)).data;
}

export async function updateTemplate(id: number, request: TUpdateTemplateRequest) {
  const body = { method: 'PATCH' as const, body: request };
  return (await apiRequest(templatePath(id), ZTemplateResponse, body)).data;
}

export async function deleteTemplate(id: number): Promise<void> {
  await apiRequest(templatePath(id), ZEmptyResponse, { method: 'DELETE' });
}
