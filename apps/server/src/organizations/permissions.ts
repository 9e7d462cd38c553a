import { ORGANIZATION_MESSAGES, type TRole } from '@workbench/contracts';
import { AppError } from '../errors/app-error';

/**
 * What each organization role may do (subscriptions §6, decision 0017). Owners and admins
 * manage members, domains and the subscription; members and viewers read. The owner cannot be
 * removed or given another role, and only the owner grants, changes or removes the admin role.
 */
export function isManager(role: TRole): boolean {
  return role === 'owner' || role === 'admin';
}

function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', message);
}

export function requireManager(actor: TRole): void {
  if (!isManager(actor)) throw forbidden(ORGANIZATION_MESSAGES.managersOnly);
}

export function requireOwner(actor: TRole): void {
  if (actor !== 'owner') throw forbidden(ORGANIZATION_MESSAGES.ownerOnly);
}

export function requireMayAdd(actor: TRole, role: TRole): void {
  requireManager(actor);
  if (role === 'owner') throw forbidden(ORGANIZATION_MESSAGES.ownerProtected);
  if (role === 'admin' && actor !== 'owner') throw forbidden(ORGANIZATION_MESSAGES.adminsByOwner);
}

export function requireMayChangeRole(actor: TRole, from: TRole, to: TRole): void {
  requireManager(actor);
  if (from === 'owner' || to === 'owner') throw forbidden(ORGANIZATION_MESSAGES.ownerProtected);
  if ((from === 'admin' || to === 'admin') && actor !== 'owner')
    throw forbidden(ORGANIZATION_MESSAGES.adminsByOwner);
}

/** Anyone but the owner may leave; removing someone else follows the rules above. */
export function requireMayRemove(actor: TRole, target: TRole, isSelf: boolean): void {
  if (target === 'owner') throw forbidden(ORGANIZATION_MESSAGES.ownerProtected);
  if (isSelf) return;
  requireManager(actor);
  if (target === 'admin' && actor !== 'owner') throw forbidden(ORGANIZATION_MESSAGES.adminsByOwner);
}
