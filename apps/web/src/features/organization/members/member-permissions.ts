import { ZMemberRole, type TMember, type TMemberInvite, type TRole } from '@workbench/contracts';
import { isManager } from '../organization-roles';

export type MemberRole = TMemberInvite['role'];

/** The roles `actor` may give: only the owner adds or makes admins (subscriptions §6). */
export function assignableRoles(actor: TRole): readonly MemberRole[] {
  return actor === 'owner' ? ZMemberRole.options : ZMemberRole.options.filter((r) => r !== 'admin');
}

/**
 * Whether `actor` may change the role of `member` or remove them: owners and admins may, the
 * owner is never touched, and an admin leaves other admins to the owner.
 */
export function canManageMember(actor: TRole, member: TMember): boolean {
  if (!isManager(actor) || member.role === 'owner') return false;
  return actor === 'owner' || member.role !== 'admin';
}
