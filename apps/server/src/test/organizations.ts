import { ORGANIZATION_PATHS, type TOrganization } from '@workbench/contracts';
import { expect } from 'vitest';
import { PASSWORD } from './accounts';
import { createApiClient, type ApiClient } from './api-client';

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

/** Invites a user by username with a role, as the owner or an admin does. */
export async function invite(
  client: ApiClient,
  orgId: string,
  username: string,
  role: 'admin' | 'member' | 'viewer' = 'member',
): Promise<string> {
  const response = await client.post(organizationPath(ORGANIZATION_PATHS.members, { orgId }), {
    identifier: username,
    identifierType: 'username',
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { invitation_id: string } }>().data.invitation_id;
}

export const invitationPath = (path: string, invitationId: string) =>
  path.replace(':invitationId', invitationId);

/**
 * Makes a user a member: invited by `client` (owner or admin), accepted by the user on a device
 * of their own (test users share PASSWORD).
 */
export async function addMember(
  client: ApiClient,
  orgId: string,
  username: string,
  role: 'admin' | 'member' | 'viewer' = 'member',
) {
  const invitationId = await invite(client, orgId, username, role);
  const invitee = createApiClient(client.app);
  const login = await invitee.post('/api/auth/login', { identifier: username, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  const accepted = await invitee.post(
    invitationPath(ORGANIZATION_PATHS.acceptInvitation, invitationId),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
}
