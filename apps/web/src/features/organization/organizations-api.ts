import {
  ORGANIZATION_PATHS,
  ZEmptyResponse,
  ZOrganizationResponse,
  ZOrganizationsResponse,
  type TOrganization,
  type TUpdateOrganizationRequest,
} from '@workbench/contracts';
import { apiRequest } from '../../lib/api-client';

/** A path of ORGANIZATION_PATHS with its `:name` parts filled in. */
export function organizationPath(template: string, params: Record<string, string>): string {
  return template.replace(/:(\w+)/g, (part, name: string) =>
    params[name] === undefined ? part : encodeURIComponent(params[name]),
  );
}

/** The organizations the signed-in user belongs to, each with their role in it. */
export async function fetchOrganizations(signal?: AbortSignal): Promise<TOrganization[]> {
  return (await apiRequest(ORGANIZATION_PATHS.organizations, ZOrganizationsResponse, { signal }))
    .data;
}

/** The caller becomes the owner; a user owns at most one organization. */
export async function createOrganization(name: string): Promise<TOrganization> {
  const options = { method: 'POST' as const, body: { name } };
  return (await apiRequest(ORGANIZATION_PATHS.organizations, ZOrganizationResponse, options)).data;
}

export async function deleteOrganization(orgId: string): Promise<void> {
  const path = organizationPath(ORGANIZATION_PATHS.organization, { orgId });
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}

/** Changes the organization's policies (owners and admins); answers the organization as it is now. */
export async function updateOrganization(
  orgId: string,
  body: TUpdateOrganizationRequest,
): Promise<TOrganization> {
  const path = organizationPath(ORGANIZATION_PATHS.organization, { orgId });
  const options = { method: 'PATCH' as const, body };
  return (await apiRequest(path, ZOrganizationResponse, options)).data;
}
