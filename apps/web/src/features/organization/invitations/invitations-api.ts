import {
  ORGANIZATION_PATHS,
  ZEmptyResponse,
  ZInvitationsResponse,
  ZMyInvitationsResponse,
  ZOrganizationResponse,
  type TMyInvitation,
  type TOrganization,
  type TOrganizationInvitation,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from '../organizations-api';

/** The organization's invitations and their answers (owners and admins). */
export async function fetchInvitations(
  orgId: string,
  signal?: AbortSignal,
): Promise<TOrganizationInvitation[]> {
  const path = organizationPath(ORGANIZATION_PATHS.invitations, { orgId });
  return (await apiRequest(path, ZInvitationsResponse, { signal })).data;
}

export async function withdrawInvitation(orgId: string, invitationId: string): Promise<void> {
  const path = organizationPath(ORGANIZATION_PATHS.invitation, { orgId, invitationId });
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}

/** The signed-in user's open invitations. */
export async function fetchMyInvitations(signal?: AbortSignal): Promise<TMyInvitation[]> {
  return (await apiRequest(ORGANIZATION_PATHS.myInvitations, ZMyInvitationsResponse, { signal }))
    .data;
}

export async function acceptInvitation(invitationId: string): Promise<TOrganization> {
  const path = organizationPath(ORGANIZATION_PATHS.acceptInvitation, { invitationId });
  return (await apiRequest(path, ZOrganizationResponse, { method: 'POST' })).data;
}

export async function declineInvitation(invitationId: string): Promise<void> {
  const path = organizationPath(ORGANIZATION_PATHS.declineInvitation, { invitationId });
  await apiRequest(path, ZEmptyResponse, { method: 'POST' });
}
