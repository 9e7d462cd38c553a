import type { PlanRow, SubscriptionRow } from '../db/schema';

/** The end of a period of the plan's length starting at `start` (calendar months or years). */
export function addPeriod(start: Date, periodUnit: string): Date {
  const end = new Date(start);
  if (periodUnit === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The pages one period of the plan gives. */
export function periodPages(
  plan: Pick<PlanRow, 'periodUnit' | 'pagesMonthlyLimit' | 'pagesYearlyLimit'>,
) {
  if (plan.periodUnit === 'month') return plan.pagesMonthlyLimit;
  return plan.pagesYearlyLimit ?? plan.pagesMonthlyLimit * 12;
}

/**
 * Renewal (subscriptions §4): the pages left are added to a fresh allotment, the count starts
 * again and the period is extended by its length from its current end.
 */
export function renewal(
  subscription: Pick<SubscriptionRow, 'pagesLimit' | 'pagesUsed' | 'currentPeriodEnd'>,
  plan: Pick<PlanRow, 'periodUnit' | 'pagesMonthlyLimit' | 'pagesYearlyLimit'>,
  now: Date,
  providerPeriodEnd: Date | null = null,
) {
  const carried = Math.max(0, subscription.pagesLimit - subscription.pagesUsed);
  const from = subscription.currentPeriodEnd > now ? subscription.currentPeriodEnd : now;
  return {
    pagesLimit: periodPages(plan) + carried,
    pagesUsed: 0,
    currentPeriodStart: now,
    currentPeriodEnd: providerPeriodEnd ?? addPeriod(from, plan.periodUnit),
  };
}
