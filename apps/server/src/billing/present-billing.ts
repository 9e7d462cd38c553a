import {
  isSubscribedStatus,
  type TCurrentSubscription,
  type TPlan,
  type TSubscriptionStatus,
} from '@workbench/contracts';
import type { PlanRow } from '../db/schema';
import type { Membership } from '../repositories/organizations.repository';
import type { SubscriptionWithPlan } from '../repositories/subscriptions.repository';
import { addPeriod, canChangeAutoRenew, periodPages, renewal } from './subscription-period';
import { recommendUpgrades, suggestedFamily } from './upgrade-advice';
import { forecastUsage } from './usage-forecast';
import { gaugeLevel, isUsageBannerShown, usageUrgency } from './usage-urgency';

export function presentPlan(plan: PlanRow): TPlan {
  return {
    plan_code: plan.planCode,
    plan_name: plan.planName,
    family: plan.family,
    period_unit: plan.periodUnit as 'month' | 'year',
    is_active: plan.isActive,
    pages_monthly_limit: plan.pagesMonthlyLimit,
    pages_yearly_limit: plan.pagesYearlyLimit,
    metadata: {
      price: plan.priceOre / 100,
      currency: 'NOK',
      savings_percent: plan.savingsPercent,
      trial_days: plan.trialDays,
      features: plan.features,
    },
  };
}

/** Plans a user may buy and be advised to: paid ones. */
export const isPurchasable = (plan: PlanRow) => plan.isActive && plan.priceOre > 0;

/** The current subscription with its usage advice, computed here rather than in the browser. */
export function presentSubscription(
  { subscription, plan }: SubscriptionWithPlan,
  plans: readonly PlanRow[],
  now: Date,
  membership: Membership | null = null,
): TCurrentSubscription {
  const forecast = forecastUsage({
    pagesUsed: subscription.pagesUsed,
    pagesLimit: subscription.pagesLimit,
    periodStart: subscription.currentPeriodStart,
    periodEnd: subscription.currentPeriodEnd,
    now,
  });
  const urgency = usageUrgency(forecast);
  const offers = plans.filter(isPurchasable).map((offer) => ({
    ...offer,
    periodUnit: offer.periodUnit as 'month' | 'year',
  }));
  const recommendations = recommendUpgrades(plan, forecast, offers);
  // Only a running subscription carries its pages into a renewal; any other buys afresh.
  const isRunning = isSubscribedStatus(subscription.status) && subscription.currentPeriodEnd > now;
  const renewed = isRunning
    ? renewal(subscription, plan, now)
    : { pagesLimit: periodPages(plan), currentPeriodEnd: addPeriod(now, plan.periodUnit) };
  return {
    id: subscription.id,
    plan: presentPlan(plan),
    plan_code: plan.planCode,
    status: subscription.status as TSubscriptionStatus,
    current_period_start: subscription.currentPeriodStart.toISOString(),
    current_period_end: subscription.currentPeriodEnd.toISOString(),
    usage: { pages_used: subscription.pagesUsed, pages_limit: subscription.pagesLimit },
    auto_renew: subscription.autoRenew,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    can_change_auto_renew: canChangeAutoRenew(subscription, now),
    is_organization_subscription: membership !== null,
    user_role_in_organization: membership?.role ?? null,
    organization_name: membership?.organization.name ?? null,
    organization_id: membership?.organization.id ?? null,
    provider: subscription.provider as 'test' | 'stripe',
    advice: {
      percent_used: forecast.percentUsed,
      daily_average: forecast.dailyAverage,
      predicted_monthly: forecast.predictedMonthly,
      predicted_total: forecast.predictedTotal,
      // Only when the pages run out before the period ends: a fresh allotment comes first else.
      days_until_exhaustion: forecast.runsOutInPeriod ? forecast.daysUntilExhaustion : null,
      will_exceed: forecast.willExceed,
      urgency: urgency.level,
      action: urgency.action,
      gauge: gaugeLevel(forecast.percentUsed),
      show_banner: isUsageBannerShown(forecast.percentUsed),
      dismissible: urgency.level !== 'critical',
      next_family: suggestedFamily(plan.family, recommendations, offers),
      recommendations,
      renewal: {
        pages_carried: renewed.pagesLimit - periodPages(plan),
        pages_after_renewal: renewed.pagesLimit,
        period_end_after_renewal: renewed.currentPeriodEnd.toISOString(),
      },
    },
  };
}
