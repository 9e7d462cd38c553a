import { isSubscribedStatus, type TCurrentSubscription } from '@workbench/contracts';

/**
 * Owners and admins manage an organization's subscription; members and viewers only look
 * (subscriptions §6). A personal subscription is always the user's own to manage.
 */
export function canManageSubscription(subscription: TCurrentSubscription): boolean {
  if (!subscription.is_organization_subscription) return true;
  const role = subscription.user_role_in_organization;
  return role === 'owner' || role === 'admin';
}

/** Cancel is offered only for an active subscription that is not already ending (§4). */
export function canCancelSubscription(subscription: TCurrentSubscription): boolean {
  return (
    subscription.status === 'active' &&
    !subscription.cancel_at_period_end &&
    canManageSubscription(subscription)
  );
}

/** The next charge falls at the period end, unless the subscription will not renew. */
export function nextPaymentDate(subscription: TCurrentSubscription): string | null {
  return willRenew(subscription) ? subscription.current_period_end : null;
}

/** Whether the subscription renews at the end of its period, as far as the user can tell. */
export function willRenew(subscription: TCurrentSubscription, now = Date.now()): boolean {
  return (
    subscription.auto_renew && isRunning(subscription, now) && !subscription.cancel_at_period_end
  );
}

/** Active or trialing, with time left in its period. */
function isRunning(subscription: TCurrentSubscription, now: number): boolean {
  return (
    isSubscribedStatus(subscription.status) && Date.parse(subscription.current_period_end) > now
  );
}

/**
 * Auto-renewal can be switched on a running subscription that has not been cancelled: after a
 * cancel, or once the period is over, there is nothing left to renew (the server says 409).
 */
export function canChangeAutoRenew(subscription: TCurrentSubscription, now = Date.now()): boolean {
  return (
    isRunning(subscription, now) &&
    !subscription.cancel_at_period_end &&
    canManageSubscription(subscription)
  );
}
