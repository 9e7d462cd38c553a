import { ORGANIZATION_PATHS, type TOrganization } from '@workbench/contracts';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/** A path of ORGANIZATION_PATHS with its parameters filled in. */
export function organizationPath(
  path: string,
  params: { orgId: string; userId?: string; domainId?: string },
): string {
  return path
    .replace(':orgId', params.orgId)
    .replace(':userId', params.userId ?? '')
    .replace(':domainId', params.domainId ?? '');
}

export async function createOrganization(client: ApiClient, name: string): Promise<TOrganization> {
  const response = await client.post(ORGANIZATION_PATHS.organizations, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: TOrganization }>().data;
}

/** Adds a user by username with a role, as the owner or an admin does. */
export async function addMember(
  client: ApiClient,
  orgId: string,
  username: string,
  role: 'admin' | 'member' | 'viewer' = 'member',
) {
  const response = await client.post(organizationPath(ORGANIZATION_PATHS.members, { orgId }), {
    identifier: username,
    identifierType: 'username',
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
}
