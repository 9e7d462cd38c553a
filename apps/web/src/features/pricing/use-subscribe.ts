import { isSubscribedStatus, type TCurrentSubscription, type TRole } from '@workbench/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useAuth } from '../auth/auth-context';
import { useOrganization } from '../organization/organization-context';
import { openCheckoutInNewTab, shouldCheckoutInNewTab } from './checkout-in-new-tab';
import type { CurrentSubscriptionState } from './use-current-subscription';

export type PlanAction = 'subscribe' | 'current' | 'member';

export type SubscribeControl = {
  isBusy: boolean;
  isOrgMember: boolean;
  actionFor: (planCode: string) => PlanAction;
  subscribe: (planCode: string) => void;
};

/** Only the owner buys for an organization; its admins, members and viewers cannot (§4). */
export function isOrganizationMember(role: TRole | null | undefined): boolean {
  return role !== null && role !== undefined && role !== 'owner';
}

/** The user's role in the organization the subscription shown belongs to, if it is one. */
function subscriptionRole(subscription: TCurrentSubscription | null): TRole | null {
  return subscription?.is_organization_subscription ? subscription.user_role_in_organization : null;
}

/**
 * What each plan's button does. A visitor signs up with the plan (and lands in checkout after
 * signing in); a signed-in user goes to checkout, in a new tab while files are open in the
 * workspace, so paying does not unload them. Nothing happens while the session, the
 * organizations or the subscription are still loading, or for an organization member: one by
 * the organization context, so a member of an organization without a subscription too.
 */
export function useSubscribe(current: CurrentSubscriptionState) {
  const { subscription } = current;
  const { t } = useTranslation();
  const { status, refreshUser } = useAuth();
  const organization = useOrganization();
  const navigate = useNavigate();
  const isLoading = current.isLoading || organization.isLoading;
  const isOrgMember =
    isOrganizationMember(organization.role) || isOrganizationMember(subscriptionRole(subscription));
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
      if (status === 'signed-in' && shouldCheckoutInNewTab()) {
        openCheckoutInNewTab(`/subscription/checkout?plan=${plan}`, refreshUser);
        toast.info(t('pricing.checkoutInNewTab'));
        return;
      }
      const target =
        status === 'signed-in' ? `/subscription/checkout?plan=${plan}` : `/signup?plan=${plan}`;
      void navigate(target);
    },
    [isLoading, isOrgMember, navigate, status, refreshUser, t],
  );

  return { isBusy: isLoading, isOrgMember, actionFor, subscribe } satisfies SubscribeControl;
}
