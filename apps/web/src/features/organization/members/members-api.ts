import {
  MEMBERS_PAGE_SIZE,
  ORGANIZATION_PATHS,
  ZEmptyResponse,
  ZInvitationResponse,
  ZMemberResponse,
  ZMembersResponse,
  type TMember,
  type TMemberInvite,
  type TOrganizationInvitation,
  type TPageMeta,
} from '@workbench/contracts';
import { apiRequest } from '../../../lib/api-client';
import { organizationPath } from '../organizations-api';

export type MembersPage = { members: TMember[]; meta: TPageMeta };

export async function fetchMembers(
  orgId: string,
  page: number,
  signal?: AbortSignal,
): Promise<MembersPage> {
  const path = organizationPath(ORGANIZATION_PATHS.members, { orgId });
  const query = new URLSearchParams({ page: String(page), size: String(MEMBERS_PAGE_SIZE) });
  const answer = await apiRequest(`${path}?${query}`, ZMembersResponse, { signal });
  return { members: answer.data, meta: answer.meta };
}

/** Adding a member invites them; they join when they accept (decision 0035). */
export async function inviteMember(
  orgId: string,
  invite: TMemberInvite,
): Promise<TOrganizationInvitation> {
  const path = organizationPath(ORGANIZATION_PATHS.members, { orgId });
  return (await apiRequest(path, ZInvitationResponse, { method: 'POST', body: invite })).data;
}

export async function updateMemberRole(
  orgId: string,
  userId: string,
  role: TMemberInvite['role'],
): Promise<TMember> {
  const path = organizationPath(ORGANIZATION_PATHS.member, { orgId, userId });
  return (await apiRequest(path, ZMemberResponse, { method: 'PUT', body: { role } })).data;
}

/** Removes a member; removing oneself is leaving the organization. */
export async function removeMember(orgId: string, userId: string): Promise<void> {
  const path = organizationPath(ORGANIZATION_PATHS.member, { orgId, userId });
  await apiRequest(path, ZEmptyResponse, { method: 'DELETE' });
}
