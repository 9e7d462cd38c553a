import type { TOrganization, TRole } from '@workbench/contracts';

/** Owner when the user's id is the owner's (subscriptions §4), otherwise the role listed. */
export function roleIn(organization: TOrganization, userId: string): TRole {
  return organization.owner_user_id === userId ? 'owner' : organization.role;
}

/** Owners and admins manage members, domains and the subscription (subscriptions §6). */
export function isManager(role: TRole | null): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * The organization to work in: the one kept from before while the user still belongs to it,
 * else the one they own, else the first (accounts §4); null without any.
 */
export function chooseOrganization(
  organizations: readonly TOrganization[],
  userId: string,
  keptId: string | null,
): string | null {
  if (organizations.some((organization) => organization.org_id === keptId)) return keptId;
  const owned = organizations.find((organization) => roleIn(organization, userId) === 'owner');
  return (owned ?? organizations[0])?.org_id ?? null;
}
