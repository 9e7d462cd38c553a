import {
  SETTINGS_PATHS,
  ZBanListResponse,
  ZDeletedResponse,
  ZEmptyResponse,
  ZEntityListResponse,
  ZGeneralSettingsResponse,
  ZPatternListResponse,
  ZPatternResponse,
  ZSettingsExportResponse,
  ZSettingsImportResponse,
  type TBanList,
  type TCreatePatternRequest,
  type TEntityDefinition,
  type TEntityMethodId,
  type TGeneralSettingsRecord,
  type TGeneralSettingsUpdate,
  type TSearchPattern,
  type TSettingsExport,
  type TSettingsImportResult,
} from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

const withId = (path: string, name: string, value: number) =>
  path.replace(`:${name}`, String(value));

export async function fetchGeneralSettings(signal?: AbortSignal): Promise<TGeneralSettingsRecord> {
  return (await apiRequest(SETTINGS_PATHS.general, ZGeneralSettingsResponse, { signal })).data;
}

export async function updateGeneralSettings(
  body: TGeneralSettingsUpdate,
): Promise<TGeneralSettingsRecord> {
  const options = { method: 'PUT' as const, body };
  return (await apiRequest(SETTINGS_PATHS.general, ZGeneralSettingsResponse, options)).data;
}

export async function fetchEntities(
  methodId: TEntityMethodId,
  signal?: AbortSignal,
): Promise<TEntityDefinition[]> {
  const path = withId(SETTINGS_PATHS.entitiesOfMethod, 'methodId', methodId);
  return (await apiRequest(path, ZEntityListResponse, { signal })).data;
}

/** The model's list becomes its predefined entries plus `names`. */
export async function replaceEntities(
  methodId: TEntityMethodId,
  names: readonly string[],
): Promise<TEntityDefinition[]> {
  const path = withId(SETTINGS_PATHS.entitiesOfMethod, 'methodId', methodId);
  const body = { entity_texts: names };
  return (await apiRequest(path, ZEntityListResponse, { method: 'PUT', body })).data;
}

export async function deleteAllEntities(methodId: TEntityMethodId): Promise<number> {
  const path = withId(SETTINGS_PATHS.entitiesDeleteByMethod, 'methodId', methodId);
  return (await apiRequest(path, ZDeletedResponse, { method: 'DELETE' })).data.deleted;
}

export async function fetchPatterns(signal?: AbortSignal): Promise<TSearchPattern[]> {
  return (await apiRequest(SETTINGS_PATHS.patterns, ZPatternListResponse, { signal })).data;
}

export async function createPattern(body: TCreatePatternRequest): Promise<TSearchPattern> {
  const options = { method: 'POST' as const, body };
  return (await apiRequest(SETTINGS_PATHS.patterns, ZPatternResponse, options)).data;
}

export async function deletePattern(id: number): Promise<void> {
  const path = withId(SETTINGS_PATHS.pattern, 'id', id);
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}

export async function fetchBanList(signal?: AbortSignal): Promise<TBanList> {
  return (await apiRequest(SETTINGS_PATHS.banList, ZBanListResponse, { signal })).data;
}

export async function addBanWords(words: readonly string[]): Promise<TBanList> {
  const options = { method: 'POST' as const, body: { words } };
  return (await apiRequest(SETTINGS_PATHS.banListWords, ZBanListResponse, options)).data;
}

export async function removeBanWords(words: readonly string[]): Promise<TBanList> {
  const options = { method: 'DELETE' as const, body: { words } };
  return (await apiRequest(SETTINGS_PATHS.banListWords, ZBanListResponse, options)).data;
}

export async function exportSettings(): Promise<TSettingsExport> {
  return (await apiRequest(SETTINGS_PATHS.export, ZSettingsExportResponse)).data;
}

export async function importSettings(file: File): Promise<TSettingsImportResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const options = { method: 'POST' as const, body };
  return (await apiRequest(SETTINGS_PATHS.import, ZSettingsImportResponse, options)).data;
}
