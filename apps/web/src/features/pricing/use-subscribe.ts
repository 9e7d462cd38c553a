import { isSubscribedStatus, type TCurrentSubscription } from '@workbench/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context';
import type { CurrentSubscriptionState } from './use-current-subscription';

export type PlanAction = 'subscribe' | 'current' | 'member';

export type SubscribeControl = {
  isBusy: boolean;
  isOrgMember: boolean;
  actionFor: (planCode: string) => PlanAction;
  subscribe: (planCode: string) => void;
};

/** A member or viewer of an organization cannot buy; the owner manages the subscription. */
export function isOrganizationMember(subscription: TCurrentSubscription | null): boolean {
  if (!subscription?.is_organization_subscription) return false;
  const role = subscription.user_role_in_organization;
  return role === 'member' || role === 'viewer';
}

/**
 * What each plan's button does. A visitor signs up with the plan (and lands in checkout after
 * signing in); a signed-in user goes to checkout. Nothing happens while the session or the
 * subscription is still loading, or for an organization member.
 */
export function useSubscribe({ subscription, isLoading }: CurrentSubscriptionState) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const isOrgMember = isOrganizationMember(subscription);
  const currentCode =
    subscription && isSubscribedStatus(subscription.status) ? subscription.plan_code : null;

  const actionFor = useCallback(
    (planCode: string): PlanAction => {
      if (isOrgMember) return 'member';
      return planCode === currentCode ? 'current' : 'subscribe';
    },
    [isOrgMember, currentCode],
  );

  const subscribe = useCallback(
    (planCode: string) => {
      if (isLoading || isOrgMember) return;
      const plan = encodeURIComponent(planCode);
      const target =
        status === 'signed-in' ? `/subscription/checkout?plan=${plan}` : `/signup?plan=${plan}`;
      void navigate(target);
    },
    [isLoading, isOrgMember, navigate, status],
  );

  return { isBusy: isLoading, isOrgMember, actionFor, subscribe } satisfies SubscribeControl;
}
