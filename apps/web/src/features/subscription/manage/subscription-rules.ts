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
export function willRenew(subscription: TCurrentSubscription): boolean {
  return subscription.auto_renew && subscription.can_change_auto_renew;
}

/** Auto-renewal can be switched when the server says so (§4) and the user manages the plan. */
export function canChangeAutoRenew(subscription: TCurrentSubscription): boolean {
  return subscription.can_change_auto_renew && canManageSubscription(subscription);
}

/**
 * Running and not cancelled, yet the server says its renewal cannot be switched: a period paid
 * once (a renewal bought after its plan had ended), with nothing at the provider to renew it.
 */
export function isOneOff(subscription: TCurrentSubscription, now = Date.now()): boolean {
  return (
    !subscription.can_change_auto_renew &&
    !subscription.cancel_at_period_end &&
    isSubscribedStatus(subscription.status) &&
    Date.parse(subscription.current_period_end) > now
  );
}

/** Subscribed and its period not over: it covers work now. */
export function isRunning(subscription: TCurrentSubscription, now = Date.now()): boolean {
  return (
    isSubscribedStatus(subscription.status) && Date.parse(subscription.current_period_end) > now
  );
}

/**
 * Not over yet: running, or in a state (past due, unpaid, incomplete) its provider may still
 * charge for. A cancelled or expired one, or a running one whose period has passed, is over.
 */
export function isLive(subscription: TCurrentSubscription, now = Date.now()): boolean {
  if (subscription.status === 'canceled' || subscription.status === 'expired') return false;
  return !isSubscribedStatus(subscription.status) || isRunning(subscription, now);
}
